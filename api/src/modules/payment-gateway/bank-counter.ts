import type { FastifyInstance } from 'fastify';
import { confirmToShop } from './gateway';
import { GatewayRepository } from './gateway-sessions.repository';

/**
 * The bank side of bank-bill (fatourati) references: a bank pays a code, the network confirms
 * to the shop (signed, like a card). Null when the code cannot be paid (unknown, expired, closed).
 */
export async function payBillReference(app: FastifyInstance, paymentCode: string): Promise<{ refNumber: string; amountCentimes: number } | null> {
  const repository = new GatewayRepository(app.db);
  const reference = await repository.payBillReference(paymentCode);
  if (!reference) return null;
  const answer = await confirmToShop(app, {
    sessionId: reference.id,
    refNumber: reference.merchantRef,
    channel: 'fatourati',
    amount: reference.amountCentimes,
    currency: 'MAD',
    outcome: 'succeeded',
  });
  if (answer !== 'acknowledged') {
    // The shop no longer takes this reference: the bank gives the money back.
    await repository.cancelBillReference(reference.id);
    return null;
  }
  return { refNumber: reference.merchantRef, amountCentimes: reference.amountCentimes };
}
