import { DEFAULT_LANGUAGE, type Language } from '@atlas/contracts';

/** Latin digits everywhere: Moroccan Arabic pages write amounts with 0-9. */
const NUMBER_LOCALES: Record<Language, string> = { fr: 'fr-MA-u-nu-latn', ar: 'ar-MA-u-nu-latn', en: 'en-GB' };
const CURRENCY_LABELS: Record<Language, string> = { fr: 'Dh', ar: 'درهم', en: 'Dh' };

const formatters = new Map<Language, Intl.NumberFormat>();

function formatterOf(language: Language): Intl.NumberFormat {
  let formatter = formatters.get(language);
  if (!formatter) {
    // fr-MA groups thousands with a dot; use the French space grouping Moroccan customers read on bills.
    const locale = language === 'fr' ? 'fr-FR' : NUMBER_LOCALES[language];
    formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 2 });
    formatters.set(language, formatter);
  }
  return formatter;
}

function toNumber(amount: number | string | null | undefined): number | null {
  if (amount === null || amount === undefined || amount === '') return null;
  const value = typeof amount === 'number' ? amount : Number(String(amount).replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/**
 * An amount with at most two decimals, trailing zeros dropped: 49 → "49", 49.5 → "49,5" (fr),
 * "49.5" (en). Accepts the API's numeric strings ("49.50"). Empty string for no amount.
 */
export function formatAmount(amount: number | string | null | undefined, language: Language = DEFAULT_LANGUAGE): string {
  const value = toNumber(amount);
  return value === null ? '' : formatterOf(language).format(value);
}

/** The currency label of a language: "Dh" in fr and en, "درهم" in ar. */
export const currencyLabel = (language: Language = DEFAULT_LANGUAGE): string => CURRENCY_LABELS[language];

/** An amount with its currency: "49 Dh", "49,5 Dh", "49,5 درهم". */
export function formatPrice(amount: number | string | null | undefined, language: Language = DEFAULT_LANGUAGE): string {
  const text = formatAmount(amount, language);
  return text === '' ? '' : `${text} ${CURRENCY_LABELS[language]}`;
}
