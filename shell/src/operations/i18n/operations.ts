import { defineTranslations } from '@atlas/runtime';

/**
 * The operations page's texts (its own chunk's namespace).
 * One file per language: `fr/operations.json` gives the keys, `ar/` and `en/` must have them all.
 */
export const OPERATIONS_NS = 'operations';

// Registers the namespace's files: the page's useTranslation(OPERATIONS_NS) loads them.
defineTranslations(OPERATIONS_NS, {
  fr: () => import(/* webpackChunkName: "i18n-operations-fr" */ './fr/operations.json'),
  ar: () => import(/* webpackChunkName: "i18n-operations-ar" */ './ar/operations.json'),
  en: () => import(/* webpackChunkName: "i18n-operations-en" */ './en/operations.json'),
});
