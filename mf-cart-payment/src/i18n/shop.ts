import { defineTranslations } from '@atlas/runtime';

/**
 * Labels of the shop's pages: cart, funnels, payment and its results, the bank-bill reference and
 * order tracking. Error texts come from the shared error catalogue. App-config `appLanguagesData`
 * may override any of them as `shop:<key>`.
 * One file per language: `fr/shop.json` gives the keys, `ar/` and `en/` must have them all.
 */
export const SHOP_NS = 'shop';

export const shopTexts = defineTranslations(SHOP_NS, {
  fr: () => import(/* webpackChunkName: "i18n-shop-fr" */ './fr/shop.json'),
  ar: () => import(/* webpackChunkName: "i18n-shop-ar" */ './ar/shop.json'),
  en: () => import(/* webpackChunkName: "i18n-shop-en" */ './en/shop.json'),
});
