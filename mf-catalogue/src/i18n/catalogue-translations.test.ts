import fs from 'node:fs';
import path from 'node:path';
import { expectKeysInAllLanguages } from '@atlas/test-kit';
import { hasKey, latinOnlyTexts, missingKeys } from '@atlas/test-kit/translation-coverage';
import { HOME_PAGES } from '../platform-remote';
import { catalogueTexts } from './catalogue';
import { catalogueBusinessEventsTexts } from './catalogue-business-events';
import { catalogueEligibilityTexts } from './catalogue-eligibility';
import { catalogueFormsTexts } from './catalogue-forms';
import { catalogueHelpTexts } from './catalogue-help';
import { cataloguePlacesTexts } from './catalogue-places';
import { cataloguePromotionsTexts } from './catalogue-promotions';
import { catalogueRoamingTexts } from './catalogue-roaming';
import { catalogueSurveyTexts } from './catalogue-survey';
import { translationsInAllLanguages, type TextsOf, type TranslationNamespace, type TranslationTree } from '@atlas/runtime';

/** The namespace's parts: each holds the top-level keys of one feature, loaded with the code that imports it. */
const PARTS = {
  'business-events': catalogueBusinessEventsTexts,
  eligibility: catalogueEligibilityTexts,
  forms: catalogueFormsTexts,
  help: catalogueHelpTexts,
  places: cataloguePlacesTexts,
  promotions: cataloguePromotionsTexts,
  roaming: catalogueRoamingTexts,
  survey: catalogueSurveyTexts,
};

let catalogueTranslations: TextsOf<typeof catalogueTexts>;
const partTexts = new Map<string, TranslationTree>();
beforeAll(async () => {
  const core = await translationsInAllLanguages(catalogueTexts);
  const parts: Array<Record<'fr' | 'ar' | 'en', TranslationTree>> = [];
  for (const [name, part] of Object.entries(PARTS) as Array<[string, TranslationNamespace<object>]>) {
    const texts = (await translationsInAllLanguages(part)) as Record<'fr' | 'ar' | 'en', TranslationTree>;
    partTexts.set(name, texts.fr);
    parts.push(texts);
  }
  const merged = (language: 'fr' | 'ar' | 'en') => Object.assign({}, core[language], ...parts.map((texts) => texts[language]));
  catalogueTranslations = { fr: merged('fr'), ar: merged('ar'), en: merged('en') } as typeof core;
});

const SRC = path.join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

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

  it('keeps apart the keys of each part, and has each file asking for a part’s keys import it (or a page would draw them before they load)', () => {
    const owners = new Map<string, string>();
    for (const [part, texts] of partTexts) for (const key of Object.keys(texts)) owners.set(key, part);
    expect(owners.size).toBe(Object.keys(PARTS).length);
    const missingImports = sourceFiles(SRC).flatMap((file) => {
      const source = fs.readFileSync(file, 'utf8');
      return [...owners]
        .filter(([key]) => new RegExp(`['\`]${key}\\.[a-zA-Z]`).test(source))
        .filter(([, part]) => !source.includes(`i18n/catalogue-${part}';`))
        .map(([key, part]) => `${path.relative(SRC, file)} asks for ${key}.* without importing i18n/catalogue-${part}`);
    });
    expect(missingImports).toEqual([]);
  });

  it('writes the Arabic texts in Arabic script', () => {
    expect(latinOnlyTexts(catalogueTranslations.ar)).toEqual([]);
  });
});
