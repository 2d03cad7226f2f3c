import { and, eq, sql } from 'drizzle-orm';
import { signInDevices } from './ms-iam.tables';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

/** A browser that signed in to the account within the last 90 days. */
export async function isKnownDevice(work: UnitOfWork, accountId: string, browserId: string): Promise<boolean> {
  const db = handleOf(work);
  const [row] = await db
    .select({ lastAt: signInDevices.lastAt })
    .from(signInDevices)
    .where(and(eq(signInDevices.accountId, accountId), eq(signInDevices.browserId, browserId), sql`${signInDevices.lastAt} > now() - interval '90 days'`));
  return !!row;
}

/** Remembers the browser as the account's (or renews it). */
export async function rememberDevice(work: UnitOfWork, accountId: string, browserId: string): Promise<void> {
  const db = handleOf(work);
  await db
    .insert(signInDevices)
    .values({ accountId, browserId })
    .onConflictDoUpdate({ target: [signInDevices.accountId, signInDevices.browserId], set: { lastAt: sql`now()` } });
}
