import { countdownParts, formatCountdown } from './format-countdown';

describe('countdown', () => {
  it('splits seconds into days, hours, minutes and seconds', () => {
    expect(countdownParts(2 * 86400 + 3 * 3600 + 15 * 60 + 40)).toEqual({ days: 2, hours: 3, minutes: 15, seconds: 40 });
    expect(countdownParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('writes days, hours and minutes in each language', () => {
    const value = 2 * 86400 + 3 * 3600 + 15 * 60;
    expect(formatCountdown(value, 'fr')).toBe('2 jours 3 heures 15 minutes');
    expect(formatCountdown(value, 'en')).toBe('2 days 3 hours 15 minutes');
    expect(formatCountdown(86400 + 60, 'fr')).toBe('1 jour 0 heure 1 minute');
    expect(formatCountdown(90, 'fr')).toBe('1 minute');
    expect(formatCountdown(2 * 86400 + 3600 * 3 + 60 * 11, 'ar')).toBe('يومان 3 ساعات 11 دقيقة');
  });

  it('never reads "0 minute" while time is left, and never shows an expiry later than it is', () => {
    expect(formatCountdown(20, 'fr')).toBe('1 minute');
    expect(formatCountdown(20, 'en')).toBe('1 minute');
    expect(formatCountdown(20, 'ar')).toBe('دقيقة واحدة');
    expect(formatCountdown(14 * 60 + 10, 'fr')).toBe('14 minutes');
    expect(formatCountdown(3 * 86400 - 1, 'fr')).toBe('2 jours 23 heures 59 minutes');
    expect(formatCountdown(0, 'fr')).toBe('0 minute');
  });
});
