import { COMMON_ERROR_CODES, DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@atlas/contracts';
import { getI18n, hasI18n } from './create-i18n';
import { errorTexts } from './shared-texts';
import { loadedTexts } from './translation-resources';

type ErrorMessages = Partial<Record<Language, Record<string, string>>>;

const GENERIC = COMMON_ERROR_CODES.internal;

let configured: ErrorMessages = {};
let version = 0;
const listeners = new Set<() => void>();

/** Keeps the configuration's error texts (`appErrorMessages`). */
export function setErrorMessages(messages: ErrorMessages): void {
  configured = messages;
  version += 1;
  listeners.forEach((listener) => listener());
}

/**
 * Fetches the bundled catalogue in a language (once): components showing an error's text re-render
 * when it is there. The page asks for it as it starts calling the API (`sendApiRequest`).
 */
export function loadErrorTexts(language: Language): void {
  if (loadedTexts('errors', language)) return;
  errorTexts.load(language).then(
    () => {
      version += 1;
      listeners.forEach((listener) => listener());
    },
    (error: unknown) => console.warn('[i18n] the error texts could not be loaded', error),
  );
}

export const errorMessagesStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getVersion: (): number => version,
};

function currentLanguage(): Language {
  const language = hasI18n() ? getI18n().language : DEFAULT_LANGUAGE;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** The catalogue's text (`@atlas/contracts/locales/<language>/errors.json`), once its file is loaded (asked for if not). */
function bundled(language: Language, code: string, fetchIfMissing = true): string | undefined {
  if (fetchIfMissing) loadErrorTexts(language);
  const fromInstance = hasI18n() ? getI18n().getResource(language, 'errors', code) : undefined;
  if (typeof fromInstance === 'string') return fromInstance;
  const text = loadedTexts('errors', language)?.[code];
  return typeof text === 'string' ? text : undefined;
}

/**
 * The customer-facing text of an error code, in this order: the configured text in the language;
 * for English, the configured French text (the spec's fallback); the text bundled for the code;
 * the configured `generic_exception`; the bundled generic text.
 */
export function errorText(code: string | null | undefined, language: Language = currentLanguage()): string {
  const inLanguage = configured[language];
  if (code) {
    const direct = inLanguage?.[code];
    if (direct) return direct;
    if (language === 'en') {
      const french = configured.fr?.[code];
      if (french) return french;
    }
    const shipped = bundled(language, code);
    if (shipped) return shipped;
  }
  return inLanguage?.[GENERIC] || bundled(language, GENERIC) || bundled(DEFAULT_LANGUAGE, GENERIC) || GENERIC;
}

/** Whether the catalogue (configured or bundled) knows a code, in any language. */
export function hasErrorText(code: string): boolean {
  return Object.values(configured).some((messages) => !!messages?.[code]) || LANGUAGES.some((language) => bundled(language, code, false) !== undefined);
}
