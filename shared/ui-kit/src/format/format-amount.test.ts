import { currencyLabel, formatAmount, formatPrice } from './format-amount';

describe('formatAmount', () => {
  it('drops trailing zeros and keeps at most two decimals', () => {
    expect(formatAmount(49)).toBe('49');
    expect(formatAmount(49.5)).toBe('49,5');
    expect(formatAmount(49.1)).toBe('49,1');
    expect(formatAmount(49.99)).toBe('49,99');
    expect(formatAmount(49.005)).toBe('49,01');
    expect(formatAmount('49.50')).toBe('49,5');
  });

  it('is localised', () => {
    expect(formatAmount(49.5, 'en')).toBe('49.5');
    expect(formatAmount(49.5, 'ar')).toBe('49,5');
    expect(formatAmount(1234.5, 'en')).toBe('1,234.5');
    expect(formatAmount(1234.5, 'fr').replace(/\s/g, ' ')).toBe('1 234,5');
  });

  it('answers an empty string for no amount', () => {
    expect(formatAmount(null)).toBe('');
    expect(formatAmount(undefined)).toBe('');
    expect(formatAmount('abc')).toBe('');
  });
});

describe('formatPrice', () => {
  it('adds the currency of the language', () => {
    expect(formatPrice(49)).toBe('49 Dh');
    expect(formatPrice(49.5, 'fr')).toBe('49,5 Dh');
    expect(formatPrice(49.5, 'en')).toBe('49.5 Dh');
    expect(formatPrice(49.5, 'ar')).toBe('49,5 درهم');
    expect(currencyLabel('ar')).toBe('درهم');
    expect(formatPrice(undefined)).toBe('');
  });
});
