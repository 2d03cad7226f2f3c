import { formatPrice } from '@atlas/contracts/format-amount';
import { mdnInText } from '@atlas/contracts/format-mdn';
import type { NotificationItem, NotificationKind } from '@atlas/contracts/histories';
import type { USAGE_ALERT_NOTIFICATION_KIND } from '@atlas/contracts/usage-alerts';
import type { NotificationRow } from './notifications.repository';
import type { Language } from '../../language';
import type { NotificationParams } from '../../plugins/notifications';

type Texts = Record<Language, { title: string; text: (p: NotificationParams, language: Language) => string }>;
const money = (p: NotificationParams, language: Language) => formatPrice(Number(p.amountCentimes ?? 0) / 100, language);
const line = (p: NotificationParams) => mdnInText(String(p.mdn ?? ''));

/** The texts of each kind; an unknown kind falls back to `generic`. */
export const NOTIFICATION_TEXTS: Record<NotificationKind | typeof USAGE_ALERT_NOTIFICATION_KIND | 'generic', Texts> = {
  'payment-received': {
    fr: { title: 'Paiement reçu', text: (p, l) => `Nous avons bien reçu votre paiement de ${money(p, l)} (référence ${p.refNumber}).` },
    ar: { title: 'تم استلام الدفع', text: (p, l) => `توصّلنا بدفعتك بمبلغ ${money(p, l)} (المرجع ${p.refNumber}).` },
    en: { title: 'Payment received', text: (p, l) => `We have received your payment of ${money(p, l)} (reference ${p.refNumber}).` },
  },
  'recharge-credited': {
    fr: {
      title: 'Recharge créditée',
      text: (p, l) => `Votre recharge de ${money(p, l)} a été créditée sur la ligne ${line(p)} (référence ${p.refNumber ?? ''}).`,
    },
    ar: { title: 'تمت التعبئة', text: (p, l) => `تمت إضافة تعبئة بمبلغ ${money(p, l)} إلى الخط ${line(p)} (المرجع ${p.refNumber ?? ''}).` },
    en: { title: 'Top-up credited', text: (p, l) => `Your ${money(p, l)} top-up was credited to line ${line(p)} (reference ${p.refNumber ?? ''}).` },
  },
  'invoice-issued': {
    fr: { title: 'Nouvelle facture', text: (p, l) => `Votre facture de ${money(p, l)} est disponible dans Mes factures.` },
    ar: { title: 'فاتورة جديدة', text: (p, l) => `فاتورتك بمبلغ ${money(p, l)} متاحة في فواتيري.` },
    en: { title: 'New invoice', text: (p, l) => `Your ${money(p, l)} invoice is available in My invoices.` },
  },
  'plan-changed': {
    fr: { title: 'Offre changée', text: (p) => `Votre ligne ${line(p)} passe à l’offre ${p.offer_fr ?? p.offer ?? ''}.` },
    ar: { title: 'تم تغيير العرض', text: (p) => `انتقل خطك ${line(p)} إلى العرض ${p.offer_ar ?? p.offer ?? ''}.` },
    en: { title: 'Plan changed', text: (p) => `Your line ${line(p)} moves to the ${p.offer_en ?? p.offer ?? ''} plan.` },
  },
  'number-changed': {
    fr: { title: 'Numéro changé', text: (p) => `Votre nouveau numéro est ${mdnInText(String(p.newMdn ?? ''))}.` },
    ar: { title: 'تم تغيير الرقم', text: (p) => `رقمك الجديد هو ${mdnInText(String(p.newMdn ?? ''))}.` },
    en: { title: 'Number changed', text: (p) => `Your new number is ${mdnInText(String(p.newMdn ?? ''))}.` },
  },
  'sim-swapped': {
    fr: { title: 'Carte SIM changée', text: (p) => `La nouvelle carte SIM de la ligne ${line(p)} est active.` },
    ar: { title: 'تم تغيير بطاقة SIM', text: (p) => `بطاقة SIM الجديدة للخط ${line(p)} مفعّلة.` },
    en: { title: 'SIM swapped', text: (p) => `The new SIM card of line ${line(p)} is active.` },
  },
  'roaming-activated': {
    fr: { title: 'Roaming activé', text: (p) => `Le roaming est activé sur la ligne ${line(p)}.` },
    ar: { title: 'تم تفعيل التجوال', text: (p) => `تم تفعيل التجوال على الخط ${line(p)}.` },
    en: { title: 'Roaming on', text: (p) => `Roaming is on for line ${line(p)}.` },
  },
  'balance-80': {
    fr: { title: 'Solde bientôt épuisé', text: (p) => `Vous avez utilisé ${p.percent} % de « ${p.name_fr} » sur la ligne ${line(p)}.` },
    ar: { title: 'الرصيد على وشك النفاد', text: (p) => `استهلكت ${p.percent}% من «${p.name_ar}» على الخط ${line(p)}.` },
    en: { title: 'Balance running low', text: (p) => `You have used ${p.percent}% of “${p.name_en}” on line ${line(p)}.` },
  },
  'balance-100': {
    fr: { title: 'Solde épuisé', text: (p) => `« ${p.name_fr} » est épuisé sur la ligne ${line(p)}.` },
    ar: { title: 'نفد الرصيد', text: (p) => `نفد «${p.name_ar}» على الخط ${line(p)}.` },
    en: { title: 'Balance used up', text: (p) => `“${p.name_en}” is used up on line ${line(p)}.` },
  },
  'usage-alert': {
    fr: {
      title: 'Alerte de consommation',
      text: (p) =>
        Number(p.threshold) >= 100
          ? `« ${p.name_fr} » est épuisé sur la ligne ${line(p)}.`
          : `Vous avez utilisé ${p.threshold} % de « ${p.name_fr} » sur la ligne ${line(p)}.`,
    },
    ar: {
      title: 'تنبيه الاستهلاك',
      text: (p) => (Number(p.threshold) >= 100 ? `نفد «${p.name_ar}» على الخط ${line(p)}.` : `استعملت ${p.threshold}% من «${p.name_ar}» على الخط ${line(p)}.`),
    },
    en: {
      title: 'Usage alert',
      text: (p) =>
        Number(p.threshold) >= 100 ? `“${p.name_en}” is used up on line ${line(p)}.` : `You have used ${p.threshold}% of “${p.name_en}” on line ${line(p)}.`,
    },
  },
  generic: {
    fr: { title: 'Information', text: () => 'Du nouveau sur votre compte.' },
    ar: { title: 'معلومة', text: () => 'جديد في حسابك.' },
    en: { title: 'Information', text: () => 'Something new on your account.' },
  },
};

export function renderNotification(row: NotificationRow, language: Language): NotificationItem {
  const texts = (NOTIFICATION_TEXTS[row.kind as keyof typeof NOTIFICATION_TEXTS] ?? NOTIFICATION_TEXTS.generic)[language];
  const params = { ...row.params, mdn: row.params.mdn ?? row.mdn ?? '' };
  return {
    id: row.id,
    kind: row.kind,
    mdn: row.mdn,
    title: texts.title,
    text: texts.text(params, language),
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}
