import { eq, inArray } from 'drizzle-orm';
import type { BalanceCategory } from '@atlas/contracts/selfcare';
import type { Database } from '../../db/database';
import { lineBalances } from './ms-balance.tables';
import { lineRead } from '../../plugins/session-tokens';
import { applyUsage, type UsageDraw } from './usage-draw';

/**
 * ms-balance's SQL: the counters of the selected line, as last computed. requireLine reads them in
 * its own statement, with the session and the line's holder (GET /balances: one round trip).
 */
export const lineBalancesRead = lineRead(lineBalances, lineBalances.mdn);

export type LineBalancesRow = typeof lineBalances.$inferSelect;

/** The counters of these lines, as last computed (lines without counters are left out). */
export async function balancesOfLines(db: Database, mdns: string[]): Promise<LineBalancesRow[]> {
  if (mdns.length === 0) return [];
  return db.select().from(lineBalances).where(inArray(lineBalances.mdn, mdns));
}

/** The counters of a line, as last computed, if it has any. */
export async function balancesOfLine(db: Database, mdn: string): Promise<LineBalancesRow | undefined> {
  const [row] = await db.select().from(lineBalances).where(eq(lineBalances.mdn, mdn));
  return row;
}

/**
 * Draws a line's uses on its counters in the caller's transaction (the row locked, so two feeds
 * rating the same line wait for each other) and answers the counters before and after, or null
 * for a line without counters.
 */
export async function drawUsage(tx: Database, mdn: string, draws: UsageDraw[]): Promise<{ before: BalanceCategory[]; after: BalanceCategory[] } | null> {
  const [row] = await tx.select().from(lineBalances).where(eq(lineBalances.mdn, mdn)).for('update');
  if (!row) return null;
  const after = applyUsage(row.balances, draws);
  await tx.update(lineBalances).set({ balances: after, updatedAt: new Date() }).where(eq(lineBalances.mdn, mdn));
  return { before: row.balances, after };
}
