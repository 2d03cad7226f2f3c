import { defineTranslationsPart } from '@atlas/runtime';
import { CATALOGUE_NS } from './catalogue';

/** The catalogue's `promotions.*` labels, loaded with the code that imports this module (a part of the namespace). */
export const cataloguePromotionsTexts = defineTranslationsPart(CATALOGUE_NS, 'promotions', {
  fr: () => import(/* webpackChunkName: "i18n-catalogue-promotions-fr" */ './fr/catalogue-promotions.json'),
  ar: () => import(/* webpackChunkName: "i18n-catalogue-promotions-ar" */ './ar/catalogue-promotions.json'),
  en: () => import(/* webpackChunkName: "i18n-catalogue-promotions-en" */ './en/catalogue-promotions.json'),
});
