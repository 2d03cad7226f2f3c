import type { Localized } from '../../language';

/** The Moroccan cities of the seed (agencies, fibre coverage), by id. */
export const CITIES = {
  casablanca: { fr: 'Casablanca', ar: 'الدار البيضاء', en: 'Casablanca' },
  rabat: { fr: 'Rabat', ar: 'الرباط', en: 'Rabat' },
  marrakech: { fr: 'Marrakech', ar: 'مراكش', en: 'Marrakesh' },
  fes: { fr: 'Fès', ar: 'فاس', en: 'Fez' },
  tanger: { fr: 'Tanger', ar: 'طنجة', en: 'Tangier' },
  agadir: { fr: 'Agadir', ar: 'أكادير', en: 'Agadir' },
  oujda: { fr: 'Oujda', ar: 'وجدة', en: 'Oujda' },
  meknes: { fr: 'Meknès', ar: 'مكناس', en: 'Meknes' },
} satisfies Record<string, Localized>;

export type CityId = keyof typeof CITIES;
