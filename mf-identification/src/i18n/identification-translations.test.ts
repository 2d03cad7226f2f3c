import path from 'node:path';
import { expectKeysInAllLanguages } from '@atlas/test-kit';
import { hasKey, latinOnlyTexts, missingKeys } from '@atlas/test-kit/translation-coverage';
import { translationsInAllLanguages, type TextsOf } from '@atlas/runtime';
import { identificationTexts } from './identification';

let identificationTranslations: TextsOf<typeof identificationTexts>;
beforeAll(async () => {
  identificationTranslations = await translationsInAllLanguages(identificationTexts);
});

const SRC = path.join(__dirname, '..');

describe('identification translations', () => {
  it('has every key in fr, ar and en', () => {
    expect(() => expectKeysInAllLanguages({ identification: identificationTranslations })).not.toThrow();
  });

  it('has every key the code asks for', () => {
    const { used, missing } = missingKeys(SRC, 'IDENTIFICATION_NS', identificationTranslations.fr);
    expect(used.length).toBeGreaterThan(40);
    expect(missing.filter((key) => !hasKey(identificationTranslations.fr, key))).toEqual([]);
  });

  it('writes the Arabic texts in Arabic script', () => {
    expect(latinOnlyTexts(identificationTranslations.ar)).toEqual([]);
  });
});
