import path from 'node:path';
import { expectKeysInAllLanguages } from '@atlas/test-kit';
import { hasKey, latinOnlyTexts, missingKeys } from '@atlas/test-kit/translation-coverage';
import { HOME_PAGES } from '../platform-remote';
import { catalogueTexts } from './catalogue';
import { translationsInAllLanguages, type TextsOf } from '@atlas/runtime';

let catalogueTranslations: TextsOf<typeof catalogueTexts>;
beforeAll(async () => {
  catalogueTranslations = await translationsInAllLanguages(catalogueTexts);
});

const SRC = path.join(__dirname, '..');

describe('catalogue translations', () => {
  it('has every key in fr, ar and en', () => {
    expect(() => expectKeysInAllLanguages({ catalogue: catalogueTranslations })).not.toThrow();
  });

  it('has every key the code asks for', () => {
    const { used, missing } = missingKeys(SRC, 'CATALOGUE_NS', catalogueTranslations.fr);
    expect(used.length).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  it('has a title for every home page in every language', () => {
    for (const { page } of HOME_PAGES) {
      for (const language of ['fr', 'ar', 'en'] as const) {
        expect(hasKey(catalogueTranslations[language], `pageTitle.${page}`)).toBe(true);
      }
    }
  });

  it('writes the Arabic texts in Arabic script', () => {
    expect(latinOnlyTexts(catalogueTranslations.ar)).toEqual([]);
  });
});
