import { mdnInText } from '@atlas/contracts/format-mdn';
import type { FastifyInstance } from 'fastify';
import type { Language } from '../../language';
import { accountEmailOf } from '../ms-iam/public';
import type { OrderRow } from '../../checkout/registries';
import type { UnitOfWork } from '../../db/unit-of-work';

/** What a paid line act tells the customer: an SMS to the line, an email to the account. */
interface LineActNotice {
  sms: string;
  subject: string;
  text: string;
}

type Texts = Record<Language, LineActNotice>;

/** The number change is done: the SMS goes to the new number (the old one is no longer the line's). */
export const numberChangeNotice = (oldMdn: string, newMdn: string, refNumber: string): Texts => ({
  fr: {
    sms: newMdn,
    subject: 'Votre changement de numéro',
    text: `Atlas Telecom : votre ligne ${oldMdn} a maintenant le numéro ${newMdn}. Votre forfait, votre solde et votre SIM restent les mêmes. Commande ${refNumber}.`,
  },
  ar: {
    sms: newMdn,
    subject: 'تغيير رقمك',
    text: `أطلس تيليكوم: أصبح لخطك ${oldMdn} الآن الرقم ${newMdn}. يبقى عرضك ورصيدك وبطاقة SIM كما هي. الطلب ${refNumber}.`,
  },
  en: {
    sms: newMdn,
    subject: 'Your number change',
    text: `Atlas Telecom: your line ${oldMdn} now has the number ${newMdn}. Your plan, balance and SIM stay the same. Order ${refNumber}.`,
  },
});

/** The migration is done: the line is postpaid on its plan. */
export const migrationNotice = (mdn: string, plan: Record<Language, string>, refNumber: string): Texts => ({
  fr: {
    sms: mdn,
    subject: 'Votre passage au forfait',
    text: `Atlas Telecom : votre ligne ${mdnInText(mdn)} est maintenant en postpayé, avec votre forfait : ${plan.fr}. Commande ${refNumber}.`,
  },
  ar: {
    sms: mdn,
    subject: 'انتقالك إلى الاشتراك',
    text: `أطلس تيليكوم: أصبح خطك ${mdnInText(mdn)} الآن بنظام الأداء البعدي، باشتراكك: ${plan.ar}. الطلب ${refNumber}.`,
  },
  en: {
    sms: mdn,
    subject: 'Your move to a plan',
    text: `Atlas Telecom: your line ${mdnInText(mdn)} is now postpaid, with your plan: ${plan.en}. Order ${refNumber}.`,
  },
});

/** The plan change is done (free at once, or when its fees' payment is confirmed). */
export const offerChangeNotice = (mdn: string, plan: Record<Language, string>, reference: string): Texts => ({
  fr: {
    sms: mdn,
    subject: 'Votre changement de forfait',
    text: `Atlas Telecom : votre nouveau forfait, ${plan.fr}, est en vigueur dès maintenant. Référence ${reference}.`,
  },
  ar: { sms: mdn, subject: 'تغيير عرضك', text: `أطلس تيليكوم: عرضك الجديد، ${plan.ar}، ساري المفعول ابتداءً من الآن. المرجع ${reference}.` },
  en: { sms: mdn, subject: 'Your plan change', text: `Atlas Telecom: your new plan, ${plan.en}, is in effect from now. Reference ${reference}.` },
});

/**
 * Queues the notice of a paid line act in the gateway confirmation's transaction (so once per
 * order, and never for a confirmation that rolled back), in the order's language: the SMS in the
 * outbox, the email to the order's contact (else the account's). The callback delivers queued
 * mails once committed.
 */
export async function queueLineActNotice(app: Pick<FastifyInstance, 'mail' | 'smsOutbox'>, work: UnitOfWork, order: OrderRow, texts: Texts): Promise<void> {
  const language = order.language ?? 'fr';
  const { sms, subject, text } = texts[language];
  await app.smsOutbox.queue(work, { to: sms, text });
  const email = order.contactEmail ?? (order.accountId ? await accountEmailOf(work, order.accountId) : null);
  if (email) await app.mail.queue(work, { to: email, subject, text, language });
}
