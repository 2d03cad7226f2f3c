import { creditText } from './credit-text';

describe('creditText', () => {
  it('writes money with one unit per language, the prices’ own (Dh, درهم, Dh — never MAD)', () => {
    expect(creditText(20, 'Dh', 'fr')).toBe('20 Dh');
    expect(creditText(20, 'Dh', 'ar')).toBe('20 درهم');
    expect(creditText(20, 'Dh', 'en')).toBe('20 Dh');
  });

  it('keeps data and minutes in the page’s words', () => {
    expect(creditText(1.5, 'Go', 'en')).toBe('1.5 GB');
    expect(creditText(60, 'min', 'ar')).toBe('60 دقيقة');
  });
});
