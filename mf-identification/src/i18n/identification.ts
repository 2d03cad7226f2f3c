import { defineTranslations } from '@atlas/runtime';

/**
 * Labels of the identification remote; error texts come by code.
 * One file per language: `fr/identification.json` gives the keys, `ar/` and `en/` must have them all.
 */
export const IDENTIFICATION_NS = 'identification';

export const identificationTexts = defineTranslations(IDENTIFICATION_NS, {
  fr: () => import(/* webpackChunkName: "i18n-identification-fr" */ './fr/identification.json'),
  ar: () => import(/* webpackChunkName: "i18n-identification-ar" */ './ar/identification.json'),
  en: () => import(/* webpackChunkName: "i18n-identification-en" */ './en/identification.json'),
});
