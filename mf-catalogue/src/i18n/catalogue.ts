import { defineTranslations } from '@atlas/runtime';

/**
 * Labels of the catalogue remote. Texts of offers, slides and cards come from the content service
 * in the page's language; these are the words around them. App-config `appLanguagesData` may
 * override any of them as `catalogue:<key>`.
 * One file per language: `fr/catalogue.json` gives the keys, `ar/` and `en/` must have them all.
 */
export const CATALOGUE_NS = 'catalogue';

export const catalogueTexts = defineTranslations(CATALOGUE_NS, {
  fr: () => import(/* webpackChunkName: "i18n-catalogue-fr" */ './fr/catalogue.json'),
  ar: () => import(/* webpackChunkName: "i18n-catalogue-ar" */ './ar/catalogue.json'),
  en: () => import(/* webpackChunkName: "i18n-catalogue-en" */ './en/catalogue.json'),
});
