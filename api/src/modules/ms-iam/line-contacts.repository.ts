import { and, asc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { accountLines, accounts, lines } from './ms-iam.tables';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

export type LineRow = typeof lines.$inferSelect;

/** The operator's line of that national number. */
export async function lineOf(work: UnitOfWork, mdn: string): Promise<LineRow | undefined> {
  const db = handleOf(work);
  const [line] = await db.select().from(lines).where(eq(lines.mdn, mdn));
  return line;
}

/** The operator's line of that national number, its row locked until the caller's transaction ends. */
export async function lockLine(work: UnitOfWork, mdn: string): Promise<LineRow | undefined> {
  const db = handleOf(work);
  const [line] = await db.select().from(lines).where(eq(lines.mdn, mdn)).for('update');
  return line;
}

/**
 * Whether a number is one of the operator's lines, as a condition of another module's query (the
 * numbers on offer are those no line has): `number` is the column or value holding the number.
 */
export const isLineNumber = (number: SQLWrapper) => sql<boolean>`exists (select 1 from ${lines} where ${lines.mdn} = ${number})`;

/** The lines an account holds, as the CRM knows them, by number. */
export function heldLinesOf(work: UnitOfWork, accountId: string): Promise<LineRow[]> {
  const db = handleOf(work);
  return db
    .select({ line: lines })
    .from(accountLines)
    .innerJoin(lines, eq(lines.mdn, accountLines.mdn))
    .where(eq(accountLines.accountId, accountId))
    .orderBy(asc(lines.mdn))
    .then((rows) => rows.map((row) => row.line));
}

/**
 * The line takes a new number, in the caller's transaction: every table that names a line follows
 * its number (ON UPDATE CASCADE). False when no line has the old number.
 */
export async function renumberLine(work: UnitOfWork, oldMdn: string, newMdn: string): Promise<boolean> {
  const tx = handleOf(work);
  const moved = await tx.update(lines).set({ mdn: newMdn }).where(eq(lines.mdn, oldMdn)).returning({ mdn: lines.mdn });
  return moved.length > 0;
}

/**
 * A prepaid line moves to a postpaid plan, in the caller's transaction (the line locked first):
 * answers the line as it was, or null when it is not a prepaid line (then left alone).
 */
export async function movePrepaidToPlan(
  work: UnitOfWork,
  mdn: string,
  plan: { offerId: string; name: { fr: string; ar: string; en: string } },
): Promise<LineRow | null> {
  const tx = handleOf(work);
  const [line] = await tx.select().from(lines).where(eq(lines.mdn, mdn)).for('update');
  if (line?.segment !== 'prepaid') return null;
  await tx
    .update(lines)
    .set({ segment: 'postpaid', offerId: plan.offerId, offerNameFr: plan.name.fr, offerNameAr: plan.name.ar, offerNameEn: plan.name.en })
    .where(eq(lines.mdn, line.mdn));
  return line;
}

/**
 * The line moves to another plan (its name as the profile and the dashboard show it), in the
 * caller's transaction. False when no line has that number.
 */
export async function moveLineToPlan(work: UnitOfWork, mdn: string, plan: { offerId: string; name: { fr: string; ar: string; en: string } }): Promise<boolean> {
  const tx = handleOf(work);
  const moved = await tx
    .update(lines)
    .set({ offerId: plan.offerId, offerNameFr: plan.name.fr, offerNameAr: plan.name.ar, offerNameEn: plan.name.en })
    .where(eq(lines.mdn, mdn))
    .returning({ mdn: lines.mdn });
  return moved.length > 0;
}

/** The numbers of the lines an account holds. */
export async function linesOfAccount(work: UnitOfWork, accountId: string): Promise<string[]> {
  const db = handleOf(work);
  const rows = await db.select({ mdn: accountLines.mdn }).from(accountLines).where(eq(accountLines.accountId, accountId));
  return rows.map((row) => row.mdn);
}

/** The account that holds the line, if any (in the caller's transaction). */
export async function holderAccountOf(work: UnitOfWork, mdn: string): Promise<string | null> {
  const db = handleOf(work);
  const [held] = await db.select({ accountId: accountLines.accountId }).from(accountLines).where(eq(accountLines.mdn, mdn));
  return held?.accountId ?? null;
}

/** Where an account's emails go, or null when it is gone. */
export async function accountEmailOf(work: UnitOfWork, accountId: string): Promise<string | null> {
  const db = handleOf(work);
  const [account] = await db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, accountId));
  return account?.email ?? null;
}

/** Whether an account holds the line. */
export async function isLineAttached(work: UnitOfWork, mdn: string): Promise<boolean> {
  const db = handleOf(work);
  const [attached] = await db.select({ mdn: accountLines.mdn }).from(accountLines).where(eq(accountLines.mdn, mdn));
  return Boolean(attached);
}

/** Whether a national number is a line of the operator's (in the caller's transaction). */
export async function isOperatorLine(work: UnitOfWork, mdn: string): Promise<boolean> {
  const db = handleOf(work);
  const [line] = await db.select({ mdn: lines.mdn }).from(lines).where(eq(lines.mdn, mdn));
  return Boolean(line);
}

/**
 * Where an account is told about one of its lines, while it still holds the line: its email, and
 * the mobile that receives the line's SMS (the line itself for a mobile, its contact mobile for a
 * home line). Null once the account no longer holds the line.
 */
export async function lineHolderContacts(work: UnitOfWork, mdn: string, accountId: string): Promise<{ email: string; smsTo: string | null } | null> {
  const db = handleOf(work);
  const [row] = await db
    .select({ email: accounts.email, kind: lines.kind, contactMdn: lines.contactMdn })
    .from(accountLines)
    .innerJoin(accounts, eq(accounts.id, accountLines.accountId))
    .innerJoin(lines, eq(lines.mdn, accountLines.mdn))
    .where(and(eq(accountLines.mdn, mdn), eq(accountLines.accountId, accountId)));
  if (!row) return null;
  return { email: row.email, smsTo: row.kind === 'mobile' ? mdn : row.contactMdn };
}
