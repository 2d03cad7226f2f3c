import type { LineKind, LineSegment } from '@atlas/contracts/selfcare';
import type { StoredInvoiceLine } from '../../modules/ms-billing/ms-billing.tables';
import type { billingAccounts, invoices } from '../schema';
import { SEED_ACCOUNTS, SEED_FREE_LINES } from './customers';
import { seedDay } from './moroccan-time';

/** Months of invoices each billed line has. */
export const INVOICE_MONTHS = 24;

/** The business demo account: what the business tab of invoice payment takes. */
export const DEMO_BILLING_ACCOUNT = { accountNumber: '1002003004', paymentCode: '4821', companyName: 'Tazi Logistique', crmId: 'CRM-2000117' } as const;

/**
 * How many of the latest invoices each demo line still owes (the older ones are paid). A line
 * owing two or more has its older unpaid invoices past their due date (overdue).
 */
export const DEMO_UNPAID: Record<string, number> = {
  '0662345602': 2,
  '0522345603': 1,
  '0663456704': 1,
  '0700112201': 1,
  '0700112202': 1,
  '0700112203': 2,
  '0537112205': 3,
  '0538112206': 1,
  '0666000222': 3,
  '0524000666': 3,
  '0539000888': 2,
  '0668000444': 2,
  '0678000679': 2,
  '0679000780': 2,
  '0680000891': 2,
};

const PLAN_CENTIMES: Record<string, number> = {
  'forfait-illimite-199': 19900,
  'cameleon-49': 4900,
  'forfait-pro-299': 29900,
  'fibre-200': 34900,
  'adsl-xtra-20': 24900,
  'idar-duo': 29900,
};

const OPTIONS: Array<{ label: StoredInvoiceLine['label']; amountCentimes: number; forKinds: LineKind[] }> = [
  { label: { fr: 'Option Pass Internet 5 Go', ar: 'خيار باقة الإنترنت 5 جيجا', en: '5 GB internet pass option' }, amountCentimes: 2000, forKinds: ['mobile'] },
  { label: { fr: 'Option Roaming Maghreb', ar: 'خيار التجوال المغاربي', en: 'Maghreb roaming option' }, amountCentimes: 3000, forKinds: ['mobile'] },
  { label: { fr: 'Option TV Atlas', ar: 'خيار تلفزيون أطلس', en: 'Atlas TV option' }, amountCentimes: 4900, forKinds: ['ftth', 'adsl', 'idar', 'home'] },
];

interface BilledLine {
  mdn: string;
  kind: LineKind;
  segment: LineSegment;
  offerId: string;
  offerNameFr: string;
  offerNameAr: string;
  billingAccount: string | null;
}

