import { DEFAULT_LANGUAGE, type Language } from './languages';

/**
 * How each language writes a number, with Latin digits everywhere (Moroccan Arabic pages write
 * amounts with 0-9): the French space grouping Moroccan customers read on bills, the dot grouping
 * of ar-MA, the English comma. These are what `Intl.NumberFormat` answers for fr-FR,
 * ar-MA-u-nu-latn and en-GB; written out because the first `Intl.NumberFormat` a page builds loads
 * the browser's number data, a 20 ms task on the first screen of every page with a price (issue 18).
 */
const NUMBER_STYLES: Record<Language, { group: string; decimal: string; minus: string }> = {
  fr: { group: '\u202f', decimal: ',', minus: '-' },
  ar: { group: '.', decimal: ',', minus: '\u200e-' },
  en: { group: ',', decimal: '.', minus: '-' },
};
const CURRENCY_LABELS: Record<Language, string> = { fr: 'Dh', ar: 'درهم', en: 'Dh' };

function toNumber(amount: number | string | null | undefined): number | null {
  if (amount === null || amount === undefined || amount === '') return null;
  const value = typeof amount === 'number' ? amount : Number(String(amount).replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/**
 * The digits of |value| rounded half away from zero to two decimals, on its shortest decimal
 * writing as Intl does (49.005 → "49", "01": binary rounding would give 49.00).
 */
function roundedDigits(value: number): { whole: string; fraction: string } {
  const [whole = '0', fraction = ''] = decimalOf(Math.abs(value)).split('.');
  const kept = (fraction + '00').slice(0, 2);
  const roundUp = Number(fraction[2] ?? '0') >= 5;
  if (!roundUp) return { whole, fraction: kept };
  const cents = (BigInt(whole + kept) + 1n).toString().padStart(3, '0');
  return { whole: cents.slice(0, -2), fraction: cents.slice(-2) };
}

/** The plain decimal writing of a non-negative number: without the exponent JavaScript writes below 1e-6 and from 1e21. */
function decimalOf(value: number): string {
  const text = String(value);
  if (!text.includes('e')) return text;
  return value >= 1 ? BigInt(value).toString() : value.toFixed(20);
}

/**
 * An amount with at most two decimals, trailing zeros dropped: 49 → "49", 49.5 → "49,5" (fr),
 * "49.5" (en). Accepts the API's numeric strings ("49.50"). Empty string for no amount.
 */
export function formatAmount(amount: number | string | null | undefined, language: Language = DEFAULT_LANGUAGE): string {
  const value = toNumber(amount);
  if (value === null) return '';
  const style = NUMBER_STYLES[language];
  const { whole, fraction } = roundedDigits(value);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
  const decimals = fraction.replace(/0+$/, '');
  const negative = value < 0 && (whole !== '0' || decimals !== '');
  return `${negative ? style.minus : ''}${grouped}${decimals ? style.decimal + decimals : ''}`;
}

/** The currency label of a language: "Dh" in fr and en, "درهم" in ar. */
export const currencyLabel = (language: Language = DEFAULT_LANGUAGE): string => CURRENCY_LABELS[language];

/** An amount with its currency: "49 Dh", "49,5 Dh", "49,5 درهم". */
export function formatPrice(amount: number | string | null | undefined, language: Language = DEFAULT_LANGUAGE): string {
  const text = formatAmount(amount, language);
  return text === '' ? '' : `${text} ${CURRENCY_LABELS[language]}`;
}
