import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BILLING_ERROR_CODES,
  INVOICE_OTP_TOKEN_HEADER,
  BusinessInvoiceSearchRequest,
  BusinessInvoiceSearchResponse,
  InvoiceCartRequest,
  InvoiceCartResponse,
  InvoiceHistoryQuery,
  InvoiceHistoryResponse,
  InvoiceLineParams,
  InvoicePdfParams,
  InvoiceSearchHeaders,
  InvoiceSearchResponse,
} from '@atlas/contracts/billing';
import { BILL_NUMBER_PATTERN } from '@atlas/contracts/patterns';
import { ApiError, errorResponses } from '../../errors';
import { requestLanguage } from '../../language';
import { toDirhams } from '../../money';
import { buildInvoicePdf, pdfEtag } from './invoice-pdf';
import { invoiceBankBills } from './invoice-bank-bills';
import { checkFormat, invoiceProofs, mdnOf } from './invoice-proof';
import { invoiceCartItems, invoicesIssued, invoiceView, type InvoiceRow } from './invoices';

const OTP_TOKEN_HEADER = INVOICE_OTP_TOKEN_HEADER;

/**
 * ms-billing, mounted at /api/v1/ms-billing: the invoices of a line or a business account, their
 * PDF, and the cart that pays several of them in one order (paid with ms-ecom's payment routes).
 *
 * Privacy: a number typed by a visitor reveals nothing until a code sent to that line is typed
 * back (OTP purpose `invoice-payment`); even then only what paying needs (bill numbers, periods,
 * dates, amounts) — never the holder's name or the detail of use, which only the line's
 * signed-in customer sees. A business account is found only with its payment code, wrong pairs
 * being limited per address.
 */
export const invoicesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.notifications.addCheck(invoicesIssued);
  const { invoicesRepository: invoices } = app;

  const { holdsLine, businessAccount, callerScope } = invoiceProofs(app);
  const heldInvoices = invoiceBankBills(app);

  app.get(
    '/invoices/b2c/search/:mdn',
    { schema: { params: InvoiceLineParams, headers: InvoiceSearchHeaders, response: { 200: InvoiceSearchResponse, ...errorResponses } } },
    async (request, reply) => {
      const mdn = mdnOf(request.params.mdn);
      reply.header('cache-control', 'no-store');
      if (!request.headers[OTP_TOKEN_HEADER]) return { mdn, otpRequired: true, invoices: [] };
      if (!(await holdsLine(request, mdn))) throw new ApiError(401, BILLING_ERROR_CODES.otpRequired, 'Confirm the number with a code sent to it');
      const rows = await invoices.unpaidOfLine(mdn);
      return { mdn, otpRequired: false, invoices: rows.map((row) => invoiceView(row)) };
    },
  );

  app.post(
    '/invoices/b2b/search',
    { schema: { body: BusinessInvoiceSearchRequest, response: { 200: BusinessInvoiceSearchResponse, ...errorResponses } } },
    async (request, reply) => {
      const account = await businessAccount(request, request.body.billingAccount, request.body.paymentCode);
      reply.header('cache-control', 'no-store');
      const rows = await invoices.unpaidOfAccount(account.accountNumber);
      return { billingAccount: account.accountNumber, invoices: rows.map((row) => invoiceView(row)) };
    },
  );

  /** The signed-in customer's selected line, which must be the one asked for. */
  const theirLine = (request: FastifyRequest, typed: string) => {
    const mdn = mdnOf(typed);
    if (request.line.mdn !== mdn) throw new ApiError(403, BILLING_ERROR_CODES.invoiceNotYours, 'The segmentation token is not this line’s');
    return mdn;
  };

  app.get(
    '/invoices/b2c/history/:mdn',
    {
      preHandler: app.requireLine,
      schema: { params: InvoiceLineParams, querystring: InvoiceHistoryQuery, response: { 200: InvoiceHistoryResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const mdn = theirLine(request, request.params.mdn);
      const sort = request.query.sort ?? 'desc';
      reply.header('cache-control', 'private, no-store');
      const rows = await invoices.ofLine(mdn, sort);
      return { mdn, sort, invoices: rows.map((row) => invoiceView(row, { withDetails: true })) };
    },
  );

  app.get('/invoices/b2c/history/:mdn/:billNo/pdf', { preHandler: app.requireLine, schema: { params: InvoicePdfParams } }, async (request, reply) => {
    const mdn = theirLine(request, request.params.mdn);
    const billNo = checkFormat(request.params.billNo, BILL_NUMBER_PATTERN, 'billNo').toUpperCase();
    const row = await invoices.withHolder(mdn, billNo);
    if (!row) throw new ApiError(404, BILLING_ERROR_CODES.invoiceNotYours, 'This line has no invoice with this number');
    const language = requestLanguage(request.headers);
    const bytes = await buildInvoicePdf(row.invoice, `${row.first} ${row.last}`, language);
    return reply
      .header('cache-control', 'private, no-store')
      .header('etag', pdfEtag(bytes))
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `attachment; filename="facture-${billNo}-${language}.pdf"`)
      .type('application/pdf')
      .send(Buffer.from(bytes));
  });

  app.post('/invoices/cart', { schema: { body: InvoiceCartRequest, response: { 201: InvoiceCartResponse, ...errorResponses } } }, async (request, reply) => {
    const billNos = request.body.billNos.map((billNo) => checkFormat(billNo, BILL_NUMBER_PATTERN, 'billNos').toUpperCase());
    const { owns, accountId } = await callerScope(request, request.body, reply);
    const found = await invoices.byBillNos(billNos);
    const byBillNo = new Map(found.map((row) => [row.billNo, row]));
    const chosen: InvoiceRow[] = [];
    for (const billNo of billNos) {
      const row = byBillNo.get(billNo);
      // Someone else's or none: the same answer, so bill numbers cannot be probed.
      if (!row || !owns(row))
        throw new ApiError(403, BILLING_ERROR_CODES.invoiceNotYours, `Invoice ${billNo} is not one of the caller’s invoices`, [
          { field: billNo, rule: 'owner' },
        ]);
      if (row.status === 'paid')
        throw new ApiError(409, BILLING_ERROR_CODES.invoiceAlreadyPaid, `Invoice ${billNo} is already paid`, [{ field: billNo, rule: 'unpaid' }]);
      chosen.push(row);
    }
    const pending = await heldInvoices.billNos(chosen.map((row) => row.billNo));
    const held = chosen.find((row) => pending.has(row.billNo));
    if (held)
      throw new ApiError(409, BILLING_ERROR_CODES.invoicePending, `Invoice ${held.billNo} waits for a bank-bill payment`, [
        { field: held.billNo, rule: 'pending' },
      ]);

    const cartId = randomUUID();
    // Oldest first: the order lists them as the bills came.
    chosen.sort((a, b) => a.period.localeCompare(b.period) || a.mdn.localeCompare(b.mdn));
    await app.checkout.makeCart(app.db, { id: cartId, kind: 'invoice', accountId }, invoiceCartItems(chosen));
    reply.code(201);
    return { cartId, total: toDirhams(chosen.reduce((sum, row) => sum + row.amountCentimes, 0)), invoices: chosen.map((row) => invoiceView(row)) };
  });
};
