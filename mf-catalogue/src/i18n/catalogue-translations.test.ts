import fs from 'node:fs';
import path from 'node:path';
import { expectKeysInAllLanguages } from '@atlas/shared';
import { HOME_PAGES } from '../platform-remote';
import { catalogueTranslations } from './catalogue-translations';

const SRC = path.join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function hasKey(tree: unknown, key: string): boolean {
  const value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
  return typeof value === 'string' && value.trim() !== '';
}

describe('catalogue translations', () => {
  it('has every key in fr, ar and en', () => {
    expect(() => expectKeysInAllLanguages({ catalogue: catalogueTranslations })).not.toThrow();
  });

  it('has every key the code asks for', () => {
    const used = sourceFiles(SRC)
      .filter((file) => fs.readFileSync(file, 'utf8').includes('CATALOGUE_NS'))
      .flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([^']+)'/g)].map((match) => match[1]!));
    expect(used.length).toBeGreaterThan(20);
    const missing = [...new Set(used)].filter((key) => !hasKey(catalogueTranslations.fr, key));
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
    const latinOnly = Object.entries(catalogueTranslations.ar)
      .flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : Object.entries(value).map(([k, v]) => [`${key}.${k}`, v])))
      .filter(([, text]) => !/[\u0600-\u06FF]/.test(text as string));
    expect(latinOnly).toEqual([]);
  });
});
