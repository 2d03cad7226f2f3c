import { LANGUAGES, type Language } from '@atlas/contracts';
import { currencyLabel } from '@atlas/contracts/format-amount';
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

/** The forms Arabic counts a noun in (Intl.PluralRules('ar'): 1, 2, 3–10, 11–99, 100…); zero falls back to `_other`. */
const ARABIC_FORMS = ['one', 'two', 'few', 'many', 'other'] as const;

function pluralForms(tree: TranslationTree, prefix = '', into = new Map<string, Set<string>>()): Map<string, Set<string>> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value !== 'string') pluralForms(value, path, into);
    else {
      const form = PLURAL_SUFFIX.exec(path)?.[1];
      if (form) into.set(path.replace(PLURAL_SUFFIX, ''), (into.get(path.replace(PLURAL_SUFFIX, '')) ?? new Set()).add(form));
    }
  }
  return into;
}

/**
 * Counted texts Arabic lacks a noun form of, as "ar: some.key_few": any key counted (with plural
 * forms) in some language has, in Arabic, the forms for 1, 2, 3–10, 11–99 and 100 ("7 أيام", not
 * "7 يومًا"), which i18next picks by Intl.PluralRules.
 */
export function arabicPluralGaps(bundle: LanguageBundle): string[] {
  // Counted: a key some language writes with a count form besides `_other` (`role_other` beside `role_stable` is no count).
  const counted = new Set(
    LANGUAGES.flatMap((language) =>
      [...pluralForms(bundle[language] ?? {})].filter(([, forms]) => [...forms].some((form) => form !== 'other' && form !== 'zero')).map(([key]) => key),
    ),
  );
  const arabic = pluralForms(bundle.ar ?? {});
  return [...counted].sort().flatMap((key) => ARABIC_FORMS.filter((form) => !arabic.get(key)?.has(form)).map((form) => `ar: ${key}_${form}`));
}

function strings(tree: TranslationTree, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else strings(value, path, into);
  }
  return into;
}

/**
 * Arabic texts that name a plan and a pass alike: a plan (forfait) is «اشتراك», a pass «باقة».
 * Answers "ar: key" where the French names a forfait and the Arabic a باقة, or the French a pass
 * and the Arabic an اشتراك.
 */
export function planPassMixups(bundle: LanguageBundle): string[] {
  const french = strings(bundle.fr ?? {});
  return [...strings(bundle.ar ?? {})].flatMap(([key, arabic]) => {
    const fr = french.get(key) ?? '';
    const plan = /\bforfaits?\b/i.test(fr) && !/\bpass\b/i.test(fr);
    const pass = /\bpass\b/i.test(fr) && !/\bforfaits?\b/i.test(fr);
    return (plan && /باق/.test(arabic)) || (pass && /اشتراك/.test(arabic)) ? [`ar: ${key}`] : [];
  });
}

/** A money unit written after an amount (a number or an interpolated value): MAD, DH, dh, Dhs, dirhams, درهم, د.م. (دراهم is درهم's plural, not another unit). */
const AMOUNT_UNIT = /(?:\d|\}\})[\s\u00a0\u202f]*(MAD|DHS?|Dhs?|dhs?|dirhams?|درهم|د\.م\.?)(?![\p{L}])/gu;

/**
 * Texts writing money with another unit than their language's one (`currencyLabel`: "Dh" in
 * French and English, «درهم» in Arabic) — "20 MAD" beside "20 Dh", "10 000 dh": one unit for
 * money per language (issue 33 §5).
 */
export function moneyUnitMixups(bundle: Partial<Record<Language, TranslationTree>>): string[] {
  return LANGUAGES.flatMap((language) =>
    [...strings(bundle[language] ?? {})].flatMap(([key, text]) =>
      [...text.matchAll(AMOUNT_UNIT)].some((match) => match[1] !== currencyLabel(language)) ? [`${language}: ${key}`] : [],
    ),
  );
}

/**
 * For tests of every part: throws, listing them, when a key of a bundle is missing in fr, ar or
 * en, a counted text lacks an Arabic noun form (arabicPluralGaps), or the Arabic names a plan as a
 * pass or a pass as a plan (planPassMixups), or money is written with another unit than the language's (moneyUnitMixups). `expectKeysInAllLanguages({ catalogue: catalogueTexts })` or `expectKeysInAllLanguages(catalogueTexts)`.
 */
export function expectKeysInAllLanguages(resources: LanguageBundle | Record<string, LanguageBundle>): void {
  const isBundle = LANGUAGES.every((language) => language in resources) && Object.keys(resources).length === LANGUAGES.length;
  const bundles = isBundle ? { bundle: resources as LanguageBundle } : (resources as Record<string, LanguageBundle>);
  const problems = Object.entries(bundles).flatMap(([ns, bundle]) =>
    [...missingTranslationKeys(bundle), ...arabicPluralGaps(bundle), ...planPassMixups(bundle), ...moneyUnitMixups(bundle)].map((p) => `${ns} → ${p}`),
  );
  if (problems.length > 0) {
    throw new Error(`Translations missing in some language:\n  ${problems.join('\n  ')}`);
  }
}
