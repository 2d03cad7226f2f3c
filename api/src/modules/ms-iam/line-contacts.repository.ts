import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { accountLines, accounts, lines } from './ms-iam.tables';

export type LineRow = typeof lines.$inferSelect;

/** The operator's line of that national number. */
export async function lineOf(db: Database, mdn: string): Promise<LineRow | undefined> {
  const [line] = await db.select().from(lines).where(eq(lines.mdn, mdn));
  return line;
}

/** The operator's line of that national number, its row locked until the caller's transaction ends. */
export async function lockLine(db: Database, mdn: string): Promise<LineRow | undefined> {
  const [line] = await db.select().from(lines).where(eq(lines.mdn, mdn)).for('update');
  return line;
}

/** The numbers of the lines an account holds. */
export async function linesOfAccount(db: Database, accountId: string): Promise<string[]> {
  const rows = await db.select({ mdn: accountLines.mdn }).from(accountLines).where(eq(accountLines.accountId, accountId));
  return rows.map((row) => row.mdn);
}

/** Whether an account holds the line. */
export async function isLineAttached(db: Database, mdn: string): Promise<boolean> {
  const [attached] = await db.select({ mdn: accountLines.mdn }).from(accountLines).where(eq(accountLines.mdn, mdn));
  return Boolean(attached);
}

/** Whether a national number is a line of the operator's (in the caller's transaction). */
export async function isOperatorLine(db: Database, mdn: string): Promise<boolean> {
  const [line] = await db.select({ mdn: lines.mdn }).from(lines).where(eq(lines.mdn, mdn));
  return Boolean(line);
}

/**
 * Where an account is told about one of its lines, while it still holds the line: its email, and
 * the mobile that receives the line's SMS (the line itself for a mobile, its contact mobile for a
 * home line). Null once the account no longer holds the line.
 */
export async function lineHolderContacts(db: Database, mdn: string, accountId: string): Promise<{ email: string; smsTo: string | null } | null> {
  const [row] = await db
    .select({ email: accounts.email, kind: lines.kind, contactMdn: lines.contactMdn })
    .from(accountLines)
    .innerJoin(accounts, eq(accounts.id, accountLines.accountId))
    .innerJoin(lines, eq(lines.mdn, accountLines.mdn))
    .where(and(eq(accountLines.mdn, mdn), eq(accountLines.accountId, accountId)));
  if (!row) return null;
  return { email: row.email, smsTo: row.kind === 'mobile' ? mdn : row.contactMdn };
}
