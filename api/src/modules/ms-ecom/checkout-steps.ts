import { CART_LIMITS } from '@atlas/contracts/shop';
import { ApiError } from '../../errors';
import { openGatewaySession, registerBillReference } from '../payment-gateway/public';
import { bankBillView, expireOverdueBankBills } from './bank-bills';
import { BankBillsRepository } from './bank-bills.repository';
import type { MethodStep } from './checkout';
import { OrdersRepository } from './orders.repository';

/** Card and bank app: a session on the gateway's hosted page, where the customer pays. */
export const toGateway =
  (channel: 'card' | 'bank-app'): MethodStep =>
  async (work, { order, origin, returnUrl, language }) => {
    const session = await openGatewaySession(work, { channel, merchantRef: order.refNumber, amountCentimes: order.totalCentimes, returnUrl, language });
    return { answer: { refNumber: order.refNumber, redirectUrl: `${origin}${session.path}` }, status: 'initiated', gatewaySessionId: session.id };
  };

/** Cash (especes): the order is registered, paid on delivery or in agency; what it holds in stock (numbers) is sold. */
export const cash: MethodStep = async (work, context) => {
  await new OrdersRepository(work).register(context.order, context.cart.id);
  await context.checkout.stock.sell(work, context.cart.id, context.items, context.order.refNumber);
  return { answer: { refNumber: context.order.refNumber, status: 'registered' }, status: 'registered' };
};

/** A fatourati reference for the buyer's number, valid CART_LIMITS.bankBillValidityHours; its stock (numbers) is held as long. */
export const bankBill: MethodStep = async (work, context) => {
  // The order's number: a shop buyer's phone, or the line the order is for (a recharge, an invoice, a self-care act).
  const mdn = context.order.phoneNumber ?? undefined;
  if (!mdn)
    throw new ApiError(400, 'request-invalid', 'A bank-bill reference needs the buyer’s phone number', [{ field: 'client.phoneNumber', rule: 'required' }]);
  await expireOverdueBankBills(work, context.checkout, { mdn });
  const expiresAt = new Date(Date.now() + CART_LIMITS.bankBillValidityHours * 3600_000);
  const reference = await registerBillReference(work, { merchantRef: context.order.refNumber, amountCentimes: context.order.totalCentimes, expiresAt });
  const bill = await new BankBillsRepository(work).insertPending({
    refNumber: context.order.refNumber,
    mdn,
    payer: context.payer,
    paymentCode: reference.paymentCode,
    gatewayReferenceId: reference.id,
    amountCentimes: context.order.totalCentimes,
    expiresAt,
  });
  await new OrdersRepository(work).register(context.order, context.cart.id);
  await context.checkout.stock.hold(work, context.cart.id, context.items, expiresAt);
  return { answer: { ...bankBillView(bill, context.order.createdAt) }, status: 'registered', gatewaySessionId: reference.id };
};
