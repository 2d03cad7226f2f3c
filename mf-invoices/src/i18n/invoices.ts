import { defineTranslations } from '@atlas/runtime';

/**
 * Labels of the invoice pages. Error texts come from the shared error catalogue (billing-00x,
 * payment-014…); app-config `appLanguagesData` may override any of them.
 * One file per language: `fr/invoices.json` gives the keys, `ar/` and `en/` must have them all.
 */
export const INVOICES_NS = 'invoices';

export const invoicesTexts = defineTranslations(INVOICES_NS, {
  fr: () => import(/* webpackChunkName: "i18n-invoices-fr" */ './fr/invoices.json'),
  ar: () => import(/* webpackChunkName: "i18n-invoices-ar" */ './ar/invoices.json'),
  en: () => import(/* webpackChunkName: "i18n-invoices-en" */ './en/invoices.json'),
});
