import type { FastifyInstance } from 'fastify';
import { RECHARGE_ERROR_CODES } from '@atlas/contracts/recharge';
import { SHOP_ERROR_CODES, type GatewayCallback, type GatewayCallbackAnswer, type OrderStatus } from '@atlas/contracts/shop';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../errors';
import { sellNumbers, applyNumberChange, applyMigration } from '../ms-service/public';
import { applyOfferChange } from '../ms-order/public';
import { chosenNumbersOf, creditRecharge } from '../ms-payment/public';
import { settleInvoices } from '../ms-billing/public';
import { BankBillsRepository } from './bank-bills.repository';
import type { OrderRow } from './orders';
import { OrdersRepository } from './orders.repository';
import { PaymentsRepository } from './payments.repository';

export const refused = (status: number, code: string, message: string) => new ApiError(status, code, message);

/**
 * The recharge could not be put on its line (payment-018): the confirmation is refused, so the
 * gateway voids the capture and sends the customer to the failure page with the code; the attempt
 * and the order keep the code (the order stays payable: the cart is as it was).
 */
async function recordRechargeProblem(db: Database, event: GatewayCallback): Promise<void> {
  const now = new Date();
  const code = RECHARGE_ERROR_CODES.rechargeProblem;
  await new PaymentsRepository(db).failInitiated(event.refNumber, event.sessionId, code, now);
  await new OrdersRepository(db).failIfPayable(event.refNumber, code, now);
}

/** The order is paid: its cart closes, its numbers are sold, a bank-bill reference is settled. */
async function markPaid(app: FastifyInstance, tx: Database, order: OrderRow, event: GatewayCallback): Promise<OrderStatus> {
  const now = new Date();
  await new OrdersRepository(tx).markPaid(order, now);
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
  if (event.channel === 'fatourati') await new BankBillsRepository(tx).markPaid(order.refNumber, now);
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
    if (error instanceof ApiError && error.code === RECHARGE_ERROR_CODES.rechargeProblem) await recordRechargeProblem(app.db, event);
    throw error;
  }
}
