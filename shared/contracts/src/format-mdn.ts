/**
 * Phone numbers (mdn). Customers type them in the local form (0612345678); the API wants the
 * international form without "+" (212612345678); screens show pairs (06 12 34 56 78).
 */
const SEPARATORS = /[\s.\-()]/g;
export const MOROCCO_DIAL_CODE = '212';

/** Digits only, separators removed ("06 12-34.56 78" → "0612345678"); "+" kept in front. */
export function cleanMdn(input: string): string {
  return input.trim().replace(SEPARATORS, '');
}

/** "0612345678", "+212612345678", "00212612345678", "212612345678" and "612345678" → "212612345678". */
export function toInternationalMdn(input: string): string {
  const mdn = cleanMdn(input);
  if (mdn.startsWith('+212')) return mdn.slice(1);
  if (mdn.startsWith('00212')) return mdn.slice(2);
  if (mdn.startsWith('212') && mdn.length === 12) return mdn;
  if (mdn.startsWith('0')) return MOROCCO_DIAL_CODE + mdn.slice(1);
  // Nine digits typed without the leading zero (612345678).
  if (/^[5-8]\d{8}$/.test(mdn)) return MOROCCO_DIAL_CODE + mdn;
  return mdn;
}

/** Back to the 10-digit local form: "212612345678" → "0612345678". Other input is returned cleaned. */
export function toLocalMdn(input: string): string {
  const mdn = cleanMdn(input);
  const international = /^(?:\+|00)?212(\d{9})$/.exec(mdn);
  return international ? `0${international[1]}` : mdn;
}

/**
 * Text kept left-to-right inside a sentence, whatever the sentence's direction (U+2066 … U+2069).
 * Without it, the pairs of a number in an Arabic sentence are laid out right to left
 * ("78 56 34 12 06"). In markup, prefer an element with dir="ltr" (PhoneNumber).
 */
export const isolateLtr = (text: string): string => `\u2066${text}\u2069`;

/** Digits grouped in pairs: "0612345678" → "06 12 34 56 78". International input is shown locally. */
export function formatMdn(input: string | null | undefined): string {
  if (!input) return '';
  const local = toLocalMdn(input);
  if (!/^\d+$/.test(local)) return input.trim();
  return local.match(/\d{1,2}/g)?.join(' ') ?? local;
}

/**
 * A number to put inside a sentence (a translation, a notification, an SMS, an item's name): grouped
 * in pairs joined by no-break spaces, so that it never wraps between its pairs (a 360 px Arabic
 * line), and isolated left-to-right. A masked number ("06 •• •• •• 11") or another text is kept
 * as it is, its spaces made no-break too. The one formatter for numbers in running text.
 */
export function mdnInText(input: string): string {
  return isolateLtr(formatMdn(input).replace(/ /g, '\u00a0'));
}
