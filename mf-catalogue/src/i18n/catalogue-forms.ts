import { defineTranslationsPart } from '@atlas/runtime';
import { CATALOGUE_NS } from './catalogue';

/** The catalogue's `forms.*` labels, loaded with the code that imports this module (a part of the namespace). */
export const catalogueFormsTexts = defineTranslationsPart(CATALOGUE_NS, 'forms', {
  fr: () => import(/* webpackChunkName: "i18n-catalogue-forms-fr" */ './fr/catalogue-forms.json'),
  ar: () => import(/* webpackChunkName: "i18n-catalogue-forms-ar" */ './ar/catalogue-forms.json'),
  en: () => import(/* webpackChunkName: "i18n-catalogue-forms-en" */ './en/catalogue-forms.json'),
});
