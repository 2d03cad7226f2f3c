import { and, eq, inArray, ne } from 'drizzle-orm';
import { RECHARGE_ERROR_CODES } from '@atlas/contracts/recharge';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { SHOP_ERROR_CODES, type GatewayCallback, type OrderStatus } from '@atlas/contracts/shop';
import type { Database } from '../../db/database';
import { bankBills, carts, orders, paymentCallbackEvents, payments } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError, errorResponses } from '../../errors';
import { sellNumbers, applyNumberChange, applyMigration } from '../ms-service/public';
import { applyOfferChange } from '../ms-order/public';
import { chosenNumbersOf, creditRecharge } from '../ms-payment/public';
import { CALLBACK_TOLERANCE_SECONDS, isSignedByGateway, SIGNATURE_HEADER } from '../payment-gateway/public';
import { reached, type OrderRow } from './orders';
import { settleInvoices } from '../ms-billing/public';

const callbackSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['eventId', 'sessionId', 'refNumber', 'channel', 'amount', 'currency', 'outcome', 'timestamp'],
  properties: {
    eventId: { type: 'string', minLength: 8, maxLength: 64 },
    sessionId: { type: 'string', minLength: 8, maxLength: 64 },
    refNumber: { type: 'string', pattern: '^[A-Z0-9]{18}$' },
    channel: { type: 'string', enum: ['card', 'bank-app', 'fatourati'] },
    amount: { type: 'integer', minimum: 0 },
    currency: { type: 'string', const: 'MAD' },
    outcome: { type: 'string', enum: ['succeeded', 'declined', 'cancelled'] },
    errorCode: { type: 'string', maxLength: 32 },
    card: {
      type: 'object',
      additionalProperties: false,
      required: ['brand', 'last4'],
      properties: { brand: { type: 'string', maxLength: 20 }, last4: { type: 'string', pattern: '^\\d{4}$' } },
    },
    timestamp: { type: 'integer' },
  },
} as const;

const refused = (status: number, code: string, message: string) => new ApiError(status, code, message);

/**
 * The recharge could not be put on its line (payment-018): the confirmation is refused, so the
 * gateway voids the capture and sends the customer to the failure page with the code; the attempt
 * and the order keep the code (the order stays payable: the cart is as it was).
 */
async function recordRechargeProblem(db: Database, event: GatewayCallback): Promise<void> {
  const now = new Date();
  const code = RECHARGE_ERROR_CODES.rechargeProblem;
  await db
    .update(payments)
    .set({ status: 'failed', errorCode: code, updatedAt: now })
    .where(and(eq(payments.refNumber, event.refNumber), eq(payments.gatewaySessionId, event.sessionId), eq(payments.status, 'initiated')));
  await db
    .update(orders)
    .set({ status: 'payment-failed', errorCode: code, updatedAt: now })
    .where(and(eq(orders.refNumber, event.refNumber), inArray(orders.status, ['awaiting-payment', 'payment-failed'])));
}

/** The order is paid: its cart closes, its numbers are sold, a bank-bill reference is settled. */
async function markPaid(app: FastifyInstance, tx: Database, order: OrderRow, event: GatewayCallback): Promise<OrderStatus> {
  const now = new Date();
  await tx
    .update(orders)
    .set({ status: 'paid', paymentOutcome: 'ok', errorCode: null, timeline: reached(order.timeline, 'paid', now), updatedAt: now })
    .where(eq(orders.refNumber, order.refNumber));
  await tx.update(carts).set({ status: 'ordered', updatedAt: now }).where(eq(carts.id, order.cartId));
  // The numbers the order was paid for: its lines, frozen when the payment started.
  await sellNumbers(tx, order.cartId, chosenNumbersOf(order.lines), order.refNumber);
  // An invoice order: each invoice becomes paid by this order, once (refused if paid meanwhile).
  await settleInvoices(tx, order, now);
  // A recharge is put on its line in the same transaction, once (balance_credits).
  // (It tells the line's customer itself: recharge-credited.)
  if (order.kind === 'recharge') await creditRecharge(app, tx, order);
  if (order.kind === 'change-number') await applyNumberChange(app, tx, order);
  if (order.kind === 'migration') await applyMigration(app, tx, order);
  if (order.kind === 'change-offer') await applyOfferChange(app, tx, order);
  if (event.channel === 'fatourati') {
    await tx.update(bankBills).set({ status: 'paid', closedAt: now }).where(and(eq(bankBills.refNumber, order.refNumber), eq(bankBills.status, 'pending')));
  }
  // A shop order tells only the account that placed it; a payment for a line tells its holder.
  if (order.kind !== 'recharge') {
    await app.notifications.record(tx, {
      accountId: order.accountId,
      mdn: order.kind === 'shop' ? (order.accountId ? order.phoneNumber : null) : order.phoneNumber,
      kind: 'payment-received',
      params: { amountCentimes: order.totalCentimes, refNumber: order.refNumber },
      dedupeKey: `order-paid:${order.refNumber}`,
    });
  }
  return 'paid';
}

