import path from 'node:path';
import { expectKeysInAllLanguages } from '@atlas/test-kit';
import { latinOnlyTexts, missingKeys } from '@atlas/test-kit/translation-coverage';
import { shellTexts } from './shell';
import { translationsInAllLanguages, type TextsOf } from '@atlas/runtime';

let shellTranslations: TextsOf<typeof shellTexts>;
beforeAll(async () => {
  shellTranslations = await translationsInAllLanguages(shellTexts);
});

const SRC = path.join(__dirname, '..');
const LANGUAGES = ['fr', 'ar', 'en'] as const;

describe('shell translations', () => {
  it('has every shell label in French, Arabic and English', () => {
    expectKeysInAllLanguages({ shell: shellTranslations });
  });

  it('has every key the code asks for', () => {
    const shell = missingKeys(SRC, 'SHELL_NS', shellTranslations.fr);
    expect(shell.used.length).toBeGreaterThan(30);
    expect(shell.missing).toEqual([]);
  });

  it('names each language in itself (the language switch asks `languageName_${language}`)', () => {
    for (const language of LANGUAGES) for (const named of LANGUAGES) expect(shellTranslations[language][`languageName_${named}`]).toBeTruthy();
  });

  it('writes its Arabic texts in Arabic, but for the names of the other languages', () => {
    expect(latinOnlyTexts(shellTranslations.ar).sort()).toEqual(['languageName_en', 'languageName_fr']);
  });
});
