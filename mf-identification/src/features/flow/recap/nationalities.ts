import { getAlpha3Codes } from 'i18n-iso-countries';
import type { Language } from '@atlas/contracts';

/**
 * The nationalities a document's machine-readable zone writes (ICAO's three letters: MAR, FRA…),
 * as choices named in the page's language (Intl.DisplayNames names the two-letter region the
 * i18n-iso-countries table pairs with each), Morocco first. A code the table lacks stays a choice,
 * under its own letters, so what was read is never lost.
 */
export function nationalityOptions(language: Language, read?: string): Array<{ value: string; label: string }> {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(language);
  const options = Object.entries(getAlpha3Codes()).map(([alpha3, alpha2]) => ({ value: alpha3, label: names.of(alpha2) ?? alpha3 }));
  if (read && !options.some((option) => option.value === read)) options.push({ value: read, label: read });
  return options.sort((a, b) => (a.value === 'MAR' ? -1 : b.value === 'MAR' ? 1 : collator.compare(a.label, b.label)));
}
