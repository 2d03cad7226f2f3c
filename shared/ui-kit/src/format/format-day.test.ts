import type { Language } from '@atlas/contracts';
import { DATE_LOCALES, DAY_WITH_YEAR, formatDay } from './format-day';

const LANGUAGES: Language[] = ['fr', 'ar', 'en'];
/** Every option set the parts ask formatDay for. */
const OPTION_SETS: Intl.DateTimeFormatOptions[] = [
  { weekday: 'long', day: 'numeric', month: 'long' },
  DAY_WITH_YEAR,
  { day: 'numeric', month: 'long', year: 'numeric' },
  { day: 'numeric', month: 'long' },
  { month: 'long', year: 'numeric' },
  { month: 'short' },
  { weekday: 'long' },
];

const daysOf = (year: number) =>
  Array.from({ length: 366 }, (_, index) => new Date(Date.UTC(year, 0, 1 + index, 12)).toISOString().slice(0, 10)).filter((day) =>
    day.startsWith(String(year)),
  );

describe('formatDay', () => {
  it('says the weekday, day and month in each language, with Latin digits', () => {
    expect(formatDay('2026-11-23', 'fr')).toBe('lundi 23 novembre');
    expect(formatDay('2026-11-23', 'en')).toBe('Monday 23 November');
    expect(formatDay('2026-11-23', 'ar')).toBe('الاثنين، 23 نونبر');
    expect(formatDay('2026-12-12', 'ar', { day: 'numeric', month: 'long', year: 'numeric' })).toBe('12 دجنبر 2026');
  });

  it('keeps the day whatever the time zone', () => {
    expect(formatDay('2026-01-01', 'fr', { day: 'numeric', month: 'long', year: 'numeric' })).toBe('1 janvier 2026');
  });

  it('writes what Intl.DateTimeFormat writes, every day of a year, in the three languages', () => {
    const differences: string[] = [];
    for (const language of LANGUAGES) {
      for (const options of OPTION_SETS) {
        const intl = new Intl.DateTimeFormat(DATE_LOCALES[language], { ...options, timeZone: 'UTC' });
        for (const day of daysOf(2028)) {
          const expected = intl.format(new Date(`${day}T12:00:00Z`));
          const written = formatDay(day, language, options);
          if (written !== expected) differences.push(`${language} ${JSON.stringify(options)} ${day}: ${written} ≠ ${expected}`);
        }
      }
    }
    expect(differences.slice(0, 10)).toEqual([]);
  });

  it('leaves other options to Intl', () => {
    expect(formatDay('2026-11-23', 'en', { day: '2-digit', month: '2-digit', year: 'numeric' })).toBe('23/11/2026');
  });
});
