import path from 'node:path';
import { expectKeysInAllLanguages } from '@atlas/test-kit';
import { hasKey, latinOnlyTexts, missingKeys } from '@atlas/test-kit/translation-coverage';
import { selfcareTexts } from './selfcare';
import { translationsInAllLanguages, type TextsOf } from '@atlas/runtime';

let selfcareTranslations: TextsOf<typeof selfcareTexts>;
beforeAll(async () => {
  selfcareTranslations = await translationsInAllLanguages(selfcareTexts);
});

describe('self-care translations', () => {
  it('has every key in fr, ar and en', () => {
    expect(() => expectKeysInAllLanguages({ selfcare: selfcareTranslations })).not.toThrow();
  });

  it('has every key the code asks for', () => {
    const { used, missing } = missingKeys(path.join(__dirname, '..'), 'SELFCARE_NS', selfcareTranslations.fr);
    expect(used.length).toBeGreaterThan(60);
    expect(missing).toEqual([]);
  });

  it('names every line kind and segment, and every account page, in every language', () => {
    for (const language of ['fr', 'ar', 'en'] as const) {
      for (const key of ['mobile', 'adsl', 'ftth', 'home', 'idar']) expect(hasKey(selfcareTranslations[language], `kinds.${key}`)).toBe(true);
      for (const key of ['prepaid', 'postpaid', 'cameleon']) expect(hasKey(selfcareTranslations[language], `segments.${key}`)).toBe(true);
    }
  });

  it('writes the Arabic texts in Arabic script', () => {
    // Brand and technology names stay as customers read them on their contracts.
    expect(latinOnlyTexts(selfcareTranslations.ar).filter((key) => key !== 'kinds.adsl')).toEqual([]);
  });
});
