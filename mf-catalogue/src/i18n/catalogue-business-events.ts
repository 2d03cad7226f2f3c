import { defineTranslationsPart } from '@atlas/runtime';
import { CATALOGUE_NS } from './catalogue';

/** The catalogue's `businessEvents.*` labels, loaded with the code that imports this module (a part of the namespace). */
export const catalogueBusinessEventsTexts = defineTranslationsPart(CATALOGUE_NS, 'business-events', {
  fr: () => import(/* webpackChunkName: "i18n-catalogue-business-events-fr" */ './fr/catalogue-business-events.json'),
  ar: () => import(/* webpackChunkName: "i18n-catalogue-business-events-ar" */ './ar/catalogue-business-events.json'),
  en: () => import(/* webpackChunkName: "i18n-catalogue-business-events-en" */ './en/catalogue-business-events.json'),
});
