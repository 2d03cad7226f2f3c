import path from 'node:path';
import { expectKeysInAllLanguages } from '@atlas/test-kit';
import { latinOnlyTexts, missingKeys } from '@atlas/test-kit/translation-coverage';
import { SERVICES_NS, servicesTexts } from './selfcare-services';
import { translationsInAllLanguages, type TextsOf } from '@atlas/runtime';

let servicesTranslations: TextsOf<typeof servicesTexts>;
beforeAll(async () => {
  servicesTranslations = await translationsInAllLanguages(servicesTexts);
});

describe('line services translations', () => {
  it('has every key in fr, ar and en', () => {
    expect(() => expectKeysInAllLanguages({ [SERVICES_NS]: servicesTranslations })).not.toThrow();
  });

  it('has every key the code asks for', () => {
    const { used, missing } = missingKeys(path.join(__dirname, '..'), 'SERVICES_NS', servicesTranslations.fr);
    expect(used.length).toBeGreaterThan(40);
    expect(missing).toEqual([]);
  });

  it('writes the Arabic texts in Arabic script', () => {
    expect(latinOnlyTexts(servicesTranslations.ar)).toEqual([]);
  });
});
