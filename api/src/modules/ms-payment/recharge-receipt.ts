import type { PaymentMethodId } from '@atlas/contracts/shop';
import { formatPrice } from '@atlas/ui-kit/format/format-amount';
import { formatMdn, mdnInText } from '@atlas/ui-kit/format/format-mdn';
import type { EmailMessage } from '../../plugins/mail';
import type { Language } from '../../language';
import type { OrderRow } from '../../checkout/registries';

/** What a recharge put on the line, as stored with its credit (balance_credits.added). */
export interface CreditedEntry {
  name: string;
  value: number;
  unit: string;
  validUntil: string | null;
}

const METHOD_NAMES: Record<Language, Partial<Record<PaymentMethodId, string>>> = {
  fr: {
    cartebancaire: 'carte bancaire',
    scratchcard: 'carte de recharge',
    solderecharge: 'solde',
    facture: 'sur facture',
    etoile9: '*9',
    fatourati: 'Fatourati',
  },
  ar: { cartebancaire: 'بطاقة بنكية', scratchcard: 'بطاقة التعبئة', solderecharge: 'الرصيد', facture: 'على الفاتورة', etoile9: '*9', fatourati: 'فاتورتي' },
  en: { cartebancaire: 'bank card', scratchcard: 'scratch card', solderecharge: 'balance', facture: 'on the invoice', etoile9: '*9', fatourati: 'Fatourati' },
};

const TEXTS: Record<
  Language,
  {
    subject: (ref: string) => string;
    intro: (mdn: string) => string;
    total: string;
    method: string;
    credited: string;
    reference: string;
    until: string;
    sms: (amount: string, mdn: string, what: string, ref: string) => string;
  }
> = {
  fr: {
    subject: (ref) => `Atlas Telecom : reçu de votre recharge ${ref}`,
    intro: (mdn) => `Votre recharge de la ligne ${mdn} est confirmée.`,
    total: 'Montant',
    method: 'Paiement',
    credited: 'Crédité',
    reference: 'Référence',
    until: "jusqu'au",
    sms: (amount, mdn, what, ref) => `Atlas : votre recharge de ${amount} (${mdn}) est confirmée : ${what}. Réf. ${ref}.`,
  },
  ar: {
    subject: (ref) => `أطلس تيليكوم: وصل التعبئة ${ref}`,
    intro: (mdn) => `تم تأكيد تعبئة الخط ${mdn}.`,
    total: 'المبلغ',
    method: 'الأداء',
    credited: 'ما أضيف',
    reference: 'المرجع',
    until: 'إلى غاية',
    sms: (amount, mdn, what, ref) => `أطلس: تم تأكيد تعبئتك بمبلغ ${amount} (${mdn}): ${what}. المرجع ${ref}.`,
  },
  en: {
    subject: (ref) => `Atlas Telecom: receipt for your top-up ${ref}`,
    intro: (mdn) => `Your top-up of line ${mdn} is confirmed.`,
    total: 'Amount',
    method: 'Payment',
    credited: 'Credited',
    reference: 'Reference',
    until: 'until',
    sms: (amount, mdn, what, ref) => `Atlas: your ${amount} top-up (${mdn}) is confirmed: ${what}. Ref. ${ref}.`,
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const dateOf = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(`${language}-MA`, { timeZone: 'Africa/Casablanca', day: 'numeric', month: 'long', year: 'numeric', numberingSystem: 'latn' }).format(
    new Date(iso),
  );
/** "20 Dh" in the reader's words (درهم in Arabic); data and minutes keep their unit. */
const amountOf = (entry: CreditedEntry, language: Language) => (entry.unit === 'Dh' ? formatPrice(entry.value, language) : `${entry.value} ${entry.unit}`);
const creditedText = (entries: CreditedEntry[], language: Language) =>
  entries
    .map((entry) => `${amountOf(entry, language)}${entry.validUntil ? ` (${TEXTS[language].until} ${dateOf(entry.validUntil, language)})` : ''}`)
    .join(' + ') || formatPrice(0, language);

/** The SMS sent to the recharged line, in the language the recharge was paid in. */
export function rechargeSms(order: Pick<OrderRow, 'refNumber' | 'totalCentimes' | 'phoneNumber'>, added: CreditedEntry[], language: Language): string {
  const what = added.map((entry) => amountOf(entry, language)).join(' + ') || formatPrice(0, language);
  return TEXTS[language].sms(formatPrice(order.totalCentimes / 100, language), formatMdn(order.phoneNumber), what, order.refNumber);
}

/**
 * The receipt mailed to the contact email of a recharge: the line, each product and its price, the
 * amount, the method, what was credited and until when, the reference — as text and as HTML (right
 * to left in Arabic, numbers kept left to right).
 */
export function rechargeReceipt(
  order: Pick<OrderRow, 'refNumber' | 'totalCentimes' | 'phoneNumber' | 'paymentMethod' | 'lines'>,
  added: CreditedEntry[],
  language: Language,
): Omit<EmailMessage, 'to'> {
  const texts = TEXTS[language];
  const mdn = order.phoneNumber ?? '';
  const amount = formatPrice(order.totalCentimes / 100, language);
  const method = METHOD_NAMES[language][order.paymentMethod] ?? order.paymentMethod;
  const products = order.lines.map((line) => ({
    name: line.name[language] ?? line.name.fr,
    price: formatPrice((line.unitPriceCentimes * line.quantity) / 100, language),
    quantity: line.quantity,
  }));
  const credited = creditedText(added, language);
  const rows: Array<[string, string]> = [
    [texts.total, amount],
    [texts.method, method],
    [texts.credited, credited],
    [texts.reference, order.refNumber],
  ];
  const text = [
    texts.intro(mdnInText(mdn)),
    ...products.map((product) => `- ${product.name} × ${product.quantity} : ${product.price}`),
    ...rows.map(([label, value]) => `${label} : ${value}`),
    '',
    'Atlas Telecom — 220',
  ].join('\n');
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const html = `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:sans-serif">
<p>${escapeHtml(texts.intro('{mdn}')).replace('{mdn}', `<bdi dir="ltr">${escapeHtml(formatMdn(mdn))}</bdi>`)}</p>
<ul>${products.map((product) => `<li>${escapeHtml(product.name)} × ${product.quantity} : <bdi>${escapeHtml(product.price)}</bdi></li>`).join('')}</ul>
<table>${rows.map(([label, value]) => `<tr><th scope="row" style="text-align:start">${escapeHtml(label)}</th><td><bdi>${escapeHtml(value)}</bdi></td></tr>`).join('')}</table>
<p>Atlas Telecom — 220</p></body></html>`;
  return { subject: texts.subject(order.refNumber), text, html, language };
}
