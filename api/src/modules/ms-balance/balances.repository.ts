import { eq, inArray } from 'drizzle-orm';
import type { BalanceCategory } from '@atlas/contracts/selfcare';
import { balanceCredits, lineBalances } from './ms-balance.tables';
import { lineRead } from '../../plugins/session-tokens';
import { applyUsage, type UsageDraw } from './usage-draw';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

/**
 * ms-balance's SQL: the counters of the selected line, as last computed. requireLine reads them in
 * its own statement, with the session and the line's holder (GET /balances: one round trip).
 */
export const lineBalancesRead = lineRead(lineBalances, lineBalances.mdn);

export type LineBalancesRow = typeof lineBalances.$inferSelect;

/** The counters of these lines, as last computed (lines without counters are left out). */
export async function balancesOfLines(work: UnitOfWork, mdns: string[]): Promise<LineBalancesRow[]> {
  const db = handleOf(work);
  if (mdns.length === 0) return [];
  return db.select().from(lineBalances).where(inArray(lineBalances.mdn, mdns));
}

/** The counters of a line, as last computed, if it has any. */
export async function balancesOfLine(work: UnitOfWork, mdn: string): Promise<LineBalancesRow | undefined> {
  const db = handleOf(work);
  const [row] = await db.select().from(lineBalances).where(eq(lineBalances.mdn, mdn));
  return row;
}

/**
 * Draws a line's uses on its counters in the caller's transaction (the row locked, so two feeds
 * rating the same line wait for each other) and answers the counters before and after, or null
 * for a line without counters.
 */
export async function drawUsage(work: UnitOfWork, mdn: string, draws: UsageDraw[]): Promise<{ before: BalanceCategory[]; after: BalanceCategory[] } | null> {
  const tx = handleOf(work);
  const [row] = await tx.select().from(lineBalances).where(eq(lineBalances.mdn, mdn)).for('update');
  if (!row) return null;
  const after = applyUsage(row.balances, draws);
  await tx.update(lineBalances).set({ balances: after, updatedAt: new Date() }).where(eq(lineBalances.mdn, mdn));
  return { before: row.balances, after };
}

/** What a credit added to the line's counters (kept with it: the receipts list it). */
export type CreditedItems = (typeof balanceCredits.$inferSelect)['added'];

/**
 * Opens the credit of an order on a line, once (keyed by the order, in the caller's transaction):
 * false when it was credited already (a doubled confirmation finds it and does nothing).
 */
export async function startBalanceCredit(work: UnitOfWork, refNumber: string, mdn: string): Promise<boolean> {
  const tx = handleOf(work);
  const inserted = await tx.insert(balanceCredits).values({ refNumber, mdn, dirhamsCentimes: 0, added: [] }).onConflictDoNothing().returning();
  return inserted.length > 0;
}

/** The line's counters, the row locked until the caller's transaction ends (null: the line has none yet). */
export async function lockLineBalances(work: UnitOfWork, mdn: string): Promise<BalanceCategory[] | null> {
  const tx = handleOf(work);
  const [row] = await tx.select().from(lineBalances).where(eq(lineBalances.mdn, mdn)).for('update');
  return row ? row.balances : null;
}

/** The line's counters as a payment left them (locked by lockLineBalances), in the caller's transaction. */
export async function saveLineBalances(work: UnitOfWork, mdn: string, balances: BalanceCategory[]): Promise<void> {
  const tx = handleOf(work);
  await tx.update(lineBalances).set({ balances, updatedAt: new Date() }).where(eq(lineBalances.mdn, mdn));
}

/**
 * The line's counters after a credit, and what the credit added, in the caller's transaction
 * (`existed`: the line had counters, read by lockLineBalances).
 */
export async function saveBalanceCredit(
  work: UnitOfWork,
  credit: { refNumber: string; mdn: string; balances: BalanceCategory[]; existed: boolean; dirhamsCentimes: number; added: CreditedItems; now: Date },
): Promise<void> {
  const tx = handleOf(work);
  const { refNumber, mdn, balances, now } = credit;
  if (credit.existed) await tx.update(lineBalances).set({ balances, updatedAt: now }).where(eq(lineBalances.mdn, mdn));
  else await tx.insert(lineBalances).values({ mdn, balances, updatedAt: now });
  await tx.update(balanceCredits).set({ dirhamsCentimes: credit.dirhamsCentimes, added: credit.added }).where(eq(balanceCredits.refNumber, refNumber));
}
