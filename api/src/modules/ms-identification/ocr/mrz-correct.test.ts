import { parse } from 'mrz';
import { checkDigit } from './check-digit';
import type { ReadSymbol } from './engine';
import { checkBlindChange, fixedPitchLayout, mrzCandidateLines, readTd1, readTd3, repairWithCheckDigit, shapeCin, stateOf } from './mrz-correct';
import { makeIdentity, td1, td3 } from '../test-set/synthetic-documents';

describe('MRZ correction', () => {
  it('computes ICAO 9303 check digits (the specimen of the standard)', () => {
    expect(checkDigit('D23145890')).toBe('7');
    expect(checkDigit('740812')).toBe('2');
    expect(checkDigit('120415')).toBe('9');
  });

  it('repairs a confusable character only when exactly one repair makes the check digit hold', () => {
    expect(repairWithCheckDigit('74O812', '2', '999999')).toEqual({ value: '740812', valid: true, repaired: true });
    expect(repairWithCheckDigit('740812', '2', '999999')).toEqual({ value: '740812', valid: true, repaired: false });
    expect(repairWithCheckDigit('740813', '2', '999999').valid).toBe(false);
  });

  it('reads a TD1 zone whose fillers came out as K and L, and the mrz package validates it', () => {
    const identity = makeIdentity(3, 'cin', 'clean');
    const truth = td1(identity);
    const misread = [
      truth[0]!.replace(/<<<<$/, 'K<L<<'),
      truth[1]!.replace(/<<<<<</, 'LLKLKL').replace(/(\d)$/, (d) => `${d}`),
      truth[2]!.replace(/<<<<$/, 'KLKL'),
    ];
    const read = readTd1(mrzCandidateLines(misread.join('\n')))!;
    expect(read.lines).toEqual(truth);
    expect(read.checkDigitsValid).toBe(true);
    expect(parse(read.lines).valid).toBe(true);
  });

  it('reads a TD3 zone with O for 0 in the dates and flags a document number whose digit fails', () => {
    const identity = makeIdentity(4, 'passport', 'clean');
    const truth = td3(identity);
    const read = readTd3(mrzCandidateLines(`${truth[0]}\n${truth[1]!.slice(0, 13)}${truth[1]!.slice(13, 19).replace(/0/g, 'O')}${truth[1]!.slice(19)}`))!;
    expect(read.lines[1]).toBe(truth[1]);
    expect(read.checkDigitsValid).toBe(true);
    const broken = `${truth[1]!.slice(0, 2)}${truth[1]![2] === '9' ? '3' : '9'}${truth[1]!.slice(3)}`;
    expect(readTd3([truth[0]!, broken])!.documentNumber.valid).toBe(false);
  });

  /** A line as the engine gives it: each character at its cell (pitch 20 px), with extra symbols. */
  const lineOf = (text: string, extra: Array<{ text: string; at: number; confidence: number }> = []) => {
    const symbols: ReadSymbol[] = [...text].map((c, i) => ({ text: c, x0: 100 + i * 20 + 3, x1: 100 + i * 20 + 17, y0: 0, y1: 30, confidence: 90 }));
    for (const symbol of extra)
      symbols.push({ text: symbol.text, x0: 100 + symbol.at * 20 + 8, x1: 100 + symbol.at * 20 + 14, y0: 0, y1: 30, confidence: symbol.confidence });
    return { text, confidence: 80, y0: 0, y1: 30, symbols, words: [] };
  };

  it('puts each character read in its cell of the fixed pitch: a filler read as two characters or a slipped-in one costs nothing', () => {
    const truth = td1(makeIdentity(5, 'cin', 'clean'));
    // The engine read an extra, less sure "G" inside the sixth cell and dropped the last fillers.
    const first = lineOf(truth[0]!.slice(0, 26), [{ text: 'G', at: 5, confidence: 40 }]);
    const layout = fixedPitchLayout([first, lineOf(truth[1]!), lineOf(truth[2]!)], 30);
    expect(layout.lines).toEqual(truth);
    expect(layout.pitch).toBeCloseTo(20, 0);
    expect(readTd1(layout.lines)!.checkDigitsValid).toBe(true);
  });

  it('shapes a CIN by its length (one or two letters, then digits) and knows the changes its check digit cannot see', () => {
    expect(shapeCin('2G296961<<<<<<')).toBe('ZG296961<<<<<<');
    expect(shapeCin('BK65432I<<<<<<<')).toBe('BK654321<<<<<<<');
    // Seven characters: the second may be a letter or a digit, it is left as read.
    expect(shapeCin('G198127<<<<<<<<')).toBe('G198127<<<<<<<<');
    expect(checkBlindChange('2G296961', 'ZG296961')).toBe(false);
    expect(checkBlindChange('N8832182', 'NS832182')).toBe(true);
  });

  it('a CIN shaped into place must still hold the composite digit of the card', () => {
    const identity = { ...makeIdentity(6, 'cin', 'clean'), cinId: 'ZD573249' };
    const truth = td1(identity);
    const read = readTd1([truth[0]!.replace('ZD573249', '2D573249'), truth[1]!, truth[2]!])!;
    expect(read.personalNumber).toMatchObject({ value: 'ZD573249<<<<<<<', valid: true, repaired: false });
    const wrong = readTd1([truth[0]!.replace('ZD573249', 'ZD573248'), truth[1]!, truth[2]!])!;
    expect(wrong.personalNumber.valid).toBe(false);
  });

  it('takes MAR for the state only where the state stands, not in a surname that starts with it', () => {
    expect(stateOf('P<MARBENNANI<<YOUSSEF')).toEqual({ code: 'MAR', end: 5 });
    expect(stateOf('PKMARBENNANI<<YOUSSEF')).toEqual({ code: 'MAR', end: 5 });
    expect(stateOf('I<MAR')).toEqual({ code: 'MAR', end: 5 });
    expect(stateOf('P<FRAMARTIN<<JULIEN')).toEqual({ code: 'FRA', end: 5 });
    expect(stateOf('P<ESPMARTINEZ<<RAUL')).toEqual({ code: 'ESP', end: 5 });
  });
});
