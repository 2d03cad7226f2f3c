import { LANGUAGES, type Language } from '@atlas/contracts';
import type { LanguageBundle, TranslationTree } from '@atlas/runtime';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(tree: TranslationTree, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      const base = path.replace(PLURAL_SUFFIX, '');
      // One filled plural form is enough for the key to exist.
      if (!into.get(base)?.trim()) into.set(base, value);
    } else flatten(value, path, into);
  }
  return into;
}

/**
 * Keys of a namespace missing (or empty) in some language, as "ar: some.key". Plural forms count
 * as their base key, since languages have different plural categories.
 */
export function missingTranslationKeys(bundle: LanguageBundle): string[] {
  const flat = Object.fromEntries(LANGUAGES.map((language) => [language, flatten(bundle[language] ?? {})])) as Record<Language, Map<string, string>>;
  const all = new Set(LANGUAGES.flatMap((language) => [...flat[language].keys()]));
  const missing: string[] = [];
  for (const key of [...all].sort()) {
    for (const language of LANGUAGES) {
      if (!flat[language].get(key)?.trim()) missing.push(`${language}: ${key}`);
    }
  }
  return missing;
}

/**
 * For tests of every part: throws, listing them, when a key of a bundle is missing in fr, ar or
 * en. `expectKeysInAllLanguages({ catalogue: catalogueTexts })` or `expectKeysInAllLanguages(catalogueTexts)`.
 */
export function expectKeysInAllLanguages(resources: LanguageBundle | Record<string, LanguageBundle>): void {
  const isBundle = LANGUAGES.every((language) => language in resources) && Object.keys(resources).length === LANGUAGES.length;
  const bundles = isBundle ? { bundle: resources as LanguageBundle } : (resources as Record<string, LanguageBundle>);
  const problems = Object.entries(bundles).flatMap(([ns, bundle]) => missingTranslationKeys(bundle).map((p) => `${ns} → ${p}`));
  if (problems.length > 0) {
    throw new Error(`Translations missing in some language:\n  ${problems.join('\n  ')}`);
  }
}
