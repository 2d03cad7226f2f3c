import { cleanMdn, formatMdn, toInternationalMdn, toLocalMdn } from './format-mdn';

describe('phone numbers', () => {
  it('groups digits in pairs', () => {
    expect(formatMdn('0612345678')).toBe('06 12 34 56 78');
    expect(formatMdn('06 12-34.56 78')).toBe('06 12 34 56 78');
    expect(formatMdn('212612345678')).toBe('06 12 34 56 78');
    expect(formatMdn('+212612345678')).toBe('06 12 34 56 78');
    expect(formatMdn('')).toBe('');
    expect(formatMdn(null)).toBe('');
    expect(formatMdn('unknown')).toBe('unknown');
  });

  it('replaces the leading zero with 212 and accepts the international forms', () => {
    expect(toInternationalMdn('0612345678')).toBe('212612345678');
    expect(toInternationalMdn('+212612345678')).toBe('212612345678');
    expect(toInternationalMdn('00212612345678')).toBe('212612345678');
    expect(toInternationalMdn('212612345678')).toBe('212612345678');
    expect(toInternationalMdn(' 06 12 34 56 78 ')).toBe('212612345678');
    expect(toInternationalMdn('612345678')).toBe('212612345678');
    expect(toInternationalMdn('220')).toBe('220');
  });

  it('goes back to the local form', () => {
    expect(toLocalMdn('212612345678')).toBe('0612345678');
    expect(toLocalMdn('+212 6 12 34 56 78')).toBe('0612345678');
    expect(toLocalMdn('0612345678')).toBe('0612345678');
    expect(cleanMdn(' 06-12 ')).toBe('0612');
  });
});
