import type { CartKind, PaymentMethodId } from '@atlas/contracts/shop';
import { formatPrice } from '@atlas/contracts/format-amount';
import { formatMdn } from '@atlas/contracts/format-mdn';
import type { Language } from '../../language';
import { toDirhams } from '../../money';
import { PdfWriter } from '../../pdf/pdf-writer';
import { ltr } from '../../pdf/visual-runs';
import type { OrderRow } from '../../checkout/registries';

/** What a receipt tells of the payment beside its order: the card (for its payer only) and the bank-bill reference. */
export interface ReceiptPayment {
  card: { brand: string; last4: string } | null;
  bankBillCode: string | null;
}

const KIND: Record<Language, Record<CartKind, string>> = {
  fr: {
    shop: 'Commande boutique',
    recharge: 'Recharge',
    invoice: 'Paiement de facture',
    'change-offer': 'Frais de changement de forfait',
    'change-number': 'Changement de numéro',
    migration: 'Passage à un forfait',
  },
  ar: {
    shop: 'طلب من المتجر',
    recharge: 'تعبئة الرصيد',
    invoice: 'أداء فاتورة',
    'change-offer': 'رسوم تغيير العرض',
    'change-number': 'تغيير الرقم',
    migration: 'الانتقال إلى اشتراك',
  },
  en: {
    shop: 'Shop order',
    recharge: 'Top-up',
    invoice: 'Invoice payment',
    'change-offer': 'Plan change fees',
    'change-number': 'Number change',
    migration: 'Move to a plan',
  },
};

const METHOD: Record<Language, Record<PaymentMethodId, string>> = {
  fr: {
    cartebancaire: 'Carte bancaire',
    scratchcard: 'Carte de recharge',
    solderecharge: 'Solde de la ligne',
    facture: 'Sur facture',
    especes: 'Espèces',
    etoile9: 'Avance *9',
    fatourati: 'Fatourati (agence bancaire partenaire)',
    applicationbancaire: 'Application bancaire',
  },
  ar: {
    cartebancaire: 'بطاقة بنكية',
    scratchcard: 'بطاقة التعبئة',
    solderecharge: 'رصيد الخط',
    facture: 'على الفاتورة',
    especes: 'نقدًا',
    etoile9: 'تسبيق \u2066*9\u2069',
    fatourati: 'فاتورتي (وكالة بنكية شريكة)',
    applicationbancaire: 'تطبيق بنكي',
  },
  en: {
    cartebancaire: 'Bank card',
    scratchcard: 'Top-up card',
    solderecharge: 'Line balance',
    facture: 'On the invoice',
    especes: 'Cash',
    etoile9: '*9 advance',
    fatourati: 'Fatourati (partner bank)',
    applicationbancaire: 'Banking app',
  },
};

const TEXTS = {
  fr: {
    title: 'Reçu de paiement',
    subtitle: (ref: string) => `Référence ${ref}`,
    summary: 'Paiement',
    reference: 'Référence',
    paidAt: 'Payé le',
    kind: 'Objet',
    line: 'Ligne',
    method: 'Moyen de paiement',
    bankBill: 'Référence Fatourati',
    status: 'Statut',
    paid: 'Payé',
    detail: 'Détail',
    item: 'Libellé',
    amount: 'Montant TTC',
    total: 'Total payé TTC',
    note: 'Ce reçu atteste le paiement reçu par Atlas Telecom. Montants en dirhams, toutes taxes comprises. Il ne remplace pas une facture.',
    footer: (page: number, pages: number) => `Atlas Telecom · Reçu de paiement · page ${page}/${pages}`,
  },
  ar: {
    title: 'إيصال الأداء',
    subtitle: (ref: string) => `المرجع ${ltr(ref)}`,
    summary: 'الأداء',
    reference: 'المرجع',
    paidAt: 'تاريخ الأداء',
    kind: 'الموضوع',
    line: 'الخط',
    method: 'وسيلة الأداء',
    bankBill: 'مرجع فاتورتي',
    status: 'الحالة',
    paid: 'مؤدّى',
    detail: 'التفاصيل',
    item: 'البيان',
    amount: 'المبلغ مع الرسوم',
    total: 'المجموع المؤدّى مع الرسوم',
    note: 'يشهد هذا الإيصال بالأداء الذي توصلت به أطلس تيليكوم. المبالغ بالدرهم، شاملة لجميع الرسوم. لا يعوّض الفاتورة.',
    footer: (page: number, pages: number) => `أطلس تيليكوم · إيصال الأداء · الصفحة ${page}/${pages}`,
  },
  en: {
    title: 'Payment receipt',
    subtitle: (ref: string) => `Reference ${ref}`,
    summary: 'Payment',
    reference: 'Reference',
    paidAt: 'Paid on',
    kind: 'For',
    line: 'Line',
    method: 'Payment method',
    bankBill: 'Fatourati reference',
    status: 'Status',
    paid: 'Paid',
    detail: 'Detail',
    item: 'Item',
    amount: 'Amount incl. tax',
    total: 'Total paid incl. tax',
    note: 'This receipt confirms the payment Atlas Telecom received. Amounts in dirhams, all taxes included. It does not replace an invoice.',
    footer: (page: number, pages: number) => `Atlas Telecom · Payment receipt · page ${page}/${pages}`,
  },
} as const;

