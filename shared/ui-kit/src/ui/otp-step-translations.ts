import type { LanguageBundle } from '@atlas/runtime';

/** Labels of the UI kit's code step (namespace `otpStep`) beside the common `otp…` ones. */
export const OTP_STEP_NS = 'otpStep';

export const otpStepTranslations: LanguageBundle = {
  fr: {
    alreadySent: 'Un code vous a déjà été envoyé par SMS au {{number}} : il est toujours valable, saisissez-le.',
    sentByEmail: 'Un code à 6 chiffres a été envoyé par email à {{email}}.',
    alreadySentByEmail: 'Un code vous a déjà été envoyé par email à {{email}} : il est toujours valable, saisissez-le.',
  },
  ar: {
    alreadySent: 'سبق أن أرسلنا إليك رمزًا عبر رسالة قصيرة إلى {{number}}، وما زال صالحًا: أدخله.',
    sentByEmail: 'تم إرسال رمز من 6 أرقام عبر البريد الإلكتروني إلى {{email}}.',
    alreadySentByEmail: 'سبق أن أرسلنا إليك رمزًا عبر البريد الإلكتروني إلى {{email}}، وما زال صالحًا: أدخله.',
  },
  en: {
    alreadySent: 'A code was already sent by text message to {{number}} and is still valid: enter it.',
    sentByEmail: 'A 6-digit code was sent by email to {{email}}.',
    alreadySentByEmail: 'A code was already sent by email to {{email}} and is still valid: enter it.',
  },
};
