import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@atlas/contracts';
import { SHARED_NAMESPACES } from './shared-texts';
import { loadedTranslations, loadTranslations, registeredNamespaces, whenTranslationsLoad } from './translation-resources';
import type { TranslationTree } from './translation-types';

export { SHARED_NAMESPACES };

/** Label overrides from the app configuration, applied on top of every bundle (see applyAppConfig). */
const overrides = new Map<Language, Array<{ ns: string; key: string; value: string }>>();

let current: I18n | null = null;

/** i18next keeps and mutates the objects it is given: hand it copies, never the bundled constants. */
const copy = (tree: TranslationTree | undefined): TranslationTree => JSON.parse(JSON.stringify(tree ?? {})) as TranslationTree;

function applyOverrides(instance: I18n, onlyNs?: string): void {
  for (const [language, entries] of overrides) {
    for (const { ns, key, value } of entries) {
      if (!onlyNs || ns === onlyNs) instance.addResource(language, ns, key, value, { silent: true });
    }
  }
}

/**
 * Creates the page's i18next instance (once, by the shell; a remote in standalone mode may call
 * it too) and makes it the instance `useTranslation` uses. Synchronous: it holds the texts loaded
 * so far; `loadTranslations(language)` brings the declared namespaces' files in, before a render.
 */
export function createI18n(language: Language = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  const resources: Record<string, Record<string, TranslationTree>> = Object.fromEntries(LANGUAGES.map((lng) => [lng, {}]));
  // A namespace in parts has a file per part, each holding its own top-level keys.
  for (const { ns, language: lng, texts } of loadedTranslations()) resources[lng]![ns] = { ...resources[lng]![ns], ...copy(texts) };
  void instance.init({
    lng: language,
    supportedLngs: [...LANGUAGES],
    // A label missing in a language shows its French text when French is loaded (the spec's
    // "English falls back to French"); the type check keeps every key in every file.
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [...new Set([...SHARED_NAMESPACES, ...registeredNamespaces()])],
    defaultNS: 'common',
    fallbackNS: 'common',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { bindI18nStore: 'added', useSuspense: false },
  });
  applyOverrides(instance);
  current = instance;
  return instance;
}

/** The page's instance; creates a French one if nobody did yet (tests, isolated widgets). */
export function getI18n(): I18n {
  return current ?? createI18n(DEFAULT_LANGUAGE);
}

/** Whether createI18n already ran on this page. */
export const hasI18n = (): boolean => current !== null;

/**
 * Loads, in the page's language, every namespace declared so far: what code that has just loaded
 * (a remote's module, a lazy page) awaits before it renders, so it never draws a key.
 */
export function loadPageTranslations(): Promise<void> {
  const language = getI18n().language;
  return loadTranslations(isLanguage(language) ? language : DEFAULT_LANGUAGE);
}

// A namespace's file, loaded after the instance was made, joins it; configured overrides stay on top.
whenTranslationsLoad(
  (language, ns, texts) => {
    if (!current) return;
    current.addResourceBundle(language, ns, copy(texts), true, true);
    applyOverrides(current, ns);
  },
  () => (current && isLanguage(current.language) ? current.language : null),
);

type Override = { ns: string; key: string; value: string };

const overridesOf = (labels: Record<string, string> | undefined): Override[] =>
  Object.entries(labels ?? {}).map(([fullKey, value]) => {
    const separator = fullKey.indexOf(':');
    return separator > 0 ? { ns: fullKey.slice(0, separator), key: fullKey.slice(separator + 1), value } : { ns: 'common', key: fullKey, value };
  });

const sameOverrides = (a: Override[] | undefined, b: Override[]) => JSON.stringify(a ?? []) === JSON.stringify(b);

/**
 * Replaces the configured label overrides. Keys are `namespace:key` or a bare key, which goes
 * to the `common` namespace. Only the languages whose overrides changed are applied again, and
 * bound components re-render only when the page's language (or French, its fallback) changed:
 * the same configuration read again, or the server render's labels confirmed by the network's
 * copy, costs the page no render (issue 18: the first screen's blocking time).
 */
export function setLabelOverrides(labels: Partial<Record<Language, Record<string, string>>>): void {
  const changed = LANGUAGES.filter((language) => !sameOverrides(overrides.get(language), overridesOf(labels[language])));
  for (const language of LANGUAGES) overrides.set(language, overridesOf(labels[language]));
  if (!current || changed.length === 0) return;
  // Restore the files' texts first, so an override the configuration dropped disappears.
  for (const { ns, language, texts } of loadedTranslations()) {
    if (changed.includes(language)) current.addResourceBundle(language, ns, copy(texts), true, true, { silent: true });
  }
  applyOverrides(current);
  if (changed.includes(current.language as Language) || changed.includes(DEFAULT_LANGUAGE)) {
    // One notification so bound components re-render once, not once per label.
    (current.store as unknown as { emit: (event: string, ...args: unknown[]) => void }).emit('added', current.language, 'common');
  }
}
