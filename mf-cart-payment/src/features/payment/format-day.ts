import type { Language } from '@atlas/shared';

const LOCALES: Record<Language, string> = { fr: 'fr-MA', ar: 'ar-MA-u-nu-latn', en: 'en-GB' };

/** "lundi 23 novembre 2026" from a calendar day (YYYY-MM-DD) or an instant, in Moroccan time. */
export function formatDay(value: string, language: Language, withTime = false): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return new Intl.DateTimeFormat(LOCALES[language], {
    weekday: withTime ? undefined : 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    timeZone: 'Africa/Casablanca',
  }).format(date);
}
