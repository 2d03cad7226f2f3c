import { defineTranslations } from '@atlas/runtime';

/**
 * Labels of the UI kit's code step, beside the common `otp…` ones.
 * One file per language: `fr/otpStep.json` gives the keys, `ar/` and `en/` must have them all.
 */
export const OTP_STEP_NS = 'otpStep';

export const otpStepTexts = defineTranslations(OTP_STEP_NS, {
  fr: () => import(/* webpackChunkName: "i18n-otpStep-fr" */ './fr/otpStep.json'),
  ar: () => import(/* webpackChunkName: "i18n-otpStep-ar" */ './ar/otpStep.json'),
  en: () => import(/* webpackChunkName: "i18n-otpStep-en" */ './en/otpStep.json'),
});
