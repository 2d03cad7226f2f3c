import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BankBillCancelRequest, BankBillCancelResponse, BankBillConsultation, BankBillConsultationQuery } from '@atlas/contracts/shop';
import { errorResponses } from '../../errors';
import { requestBrowserId } from '../../language';
import { BankBillMiss, cancelBankBill, pendingBankBill } from './bank-bill-lookup';

/** ms-ecom's bank-bill (fatourati) references, mounted at /api/v1/ms-ecom: consultation by number, cancellation. */
export const bankBillRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/payment/eb/consultation',
    { schema: { querystring: BankBillConsultationQuery, response: { 200: BankBillConsultation, ...errorResponses } } },
    async (request, reply) => {
      const customer = await app.optionalCustomer(request);
      const addressKey = `bank-bill-lookup:${request.ip}`;
      await app.failureLimits.refuseWhenThrottled(addressKey);
      const bill = await pendingBankBill(app.db, app.checkout, request.query.mdn, customer?.accountId ?? null, requestBrowserId(request.headers)).catch(
        async (error: unknown) => {
          if (error instanceof BankBillMiss) await app.failureLimits.record(addressKey);
          throw error;
        },
      );
      reply.header('cache-control', 'no-store');
      return bill;
    },
  );

  app.post('/payment/eb/cancel', { schema: { body: BankBillCancelRequest, response: { 200: BankBillCancelResponse, ...errorResponses } } }, async (request) => {
    const customer = await app.optionalCustomer(request);
    const addressKey = `bank-bill-lookup:${request.ip}`;
    await app.failureLimits.refuseWhenThrottled(addressKey);
    return cancelBankBill(app.db, app.checkout, request.body, customer?.accountId ?? null, requestBrowserId(request.headers)).catch(async (error: unknown) => {
      // Counted once the transaction is over (an embedded database has one connection).
      if (error instanceof BankBillMiss) await app.failureLimits.record(addressKey);
      throw error;
    });
  });
};