/**
 * POST /api/v1/ms-ecom/payment/callback: the gateway's server-to-server confirmation. Refused
 * unless signed with PAYMENT_GATEWAY_SECRET (gateway-004), fresh (five minutes, gateway-004),
 * never seen (gateway-005) and for the amount of the attempt and of the order (gateway-006). It
 * sets the payment state with the refNumber, once: the order row is locked, and at most one
 * payment of an order can succeed.
 */
export const callbackRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: GatewayCallback; Reply: { received: true; status: OrderStatus } }>(
    '/payment/callback',
    {
      schema: {
        headers: { type: 'object', required: [SIGNATURE_HEADER], properties: { [SIGNATURE_HEADER]: { type: 'string', minLength: 8, maxLength: 100 } } },
        body: callbackSchema,
        response: {
          200: { type: 'object', required: ['received', 'status'], properties: { received: { type: 'boolean' }, status: { type: 'string' } } },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const event = request.body;
      if (!isSignedByGateway(app.paymentGatewaySecret, event, request.headers[SIGNATURE_HEADER] as string)) {
        throw refused(401, SHOP_ERROR_CODES.signatureInvalid, 'The signature does not match the payload');
      }
      if (Math.abs(Date.now() / 1000 - event.timestamp) > CALLBACK_TOLERANCE_SECONDS) {
        throw refused(401, SHOP_ERROR_CODES.signatureInvalid, 'The confirmation is too old or from the future');
      }
      try {
        const answer = await app.db.transaction(async (tx) => {
          await tx.insert(paymentCallbackEvents).values({ eventId: event.eventId, refNumber: event.refNumber, outcome: event.outcome });
          const [order] = await tx.select().from(orders).where(eq(orders.refNumber, event.refNumber)).for('update');
          const [payment] = await tx
            .select()
            .from(payments)
            .where(and(eq(payments.refNumber, event.refNumber), eq(payments.gatewaySessionId, event.sessionId)));
          if (!order || !payment) throw refused(404, 'not-found', 'No payment of this order has this session');
          if (event.amount !== payment.amountCentimes || payment.amountCentimes !== order.totalCentimes) {
            throw refused(422, SHOP_ERROR_CODES.amountMismatch, 'The amount is not the order’s');
          }
          const now = new Date();
          const card = event.card ? { cardBrand: event.card.brand, cardLast4: event.card.last4 } : {};
          if (event.outcome === 'succeeded') {
            if (payment.status === 'succeeded') return { received: true as const, status: order.status };
            const [other] = await tx
              .select({ id: payments.id })
              .from(payments)
              .where(and(eq(payments.refNumber, order.refNumber), eq(payments.status, 'succeeded'), ne(payments.id, payment.id)));
            if (other || order.status === 'cancelled') {
              // Paid already (or no longer payable): the gateway voids this capture.
              throw refused(409, SHOP_ERROR_CODES.orderAlreadyPaid, 'This order cannot take this payment');
            }
            await tx.update(payments).set({ status: 'succeeded', errorCode: null, updatedAt: now, ...card }).where(eq(payments.id, payment.id));
            return { received: true as const, status: await markPaid(app, tx, order, event) };
          }
          const errorCode = event.outcome === 'cancelled' ? SHOP_ERROR_CODES.paymentNotMade : (event.errorCode ?? SHOP_ERROR_CODES.paymentDeclined);
          if (payment.status === 'succeeded') return { received: true as const, status: order.status };
          await tx
            .update(payments)
            .set({ status: event.outcome === 'cancelled' ? 'cancelled' : 'failed', errorCode, updatedAt: now, ...card })
            .where(eq(payments.id, payment.id));
          // Only the attempt under way speaks for the order; the order stays payable again.
          if (payment.status === 'initiated' && (order.status === 'awaiting-payment' || order.status === 'payment-failed')) {
            const status: OrderStatus = event.outcome === 'cancelled' ? order.status : 'payment-failed';
            await tx.update(orders).set({ status, errorCode, updatedAt: now }).where(eq(orders.refNumber, order.refNumber));
            return { received: true as const, status };
          }
          return { received: true as const, status: order.status };
        });
        // Mails the payment queued (a recharge receipt) leave once it committed.
        void app.mail.deliverQueued().catch((error: unknown) => app.log.error({ err: error }, 'mail delivery failed'));
        return answer;
      } catch (error) {
        if (isUniqueViolation(error, 'payment_callback_events_pkey')) throw refused(409, SHOP_ERROR_CODES.callbackReplayed, 'This confirmation was already received');
        if (error instanceof ApiError && error.code === RECHARGE_ERROR_CODES.rechargeProblem) await recordRechargeProblem(app.db, event);
        throw error;
      }
    },
  );
};
