import { defineTranslations } from '@atlas/runtime';

/**
 * Labels of the recharge pages. Error texts come from the shared error catalogue (the API's
 * codes); payment method names and descriptions from the API.
 * One file per language: `fr/recharge.json` gives the keys, `ar/` and `en/` must have them all.
 */
export const RECHARGE_NS = 'recharge';

export const rechargeTexts = defineTranslations(RECHARGE_NS, {
  fr: () => import(/* webpackChunkName: "i18n-recharge-fr" */ './fr/recharge.json'),
  ar: () => import(/* webpackChunkName: "i18n-recharge-ar" */ './ar/recharge.json'),
  en: () => import(/* webpackChunkName: "i18n-recharge-en" */ './en/recharge.json'),
});
