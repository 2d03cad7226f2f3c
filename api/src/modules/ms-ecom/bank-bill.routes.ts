import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  BankBillCallerHeaders,
  BankBillCancelRequest,
  BankBillCancelResponse,
  BankBillConsultation,
  BankBillConsultationQuery,
  BankBillPayment,
  BankBillReferenceQuery,
  PendingBankBillsQuery,
  PendingBankBillsResponse,
} from '@atlas/contracts/shop';
import { errorResponses } from '../../errors';
import { requestBrowserId } from '../../language';
import { lineProvenByCode } from '../ms-payment/public';
import { BankBillMiss, bankBillReference, cancelBankBill, pendingBankBill, pendingBankBills, type BankBillAsker } from './bank-bill-lookup';

/**
 * ms-ecom's bank-bill (fatourati) references, mounted at /api/v1/ms-ecom: consultation of one's
 * own by number or by its order, the holder's list of every bill pending on their number,
 * cancellation.
 */
export const bankBillRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  /** Who asks: the bearer's account, the sdata browser, the line proved by a code (x-otp-token). */
  const askerOf = async (request: FastifyRequest): Promise<BankBillAsker> => ({
    accountId: (await app.optionalCustomer(request))?.accountId ?? null,
    browserId: requestBrowserId(request.headers),
    provenMdn: await lineProvenByCode(app, request.headers),
  });

  app.get(
    '/payment/eb/consultation',
    {
      schema: { querystring: BankBillConsultationQuery, headers: BankBillCallerHeaders, response: { 200: BankBillConsultation, ...errorResponses } },
    },
    async (request, reply) => {
      const asker = await askerOf(request);
      const addressKey = `bank-bill-lookup:${request.ip}`;
      await app.failureLimits.refuseWhenThrottled(addressKey);
      const bill = await pendingBankBill(app.db, app.checkout, request.query.mdn, asker).catch(async (error: unknown) => {
        if (error instanceof BankBillMiss) await app.failureLimits.record(addressKey);
        throw error;
      });
      reply.header('cache-control', 'no-store');
      return bill;
    },
  );

  app.get(
    '/payment/eb/reference',
    { schema: { querystring: BankBillReferenceQuery, headers: BankBillCallerHeaders, response: { 200: BankBillPayment, ...errorResponses } } },
    async (request, reply) => {
      const asker = await askerOf(request);
      const addressKey = `bank-bill-lookup:${request.ip}`;
      await app.failureLimits.refuseWhenThrottled(addressKey);
      const bill = await bankBillReference(app.db, app.checkout, request.query.refNumber, asker).catch(async (error: unknown) => {
        if (error instanceof BankBillMiss) await app.failureLimits.record(addressKey);
        throw error;
      });
      reply.header('cache-control', 'private, no-store');
      return bill;
    },
  );

  app.get(
    '/payment/eb/pending',
    {
      schema: { querystring: PendingBankBillsQuery, headers: BankBillCallerHeaders, response: { 200: PendingBankBillsResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const bills = await pendingBankBills(app.db, app.checkout, request.query.mdn, await askerOf(request));
      reply.header('cache-control', 'private, no-store');
      return bills;
    },
  );

  app.post(
    '/payment/eb/cancel',
    { schema: { body: BankBillCancelRequest, headers: BankBillCallerHeaders, response: { 200: BankBillCancelResponse, ...errorResponses } } },
    async (request) => {
      const asker = await askerOf(request);
      const addressKey = `bank-bill-lookup:${request.ip}`;
      await app.failureLimits.refuseWhenThrottled(addressKey);
      return cancelBankBill(app.db, app.checkout, request.body, asker).catch(async (error: unknown) => {
        // Counted once the transaction is over (an embedded database has one connection).
        if (error instanceof BankBillMiss) await app.failureLimits.record(addressKey);
        throw error;
      });
    },
  );
};
