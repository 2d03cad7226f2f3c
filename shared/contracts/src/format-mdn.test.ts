import { cleanMdn, formatMdn, mdnInText, toInternationalMdn, toLocalMdn } from './format-mdn';

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

  it('isolates a number put inside a sentence, so Arabic text keeps its pairs in order', () => {
    expect(mdnInText('212612345678')).toBe('\u206606\u00a012\u00a034\u00a056\u00a078\u2069');
    // The bidirectional algorithm would lay the pairs out right to left without the isolates.
    expect(`الرقم ${mdnInText('0612345678')} (عادي)`).toBe('الرقم \u206606\u00a012\u00a034\u00a056\u00a078\u2069 (عادي)');
  });

  it('never lets a number in running text wrap between its pairs: no-break spaces, masked numbers too', () => {
    expect(mdnInText('0661234501')).not.toMatch(/ /);
    expect(mdnInText('0661234501')).toBe('\u206606\u00a061\u00a023\u00a045\u00a001\u2069');
    expect(mdnInText('06 •• •• •• 11')).toBe('\u206606\u00a0••\u00a0••\u00a0••\u00a011\u2069');
    expect(mdnInText('s•••@example.ma')).toBe('\u2066s•••@example.ma\u2069');
  });
});
