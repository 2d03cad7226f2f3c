import ar from './locales/ar/errors.json';
import en from './locales/en/errors.json';
import fr from './locales/fr/errors.json';
import type { Language } from './languages';

/** A code of the error catalogue (`locales/fr/errors.json` gives them). */
export type ErrorCatalogueCode = keyof typeof fr;

/**
 * The one error catalogue: every code's customer text, one file per language
 * (`locales/<language>/errors.json`). The API seeds `appErrorMessages` from it; the pages load
 * their language's file as the `errors` namespace (`@atlas/runtime`). A code missing from the
 * Arabic or English file fails the type check here.
 */
export const errorCatalogue = {
  fr,
  ar: ar satisfies Record<ErrorCatalogueCode, string>,
  en: en satisfies Record<ErrorCatalogueCode, string>,
} as const satisfies Record<Language, Record<string, string>>;
