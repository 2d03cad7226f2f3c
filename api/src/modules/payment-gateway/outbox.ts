import type { FastifyInstance } from 'fastify';
import { SHOP_ERROR_CODES } from '@atlas/contracts/shop';
import { confirmToShop } from './gateway';
import {
  adoptConfirmation,
  claimDue,
  markDelivered,
  markRefused,
  refundBillReference,
  releaseForRetry,
  unconfirmedSettlements,
  voidCapture,
  type Confirmation,
  type ConfirmationEvent,
  type ConfirmationStatus,
} from './outbox.repository';
import type { UnitOfWork } from '../../db/unit-of-work';

/** A deliverer keeps a confirmation this long; past it, a deliverer that died is replaced. */
export const CLAIM_LEASE_MS = 30_000;
/** Confirmations one reconciliation pass takes at most. */
const BATCH = 50;
/** The longest wait between two deliveries of one confirmation. */
const MAX_BACKOFF_MS = 60_000;

/** The code a voided capture shows the customer: the shop's own when it is one they can read (payment-018), else gateway-007. */
const voidCode = (shopCode: string | null) => (shopCode && /^payment-\d{3}$/.test(shopCode) ? shopCode : SHOP_ERROR_CODES.confirmationFailed);

/**
 * The shop refused a payment it was told of: the money goes back. A card or bank-app capture is
 * voided (the session keeps why), a bank payment of a reference refunded.
 */
async function giveBack(work: UnitOfWork, confirmation: Pick<Confirmation, 'event'>, shopCode: string | null): Promise<void> {
  const { event } = confirmation;
  if (event.channel === 'fatourati') await refundBillReference(work, event.sessionId);
  else await voidCapture(work, event.sessionId, voidCode(shopCode));
}

/**
 * Delivers a confirmation this process holds (written by it, or claimed), once, and records the
 * shop's answer: `delivered`; `refused` (a payment is given back, in the same transaction); or
 * still `pending`, released for a later try (backing off up to a minute).
 */
export async function deliverConfirmation(
  app: FastifyInstance,
  confirmation: Pick<Confirmation, 'eventId' | 'event' | 'attempts'>,
): Promise<ConfirmationStatus> {
  const answer = await confirmToShop(app, confirmation.eventId, confirmation.event);
  const attempts = confirmation.attempts + 1;
  const now = new Date();
  if (answer === 'acknowledged') {
    await markDelivered(app.db, confirmation.eventId, attempts, now);
    return 'delivered';
  }
  if (answer === 'retry') {
    const backoffSeconds = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(attempts, 10)) / 1000;
    await releaseForRetry(app.db, confirmation.eventId, attempts, backoffSeconds);
    return 'pending';
  }
  await markRefused(app.db, confirmation.eventId, { shopCode: answer.refused, attempts, now }, (work, refused) => giveBack(work, refused, answer.refused));
  return 'refused';
}

/**
 * Captured sessions and bank-paid references without a confirmation (settled before the outbox
 * existed): one is written for each, so that the pass delivers it like any other.
 */
async function adoptOrphans(work: UnitOfWork): Promise<number> {
  const { sessions, references } = await unconfirmedSettlements(work, BATCH);
  const orphans: Array<{ transactionId: string; event: ConfirmationEvent }> = [
    ...sessions.map((session) => ({
      transactionId: session.id,
      event: {
        sessionId: session.id,
        refNumber: session.merchantRef,
        channel: session.channel,
        amount: session.amountCentimes,
        currency: 'MAD' as const,
        outcome: 'succeeded' as const,
        ...(session.cardBrand && session.cardLast4 ? { card: { brand: session.cardBrand, last4: session.cardLast4 } } : {}),
      },
    })),
    ...references.map((reference) => ({
      transactionId: reference.id,
      event: {
        sessionId: reference.id,
        refNumber: reference.merchantRef,
        channel: 'fatourati' as const,
        amount: reference.amountCentimes,
        currency: 'MAD' as const,
        outcome: 'succeeded' as const,
      },
    })),
  ];
  for (const orphan of orphans) await adoptConfirmation(work, orphan);
  return orphans.length;
}

export interface ReconciliationPass {
  /** Settled without a confirmation (before the outbox): one written. */
  adopted: number;
  delivered: number;
  /** Refused by the shop: their money given back. */
  refused: number;
  /** Still pending (the shop could not answer): tried again later. */
  pending: number;
}

/** One reconciliation pass: orphans adopted, then every confirmation due delivered (in batches, until none is due). */
export async function reconcilePayments(app: FastifyInstance): Promise<ReconciliationPass> {
  const pass: ReconciliationPass = { adopted: await adoptOrphans(app.db), delivered: 0, refused: 0, pending: 0 };
  for (;;) {
    const due = await claimDue(app.db, CLAIM_LEASE_MS, BATCH);
    for (const confirmation of due) pass[await deliverConfirmation(app, confirmation)] += 1;
    if (due.length < BATCH) return pass;
  }
}
