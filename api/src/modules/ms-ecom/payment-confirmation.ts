import type { FastifyInstance } from 'fastify';
import { SHOP_ERROR_CODES, type GatewayCallback, type GatewayCallbackAnswer, type OrderStatus } from '@atlas/contracts/shop';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../errors';
import { RefusedAtConfirmation, type OrderRow } from '../../checkout/registries';
import { BankBillsRepository } from './bank-bills.repository';
import { OrdersRepository } from './orders.repository';
import { PaymentsRepository } from './payments.repository';
import type { UnitOfWork } from '../../db/unit-of-work';

export const refused = (status: number, code: string, message: string) => new ApiError(status, code, message);

async function recordRefusal(work: UnitOfWork, event: GatewayCallback, code: string): Promise<void> {
  const now = new Date();
  await new PaymentsRepository(work).failInitiated(event.refNumber, event.sessionId, code, now);
  await new OrdersRepository(work).failIfPayable(event.refNumber, code, now);
}

/**
 * The order is paid: its cart closes, then what its kind's owners registered runs in this
 * transaction (numbers sold, a recharge credited, invoices settled, a line act applied), a
 * bank-bill reference is settled, and the kind's rule says who is told.
 */
async function markPaid(app: FastifyInstance, work: UnitOfWork, order: OrderRow, event: GatewayCallback): Promise<OrderStatus> {
  const now = new Date();
  await new OrdersRepository(work).markPaid(order, now);
  for (const fulfil of app.checkout.fulfilmentsOf(order.kind)) await fulfil(app, work, order);
  if (event.channel === 'fatourati') await new BankBillsRepository(work).markPaid(order.refNumber, now);
  // A shop order tells only the account that placed it; a payment for a line tells its holder.
  const notice = app.checkout.ruleOf(order.kind).paymentNotice;
  if (notice !== 'none') {
    await app.notifications.record(work, {
      accountId: order.accountId,
      mdn: notice === 'buyer' ? (order.accountId ? order.phoneNumber : null) : order.phoneNumber,
      kind: 'payment-received',
      params: { amountCentimes: order.totalCentimes, refNumber: order.refNumber },
      dedupeKey: `order-paid:${order.refNumber}`,
    });
  }
  return 'paid';
}

/** The kind's limits, checked again as the money moves (in the confirmation's transaction). */
async function checkLimitsAgain(app: FastifyInstance, work: UnitOfWork, order: OrderRow): Promise<void> {
  try {
    await app.checkout.ruleOf(order.kind).limits?.(work, {
      line: order.phoneNumber,
      totalCentimes: order.totalCentimes,
      cartId: order.cartId,
      products: order.lines,
      moment: 'confirmation',
    });
  } catch (error) {
    if (error instanceof ApiError) throw new RefusedAtConfirmation(error.statusCode, error.code, error.message, error.details, error.meta);
    throw error;
  }
}

/**
 * The gateway's confirmation (its signature and freshness checked by the route), once: never seen
 * (gateway-005), for the amount of the attempt and of the order (gateway-006). It sets the payment
 * state with the refNumber: the order row is locked, and at most one payment of an order succeeds.
 */
export async function confirmPayment(app: FastifyInstance, event: GatewayCallback): Promise<GatewayCallbackAnswer> {
  try {
    const answer = await app.db.transaction(async (tx): Promise<GatewayCallbackAnswer> => {
      const payments = new PaymentsRepository(tx);
      const orders = new OrdersRepository(tx);
      await payments.recordCallbackEvent(event);
      const order = await orders.lockByRef(event.refNumber);
      const payment = await payments.attempt(event.refNumber, event.sessionId);
      if (!order || !payment) throw refused(404, 'not-found', 'No payment of this order has this session');
      if (event.amount !== payment.amountCentimes || payment.amountCentimes !== order.totalCentimes) {
        throw refused(422, SHOP_ERROR_CODES.amountMismatch, 'The amount is not the order’s');
      }
      const now = new Date();
      const card = event.card ? { cardBrand: event.card.brand, cardLast4: event.card.last4 } : {};
      if (event.outcome === 'succeeded') {
        if (payment.status === 'succeeded') return { received: true, status: order.status };
        if ((await payments.otherSucceeded(order.refNumber, payment.id)) || order.status === 'cancelled') {
          // Paid already (or no longer payable): the gateway voids this capture.
          throw refused(409, SHOP_ERROR_CODES.orderAlreadyPaid, 'This order cannot take this payment');
        }
        await checkLimitsAgain(app, tx, order);
        await payments.settle(payment.id, 'succeeded', null, card, now);
        return { received: true, status: await markPaid(app, tx, order, event) };
      }
      const errorCode = event.outcome === 'cancelled' ? SHOP_ERROR_CODES.paymentNotMade : (event.errorCode ?? SHOP_ERROR_CODES.paymentDeclined);
      if (payment.status === 'succeeded') return { received: true, status: order.status };
      await payments.settle(payment.id, event.outcome === 'cancelled' ? 'cancelled' : 'failed', errorCode, card, now);
      // Only the attempt under way speaks for the order; the order stays payable again.
      if (payment.status === 'initiated' && (order.status === 'awaiting-payment' || order.status === 'payment-failed')) {
        const status: OrderStatus = event.outcome === 'cancelled' ? order.status : 'payment-failed';
        await orders.setPaymentFailure(order.refNumber, status, errorCode, now);
        return { received: true, status };
      }
      return { received: true, status: order.status };
    });
    // Mails the payment queued (a recharge receipt) leave once it committed.
    void app.mail.deliverQueued().catch((error: unknown) => app.log.error({ err: error }, 'mail delivery failed'));
    return answer;
  } catch (error) {
    if (isUniqueViolation(error, 'payment_callback_events_pkey'))
      throw refused(409, SHOP_ERROR_CODES.callbackReplayed, 'This confirmation was already received');
    // Refused as the money moved (a limit crossed, a fulfilment no longer possible): the gateway voids the capture.
    if (error instanceof RefusedAtConfirmation) await recordRefusal(app.db, event, error.code);
    throw error;
  }
}
