import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The `Idempotency-Key` header a write carries (a UUID made when its form opened, or any 16 to 64
 * letters, digits and dashes): the same key again answers the first outcome. A route requires it
 * with `schema: { headers: idempotencyHeaderSchema }` and reads it as `request.idempotencyKey`.
 */
export const idempotencyHeaderSchema = Type.Object({ 'idempotency-key': Type.String({ pattern: '^[A-Za-z0-9-]{16,64}$' }) });

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's Idempotency-Key (checked by the route's header schema). */
    readonly idempotencyKey: string;
  }
}

/** Registered at the root: every route's request has `idempotencyKey`. */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('idempotencyKey', {
      getter() {
        return String(this.headers['idempotency-key']);
      },
    });
  },
  { name: 'idempotency' },
);
