import { type Language } from '@atlas/contracts';
import { formatDay } from '@atlas/ui-kit';

/** "octobre 2026" from `2026-10`, in the page's language. */
export function periodLabel(period: string, language: Language): string {
  return formatDay(`${period}-15`, language, { month: 'long', year: 'numeric' });
}

/** French "de" before the words, elided before a vowel: "d’août 2026", "d’octobre 2026", "de septembre 2026". */
export const frenchOf = (words: string): string => (/^[aeiouyhâéèêîôû]/i.test(words) ? `d’${words}` : `de ${words}`);

/**
 * An invoice named by its month, one way everywhere (list, payment, history, the basket panel):
 * "Facture d’août 2026", "فاتورة غشت 2026", "Invoice for August 2026".
 */
export const invoiceTitle = (t: (key: string, options: Record<string, string>) => string, period: string, language: Language): string => {
  const words = periodLabel(period, language);
  return t('list.period', { period: words, ofPeriod: frenchOf(words) });
};
