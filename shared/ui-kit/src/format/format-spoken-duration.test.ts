import { formatSpokenDuration } from './format-spoken-duration';

describe('formatSpokenDuration', () => {
  it('says minutes and hours as people say them, not seconds', () => {
    expect(formatSpokenDuration(2700, 'fr')).toBe('45 min');
    expect(formatSpokenDuration(3600, 'fr')).toBe('1 h');
    expect(formatSpokenDuration(5400, 'fr')).toBe('1 h 30 min');
    expect(formatSpokenDuration(3900, 'en')).toBe('1 h 05 min');
  });

  it('keeps seconds only where they matter', () => {
    expect(formatSpokenDuration(30, 'fr')).toBe('30 s');
    expect(formatSpokenDuration(90, 'fr')).toBe('1 min 30 s');
    expect(formatSpokenDuration(3630, 'fr')).toBe('1 h');
  });

  it('uses Arabic unit words', () => {
    expect(formatSpokenDuration(2700, 'ar')).toBe('45 دقيقة');
    expect(formatSpokenDuration(5400, 'ar')).toBe('1 ساعة 30 دقيقة');
  });

  it('never shows a negative or invalid duration', () => {
    expect(formatSpokenDuration(-5, 'fr')).toBe('0 min');
    expect(formatSpokenDuration(Number.NaN, 'fr')).toBe('0 min');
  });
});
