import { expectKeysInAllLanguages, missingTranslationKeys } from '@atlas/test-kit';
import { commonTexts, errorTexts, validationTexts } from './shared-texts';
import { translationsInAllLanguages } from './translation-resources';

describe('bundled translations', () => {
  it('has every key of every shared namespace in fr, ar and en', async () => {
    const [common, errors, validation] = await Promise.all([
      translationsInAllLanguages(commonTexts),
      translationsInAllLanguages(errorTexts),
      translationsInAllLanguages(validationTexts),
    ]);
    expect(() => expectKeysInAllLanguages({ common, errors, validation })).not.toThrow();
  });

  it('reports missing and empty keys, counting plural forms as their base key', () => {
    expect(
      missingTranslationKeys({
        fr: { a: 'A', nested: { b: 'B' }, days_one: '1 jour', days_other: '{{count}} jours' },
        ar: { a: 'أ', nested: { b: '' }, days_zero: '', days_few: 'أيام' },
        en: { a: 'A', days_other: 'days' },
      }),
    ).toEqual(['ar: nested.b', 'en: nested.b']);
    expect(() => expectKeysInAllLanguages({ fr: { a: 'A' }, ar: { a: 'أ' }, en: {} })).toThrow(/en: a/);
  });
});
