/**
 * The coverage model's shapes: what reaches a street (fibre, ADSL, nothing), its streets,
 * neighbourhoods and cities, and how a street's name is written.
 */
import type { Localized } from '../../language';
import type { CityId } from './cities';

interface Coverage {
  fibre: number | null;
  adsl: number | null;
}

export const FIBRE_1G: Coverage = { fibre: 1000, adsl: 20 };
export const FIBRE_500: Coverage = { fibre: 500, adsl: 20 };
export const FIBRE_200: Coverage = { fibre: 200, adsl: 12 };
export const ADSL_20: Coverage = { fibre: null, adsl: 20 };
export const ADSL_12: Coverage = { fibre: null, adsl: 12 };
export const NOTHING: Coverage = { fibre: null, adsl: null };

interface StreetSeed {
  id: string;
  name: Localized;
  from: [number, number];
  to: [number, number];
  numbers: string[];
  coverage: Coverage;
  /** Buildings the network has not reached like the rest of the street. */
  exceptions?: Record<string, Coverage>;
}

interface NeighbourhoodSeed {
  id: string;
  name: Localized;
  postalCode: string;
  streets: StreetSeed[];
}

export interface CitySeed {
  id: CityId;
  slotCapacity: number;
  neighbourhoods: NeighbourhoodSeed[];
}

export const rue = (fr: string, ar: string, en = fr): Localized => ({ fr: `rue ${fr}`, ar: `زنقة ${ar}`, en: `${en} street` });
export const avenue = (fr: string, ar: string, en = fr): Localized => ({ fr: `avenue ${fr}`, ar: `شارع ${ar}`, en: `${en} avenue` });
export const boulevard = (fr: string, ar: string, en = fr): Localized => ({ fr: `boulevard ${fr}`, ar: `شارع ${ar}`, en: `${en} boulevard` });
