import type { Language } from '@atlas/contracts';

/** Moroccan date formats, Latin digits in Arabic too. */
export const DATE_LOCALES: Record<Language, string> = { fr: 'fr-MA', ar: 'ar-MA-u-nu-latn', en: 'en-GB' };

/** `formatDay` options for a day further away: "lundi 30 novembre 2026". */
export const DAY_WITH_YEAR: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };

/**
 * The names `Intl.DateTimeFormat` gives in fr-MA, ar-MA (the Moroccan month names) and en-GB,
 * written out: the first DateTimeFormat a page builds loads the browser's calendar data, a 70 ms
 * task on a phone inside the dashboard's first render (issue 18). format-day.test.ts holds them to
 * Intl, every day of a year in the three languages.
 */
const CALENDAR: Record<Language, { months: string[]; shortMonths: string[]; weekdays: string[] }> = {
  fr: {
    months: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
    shortMonths: ['jan.', 'fév.', 'mar.', 'avr.', 'mai', 'jui.', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
    weekdays: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
  },
  ar: {
    months: ['يناير', 'فبراير', 'مارس', 'أبريل', 'ماي', 'يونيو', 'يوليوز', 'غشت', 'شتنبر', 'أكتوبر', 'نونبر', 'دجنبر'],
    shortMonths: ['يناير', 'فبراير', 'مارس', 'أبريل', 'ماي', 'يونيو', 'يوليوز', 'غشت', 'شتنبر', 'أكتوبر', 'نونبر', 'دجنبر'],
    weekdays: ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'],
  },
  en: {
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    shortMonths: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  },
};

const WRITTEN_OUT = new Set(['weekday', 'day', 'month', 'year']);

/** Whether the options ask only for what the names above write: a long weekday, the day, a long or short month, the year. */
function writtenOut(options: Intl.DateTimeFormatOptions): boolean {
  return (
    Object.keys(options).every((key) => WRITTEN_OUT.has(key)) &&
    (options.weekday === undefined || options.weekday === 'long') &&
    (options.day === undefined || options.day === 'numeric') &&
    (options.month === undefined || options.month === 'long' || options.month === 'short') &&
    (options.year === undefined || options.year === 'numeric') &&
    !(options.month === 'short' && (options.day || options.year || options.weekday))
  );
}

/**
 * A calendar day ("2026-11-23", a Moroccan date) as customers read it: "lundi 23 novembre",
 * "الاثنين، 23 نونبر", "Monday 23 November". Read at noon UTC so no time zone moves the day.
 */
export function formatDay(date: string, language: Language, options: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' }): string {
  const day = new Date(`${date}T12:00:00Z`);
  if (!writtenOut(options) || Number.isNaN(day.getTime())) {
    return new Intl.DateTimeFormat(DATE_LOCALES[language], { ...options, timeZone: 'UTC' }).format(day);
  }
  const names = CALENDAR[language];
  const month = options.month ? (options.month === 'short' ? names.shortMonths : names.months)[day.getUTCMonth()] : null;
  const dayMonthYear = [options.day && String(day.getUTCDate()), month, options.year && String(day.getUTCFullYear())].filter(Boolean).join(' ');
  if (!options.weekday) return dayMonthYear;
  const weekday = names.weekdays[day.getUTCDay()]!;
  if (!dayMonthYear) return weekday;
  const separator = language === 'ar' ? '، ' : language === 'en' && options.year ? ', ' : ' ';
  return `${weekday}${separator}${dayMonthYear}`;
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
