import { defineTranslations } from '@atlas/runtime';

/**
 * Texts of the UI kit's receipt download, whichever page offers it.
 * One file per language: `fr/receipt.json` gives the keys, `ar/` and `en/` must have them all.
 * `downloadOf` begins with the visible label (WCAG label in name), then names the payment.
 */
export const RECEIPT_NS = 'receipt';

export const receiptTexts = defineTranslations(RECEIPT_NS, {
  fr: () => import(/* webpackChunkName: "i18n-receipt-fr" */ './fr/receipt.json'),
  ar: () => import(/* webpackChunkName: "i18n-receipt-ar" */ './ar/receipt.json'),
  en: () => import(/* webpackChunkName: "i18n-receipt-en" */ './en/receipt.json'),
});
