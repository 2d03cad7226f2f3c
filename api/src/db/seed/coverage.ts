/**
 * The fibre and ADSL coverage model: in six cities, neighbourhoods and streets where the fibre
 * has arrived (up to 1 Gb/s, 500 or 200 Mb/s), where only ADSL reaches (20 or 12 Mb/s), and where
 * nothing does yet, so every outcome of the eligibility test can be shown. Coordinates follow the
 * real streets; a street's buildings are spread between its two ends.
 */
import { searchText } from '@atlas/contracts/search-text';
import type { Localized } from '../../language';
import type { coverageBuildings, coverageCities, coverageNeighbourhoods, coverageStreets } from '../schema';
import { CITIES } from './cities';
import { AGADIR } from './coverage-agadir';
import { CASABLANCA } from './coverage-casablanca';
import { FES } from './coverage-fes';
import { MARRAKECH } from './coverage-marrakech';
import type { CitySeed } from './coverage-model';
import { RABAT } from './coverage-rabat';
import { TANGER } from './coverage-tanger';

const COVERAGE: CitySeed[] = [CASABLANCA, RABAT, MARRAKECH, TANGER, FES, AGADIR];

/** Abbreviations people type for street kinds, so "12 bd massira" finds the boulevard. */
const ABBREVIATIONS: Record<string, string> = { boulevard: 'bd blvd', avenue: 'av ave' };

/** The text the address search matches: every language, the postal code and the usual abbreviations. */
function addressSearchText(number: string, street: Localized, neighbourhood: Localized, city: Localized, postalCode: string): string {
  const words = [number, postalCode, ...[street, neighbourhood, city].flatMap((name) => [name.fr, name.ar, name.en])];
  const kind = street.fr.split(' ')[0]!;
  if (ABBREVIATIONS[kind]) words.push(ABBREVIATIONS[kind]);
  return searchText(words.join(' '));
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

export function coverageRows() {
  const cities: Array<typeof coverageCities.$inferInsert> = [];
  const neighbourhoods: Array<typeof coverageNeighbourhoods.$inferInsert> = [];
  const streets: Array<typeof coverageStreets.$inferInsert> = [];
  const buildings: Array<typeof coverageBuildings.$inferInsert> = [];
  for (const city of COVERAGE) {
    cities.push({ id: city.id, name: CITIES[city.id], slotCapacity: city.slotCapacity });
    for (const neighbourhood of city.neighbourhoods) {
      neighbourhoods.push({ id: neighbourhood.id, cityId: city.id, name: neighbourhood.name, postalCode: neighbourhood.postalCode });
      for (const street of neighbourhood.streets) {
        streets.push({ id: street.id, neighbourhoodId: neighbourhood.id, name: street.name });
        street.numbers.forEach((number, index) => {
          const share = street.numbers.length === 1 ? 0 : index / (street.numbers.length - 1);
          const coverage = street.exceptions?.[number] ?? street.coverage;
          buildings.push({
            id: `${street.id}-${number}`,
            streetId: street.id,
            cityId: city.id,
            number,
            numberValue: Number.parseInt(number, 10),
            latitude: round(street.from[0] + (street.to[0] - street.from[0]) * share),
            longitude: round(street.from[1] + (street.to[1] - street.from[1]) * share),
            fibreMaxMbps: coverage.fibre,
            adslMaxMbps: coverage.adsl,
            searchText: addressSearchText(number, street.name, neighbourhood.name, CITIES[city.id], neighbourhood.postalCode),
          });
        });
      }
    }
  }
  return { cities, neighbourhoods, streets, buildings };
}
