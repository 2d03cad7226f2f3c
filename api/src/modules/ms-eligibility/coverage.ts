import { and, asc, between, desc, eq, sql } from 'drizzle-orm';
import { ADDRESS_SUGGESTIONS_MAX, type BuildingCoverage, type CoverageAddress, type Technology } from '@atlas/contracts/eligibility';
import { searchWords } from '@atlas/contracts/search-text';
import type { Database } from '../../db/database';
import { boundsAround, distanceKm, type GeoPoint } from '../../geo';
import type { Localized } from '../../language';
import { coverageBuildings, coverageCities, coverageNeighbourhoods, coverageStreets } from './ms-eligibility.tables';

/** A building with its street, neighbourhood and city, as the coverage model holds it. */
export interface CoveredBuilding {
  address: CoverageAddress;
  coverage: BuildingCoverage;
}

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

type BuildingRow = {
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

const selectBuildings = (db: Database) =>
  db
    .select(buildingColumns)
    .from(coverageBuildings)
    .innerJoin(coverageStreets, eq(coverageStreets.id, coverageBuildings.streetId))
    .innerJoin(coverageNeighbourhoods, eq(coverageNeighbourhoods.id, coverageStreets.neighbourhoodId))
    .innerJoin(coverageCities, eq(coverageCities.id, coverageNeighbourhoods.cityId));

/** "12, boulevard …" in French, "12، شارع …" in Arabic, "12 … boulevard" in English. */
const numbered = (number: string, street: Localized): Localized => ({
  fr: `${number}, ${street.fr}`,
  ar: `${number}، ${street.ar}`,
  en: `${number} ${street.en}`,
});

function toCoveredBuilding(row: BuildingRow): CoveredBuilding {
  return {
    address: {
      buildingId: row.buildingId,
      street: numbered(row.number, row.street),
      neighbourhood: row.neighbourhood,
      cityId: row.cityId,
      city: row.city,
      postalCode: row.postalCode,
      latitude: row.latitude,
      longitude: row.longitude,
    },
    coverage: {
      ...(row.fibreMaxMbps !== null ? { fibreMaxMbps: row.fibreMaxMbps } : {}),
      ...(row.adslMaxMbps !== null ? { adslMaxMbps: row.adslMaxMbps } : {}),
    },
  };
}

export const maxSpeedOf = (coverage: BuildingCoverage, technology: Technology): number | undefined =>
  technology === 'fibre' ? coverage.fibreMaxMbps : coverage.adslMaxMbps;

/**
 * The addresses whose text holds every word typed, each as a prefix ("12 massira" finds
 * "12, boulevard Al Massira Al Khadra"), folded like the site search so accents, case and Arabic
 * letter variants do not matter. PostgreSQL's own full-text search: the same on PGlite and a server.
 */
export async function searchAddresses(db: Database, q: string, cityId?: string): Promise<CoverageAddress[]> {
  const words = searchWords(q).slice(0, 8);
  if (words.length === 0) return [];
  const query = sql`to_tsquery('simple', ${words.map((word) => `${word}:*`).join(' & ')})`;
  const vector = sql`to_tsvector('simple', ${coverageBuildings.searchText})`;
  const rows = await selectBuildings(db)
    .where(and(sql`${vector} @@ ${query}`, cityId ? eq(coverageBuildings.cityId, cityId) : undefined))
    .orderBy(desc(sql`ts_rank(${vector}, ${query})`), asc(coverageCities.id), asc(coverageStreets.id), asc(coverageBuildings.numberValue))
    .limit(ADDRESS_SUGGESTIONS_MAX);
  return rows.map((row) => toCoveredBuilding(row).address);
}

export async function findBuilding(db: Database, buildingId: string): Promise<CoveredBuilding | undefined> {
  const [row] = await selectBuildings(db).where(eq(coverageBuildings.id, buildingId));
  return row ? toCoveredBuilding(row) : undefined;
}

/**
 * The building a browser position stands for: the nearest that has the technology within
 * `radiusMeters`, else the nearest of any kind within it (its outcome is then "not covered").
 */
export async function buildingNear(
  db: Database,
  position: GeoPoint,
  technology: Technology,
  radiusMeters: number,
): Promise<(CoveredBuilding & { distanceMeters: number }) | undefined> {
  const box = boundsAround(position, radiusMeters / 1000);
  const rows = await selectBuildings(db).where(
    and(between(coverageBuildings.latitude, box.minLatitude, box.maxLatitude), between(coverageBuildings.longitude, box.minLongitude, box.maxLongitude)),
  );
  const near = rows
    .map((row) => ({ ...toCoveredBuilding(row), distanceMeters: Math.round(distanceKm(position, row) * 1000) }))
    .filter((building) => building.distanceMeters <= radiusMeters)
    .sort((a, b) => a.distanceMeters - b.distanceMeters);
  return near.find((building) => maxSpeedOf(building.coverage, technology) !== undefined) ?? near[0];
}

export async function coverageCityList(db: Database): Promise<Array<{ id: string; name: Localized; slotCapacity: number }>> {
  return db.select().from(coverageCities).orderBy(asc(coverageCities.id));
}
