import { searchText } from '@atlas/contracts/search-text';
import { LANGUAGES, type Localized } from '../../language';

/** 🇫🇷 from FR: two regional indicator symbols. */
export const flagOf = (code: string): string => String.fromCodePoint(...[...code.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));

/**
 * Every name of the country as search compares it. Arabic names are also indexed without their
 * article (الإمارات → امارات), since customers type them both ways.
 */
export function countryKeywords(row: { code: string; name: Localized; aliases: string }): string {
  const words = searchText([row.code, ...LANGUAGES.map((language) => row.name[language]), row.aliases].join(' ')).split(' ');
  const withoutArticle = words.filter((word) => word.startsWith('ال') && word.length > 3).map((word) => word.slice(2));
  return [...new Set([...words, ...withoutArticle])].join(' ');
}
