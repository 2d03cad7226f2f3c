import fp from 'fastify-plugin';
import { COMMON_ERROR_CODES } from '@atlas/contracts/api-error';
import { ApiError } from '../errors';
import { FailuresRepository } from './failure-limits.repository';

/**
 * Look-ups by a reference or a number that a visitor may make (an order, a bank bill): misses
 * counted per address, so references cannot be tried in bulk; the owner, who knows theirs, never
 * misses. Generous enough for the customers behind one carrier address.
 */
export const LOOKUP_LIMITS = { windowSeconds: 15 * 60, perAddress: 30 };

/** `limit` failures within `windowSeconds`. */
export interface FailureLimit {
  windowSeconds: number;
  limit: number;
}

/** A growing delay: free until `free` failures, then `firstSeconds` doubled at each further one, never more than `maxSeconds`. */
export interface GrowingDelay {
  free: number;
  firstSeconds: number;
  maxSeconds: number;
}

/**
 * A growing delay instead of a lock: free until `free` failures, then `firstSeconds` doubled at
 * each further failure, never more than `maxSeconds`. Seconds to wait after the latest failure.
 */
export const growingDelaySeconds = (failures: number, { free, firstSeconds, maxSeconds }: GrowingDelay): number =>
  failures < free ? 0 : Math.min(maxSeconds, firstSeconds * 2 ** Math.min(30, failures - free));

/**
 * Failures counted in PostgreSQL by key (`username:…`, `address:…`, `tracking:…`), so several
 * replicas agree: the rate limits of sign-in, look-ups, uploads and readings.
 */
export interface FailureLimits {
  /**
   * When `limit` failures of a key fall within the window, the moment it unlocks: the oldest
   * failure that counts leaves the window. Null while under the limit.
   */
  lockedUntil(key: string, limit: FailureLimit): Promise<Date | null>;
  /** One failure for each key. */
  record(...keys: string[]): Promise<void>;
  /** A success wipes the failures counted under `key` (a sign-in, for that browser). */
  forget(key: string): Promise<void>;
  /** 429 `rate-limited` with `retryAfter` while `key` has `limit` misses in the window (LOOKUP_LIMITS by default). */
  refuseWhenThrottled(key: string, limit?: FailureLimit): Promise<void>;
  /** How many failures of `key` fall within the window, and the latest. */
  recent(key: string, windowSeconds: number): Promise<{ count: number; last: Date | null }>;
  /** The moment `key` may try again under a growing delay (its latest failure plus the delay), or null when free. */
  slowedUntil(key: string, delay: GrowingDelay & { windowSeconds: number }): Promise<Date | null>;
  /** Seconds to wait after the latest of `failures` failures under a growing delay. */
  growingDelaySeconds(failures: number, delay: GrowingDelay): number;
}

export function createFailureLimits(failures: FailuresRepository): FailureLimits {
  const lockedUntil: FailureLimits['lockedUntil'] = async (key, { windowSeconds, limit }) => {
    const recent = await failures.since(key, new Date(Date.now() - windowSeconds * 1000), limit);
    const oldest = recent[limit - 1];
    return oldest ? new Date(oldest.getTime() + windowSeconds * 1000) : null;
  };

  const recent: FailureLimits['recent'] = async (key, windowSeconds) => {
    const rows = await failures.since(key, new Date(Date.now() - windowSeconds * 1000));
    return { count: rows.length, last: rows[0] ?? null };
  };

  return {
    lockedUntil,
    recent,
    growingDelaySeconds,

    async record(...keys) {
      await failures.add(keys);
    },

    forget: (key) => failures.forget(key),

    async refuseWhenThrottled(key, limit = { windowSeconds: LOOKUP_LIMITS.windowSeconds, limit: LOOKUP_LIMITS.perAddress }) {
      const unlockAt = await lockedUntil(key, limit);
      if (unlockAt) {
        throw new ApiError(429, COMMON_ERROR_CODES.rateLimited, 'Too many look-ups without result: try again later', undefined, {
          retryAfter: Math.max(1, Math.ceil((unlockAt.getTime() - Date.now()) / 1000)),
        });
      }
    },

    async slowedUntil(key, delay) {
      const { count, last } = await recent(key, delay.windowSeconds);
      const wait = growingDelaySeconds(count, delay);
      if (!last || wait === 0) return null;
      const until = new Date(last.getTime() + wait * 1000);
      return until > new Date() ? until : null;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    failureLimits: FailureLimits;
  }
}

/** `app.failureLimits`: the failures counted in the database, for every module's rate limits. */
export const failureLimitsPlugin = fp(
  async (app) => {
    app.decorate('failureLimits', createFailureLimits(new FailuresRepository(app.db)));
  },
  { name: 'atlas-failure-limits', dependencies: ['atlas-database'] },
);
