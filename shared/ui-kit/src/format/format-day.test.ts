import { formatDay } from './format-day';

describe('formatDay', () => {
  it('says the weekday, day and month in each language, with Latin digits', () => {
    expect(formatDay('2026-11-23', 'fr')).toBe('lundi 23 novembre');
    expect(formatDay('2026-11-23', 'en')).toBe('Monday 23 November');
    const arabic = formatDay('2026-11-23', 'ar');
    expect(arabic).toContain('23');
    expect(arabic).toContain('الاثنين');
  });

  it('keeps the day whatever the time zone', () => {
    expect(formatDay('2026-01-01', 'fr', { day: 'numeric', month: 'long', year: 'numeric' })).toBe('1 janvier 2026');
  });
});
