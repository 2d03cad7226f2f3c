import { LANGUAGES, type Language } from '@atlas/contracts';
import type { LanguageBundle, TranslationTree } from './translation-types';

/**
 * Translations as data, one file per language per namespace (`i18n/fr/offers.json`,
 * `i18n/ar/offers.json`, `i18n/en/offers.json`), each its own chunk: a page fetches its own
 * language's files only, when code that uses the namespace has loaded (issue 35 §5).
 */

type PluralForm = `${string}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`;

/**
 * The shape every other language's file must have: each key of the French file (the default
 * language), with a text. Plural forms (`days_one`, `days_other`) are each language's own.
 */
export type TranslationsLike<French> = {
  [Key in keyof French as Key extends PluralForm ? never : Key]: French[Key] extends string ? string : TranslationsLike<French[Key]>;
} & {
  [Key in keyof French as Key extends PluralForm ? Key : never]?: string;
};

/** A namespace's file in one language, as `import('./fr/offers.json')` answers it. */
type TranslationsFile<Texts> = Promise<{ default: Texts }>;

/** A namespace whose files are loaded per language (`defineTranslations`), typed by its French file. */
export interface TranslationNamespace<French extends object = TranslationTree> {
  readonly ns: string;
  /** The namespace's texts in a language (fetched once, then kept). */
  load(language: Language): Promise<TranslationTree>;
  /** Never set: carries the French file's type (`TextsOf`). */
  readonly french?: French;
}

/** A namespace's texts in the three languages, typed by its French file (for tests and tools). */
export type TextsOf<Namespace> = Namespace extends TranslationNamespace<infer French> ? Record<Language, French> : never;

type Loaded = (language: Language, ns: string, texts: TranslationTree) => void;

/** Every declared file set, by its id: the namespace, or `namespace/part`. */
const namespaces = new Map<string, TranslationNamespace<object>>();
const loaded = new Map<string, Partial<Record<Language, TranslationTree>>>();
const pending = new Map<string, Promise<TranslationTree>>();
let onLoaded: Loaded = () => undefined;
let pageLanguage: () => Language | null = () => null;

/**
 * The page's i18n instance takes every loaded file, and says the page's language (create-i18n.ts):
 * a namespace declared once the page has a language starts fetching that language's file at once.
 */
export function whenTranslationsLoad(listener: Loaded, language: () => Language | null): void {
  onLoaded = listener;
  pageLanguage = language;
}

function keep(language: Language, id: string, ns: string, texts: TranslationTree): void {
  loaded.set(id, { ...loaded.get(id), [language]: texts });
  onLoaded(language, ns, texts);
}

/** A namespace's three files: the French file gives the keys, the others must have them all. */
type LanguageFiles<French> = {
  fr: () => TranslationsFile<French>;
  ar: () => TranslationsFile<TranslationsLike<NoInfer<French>>>;
  en: () => TranslationsFile<TranslationsLike<NoInfer<French>>>;
};

/**
 * Registers the files `id` (a namespace, or `namespace/part`) whose texts join namespace `ns`; on
 * demand, at their first `load` instead.
 */
function declare<French extends object>(ns: string, id: string, files: LanguageFiles<French>, onDemand = false): TranslationNamespace<French> {
  const definition: TranslationNamespace<French> = {
    ns,
    load(language) {
      const known = loaded.get(id)?.[language];
      if (known) return Promise.resolve(known);
      // Asked once, an on-demand namespace is the page's: a language switch brings it in the new language.
      if (!namespaces.has(id)) namespaces.set(id, definition);
      const key = `${language}|${id}`;
      let loading = pending.get(key);
      if (!loading) {
        loading = files[language]().then(
          (file) => {
            pending.delete(key);
            const texts = (file.default ?? {}) as unknown as TranslationTree;
            keep(language, id, ns, texts);
            return texts;
          },
          (error: unknown) => {
            // A failed chunk can be fetched again by the next attempt.
            pending.delete(key);
            throw error;
          },
        );
        pending.set(key, loading);
      }
      return loading;
    },
  };
  if (onDemand) return definition;
  namespaces.set(id, definition);
  // Code declaring a namespace has just loaded and will draw soon: its file is fetched now, beside
  // the rest of that code, rather than after it (what awaits it then finds it on its way).
  const language = pageLanguage();
  if (language) definition.load(language).catch(() => undefined);
  return definition;
}

