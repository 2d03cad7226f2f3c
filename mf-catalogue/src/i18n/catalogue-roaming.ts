import { defineTranslationsPart } from '@atlas/runtime';
import { CATALOGUE_NS } from './catalogue';

/** The catalogue's `roaming.*` labels, loaded with the code that imports this module (a part of the namespace). */
export const catalogueRoamingTexts = defineTranslationsPart(CATALOGUE_NS, 'roaming', {
  fr: () => import(/* webpackChunkName: "i18n-catalogue-roaming-fr" */ './fr/catalogue-roaming.json'),
  ar: () => import(/* webpackChunkName: "i18n-catalogue-roaming-ar" */ './ar/catalogue-roaming.json'),
  en: () => import(/* webpackChunkName: "i18n-catalogue-roaming-en" */ './en/catalogue-roaming.json'),
});
