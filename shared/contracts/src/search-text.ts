/**
 * Text as search compares it: lower case, no accents (é → e) nor Arabic short vowels, the Arabic
 * letter variants folded (أ إ آ ٱ → ا, ى → ي, ة → ه), no tatweel, punctuation as spaces. The API
 * indexes and queries with it; the FAQ filter of the site matches with it.
 */
export function searchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '')
    .toLowerCase()
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ـ/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a query, as search compares them. */
export const searchWords = (query: string): string[] => searchText(query).split(' ').filter(Boolean);
