import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { InvoiceBankBillCancelRequest, InvoiceProofRequest } from '@atlas/contracts/billing';
import { BankBillPayment, InvoiceBankBillsResponse } from '@atlas/contracts/shop';
import { errorResponses } from '../../errors';
import { BankBillMiss } from '../ms-ecom/public';
import { invoiceBankBills } from './invoice-bank-bills';
import { invoiceProofs } from './invoice-proof';

/**
 * The bank bills pending on invoices, for whoever may pay them (the same proofs as the invoice
 * cart: a line's code, a business account's payment code, the signed-in line): listed, and
 * cancelled for good so that the invoices can be paid another way. A business customer has no
 * line to prove, so this is their only way to a bill that holds their invoices ("pay or cancel it
 * first", billing-005).
 */
export const invoiceBankBillsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { callerScope } = invoiceProofs(app);
  const bills = invoiceBankBills(app);

  app.post(
    '/invoices/bank-bills',
    { schema: { body: InvoiceProofRequest, response: { 200: InvoiceBankBillsResponse, ...errorResponses } } },
    async (request, reply) => {
      const scope = await callerScope(request, request.body, reply);
      reply.header('cache-control', 'private, no-store');
      return { bills: await bills.visibleTo(scope) };
    },
  );

  app.post(
    '/invoices/bank-bills/cancel',
    { schema: { body: InvoiceBankBillCancelRequest, response: { 200: BankBillPayment, ...errorResponses } } },
    async (request, reply) => {
      const { refNumber, ...proof } = request.body;
      const scope = await callerScope(request, proof, reply);
      // A reference not pending or not the caller's: the same answer, counted per address like ms-ecom's.
      const addressKey = `bank-bill-lookup:${request.ip}`;
      await app.failureLimits.refuseWhenThrottled(addressKey);
      return bills.cancel(scope, refNumber).catch(async (error: unknown) => {
        if (error instanceof BankBillMiss) await app.failureLimits.record(addressKey);
        throw error;
      });
    },
  );
};
