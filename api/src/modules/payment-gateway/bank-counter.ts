import type { FastifyInstance } from 'fastify';
import { GatewayRepository } from './gateway-sessions.repository';
import { deliverConfirmation } from './outbox';

/** A bank's payment of a reference: `paid` once the shop acknowledged it, `pending` while it has not answered. */
export interface BankPayment {
  status: 'paid' | 'pending';
  refNumber: string;
  amountCentimes: number;
}

/**
 * The bank side of bank-bill (fatourati) references: a bank pays a code (the payment and its
 * confirmation to the shop written together), the network confirms to the shop (signed, like a
 * card). Null when the code cannot be paid (unknown, expired, closed) or the shop refused it (the
 * bank gives the money back: the reference is `refunded`); `pending` while the shop has not
 * answered (the reconciliation delivers it later).
 */
export async function payBillReference(app: FastifyInstance, paymentCode: string): Promise<BankPayment | null> {
  const paid = await new GatewayRepository(app.db).payBillReference(paymentCode);
  if (!paid) return null;
  const delivery = await deliverConfirmation(app, paid.confirmation);
  if (delivery === 'refused') return null;
  return { status: delivery === 'delivered' ? 'paid' : 'pending', refNumber: paid.reference.merchantRef, amountCentimes: paid.reference.amountCentimes };
}
