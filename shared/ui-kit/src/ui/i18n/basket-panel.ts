import { defineTranslations } from '@atlas/runtime';

/**
 * Labels of the UI kit's basket panel, whichever remote draws it.
 * One file per language: `fr/basketPanel.json` gives the keys, `ar/` and `en/` must have them all.
 */
export const BASKET_PANEL_NS = 'basketPanel';

export const basketPanelTexts = defineTranslations(BASKET_PANEL_NS, {
  fr: () => import(/* webpackChunkName: "i18n-basketPanel-fr" */ './fr/basketPanel.json'),
  ar: () => import(/* webpackChunkName: "i18n-basketPanel-ar" */ './ar/basketPanel.json'),
  en: () => import(/* webpackChunkName: "i18n-basketPanel-en" */ './en/basketPanel.json'),
});
