import type { LanguageBundle } from '@atlas/runtime';

/** Labels of the UI kit's code step (namespace `otpStep`) beside the common `otp…` ones. */
export const OTP_STEP_NS = 'otpStep';

export const otpStepTranslations: LanguageBundle = {
  fr: {
    alreadySent: 'Un code vous a déjà été envoyé par SMS au {{number}} : il est toujours valable, saisissez-le.',
  },
  ar: {
    alreadySent: 'سبق أن أرسلنا إليك رمزًا عبر رسالة قصيرة إلى {{number}}، وما زال صالحًا: أدخله.',
  },
  en: {
    alreadySent: 'A code was already sent by text message to {{number}} and is still valid: enter it.',
  },
};