/** Every line that receives invoices: all but prepaid. */
export function billedLines(): BilledLine[] {
  const owned = SEED_ACCOUNTS.flatMap((account) =>
    account.lines.map((line) => ({ ...line, billingAccount: account.crmId === DEMO_BILLING_ACCOUNT.crmId ? DEMO_BILLING_ACCOUNT.accountNumber : null })),
  );
  return [...owned, ...SEED_FREE_LINES.map((line) => ({ ...line, billingAccount: null }))]
    .filter((line) => line.segment !== 'prepaid')
    .map(({ mdn, kind, segment, offerId, offerNameFr, offerNameAr, billingAccount }) => ({
      mdn,
      kind,
      segment,
      offerId,
      offerNameFr,
      offerNameAr,
      billingAccount,
    }));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The bill number: F, year and month billed (YYMM), the line's last six digits. */
export const billNoOf = (mdn: string, year: number, month: number) => `F${String(year).slice(2)}${pad(month)}${mdn.slice(-6)}`;

/** A small deterministic number from a text: the same seed every run. */
const spread = (text: string) => [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 9973, 7);

function detailsOf(line: BilledLine, period: string): StoredInvoiceLine[] {
  const base = PLAN_CENTIMES[line.offerId] ?? 19900;
  const n = spread(`${line.mdn}${period}`);
  const details: StoredInvoiceLine[] = [
    {
      kind: 'plan',
      label: { fr: `Abonnement ${line.offerNameFr}`, ar: `الاشتراك ${line.offerNameAr}`, en: `${line.offerNameFr} subscription` },
      amountCentimes: base,
    },
  ];
  const options = OPTIONS.filter((option) => option.forKinds.includes(line.kind));
  const option = options[n % (options.length + 2)];
  if (option) details.push({ kind: 'option', label: option.label, amountCentimes: option.amountCentimes });
  const usage = (n % 9) * 450;
  if (usage > 0) {
    details.push({
      kind: 'usage',
      label:
        line.kind === 'mobile'
          ? {
              fr: 'Consommations hors forfait (appels internationaux)',
              ar: 'الاستهلاك خارج الباقة (مكالمات دولية)',
              en: 'Out-of-plan use (international calls)',
            }
          : {
              fr: 'Consommations hors forfait (appels vers mobiles)',
              ar: 'الاستهلاك خارج الباقة (مكالمات نحو المحمول)',
              en: 'Out-of-plan use (calls to mobiles)',
            },
      amountCentimes: usage,
    });
  }
  const total = details.reduce((sum, detail) => sum + detail.amountCentimes, 0);
  details.push({
    kind: 'tax',
    label: { fr: 'dont TVA 20 %', ar: 'منها الضريبة على القيمة المضافة 20 %', en: 'of which VAT 20 %' },
    amountCentimes: Math.round(total - total / 1.2),
  });
  return details;
}

/** The day of the month a month's invoice is issued (the month after it), at midnight UTC. */
const ISSUE_DAY = 3;

/**
 * 24 monthly invoices per billed line, the latest the latest already issued: a month's invoice is
 * issued on the 3rd of the next month (before the 3rd, last month's is not out yet and the one
 * before is the latest), due when the next one is issued — so whatever the day, the latest is
 * not yet due and the older unpaid ones are overdue. The `DEMO_UNPAID` latest ones are unpaid, the
 * rest paid.
 */
export function invoiceRows(today = seedDay()): Array<typeof invoices.$inferInsert> {
  const rows: Array<typeof invoices.$inferInsert> = [];
  const latestIssuedBefore = today.getUTCDate() >= ISSUE_DAY ? today.getUTCMonth() : today.getUTCMonth() - 1;
  for (const line of billedLines()) {
    const unpaid = DEMO_UNPAID[line.mdn] ?? 0;
    for (let back = 1; back <= INVOICE_MONTHS; back += 1) {
      const billed = new Date(Date.UTC(today.getUTCFullYear(), latestIssuedBefore - back, 1));
      const year = billed.getUTCFullYear();
      const month = billed.getUTCMonth() + 1;
      const period = `${year}-${pad(month)}`;
      const issuedAt = new Date(Date.UTC(year, month, ISSUE_DAY));
      const dueAt = new Date(Date.UTC(year, month + 1, ISSUE_DAY));
      const details = detailsOf(line, period);
      const amountCentimes = details.filter((detail) => detail.kind !== 'tax').reduce((sum, detail) => sum + detail.amountCentimes, 0);
      const paid = back > unpaid;
      rows.push({
        billNo: billNoOf(line.mdn, year, month),
        mdn: line.mdn,
        billingAccount: line.billingAccount,
        period,
        issuedAt,
        dueAt,
        amountCentimes,
        status: paid ? 'paid' : 'unpaid',
        details,
        // Paid before this site: at a counter, 10 days after issue.
        paidBy: paid ? `AGENCE-${billNoOf(line.mdn, year, month)}` : null,
        paidAt: paid ? new Date(issuedAt.getTime() + 10 * 86400_000) : null,
      });
    }
  }
  return rows;
}

export const billingAccountRows = (): Array<typeof billingAccounts.$inferInsert> => [{ ...DEMO_BILLING_ACCOUNT }];
