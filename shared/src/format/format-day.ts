import type { Language } from '../i18n/languages';

/** Moroccan date formats, Latin digits in Arabic too. */
export const DATE_LOCALES: Record<Language, string> = { fr: 'fr-MA', ar: 'ar-MA-u-nu-latn', en: 'en-GB' };

/**
 * A calendar day ("2026-11-23", a Moroccan date) as customers read it: "lundi 23 novembre",
 * "الاثنين 23 نونبر", "Monday 23 November". Read at noon UTC so no time zone moves the day.
 */
export function formatDay(date: string, language: Language, options: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' }): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[language], { ...options, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}
