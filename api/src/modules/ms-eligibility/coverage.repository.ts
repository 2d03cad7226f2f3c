import { and, asc, between, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ADDRESS_SUGGESTIONS_MAX } from '@atlas/contracts/eligibility';
import type { Database } from '../../db/database';
import type { Localized } from '../../language';
import { coverageBuildings, coverageCities, coverageNeighbourhoods, coverageStreets } from './ms-eligibility.tables';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

/** A building with its street, neighbourhood and city, as the coverage tables hold it. */
export type BuildingRow = {
  buildingId: string;
  number: string;
  latitude: number;
  longitude: number;
  fibreMaxMbps: number | null;
  adslMaxMbps: number | null;
  street: Localized;
  neighbourhood: Localized;
  postalCode: string;
  cityId: string;
  city: Localized;
};

const buildingColumns = {
  buildingId: coverageBuildings.id,
  number: coverageBuildings.number,
  latitude: coverageBuildings.latitude,
  longitude: coverageBuildings.longitude,
  fibreMaxMbps: coverageBuildings.fibreMaxMbps,
  adslMaxMbps: coverageBuildings.adslMaxMbps,
  street: coverageStreets.name,
  neighbourhood: coverageNeighbourhoods.name,
  postalCode: coverageNeighbourhoods.postalCode,
  cityId: coverageCities.id,
  city: coverageCities.name,
};

/** ms-eligibility's SQL of the coverage model: cities, neighbourhoods, streets and buildings. */
export class CoverageRepository {
  private readonly db: Database;

  constructor(work: UnitOfWork) {
    this.db = handleOf(work);
  }

  private selectBuildings() {
    return this.db
      .select(buildingColumns)
      .from(coverageBuildings)
      .innerJoin(coverageStreets, eq(coverageStreets.id, coverageBuildings.streetId))
      .innerJoin(coverageNeighbourhoods, eq(coverageNeighbourhoods.id, coverageStreets.neighbourhoodId))
      .innerJoin(coverageCities, eq(coverageCities.id, coverageNeighbourhoods.cityId));
  }

  /**
   * The buildings whose folded text holds every word as a prefix, best match first (PostgreSQL's
   * own full-text search: the same on PGlite and a server).
   */
  matching(words: readonly string[], cityId?: string): Promise<BuildingRow[]> {
    const query = sql`to_tsquery('simple', ${words.map((word) => `${word}:*`).join(' & ')})`;
    const vector = sql`to_tsvector('simple', ${coverageBuildings.searchText})`;
    return this.selectBuildings()
      .where(and(sql`${vector} @@ ${query}`, cityId ? eq(coverageBuildings.cityId, cityId) : undefined))
      .orderBy(desc(sql`ts_rank(${vector}, ${query})`), asc(coverageCities.id), asc(coverageStreets.id), asc(coverageBuildings.numberValue))
      .limit(ADDRESS_SUGGESTIONS_MAX);
  }

  async building(buildingId: string): Promise<BuildingRow | undefined> {
    const [row] = await this.selectBuildings().where(eq(coverageBuildings.id, buildingId));
    return row;
  }

  /** The buildings within a latitude and longitude box. */
  within(box: { minLatitude: number; maxLatitude: number; minLongitude: number; maxLongitude: number }): Promise<BuildingRow[]> {
    return this.selectBuildings().where(
      and(between(coverageBuildings.latitude, box.minLatitude, box.maxLatitude), between(coverageBuildings.longitude, box.minLongitude, box.maxLongitude)),
    );
  }

  cities(): Promise<Array<{ id: string; name: Localized; slotCapacity: number }>> {
    return this.db.select().from(coverageCities).orderBy(asc(coverageCities.id));
  }
}

/** Registered by the ms-eligibility module: the coverage model answers public reads. */
export const coverageRepository = fp(
  async (app: FastifyInstance) => {
    app.publicReads.follow(coverageCities, coverageNeighbourhoods, coverageStreets, coverageBuildings);
  },
  { name: 'coverage-repository', dependencies: ['public-reads'] },
);
