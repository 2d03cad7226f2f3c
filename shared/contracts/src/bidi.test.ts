import { isolateLatinRuns } from './bidi';

const LRI = '\u2066';
const PDI = '\u2069';

describe('isolateLatinRuns', () => {
  it('keeps whole the Latin runs Arabic text lays out wrong', () => {
    expect(isolateLatinRuns('أداء مؤمَّن بتقنية 3-D Secure على صفحة شريكنا')).toBe(`أداء مؤمَّن بتقنية ${LRI}3-D Secure${PDI} على صفحة شريكنا`);
    expect(isolateLatinRuns('قم بتعبئة *9 وادفع لاحقًا')).toBe(`قم بتعبئة ${LRI}*9${PDI} وادفع لاحقًا`);
    expect(isolateLatinRuns('اتصل بالرقم 06 61 23 45 01')).toBe(`اتصل بالرقم ${LRI}06 61 23 45 01${PDI}`);
    expect(isolateLatinRuns('الرقم +212 661 234 501')).toBe(`الرقم ${LRI}+212 661 234 501${PDI}`);
  });

  it("leaves a sentence's own punctuation outside the run, where Arabic puts it", () => {
    expect(isolateLatinRuns('اتصل بخدمة الزبناء على الرقم 220.')).toBe('اتصل بخدمة الزبناء على الرقم 220.');
    expect(isolateLatinRuns('من الساعة 10 إلى 18.')).toBe('من الساعة 10 إلى 18.');
    expect(isolateLatinRuns('قم بتعبئة *9.')).toBe(`قم بتعبئة ${LRI}*9${PDI}.`);
    expect(isolateLatinRuns('مثلًا 01-26-2027')).toBe(`مثلًا ${LRI}01-26-2027${PDI}`);
  });

  it('leaves words, plain numbers and what is already isolated as they are', () => {
    for (const text of ['بطاقة SIM جديدة', 'فاتورتان قبل 15 دجنبر 2026', 'استعملت 80% من', 'Wi-Fi', `الخط ${LRI}06 61 23 45 01${PDI}.`]) {
      expect(isolateLatinRuns(text)).toBe(text);
    }
  });
});
