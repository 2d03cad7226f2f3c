import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { InvoiceDetailLine, InvoiceStatus } from '@atlas/contracts/billing';
import { at, lines } from '../ms-iam/ms-iam.tables';

/** Detail lines as stored: amounts in centimes TTC. */
export interface StoredInvoiceLine extends Omit<InvoiceDetailLine, 'amount'> {
  amountCentimes: number;
}

/**
 * Business billing accounts: the number printed on a company's bills and the payment code that
 * goes with it (what a visitor types on the business tab). Lines of the account carry its number.
 */
export const billingAccounts = pgTable('billing_accounts', {
  accountNumber: text('account_number').primaryKey(),
  paymentCode: text('payment_code').notNull(),
  companyName: text('company_name').notNull(),
  crmId: text('crm_id').notNull(),
});

/**
 * One monthly invoice of a line (postpaid, cameleon, fixed, business). `paidBy` is the order
 * (refNumber) whose payment the gateway confirmed; it is written once, with the status.
 */
export const invoices = pgTable(
  'invoices',
  {
    billNo: text('bill_no').primaryKey(),
    mdn: text('mdn')
      .notNull()
      .references(() => lines.mdn, { onUpdate: 'cascade' }),
    billingAccount: text('billing_account').references(() => billingAccounts.accountNumber),
    /** `YYYY-MM`. */
    period: text('period').notNull(),
    issuedAt: at('issued_at').notNull(),
    dueAt: at('due_at').notNull(),
    amountCentimes: integer('amount_centimes').notNull(),
    status: text('status').$type<InvoiceStatus>().notNull(),
    details: jsonb('details').$type<StoredInvoiceLine[]>().notNull(),
    paidBy: text('paid_by'),
    paidAt: at('paid_at'),
  },
  (table) => [index('invoices_mdn_idx').on(table.mdn, table.period), index('invoices_billing_account_idx').on(table.billingAccount, table.status)],
);