/** When the order was paid: its timeline's paid step, else when it was made. */
export const paidAtOf = (row: Pick<OrderRow, 'timeline' | 'createdAt'>): Date => {
  const paid = row.timeline.find((entry) => entry.status === 'paid');
  return paid ? new Date(paid.at) : row.createdAt;
};

/** A moment in Moroccan time, in words for the language ("5 décembre 2026 à 14:05"), digits kept Latin. */
const moment = (at: Date, language: Language) =>
  new Intl.DateTimeFormat(`${language}-MA`, {
    timeZone: 'Africa/Casablanca',
    dateStyle: 'long',
    timeStyle: 'short',
    numberingSystem: 'latn',
  }).format(at);

/** What a receipt says, in the customer's language: its title, the payment's summary and the detail of what was paid. */
export function receiptContent(row: OrderRow, payment: ReceiptPayment, language: Language) {
  const text = TEXTS[language];
  const keep = (value: string) => (language === 'ar' ? ltr(value) : value);
  const price = (centimes: number) => formatPrice(toDirhams(centimes), language).replace(' ', '\u00a0');
  const card = payment.card ? `${payment.card.brand} •••• ${payment.card.last4}` : null;
  const summary: string[][] = [
    [text.reference, keep(row.refNumber)],
    // A sentence of the language (Arabic month and words): ordered by the bidirectional algorithm, not forced left to right.
    [text.paidAt, moment(paidAtOf(row), language)],
    [text.kind, KIND[language][row.kind]],
    ...(row.phoneNumber && row.kind !== 'shop' ? [[text.line, keep(formatMdn(row.phoneNumber))]] : []),
    [text.method, card ? `${METHOD[language][row.paymentMethod]} ${keep(card)}` : METHOD[language][row.paymentMethod]],
    ...(payment.bankBillCode ? [[text.bankBill, keep(payment.bankBillCode)]] : []),
    [text.status, text.paid],
  ];
  const detail: string[][] = [
    ...row.lines.map((line) => [`${line.name[language]}${line.quantity > 1 ? ` × ${line.quantity}` : ''}`, price(line.unitPriceCentimes * line.quantity)]),
    [text.total, price(row.totalCentimes)],
  ];
  return { text, title: `${text.title} ${row.refNumber}`, subject: KIND[language][row.kind], summary, detail };
}

/**
 * A payment's receipt as a PDF in the customer's language: Arabic shaped and laid right to left,
 * numbers and references kept left to right (the roaming kit's and the invoice's writer).
 */
export async function buildReceiptPdf(row: OrderRow, payment: ReceiptPayment, language: Language): Promise<Uint8Array> {
  const { text, title, subject, summary, detail } = receiptContent(row, payment, language);
  const writer = await PdfWriter.create(language === 'ar' ? 'rtl' : 'ltr', {
    title,
    subject,
    language: { fr: 'fr-MA', ar: 'ar-MA', en: 'en-GB' }[language],
    author: 'Atlas Telecom',
  });
  writer.banner(text.title, text.subtitle(row.refNumber));
  writer.heading(text.summary);
  writer.table({ columns: [text.summary, ''], widths: [0.4, 0.6], rows: summary });
  writer.heading(text.detail);
  writer.table({ columns: [text.item, text.amount], widths: [0.7, 0.3], rows: detail });
  writer.paragraph(text.note, { size: 9 });
  return writer.save(text.footer);
}
