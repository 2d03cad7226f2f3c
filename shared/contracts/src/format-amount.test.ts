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

describe('formatAmount written out', () => {
  const LOCALES = { fr: 'fr-FR', ar: 'ar-MA-u-nu-latn', en: 'en-GB' } as const;
  const values = [0, 1, 9.99, 12.345, 49.005, 49.015, 99.995, 999.995, 1000, 1234.5, 12345.678, 1234567.891, 0.004, 0.005, 1e-7, 1e21, 123456789012.34];

  // Except a negative amount that rounds to nothing: "0", where Intl writes "-0".
  it.each(Object.entries(LOCALES))('answers what Intl.NumberFormat answers in %s, negatives included', (language, locale) => {
    const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 2 });
    for (const value of [...values, ...values.map((v) => -v)]) {
      expect({ value, text: formatAmount(value, language as keyof typeof LOCALES) }).toEqual({ value, text: intl.format(value).replace(/^\u200e?-0$/, '0') });
    }
  });

  it('groups French thousands with the narrow no-break space and writes Arabic negatives left-to-right', () => {
    expect(formatAmount(1234567.5, 'fr')).toBe('1\u202f234\u202f567,5');
    expect(formatAmount(-1500.5, 'ar')).toBe('\u200e-1.500,5');
    expect(formatAmount(99.995, 'en')).toBe('100');
  });
});
