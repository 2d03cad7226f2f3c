import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { signInDevices } from './ms-iam.tables';

/** A browser that signed in to the account within the last 90 days. */
export async function isKnownDevice(db: Database, accountId: string, browserId: string): Promise<boolean> {
  const [row] = await db
    .select({ lastAt: signInDevices.lastAt })
    .from(signInDevices)
    .where(and(eq(signInDevices.accountId, accountId), eq(signInDevices.browserId, browserId), sql`${signInDevices.lastAt} > now() - interval '90 days'`));
  return !!row;
}

/** Remembers the browser as the account's (or renews it). */
export async function rememberDevice(db: Database, accountId: string, browserId: string): Promise<void> {
  await db
    .insert(signInDevices)
    .values({ accountId, browserId })
    .onConflictDoUpdate({ target: [signInDevices.accountId, signInDevices.browserId], set: { lastAt: sql`now()` } });
}
