import { defineTranslations } from '@atlas/runtime';

/**
 * Labels of the line services: PUK, suspension, roaming, SIM swap and SIM lock. Refusals are the
 * shared error texts by code (service-0xx).
 * One file per language: `fr/selfcare-services.json` gives the keys, `ar/` and `en/` must have them all.
 */
export const SERVICES_NS = 'selfcare-services';

export const servicesTexts = defineTranslations(SERVICES_NS, {
  fr: () => import(/* webpackChunkName: "i18n-selfcare-services-fr" */ './fr/selfcare-services.json'),
  ar: () => import(/* webpackChunkName: "i18n-selfcare-services-ar" */ './ar/selfcare-services.json'),
  en: () => import(/* webpackChunkName: "i18n-selfcare-services-en" */ './en/selfcare-services.json'),
});
