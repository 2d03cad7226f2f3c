import { createHmac, timingSafeEqual } from 'node:crypto';
import { GATEWAY_SIGNATURE_HEADER, type GatewayCallback } from '@atlas/contracts/shop';
import { canonicalJson } from '../../canonical-json';

/** The header that carries the signature of a gateway confirmation. */
export const SIGNATURE_HEADER = GATEWAY_SIGNATURE_HEADER;

/** A confirmation older or newer than this (seconds) is refused: a captured one cannot be replayed later. */
export const CALLBACK_TOLERANCE_SECONDS = 300;

/** `sha256=<hex>`: HMAC-SHA256 of the canonical JSON of the confirmation (keys sorted, no spaces). */
export function signCallback(secret: Uint8Array, payload: GatewayCallback): string {
  return `sha256=${createHmac('sha256', secret).update(canonicalJson(payload)).digest('hex')}`;
}

/** Whether `signature` is the gateway's for this payload, compared in constant time. */
export function isSignedByGateway(secret: Uint8Array, payload: GatewayCallback, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signCallback(secret, payload));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
