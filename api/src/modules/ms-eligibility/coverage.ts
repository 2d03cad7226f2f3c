import { type BuildingCoverage, type CoverageAddress, type Technology } from '@atlas/contracts/eligibility';
import { searchWords } from '@atlas/contracts/search-text';
import { boundsAround, distanceKm, type GeoPoint } from '../../geo';
import type { Localized } from '../../language';
import type { BuildingRow, CoverageRepository } from './coverage.repository';

/** A building with its street, neighbourhood and city, as the coverage model holds it. */
export interface CoveredBuilding {
  address: CoverageAddress;
  coverage: BuildingCoverage;
}

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
 * letter variants do not matter.
 */
export async function searchAddresses(coverage: CoverageRepository, q: string, cityId?: string): Promise<CoverageAddress[]> {
  const words = searchWords(q).slice(0, 8);
  if (words.length === 0) return [];
  return (await coverage.matching(words, cityId)).map((row) => toCoveredBuilding(row).address);
}

export async function findBuilding(coverage: CoverageRepository, buildingId: string): Promise<CoveredBuilding | undefined> {
  const row = await coverage.building(buildingId);
  return row ? toCoveredBuilding(row) : undefined;
}

/**
 * The building a browser position stands for: the nearest that has the technology within
 * `radiusMeters`, else the nearest of any kind within it (its outcome is then "not covered").
 */
export async function buildingNear(
  coverage: CoverageRepository,
  position: GeoPoint,
  technology: Technology,
  radiusMeters: number,
): Promise<(CoveredBuilding & { distanceMeters: number }) | undefined> {
  const rows = await coverage.within(boundsAround(position, radiusMeters / 1000));
  const near = rows
    .map((row) => ({ ...toCoveredBuilding(row), distanceMeters: Math.round(distanceKm(position, row) * 1000) }))
    .filter((building) => building.distanceMeters <= radiusMeters)
    .sort((a, b) => a.distanceMeters - b.distanceMeters);
  return near.find((building) => maxSpeedOf(building.coverage, technology) !== undefined) ?? near[0];
}
