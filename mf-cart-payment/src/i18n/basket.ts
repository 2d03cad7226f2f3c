import { defineTranslations } from '@atlas/runtime';

/**
 * Labels of the header basket: loaded on every page with the widget, so it stays small. The shop's
 * pages have their own namespace (`shop`).
 * One file per language: `fr/basket.json` gives the keys, `ar/` and `en/` must have them all.
 */
export const BASKET_NS = 'basket';

export const basketTexts = defineTranslations(BASKET_NS, {
  fr: () => import(/* webpackChunkName: "i18n-basket-fr" */ './fr/basket.json'),
  ar: () => import(/* webpackChunkName: "i18n-basket-ar" */ './ar/basket.json'),
  en: () => import(/* webpackChunkName: "i18n-basket-en" */ './en/basket.json'),
});