/**
 * Declares a namespace and its three files. The French file gives the keys: a file of another
 * language that lacks one fails the type check (`tsc`).
 *
 *   export const OFFERS_NS = 'offers';
 *   export const offersTexts = defineTranslations(OFFERS_NS, {
 *     fr: () => import('./fr/offers.json'),
 *     ar: () => import('./ar/offers.json'),
 *     en: () => import('./en/offers.json'),
 *   });
 *
 * Declaring registers it: code that imports the module declaring a namespace has the namespace
 * loaded, in the page's language, before it renders (`loadTranslations`).
 */
export function defineTranslations<French extends object>(
  ns: string,
  files: {
    fr: () => TranslationsFile<French>;
    ar: () => TranslationsFile<TranslationsLike<NoInfer<French>>>;
    en: () => TranslationsFile<TranslationsLike<NoInfer<French>>>;
  },
): TranslationNamespace<French> {
  return declare(ns, ns, files);
}

/**
 * Declares a part of a namespace: files holding some of its top-level keys (a feature's), declared
 * in a module the code using those keys imports. A page loads the parts its code declared, as it
 * loads a namespace; their texts join the one namespace, so keys (`t('forms.send')` under
 * `useTranslation(ns)`) and the configuration's `namespace:key` overrides are unchanged.
 */
export function defineTranslationsPart<French extends object>(ns: string, part: string, files: LanguageFiles<French>): TranslationNamespace<French> {
  return declare(ns, `${ns}/${part}`, files);
}

/**
 * A namespace fetched only when asked (`load`), not with the code declaring it: texts a page needs
 * in some moments only (the error catalogue, once a request fails). Once asked in a language it is
 * the page's like any other: a language switch brings it in the new language.
 */
export function defineTranslationsOnDemand<French extends object>(ns: string, files: LanguageFiles<French>): TranslationNamespace<French> {
  return declare(ns, ns, files, true);
}

/**
 * A namespace whose texts are already here in every language (a test's or a tool's own):
 * registered and loaded at once.
 */
export function addTranslations(ns: string, bundle: LanguageBundle): void {
  namespaces.set(ns, { ns, load: (language) => Promise.resolve(bundle[language] ?? {}) });
  for (const language of LANGUAGES) keep(language, ns, ns, bundle[language] ?? {});
}

/** The namespaces declared on this page so far. */
export const registeredNamespaces = (): string[] => [...new Set([...namespaces.values()].map((definition) => definition.ns))];

/** The declared files of every namespace (or of those named): all their parts declared so far. */
const declaredOf = (only?: readonly string[]): Array<[string, TranslationNamespace<object>]> =>
  [...namespaces].filter(([, definition]) => !only || only.includes(definition.ns));

/** Whether every declared namespace (or those named) is loaded in a language. */
export function translationsReady(language: Language, only?: readonly string[]): boolean {
  return declaredOf(only).every(([id]) => loaded.get(id)?.[language] !== undefined);
}

/**
 * Loads, in a language, every declared namespace not loaded yet (or those named): what the page
 * awaits before it draws code that has just loaded, and before it switches language.
 */
export async function loadTranslations(language: Language, only?: readonly string[]): Promise<void> {
  const missing = () => declaredOf(only).flatMap(([id, definition]) => (loaded.get(id)?.[language] === undefined ? [definition] : []));
  // Code that loads meanwhile may declare more namespaces: those are awaited too.
  for (let wanted = missing(); wanted.length > 0; wanted = missing()) {
    await Promise.all(wanted.map((definition) => definition.load(language)));
  }
}

/** The loaded texts, file by file (a namespace in parts has several), of each language loaded so far. */
export function loadedTranslations(): Array<{ ns: string; language: Language; texts: TranslationTree }> {
  return [...namespaces].flatMap(([id, definition]) => {
    const byLanguage = loaded.get(id) ?? {};
    return LANGUAGES.flatMap((language) => (byLanguage[language] ? [{ ns: definition.ns, language, texts: byLanguage[language] }] : []));
  });
}

/** A namespace's loaded texts in a language (its parts together), if any is loaded. */
export function loadedTexts(ns: string, language: Language): TranslationTree | undefined {
  const parts = loadedTranslations().filter((file) => file.ns === ns && file.language === language);
  return parts.length === 0 ? undefined : parts.reduce<TranslationTree>((all, file) => ({ ...all, ...file.texts }), {});
}

/** For tests and tools: a namespace's texts in the three languages. */
export async function translationsInAllLanguages<French extends object>(definition: TranslationNamespace<French>): Promise<Record<Language, French>> {
  const [fr, ar, en] = await Promise.all([definition.load('fr'), definition.load('ar'), definition.load('en')]);
  // The other languages have the French file's keys (the type check holds them to it).
  return { fr, ar, en } as unknown as Record<Language, French>;
}
