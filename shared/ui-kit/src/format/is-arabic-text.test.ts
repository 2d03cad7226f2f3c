import { isArabicText } from './is-arabic-text';

describe('isArabicText', () => {
  it('detects Arabic letters and digits', () => {
    expect(isArabicText('مرحبا')).toBe(true);
    expect(isArabicText('Offre ٣٠ جيغا')).toBe(true);
    expect(isArabicText('٠١٢')).toBe(true);
    expect(isArabicText('۴۵')).toBe(true);
    expect(isArabicText('ﻻ')).toBe(true);
  });

  it('ignores Latin text and empty values', () => {
    expect(isArabicText('Bonjour 2026')).toBe(false);
    expect(isArabicText('')).toBe(false);
    expect(isArabicText(undefined)).toBe(false);
  });
});
