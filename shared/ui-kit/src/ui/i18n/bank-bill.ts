import { defineTranslations } from '@atlas/runtime';

/**
 * Texts of the UI kit's pending bank-bill reference, whichever remote draws it.
 * One file per language: `fr/bankBill.json` gives the keys, `ar/` and `en/` must have them all.
 */
export const BANK_BILL_NS = 'bankBill';

export const bankBillTexts = defineTranslations(BANK_BILL_NS, {
  fr: () => import(/* webpackChunkName: "i18n-bankBill-fr" */ './fr/bankBill.json'),
  ar: () => import(/* webpackChunkName: "i18n-bankBill-ar" */ './ar/bankBill.json'),
  en: () => import(/* webpackChunkName: "i18n-bankBill-en" */ './en/bankBill.json'),
});
