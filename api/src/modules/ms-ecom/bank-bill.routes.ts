import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { BankBillCancelRequest, BankBillCancelResponse, BankBillConsultation } from '@atlas/contracts/shop';
import { MDN_PATTERN, ORDER_ID_PATTERN } from '@atlas/forms/patterns';
import { bankBills, orders } from '../../db/schema';
import { ApiError, errorResponses } from '../../errors';
import { requestBrowserId } from '../../language';
import { bankBillView, closeBankBill, expireOverdueBankBills } from './bank-bills';
import { mayReadOrder } from './orders';
import { bankBillSchema } from './checkout.schema';

const noPending = () => new ApiError(404, 'not-found', 'No bank-bill payment is pending for this number');

/**
 * A signed-in customer's reference is theirs alone; a visitor's is found by its number from the
 * browser that placed the order (a number is no secret: anyone may know it).
 */
const mayUse = mayReadOrder;

/** ms-ecom's bank-bill (fatourati) references, mounted at /api/v1/ms-ecom: consultation by number, cancellation. */
export const bankBillRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { mdn: string }; Reply: BankBillConsultation }>(
    '/payment/eb/consultation',
    {
      schema: {
        querystring: { type: 'object', required: ['mdn'], properties: { mdn: { type: 'string', pattern: MDN_PATTERN.source } } },
        response: { 200: bankBillSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { mdn } = request.query;
      const customer = await app.optionalCustomer(request);
      const addressKey = `bank-bill-lookup:${request.ip}`;
      await app.failureLimits.refuseWhenThrottled(addressKey);
      await app.db.transaction((tx) => expireOverdueBankBills(tx, { mdn }));
      const [row] = await app.db
        .select({ bill: bankBills, createdAt: orders.createdAt, accountId: orders.accountId, browserId: orders.browserId })
        .from(bankBills)
        .innerJoin(orders, eq(orders.refNumber, bankBills.refNumber))
        .where(and(eq(bankBills.mdn, mdn), eq(bankBills.status, 'pending')));
      if (!row || !mayUse(row, customer?.accountId ?? null, requestBrowserId(request.headers))) {
        await app.failureLimits.record(addressKey);
        throw noPending();
      }
      reply.header('cache-control', 'no-store');
      return bankBillView(row.bill, row.createdAt);
    },
  );

  app.post<{ Body: BankBillCancelRequest; Reply: BankBillCancelResponse }>(
    '/payment/eb/cancel',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['mdn', 'refNumber'],
          properties: { mdn: { type: 'string', pattern: MDN_PATTERN.source }, refNumber: { type: 'string', pattern: ORDER_ID_PATTERN.source } },
        },
        response: { 200: bankBillSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { mdn } = request.body;
      const refNumber = request.body.refNumber.toUpperCase();
      const customer = await app.optionalCustomer(request);
      const addressKey = `bank-bill-lookup:${request.ip}`;
      await app.failureLimits.refuseWhenThrottled(addressKey);
      let missed = false;
      return app.db
        .transaction(async (tx) => {
        await expireOverdueBankBills(tx, { mdn });
        const [row] = await tx
          .select({ bill: bankBills, order: orders })
          .from(bankBills)
          .innerJoin(orders, eq(orders.refNumber, bankBills.refNumber))
          .where(and(eq(bankBills.refNumber, refNumber), eq(bankBills.mdn, mdn), eq(bankBills.status, 'pending')))
          .for('update');
        if (!row || !mayUse(row.order, customer?.accountId ?? null, requestBrowserId(request.headers))) {
          missed = true;
          throw noPending();
        }
        const closed = await closeBankBill(tx, row.bill, 'cancelled');
        return { ...bankBillView(closed, row.order.createdAt), cartId: row.order.cartId };
        })
        .catch(async (error: unknown) => {
          // Counted once the transaction is over (an embedded database has one connection).
          if (missed) await app.failureLimits.record(addressKey);
          throw error;
        });
    },
  );
};
