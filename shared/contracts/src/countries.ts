import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';

/**
 * Countries and their calling codes, from libphonenumber's metadata (kept up to date by its
 * maintainers). A subpath of its own (`@atlas/forms/countries`), not in the main
 * entry: only the pages that ask for a country load the metadata. Names come from the browser's
 * `Intl.DisplayNames`, in the page's language.
 */

export const COUNTRY_CODES: readonly string[] = getCountries();
const KNOWN = new Set(COUNTRY_CODES);

export const isCountryCode = (code: string): boolean => KNOWN.has(code);

/** "212" for "MA". */
export const dialCodeOf = (country: string): string => getCountryCallingCode(country as CountryCode);

/** Every calling code once, in numeric order. */
export const DIAL_CODES: readonly string[] = [...new Set(COUNTRY_CODES.map(dialCodeOf))].sort((a, b) => Number(a) - Number(b));

/** The countries, named in `language` and sorted for it; `first` (Morocco) leads the list. */
export function countryOptions(language: string, first = 'MA'): Array<{ code: string; name: string; dialCode: string }> {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(language);
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code, dialCode: dialCodeOf(code) })).sort((a, b) =>
    a.code === first ? -1 : b.code === first ? 1 : collator.compare(a.name, b.name),
  );
}

const KNOWN_DIAL_CODES = new Set(DIAL_CODES);
export const isDialCode = (code: string): boolean => KNOWN_DIAL_CODES.has(code);
