import { and, desc, eq, gt } from 'drizzle-orm';
import { COMMON_ERROR_CODES } from '@atlas/contracts/api-error';
import { ApiError } from '../errors';
import type { Database } from '../db/database';
import { signInFailures } from '../modules/ms-iam/ms-iam.tables';

/**
 * Failures counted in PostgreSQL by key (`username:…`, `address:…`, `tracking:…`), so several
 * replicas agree. When `limit` failures of a key fall within the window, the moment it unlocks:
 * the oldest failure that counts leaves the window. Null while under the limit.
 */
export async function lockedUntil(db: Database, key: string, { windowSeconds, limit }: { windowSeconds: number; limit: number }): Promise<Date | null> {
  const since = new Date(Date.now() - windowSeconds * 1000);
  const recent = await db
    .select({ at: signInFailures.at })
    .from(signInFailures)
    .where(and(eq(signInFailures.key, key), gt(signInFailures.at, since)))
    .orderBy(desc(signInFailures.at))
    .limit(limit);
  const oldest = recent[limit - 1];
  return oldest ? new Date(oldest.at.getTime() + windowSeconds * 1000) : null;
}

export async function recordFailure(db: Database, ...keys: string[]): Promise<void> {
  await db.insert(signInFailures).values(keys.map((key) => ({ key })));
}

/**
 * Look-ups by a reference or a number that a visitor may make (an order, a bank bill): misses
 * counted per address, so references cannot be tried in bulk; the owner, who knows theirs, never
 * misses. Generous enough for the customers behind one carrier address.
 */
export const LOOKUP_LIMITS = { windowSeconds: 15 * 60, perAddress: 30 };

/** 429 `rate-limited` with `retryAfter` while `key` has LOOKUP_LIMITS misses in the window. */
export async function refuseWhenThrottled(db: Database, key: string, limits = { windowSeconds: LOOKUP_LIMITS.windowSeconds, limit: LOOKUP_LIMITS.perAddress }): Promise<void> {
  const unlockAt = await lockedUntil(db, key, limits);
  if (unlockAt) {
    throw new ApiError(429, COMMON_ERROR_CODES.rateLimited, 'Too many look-ups without result: try again later', undefined, {
      retryAfter: Math.max(1, Math.ceil((unlockAt.getTime() - Date.now()) / 1000)),
    });
  }
}

/** How many failures of `key` fall within the window, and the latest. */
export async function recentFailures(db: Database, key: string, windowSeconds: number): Promise<{ count: number; last: Date | null }> {
  const since = new Date(Date.now() - windowSeconds * 1000);
  const rows = await db
    .select({ at: signInFailures.at })
    .from(signInFailures)
    .where(and(eq(signInFailures.key, key), gt(signInFailures.at, since)))
    .orderBy(desc(signInFailures.at));
  return { count: rows.length, last: rows[0]?.at ?? null };
}

/**
 * A growing delay instead of a lock: free until `free` failures, then `firstSeconds` doubled at
 * each further failure, never more than `maxSeconds`. Seconds to wait after the latest failure.
 */
export const growingDelaySeconds = (failures: number, { free, firstSeconds, maxSeconds }: { free: number; firstSeconds: number; maxSeconds: number }): number =>
  failures < free ? 0 : Math.min(maxSeconds, firstSeconds * 2 ** Math.min(30, failures - free));
