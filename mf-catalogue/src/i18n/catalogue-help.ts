import { defineTranslationsPart } from '@atlas/runtime';
import { CATALOGUE_NS } from './catalogue';

/** The catalogue's `help.*` labels, loaded with the code that imports this module (a part of the namespace). */
export const catalogueHelpTexts = defineTranslationsPart(CATALOGUE_NS, 'help', {
  fr: () => import(/* webpackChunkName: "i18n-catalogue-help-fr" */ './fr/catalogue-help.json'),
  ar: () => import(/* webpackChunkName: "i18n-catalogue-help-ar" */ './ar/catalogue-help.json'),
  en: () => import(/* webpackChunkName: "i18n-catalogue-help-en" */ './en/catalogue-help.json'),
});
