import { arabicPluralGaps, expectKeysInAllLanguages, missingTranslationKeys } from '@atlas/test-kit';
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

  it('wants every Arabic noun form of a counted text: "7 أيام", not "7 يومًا"', () => {
    const days = { fr: { days_one: '1 jour', days_other: '{{count}} jours' }, en: { days_one: '1 day', days_other: '{{count}} days' } };
    expect(arabicPluralGaps({ ...days, ar: { days_other: '{{count}} يومًا' } })).toEqual(['ar: days_one', 'ar: days_two', 'ar: days_few', 'ar: days_many']);
    expect(
      arabicPluralGaps({
        ...days,
        ar: { days_one: 'يوم واحد', days_two: 'يومان', days_few: '{{count}} أيام', days_many: '{{count}} يومًا', days_other: '{{count}} يوم' },
      }),
    ).toEqual([]);
    expect(() => expectKeysInAllLanguages({ ...days, ar: { days_other: '{{count}} يومًا' } })).toThrow(/ar: days_few/);
    // A key named like a count form is not one: role_other beside role_stable and role_canary.
    const roles = { role_stable: 'stable', role_canary: 'canari', role_other: 'autre' };
    expect(arabicPluralGaps({ fr: roles, ar: { role_stable: 'مستقر', role_canary: 'كناري', role_other: 'آخر' }, en: roles })).toEqual([]);
  });
});
