import { defineTranslations } from '@atlas/runtime';

/**
 * Labels of the histories, notifications and after-sales screens.
 * One file per language: `fr/selfcare-histories.json` gives the keys, `ar/` and `en/` must have them all.
 */
export const HISTORIES_NS = 'selfcare-histories';

export const historiesTexts = defineTranslations(HISTORIES_NS, {
  fr: () => import(/* webpackChunkName: "i18n-selfcare-histories-fr" */ './fr/selfcare-histories.json'),
  ar: () => import(/* webpackChunkName: "i18n-selfcare-histories-ar" */ './ar/selfcare-histories.json'),
  en: () => import(/* webpackChunkName: "i18n-selfcare-histories-en" */ './en/selfcare-histories.json'),
});
