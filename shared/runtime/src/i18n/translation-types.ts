import type { Language } from '@atlas/contracts';

export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

/** One namespace's texts in the three languages. */
export type LanguageBundle = Record<Language, TranslationTree>;
