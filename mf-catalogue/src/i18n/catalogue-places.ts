import { defineTranslationsPart } from '@atlas/runtime';
import { CATALOGUE_NS } from './catalogue';

/** The catalogue's `places.*` labels, loaded with the code that imports this module (a part of the namespace). */
export const cataloguePlacesTexts = defineTranslationsPart(CATALOGUE_NS, 'places', {
  fr: () => import(/* webpackChunkName: "i18n-catalogue-places-fr" */ './fr/catalogue-places.json'),
  ar: () => import(/* webpackChunkName: "i18n-catalogue-places-ar" */ './ar/catalogue-places.json'),
  en: () => import(/* webpackChunkName: "i18n-catalogue-places-en" */ './en/catalogue-places.json'),
});
