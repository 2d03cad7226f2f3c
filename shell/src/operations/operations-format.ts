/** The figures the operations page shows, and how it writes them in the page's language. */
import type { Language } from '@atlas/contracts';

type Metric = 'pageViews' | 'errorRate' | 'failures' | 'lcpP75' | 'inpP75' | 'clsP75';
export const METRICS: Array<{ metric: Metric; label: string }> = [
  { metric: 'pageViews', label: 'pageViews' },
  { metric: 'errorRate', label: 'errorRate' },
  { metric: 'failures', label: 'failures' },
  { metric: 'lcpP75', label: 'lcp' },
  { metric: 'inpP75', label: 'inp' },
  { metric: 'clsP75', label: 'cls' },
];

export function useFormat(language: Language) {
  const locale = language === 'ar' ? 'ar-MA-u-nu-latn' : language === 'en' ? 'en-GB' : 'fr-FR';
  const number = (value: number, digits = 0) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  const time = (iso: string) => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Casablanca' }).format(new Date(iso));
  const dateTime = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Africa/Casablanca' }).format(new Date(iso));
  const figure = (metric: Metric, value: number | null): string => {
    if (value === null) return '—';
    if (metric === 'errorRate') return `${number(value * 100, 1)} %`;
    if (metric === 'lcpP75' || metric === 'inpP75') return `${number(value)} ms`;
    if (metric === 'clsP75') return number(value, 3);
    return number(value);
  };
  return { number, time, dateTime, figure };
}
