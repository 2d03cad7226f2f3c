/** "lundi 23 novembre" from a Moroccan calendar date "2026-11-23", in the page's language. */
export const longDay = (isoDate: string, language: string): string =>
  new Intl.DateTimeFormat(language === 'ar' ? 'ar-MA' : language === 'en' ? 'en-GB' : 'fr-MA', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T12:00:00Z`),
  );
