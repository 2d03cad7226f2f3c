import { createHash } from 'node:crypto';
import { formatPrice } from '@atlas/contracts/format-amount';
import { formatMdn } from '@atlas/contracts/format-mdn';
import type { Language } from '../../language';
import { PdfWriter } from '../../pdf/pdf-writer';
import { ltr } from '../../pdf/visual-runs';
import { toDirhams } from '../../money';
import type { InvoiceRow } from './invoices';

const TEXTS = {
  fr: {
    title: 'Facture',
    subtitle: (period: string) => `Période ${period}`,
    summary: 'Récapitulatif',
    billNo: 'Numéro de facture',
    line: 'Ligne',
    holder: 'Titulaire',
    period: 'Période',
    issued: 'Date d’émission',
    due: 'Date limite de paiement',
    status: 'Statut',
    paid: (ref: string, at: string) => `Payée le ${at} (référence ${ref})`,
    unpaid: 'À payer',
    overdue: 'À payer, échéance dépassée',
    detail: 'Détail',
    item: 'Libellé',
    amount: 'Montant TTC',
    total: 'Total TTC',
    note: 'Montants en dirhams, toutes taxes comprises. Payez en ligne sur atlastelecom.ma, rubrique « Payer ma facture », ou dans une agence.',
    footer: (page: number, pages: number) => `Atlas Telecom · Facture · page ${page}/${pages}`,
  },
  ar: {
    title: 'فاتورة',
    subtitle: (period: string) => `الفترة ${ltr(period)}`,
    summary: 'ملخص',
    billNo: 'رقم الفاتورة',
    line: 'الخط',
    holder: 'صاحب الخط',
    period: 'الفترة',
    issued: 'تاريخ الإصدار',
    due: 'آخر أجل للأداء',
    status: 'الحالة',
    paid: (ref: string, at: string) => `مؤداة بتاريخ ${ltr(at)} (المرجع ${ltr(ref)})`,
    unpaid: 'للأداء',
    overdue: 'للأداء، تجاوزت آخر أجل',
    detail: 'التفاصيل',
    item: 'البيان',
    amount: 'المبلغ مع الرسوم',
    total: 'المجموع مع الرسوم',
    note: 'المبالغ بالدرهم، شاملة لجميع الرسوم. أدِّ فاتورتك عبر الإنترنت على atlastelecom.ma، ركن «أداء فاتورتي»، أو في إحدى الوكالات.',
    footer: (page: number, pages: number) => `أطلس تيليكوم · فاتورة · الصفحة ${page}/${pages}`,
  },
  en: {
    title: 'Invoice',
    subtitle: (period: string) => `Period ${period}`,
    summary: 'Summary',
    billNo: 'Bill number',
    line: 'Line',
    holder: 'Holder',
    period: 'Period',
    issued: 'Issue date',
    due: 'Due date',
    status: 'Status',
    paid: (ref: string, at: string) => `Paid on ${at} (reference ${ref})`,
    unpaid: 'To pay',
    overdue: 'To pay, past its due date',
    detail: 'Detail',
    item: 'Item',
    amount: 'Amount incl. tax',
    total: 'Total incl. tax',
    note: 'Amounts in dirhams, all taxes included. Pay online at atlastelecom.ma, "Pay my bill", or in an agency.',
    footer: (page: number, pages: number) => `Atlas Telecom · Invoice · page ${page}/${pages}`,
  },
} as const;

const day = (date: Date) => date.toISOString().slice(0, 10).split('-').reverse().join('/');

/**
 * An invoice as a PDF in the customer's language: Arabic shaped and laid right to left, numbers
 * and references kept left to right (the roaming kit's writer).
 */
export async function buildInvoicePdf(row: InvoiceRow, holder: string, language: Language, now = new Date()): Promise<Uint8Array> {
  const text = TEXTS[language];
  const keep = (value: string) => (language === 'ar' ? ltr(value) : value);
  const price = (centimes: number) => formatPrice(toDirhams(centimes), language).replace(' ', '\u00a0');
  const writer = await PdfWriter.create(language === 'ar' ? 'rtl' : 'ltr', {
    title: `${text.title} ${row.billNo}`,
    subject: text.subtitle(row.period),
    language: { fr: 'fr-MA', ar: 'ar-MA', en: 'en-GB' }[language],
    author: 'Atlas Telecom',
  });
  writer.banner(`${text.title} ${keep(row.billNo)}`, text.subtitle(row.period));
  writer.heading(text.summary);
  const status = row.status === 'paid' ? text.paid(row.paidBy ?? '', day(row.paidAt ?? row.issuedAt)) : row.dueAt < now ? text.overdue : text.unpaid;
  writer.table({
    columns: [text.summary, ''],
    widths: [0.4, 0.6],
    rows: [
      [text.billNo, keep(row.billNo)],
      [text.line, keep(formatMdn(row.mdn))],
      [text.holder, holder],
      [text.period, keep(row.period)],
      [text.issued, keep(day(row.issuedAt))],
      [text.due, keep(day(row.dueAt))],
      [text.status, status],
    ],
  });
  writer.heading(text.detail);
  writer.table({
    columns: [text.item, text.amount],
    widths: [0.7, 0.3],
    rows: [...row.details.map((detail) => [detail.label[language], price(detail.amountCentimes)]), [text.total, price(row.amountCentimes)]],
  });
  writer.paragraph(text.note, { size: 9 });
  return writer.save(text.footer);
}

/** A strong validator of the PDF's content, for caching. */
export const pdfEtag = (bytes: Uint8Array) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
