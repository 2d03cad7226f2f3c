import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { GatewayCallback } from '@atlas/contracts/shop';
import { cancelUnpaidSession, endBillReference, insertBillReference, insertSession } from './gateway-sessions.repository';
import type { Language } from '../../language';
import { storedSecret } from '../../plugins/stored-secret';
import { signCallback, SIGNATURE_HEADER } from './signature';
import type { UnitOfWork } from '../../db/unit-of-work';

/** Where the API serves the gateway sandbox, and where the shop receives its confirmations. */
export const GATEWAY_PATH = '/api/v1/payment-gateway';
export const SHOP_CALLBACK_PATH = '/api/v1/ms-ecom/payment/callback';

/** A hosted payment page stays usable this long. */
export const SESSION_MINUTES = 20;

declare module 'fastify' {
  interface FastifyInstance {
    /** PAYMENT_GATEWAY_SECRET: the gateway signs its confirmations with it, the shop checks them. */
    paymentGatewaySecret: Uint8Array;
  }
}

export const paymentGatewaySecretPlugin = fp<{ secret: string | null }>(
  async (app, { secret }) => {
    app.decorate('paymentGatewaySecret', await storedSecret(app.appConfigRepository, 'paymentGatewaySecret', secret));
  },
  { name: 'atlas-payment-gateway-secret', dependencies: ['atlas-database', 'app-config-repository'] },
);

export interface SessionRequest {
  channel: 'card' | 'bank-app';
  merchantRef: string;
  amountCentimes: number;
  /** Where the browser goes back: `${returnUrl}/ok` or `/echoue`, with `?refNumber=`. */
  returnUrl: string;
  language: Language;
}

/** Opens a hosted payment page session (what the merchant's server asks the gateway for). */
export async function openGatewaySession(work: UnitOfWork, request: SessionRequest): Promise<{ id: string; path: string }> {
  const id = randomBytes(18).toString('base64url');
  await insertSession(work, { id, ...request, expiresAt: new Date(Date.now() + SESSION_MINUTES * 60_000) });
  return { id, path: `${GATEWAY_PATH}/pay/${id}` };
}

/**
 * Closes a session nobody paid (a newer attempt replaces it). False when it was captured: that
 * payment went through and its confirmation is on its way.
 */
export async function cancelGatewaySession(work: UnitOfWork, id: string): Promise<boolean> {
  const status = await cancelUnpaidSession(work, id);
  return status !== 'captured';
}

/** Registers a bank-bill (fatourati) reference with the network: the 12-digit code banks accept. */
export async function registerBillReference(
  work: UnitOfWork,
  request: { merchantRef: string; amountCentimes: number; expiresAt: Date },
): Promise<{ id: string; paymentCode: string }> {
  return insertBillReference(work, request);
}

/** Tells the network a reference can no longer be paid. */
export async function closeBillReference(work: UnitOfWork, id: string, status: 'cancelled' | 'expired'): Promise<void> {
  await endBillReference(work, id, status);
}

/**
 * The shop took the confirmation; or refused it (with its code when it gave one: `payment-018`…);
 * or it could not answer (a 5xx, a crash, a stopped process): to be tried again.
 */
export type ShopAnswer = 'acknowledged' | { refused: string | null } | 'retry';

/**
 * Delivers a signed confirmation to the shop's callback route, once. It goes through `app.inject`:
 * the gateway and the shop share this process, so the request takes the shop's real route
 * (schema, signature, replay and amount checks) without a network hop, and it works the same
 * behind the edge, with two replicas, and in tests where no port is listening. Every delivery of
 * one confirmation carries its event id (fresh timestamp and signature): a replay answer means an
 * earlier delivery got through.
 */
export async function confirmToShop(app: FastifyInstance, eventId: string, event: Omit<GatewayCallback, 'eventId' | 'timestamp'>): Promise<ShopAnswer> {
  const payload: GatewayCallback = { ...event, eventId, timestamp: Math.floor(Date.now() / 1000) };
  const signature = signCallback(app.paymentGatewaySecret, payload);
  try {
    const response = await app.inject({ method: 'POST', url: SHOP_CALLBACK_PATH, payload, headers: { [SIGNATURE_HEADER]: signature } });
    if (response.statusCode < 300) return 'acknowledged';
    if (response.statusCode === 409 && refusalCode(response.body) === 'gateway-005') return 'acknowledged';
    if (response.statusCode < 500 && response.statusCode !== 429) {
      app.log.warn({ refNumber: event.refNumber, status: response.statusCode, body: response.body }, 'the shop refused a payment confirmation');
      return { refused: refusalCode(response.body) };
    }
    app.log.warn({ refNumber: event.refNumber, status: response.statusCode }, 'the shop could not take a payment confirmation');
  } catch (error) {
    app.log.error({ err: error, refNumber: event.refNumber }, 'payment confirmation failed');
  }
  return 'retry';
}

function refusalCode(body: string): string | null {
  try {
    const code = (JSON.parse(body) as { code?: unknown }).code;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}
