import type validationFrench from './fr/validation.json';
import { defineTranslations, defineTranslationsOnDemand } from './translation-resources';

/** The words every part uses (close, retry, the page's frame). */
export const commonTexts = defineTranslations('common', {
  fr: () => import(/* webpackChunkName: "i18n-common-fr" */ './fr/common.json'),
  ar: () => import(/* webpackChunkName: "i18n-common-ar" */ './ar/common.json'),
  en: () => import(/* webpackChunkName: "i18n-common-en" */ './en/common.json'),
});

/** The forms' messages (`@atlas/forms` rules report these keys). */
export const validationTexts = defineTranslations('validation', {
  fr: () => import(/* webpackChunkName: "i18n-validation-fr" */ './fr/validation.json'),
  ar: () => import(/* webpackChunkName: "i18n-validation-ar" */ './ar/validation.json'),
  en: () => import(/* webpackChunkName: "i18n-validation-en" */ './en/validation.json'),
});

/**
 * The error catalogue, by code: one source for the API (its seed of `appErrorMessages`) and the
 * pages (`errorText`), kept with the API's shapes in `@atlas/contracts`. The configuration every
 * page reads carries the same texts (`appErrorMessages`), so this file is their fallback: fetched
 * when the page starts calling the API or first asks for an error's text, not with every first
 * visit (issue 34).
 */
export const errorTexts = defineTranslationsOnDemand('errors', {
  fr: () => import(/* webpackChunkName: "i18n-errors-fr" */ '@atlas/contracts/locales/fr/errors.json'),
  ar: () => import(/* webpackChunkName: "i18n-errors-ar" */ '@atlas/contracts/locales/ar/errors.json'),
  en: () => import(/* webpackChunkName: "i18n-errors-en" */ '@atlas/contracts/locales/en/errors.json'),
});

/** Namespaces of @atlas/runtime; parts declare theirs with defineTranslations. */
export const SHARED_NAMESPACES = ['common', 'errors', 'validation'] as const;

/** A key of the `validation` namespace. */
export type ValidationTextKey = keyof typeof validationFrench;
