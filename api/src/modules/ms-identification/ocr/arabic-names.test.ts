import { arabicNames, arabicRuns, spacesAgree, transliterates, type ArabicRun } from './arabic-names';
import type { ReadLine } from './engine';

describe('the names in Arabic', () => {
  it('knows an Arabic name by the letters its Latin transliteration writes', () => {
    const pairs: Array<[string, string]> = [
      ['العلوي', 'ALAOUI'],
      ['الإدريسي', 'IDRISSI'],
      ['فاطمة الزهراء', 'FATIMA ZAHRA'],
      ['عبد الرحيم', 'ABDERRAHIM'],
      ['الشرقاوي', 'CHERKAOUI'],
      ['بشرى', 'BOUCHRA'],
      ['كسوس', 'GUESSOUS'],
      ['الناصري', 'NACIRI'],
    ];
    for (const [arabic, latin] of pairs) expect([arabic, transliterates(arabic, latin)]).toEqual([arabic, true]);
  });

  it('refuses an Arabic reading a letter of which the Latin name does not account for', () => {
    // A misread letter (ه for ة, ق for ه, a dot lost) changes what the name would be written as.
    expect(transliterates('خديجه', 'KHADIJA')).toBe(false);
    expect(transliterates('الزرقوني', 'ZERHOUNI')).toBe(false);
    expect(transliterates('بنانى', 'BENNANI')).toBe(false);
    expect(transliterates('المتصوري', 'MANSOURI')).toBe(false);
  });

  it('refuses a reading that lost the letter a word starts with: an Arabic word never starts with an unwritten vowel', () => {
    expect(transliterates('أيوب', 'AYOUB')).toBe(true);
    expect(transliterates('يوب', 'AYOUB')).toBe(false);
    expect(transliterates('الإدريسي', 'IDRISSI')).toBe(true);
    expect(transliterates('الإدريسي', 'EL IDRISSI')).toBe(true);
    expect(transliterates('دريسي', 'IDRISSI')).toBe(false);
    expect(transliterates('إلياس', 'ELIAS')).toBe(true);
    expect(transliterates('لياس', 'ELIAS')).toBe(false);
  });

  it("refuses a reading that lost a word's last letter where the Latin name ends in I, Y, O or U", () => {
    expect(transliterates('الموساوي', 'MOUSSAOUI')).toBe(true);
    expect(transliterates('الموساو', 'MOUSSAOUI')).toBe(false);
    expect(transliterates('علي', 'ALI')).toBe(true);
    expect(transliterates('عل', 'ALI')).toBe(false);
    // The French silent e of AMINE is not written in Arabic.
    expect(transliterates('أمين', 'AMINE')).toBe(true);
  });

  it('refuses a space read inside a word: an Arabic word starts where a Latin one does, or with the article, or after عبد', () => {
    expect(transliterates('السلاوي البوزيدي', 'SLAOUI BOUZIDI')).toBe(true);
    expect(transliterates('السلا وي البوزيدي', 'SLAOUI BOUZIDI')).toBe(false);
    expect(transliterates('فاطمة الزهراء', 'FATIMAZAHRA')).toBe(true);
    expect(transliterates('عبد الرحيم', 'ABDERRAHIM')).toBe(true);
    expect(transliterates('عبد رحيم', 'ABDERRAHIM')).toBe(true);
  });

  it('takes a space read inside a word for what it is: a misreading to review', () => {
    expect(spacesAgree('الشرقا وي', 'CHERKAOUI')).toBe(false);
    expect(spacesAgree('الشرقاوي', 'CHERKAOUI')).toBe(true);
    expect(spacesAgree('عبد الرحيم', 'ABDERRAHIM')).toBe(true);
    expect(spacesAgree('عبد الله', 'ABDELLAH')).toBe(true);
    expect(spacesAgree('فاطمة الزهراء', 'FATIMA ZAHRA')).toBe(true);
    // The article written apart in Latin letters is joined in Arabic: a second Arabic word is a misread space.
    expect(spacesAgree('العمرا ني', 'EL AMRANI')).toBe(false);
    expect(spacesAgree('العمراني', 'EL AMRANI')).toBe(true);
    expect(spacesAgree('السعدي', 'ES SAADI')).toBe(true);
    expect(spacesAgree('عبد القادر', 'ABD EL KADER')).toBe(true);
  });

  it('takes the runs the Latin names decide, the known place of birth, and sends the rest to review', () => {
    const runs: ArabicRun[] = [
      { text: 'هشام', confidence: 91 },
      { text: 'الصفريوي', confidence: 90 },
      { text: 'مكناس', confidence: 88 },
    ];
    expect(arabicNames(runs, { lastName: 'SEFRIOUI', firstName: 'HICHAM' }, ['مكناس'], true)).toEqual({
      lastNameAr: 'الصفريوي',
      firstNameAr: 'هشام',
      birthPlaceAr: 'مكناس',
      review: [],
    });
    expect(arabicNames([{ text: 'الصفريوي', confidence: 50 }], { lastName: 'SEFRIOUI', firstName: 'HICHAM' }, ['مكناس'], true)).toEqual({
      lastNameAr: 'الصفريوي',
      firstNameAr: '',
      birthPlaceAr: '',
      review: ['lastNameAr', 'firstNameAr', 'birthPlaceAr'],
    });
    // A document that prints no Arabic (a foreign passport) has none, whatever the model made of its Latin.
    expect(arabicNames(runs, { lastName: 'SEFRIOUI', firstName: 'HICHAM' }, ['مكناس'], false)).toEqual({
      lastNameAr: '',
      firstNameAr: '',
      birthPlaceAr: '',
      review: [],
    });
  });

  it("never takes a label's words for a name: الاسم (the name) transliterates ASMAE", () => {
    const line = (...words: string[]): ReadLine => ({
      text: words.join(' '),
      confidence: 90,
      y0: 0,
      y1: 30,
      symbols: [],
      words: words.map((text, at) => ({ text, x0: at * 100, x1: at * 100 + 80, y0: 0, y1: 30, confidence: 90 })),
    });
    const runs = arabicRuns([line('الاسم', 'الشخصي'), line('السلاوي')]);
    expect(runs.map((run) => run.text)).toEqual(['السلاوي']);
    expect(arabicNames(runs, { lastName: 'SLAOUI', firstName: 'ASMAE' }, [], true)).toMatchObject({ firstNameAr: '', review: ['firstNameAr', 'birthPlaceAr'] });
  });
});
