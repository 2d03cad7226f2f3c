import type { PaymentMethodId } from '@atlas/contracts/shop';
import { formatPrice } from '@atlas/contracts/format-amount';
import { formatMdn, mdnInText } from '@atlas/contracts/format-mdn';
import type { EmailMessage } from '../../plugins/mail';
import type { Language } from '../../language';
import type { OrderRow } from '../../checkout/registries';

/** What a recharge put on the line, as stored with its credit (balance_credits.added). */
export interface CreditedEntry {
  /** The balance it went to: dirhams (the main balance), bonus, internet, appels. */
  category?: string;
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
    sms: (amount: string, mdn: string, what: string, ref: string, paidBy: string) => string;
    /** How a scratch card worth more than the cart paid it. */
    byCard: (card: string) => string;
    /** What each Dh credit went to, after its amount. */
    main: string;
    bonus: string;
    /** The part of the main balance that is the scratch card's remainder. */
    cardLeft: (amount: string) => string;
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
    sms: (amount, mdn, what, ref, paidBy) => `Atlas : votre recharge de ${amount} (${mdn}) est confirmée.${paidBy} Crédité : ${what}. Réf. ${ref}.`,
    byCard: (card) => ` Payée par une carte de recharge de ${card}.`,
    main: 'sur votre solde principal',
    bonus: 'de bonus',
    cardLeft: (amount) => `dont ${amount} restant de la carte`,
  },
  ar: {
    subject: (ref) => `أطلس تيليكوم: وصل التعبئة ${ref}`,
    intro: (mdn) => `تم تأكيد تعبئة الخط ${mdn}.`,
    total: 'المبلغ',
    method: 'الأداء',
    credited: 'ما أضيف',
    reference: 'المرجع',
    until: 'إلى غاية',
    sms: (amount, mdn, what, ref, paidBy) => `أطلس: تم تأكيد تعبئتك بمبلغ ${amount} (${mdn}).${paidBy} ما أضيف: ${what}. المرجع ${ref}.`,
    byCard: (card) => ` أُدّيت ببطاقة تعبئة بقيمة ${card}.`,
    main: 'في رصيدك الرئيسي',
    bonus: 'مكافأة',
    cardLeft: (amount) => `منها ${amount} المتبقية من البطاقة`,
  },
  en: {
    subject: (ref) => `Atlas Telecom: receipt for your top-up ${ref}`,
    intro: (mdn) => `Your top-up of line ${mdn} is confirmed.`,
    total: 'Amount',
    method: 'Payment',
    credited: 'Credited',
    reference: 'Reference',
    until: 'until',
    sms: (amount, mdn, what, ref, paidBy) => `Atlas: your ${amount} top-up (${mdn}) is confirmed.${paidBy} Credited: ${what}. Ref. ${ref}.`,
    byCard: (card) => ` Paid with a ${card} scratch card.`,
    main: 'to your main balance',
    bonus: 'bonus',
    cardLeft: (amount) => `including ${amount} left from the card`,
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const dateOf = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(`${language}-MA`, { timeZone: 'Africa/Casablanca', day: 'numeric', month: 'long', year: 'numeric', numberingSystem: 'latn' }).format(
    new Date(iso),
  );
/** "20 Dh" in the reader's words (درهم in Arabic); data and minutes keep their unit. */
const amountOf = (entry: CreditedEntry, language: Language) => (entry.unit === 'Dh' ? formatPrice(entry.value, language) : `${entry.value} ${entry.unit}`);
/** What a scratch card paid beyond the cart, when it did (its remainder went to the main balance). */
export interface CardPayment {
  cardCentimes: number;
}

/** One credit in words: "100 Dh sur votre solde principal (dont 80 Dh restant de la carte)", "20 Dh de bonus", "5 Go". */
function creditOf(entry: CreditedEntry, language: Language, leftFromCard: number): string {
  const texts = TEXTS[language];
  const amount = amountOf(entry, language);
  // A *9 advance repaid first can leave less in the main balance than the card's remainder.
  const fromCard = Math.min(leftFromCard, Math.round(entry.value * 100));
  if (entry.category === 'dirhams') return `${amount} ${texts.main}${fromCard > 0 ? ` (${texts.cardLeft(formatPrice(fromCard / 100, language))})` : ''}`;
  if (entry.category === 'bonus') return `${amount} ${texts.bonus}`;
  return amount;
}

const creditedList = (entries: CreditedEntry[], language: Language, leftFromCard: number, withDates: boolean) =>
  entries
    .map(
      (entry) =>
        `${creditOf(entry, language, leftFromCard)}${withDates && entry.validUntil ? ` (${TEXTS[language].until} ${dateOf(entry.validUntil, language)})` : ''}`,
    )
    .join(' + ') || formatPrice(0, language);

/** What a scratch card paid beyond the cart's total (0 for any other payment). */
const leftFrom = (order: Pick<OrderRow, 'totalCentimes'>, card?: CardPayment) => Math.max(0, (card?.cardCentimes ?? 0) - order.totalCentimes);

/**
 * The SMS sent to the recharged line, in the language the recharge was paid in: the recharge's
 * amount, how a scratch card worth more paid it, and each credit with the balance it went to — a
 * 20 Dh recharge paid by a 100 Dh card reads "100 Dh sur votre solde principal (dont 80 Dh restant
 * de la carte) + 20 Dh de bonus", never a bare "100 Dh + 20 Dh" for 20 Dh.
 */
export function rechargeSms(
  order: Pick<OrderRow, 'refNumber' | 'totalCentimes' | 'phoneNumber'>,
  added: CreditedEntry[],
  language: Language,
  card?: CardPayment,
): string {
  const left = leftFrom(order, card);
  const paidBy = left > 0 ? TEXTS[language].byCard(formatPrice(card!.cardCentimes / 100, language)) : '';
  const amount = formatPrice(order.totalCentimes / 100, language);
  return TEXTS[language].sms(amount, mdnInText(order.phoneNumber ?? ''), creditedList(added, language, left, false), order.refNumber, paidBy);
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
  card?: CardPayment,
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
  const credited = creditedList(added, language, leftFrom(order, card), true);
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
<p>${escapeHtml(texts.intro('{mdn}')).replace('{mdn}', `<bdi dir="ltr" style="white-space:nowrap">${escapeHtml(formatMdn(mdn))}</bdi>`)}</p>
<ul>${products.map((product) => `<li>${escapeHtml(product.name)} × ${product.quantity} : <bdi>${escapeHtml(product.price)}</bdi></li>`).join('')}</ul>
<table>${rows.map(([label, value]) => `<tr><th scope="row" style="text-align:start">${escapeHtml(label)}</th><td><bdi>${escapeHtml(value)}</bdi></td></tr>`).join('')}</table>
<p>Atlas Telecom — 220</p></body></html>`;
  return { subject: texts.subject(order.refNumber), text, html, language };
}
