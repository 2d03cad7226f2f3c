import { defineTranslationsPart } from '@atlas/runtime';
import { CATALOGUE_NS } from './catalogue';

/** The catalogue's `eligibility.*` labels, loaded with the code that imports this module (a part of the namespace). */
export const catalogueEligibilityTexts = defineTranslationsPart(CATALOGUE_NS, 'eligibility', {
  fr: () => import(/* webpackChunkName: "i18n-catalogue-eligibility-fr" */ './fr/catalogue-eligibility.json'),
  ar: () => import(/* webpackChunkName: "i18n-catalogue-eligibility-ar" */ './ar/catalogue-eligibility.json'),
  en: () => import(/* webpackChunkName: "i18n-catalogue-eligibility-en" */ './en/catalogue-eligibility.json'),
});
