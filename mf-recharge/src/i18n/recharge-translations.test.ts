import path from 'node:path';
import { expectKeysInAllLanguages } from '@atlas/test-kit';
import { hasKey, latinOnlyTexts, missingKeys } from '@atlas/test-kit/translation-coverage';
import { rechargeTexts } from './recharge';
import { translationsInAllLanguages, type TextsOf } from '@atlas/runtime';

let rechargeTranslations: TextsOf<typeof rechargeTexts>;
beforeAll(async () => {
  rechargeTranslations = await translationsInAllLanguages(rechargeTexts);
});

const SRC = path.join(__dirname, '..');
const known = (tree: Parameters<typeof hasKey>[0], key: string) => hasKey(tree, key) || hasKey(tree, `${key}_other`);

describe('recharge translations', () => {
  it('has every key in fr, ar and en', () => {
    expect(() => expectKeysInAllLanguages({ recharge: rechargeTranslations })).not.toThrow();
  });

  it('has every key the code asks for', () => {
    const { used, missing } = missingKeys(SRC, 'RECHARGE_NS', rechargeTranslations.fr);
    expect(used.length).toBeGreaterThan(40);
    expect(missing.filter((key) => !known(rechargeTranslations.fr, key))).toEqual([]);
  });

  it('writes the Arabic texts in Arabic script', () => {
    expect(latinOnlyTexts(rechargeTranslations.ar)).toEqual([]);
  });
});
