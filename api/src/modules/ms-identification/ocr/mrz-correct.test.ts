import { parse } from 'mrz';
import { checkDigit } from './check-digit';
import { mrzCandidateLines, readTd1, readTd3, repairWithCheckDigit } from './mrz-correct';
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
    const misread = [truth[0]!.replace(/<<<<$/, 'K<L<<'), truth[1]!.replace(/<<<<<</, 'LLKLKL').replace(/(\d)$/, (d) => `${d}`), truth[2]!.replace(/<<<<$/, 'KLKL')];
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
});
