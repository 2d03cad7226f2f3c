import type { Language } from '@atlas/contracts';

/** Moroccan date formats, Latin digits in Arabic too. */
export const DATE_LOCALES: Record<Language, string> = { fr: 'fr-MA', ar: 'ar-MA-u-nu-latn', en: 'en-GB' };

/** `formatDay` options for a day further away: "lundi 30 novembre 2026". */
export const DAY_WITH_YEAR: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };

/**
 * A calendar day ("2026-11-23", a Moroccan date) as customers read it: "lundi 23 novembre",
 * "الاثنين 23 نونبر", "Monday 23 November". Read at noon UTC so no time zone moves the day.
 */
export function formatDay(date: string, language: Language, options: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' }): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[language], { ...options, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

/** An instant (ISO date-time) as customers read it in Moroccan time: "23 novembre 2026 à 10:42". */
export function formatMoment(instant: string, language: Language): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Africa/Casablanca',
  }).format(new Date(instant));
}
