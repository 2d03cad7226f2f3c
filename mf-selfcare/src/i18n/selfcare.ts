import { defineTranslations } from '@atlas/runtime';

/**
 * Labels of the self-care remote. Error texts come from the shared error catalogue by code; app-
 * config `appLanguagesData` may override any label as `selfcare:<key>`.
 * One file per language: `fr/selfcare.json` gives the keys, `ar/` and `en/` must have them all.
 */
export const SELFCARE_NS = 'selfcare';

export const selfcareTexts = defineTranslations(SELFCARE_NS, {
  fr: () => import(/* webpackChunkName: "i18n-selfcare-fr" */ './fr/selfcare.json'),
  ar: () => import(/* webpackChunkName: "i18n-selfcare-ar" */ './ar/selfcare.json'),
  en: () => import(/* webpackChunkName: "i18n-selfcare-en" */ './en/selfcare.json'),
});
