import { defineTranslationsPart } from '@atlas/runtime';
import { CATALOGUE_NS } from './catalogue';

/** The catalogue's `survey.*` labels, loaded with the code that imports this module (a part of the namespace). */
export const catalogueSurveyTexts = defineTranslationsPart(CATALOGUE_NS, 'survey', {
  fr: () => import(/* webpackChunkName: "i18n-catalogue-survey-fr" */ './fr/catalogue-survey.json'),
  ar: () => import(/* webpackChunkName: "i18n-catalogue-survey-ar" */ './ar/catalogue-survey.json'),
  en: () => import(/* webpackChunkName: "i18n-catalogue-survey-en" */ './en/catalogue-survey.json'),
});
