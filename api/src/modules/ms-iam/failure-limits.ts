import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { signInFailures } from './ms-iam.tables';

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
