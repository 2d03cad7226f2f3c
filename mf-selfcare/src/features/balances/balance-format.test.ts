import { formatBalanceValue } from './balance-format';

describe('formatBalanceValue', () => {
  it('says call time as people say it, whatever unit the balance counts in', () => {
    expect(formatBalanceValue(2700, 's', 'fr')).toBe('45 min');
    expect(formatBalanceValue(60, 'min', 'fr')).toBe('1 h');
    expect(formatBalanceValue(187, 'min', 'fr')).toBe('3 h 07 min');
    expect(formatBalanceValue(1.5, 'h', 'en')).toBe('1 h 30 min');
    expect(formatBalanceValue(45, 'min', 'ar')).toBe('45 دقيقة');
  });

  it('keeps amounts, data and messages with two decimals at most and their unit', () => {
    expect(formatBalanceValue(23.7, 'Go', 'fr')).toBe('23,7 Go');
    expect(formatBalanceValue(47.5, 'Dh', 'fr')).toBe('47,5 Dh');
    expect(formatBalanceValue(100, 'sms', 'fr')).toBe('100 SMS');
  });

  it('writes money with one unit per language, the prices’ own (Dh, درهم, Dh — never MAD)', () => {
    expect(formatBalanceValue(47.5, 'Dh', 'en')).toBe('47.5 Dh');
    expect(formatBalanceValue(47.5, 'Dh', 'ar')).toBe('47,5 درهم');
    expect(formatBalanceValue(100, 'sms', 'fr')).toBe('100 SMS');
  });
});
