import { searchText } from '@atlas/ui-kit/format/search-text';
import type { RoamingCountrySummary, RoamingPass } from '@atlas/contracts/roaming';
import type { roamingCountries, roamingPasses } from '../../db/schema';
import { LANGUAGES, type Language } from '../../language';

type CountryRow = typeof roamingCountries.$inferSelect;
type PassRow = typeof roamingPasses.$inferSelect;

/** 🇫🇷 from FR: two regional indicator symbols. */
export const flagOf = (code: string): string => String.fromCodePoint(...[...code.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));

/**
 * Every name of the country as search compares it. Arabic names are also indexed without their
 * article (الإمارات → امارات), since customers type them both ways.
 */
export function countryKeywords(row: Pick<CountryRow, 'code' | 'name' | 'aliases'>): string {
  const words = searchText([row.code, ...LANGUAGES.map((language) => row.name[language]), row.aliases].join(' ')).split(' ');
  const withoutArticle = words.filter((word) => word.startsWith('ال') && word.length > 3).map((word) => word.slice(2));
  return [...new Set([...words, ...withoutArticle])].join(' ');
}

export const passOf = (row: PassRow, language: Language): RoamingPass => ({
  id: row.id,
  name: row.name[language],
  volumeMb: row.volumeMb,
  validityDays: row.validityDays,
  price: row.price,
  ussdCode: row.ussdCode,
});

export const summaryOf = (row: CountryRow, language: Language): RoamingCountrySummary => ({
  code: row.code,
  name: row.name[language],
  flag: flagOf(row.code),
  zoneId: row.zoneId,
  keywords: countryKeywords(row),
});
