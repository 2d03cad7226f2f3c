import { isolateLtr } from '@atlas/contracts/format-mdn';
import type { Language } from '../../language';

/** "octobre 2026" from `2026-10` (Moroccan month names in Arabic, Latin digits). */
export const monthInWords = (period: string, language: Language): string => {
  const [year, month] = period.split('-').map(Number);
  if (!year || !month) return period;
  return new Intl.DateTimeFormat(`${language}-MA`, { timeZone: 'UTC', month: 'long', year: 'numeric', numberingSystem: 'latn' }).format(
    new Date(Date.UTC(year, month - 1, 15)),
  );
};

/** French "de" before a word: "d’août", "d’octobre", "de septembre". */
export const frenchOf = (words: string): string => (/^[aeiouyhâéèêîôû]/i.test(words) ? `d’${words}` : `de ${words}`);

/**
 * "Facture d’octobre 2026 · F2610345602", the period in words in each language (in Arabic the
 * bill number kept left to right).
 */
export const invoiceName = (row: { billNo: string; period: string }) => ({
  fr: `Facture ${frenchOf(monthInWords(row.period, 'fr'))} · ${row.billNo}`,
  ar: `فاتورة ${monthInWords(row.period, 'ar')} · ${isolateLtr(row.billNo)}`,
  en: `${monthInWords(row.period, 'en')} invoice · ${row.billNo}`,
});
