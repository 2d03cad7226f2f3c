import { and, asc, eq, ne } from 'drizzle-orm';
import type { UpdateInfoRequest } from '@atlas/contracts/selfcare';
import type { Database } from '../../db/database';
import { accountLines, accounts, lines } from './ms-iam.tables';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

export type AccountRow = typeof accounts.$inferSelect;
export type HeldLine = typeof accountLines.$inferSelect;

/**
 * ms-iam's SQL for the signed-in customer's own account (ms-client's profile, email, avatar) and
 * the lines it holds (attached, made main, detached): ms-client reads and writes them here.
 */
export class CustomerAccountsRepository {
  protected readonly db: Database;

  constructor(work: UnitOfWork) {
    this.db = handleOf(work);
  }

  async account(accountId: string): Promise<AccountRow | undefined> {
    const [row] = await this.db.select().from(accounts).where(eq(accounts.id, accountId));
    return row;
  }

  async crmIdOf(accountId: string): Promise<string | undefined> {
    const [row] = await this.db.select({ crmId: accounts.crmId }).from(accounts).where(eq(accounts.id, accountId));
    return row?.crmId;
  }

  /** Whether another account than `accountId` uses the email. */
  async emailTakenByOther(email: string, accountId: string): Promise<boolean> {
    const [taken] = await this.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.email, email), ne(accounts.id, accountId)));
    return !!taken;
  }

  async setEmail(accountId: string, email: string) {
    await this.db.update(accounts).set({ email }).where(eq(accounts.id, accountId));
  }

  async setInfo(accountId: string, { civility, firstName, lastName, birthDate }: UpdateInfoRequest) {
    await this.db.update(accounts).set({ civility, firstName, lastName, birthDate }).where(eq(accounts.id, accountId));
  }

  /** The avatar (256 px webp, base64), or null. */
  async avatarOf(accountId: string): Promise<string | null> {
    const [row] = await this.db.select({ avatar: accounts.avatar }).from(accounts).where(eq(accounts.id, accountId));
    return row?.avatar ?? null;
  }

  async setAvatar(accountId: string, webpBase64: string) {
    await this.db.update(accounts).set({ avatar: webpBase64 }).where(eq(accounts.id, accountId));
  }

  // --- lines ------------------------------------------------------------------------------------

  /** The lines the account holds, as the CRM knows them, oldest attached first (main flag beside). */
  heldLines(accountId: string) {
    return this.db
      .select({ line: lines, isMain: accountLines.isMain })
      .from(accountLines)
      .innerJoin(lines, eq(lines.mdn, accountLines.mdn))
      .where(eq(accountLines.accountId, accountId))
      .orderBy(asc(accountLines.attachedAt), asc(accountLines.mdn));
  }

  /** The account's hold on a line, if the line is one of its. */
  async heldLine(accountId: string, mdn: string): Promise<HeldLine | undefined> {
    const [row] = await this.db
      .select()
      .from(accountLines)
      .where(and(eq(accountLines.mdn, mdn), eq(accountLines.accountId, accountId)));
    return row;
  }

  /** Whichever account holds the line, if any. */
  async holderOf(mdn: string): Promise<HeldLine | undefined> {
    const [row] = await this.db.select().from(accountLines).where(eq(accountLines.mdn, mdn));
    return row;
  }

  async attachLine(accountId: string, mdn: string) {
    await this.db.insert(accountLines).values({ mdn, accountId, isMain: false });
  }

  /** The line becomes the account's main one (and the only one). */
  async makeMain({ accountId, mdn }: HeldLine) {
    await this.db.transaction(async (tx) => {
      await tx.update(accountLines).set({ isMain: false }).where(eq(accountLines.accountId, accountId));
      await tx.update(accountLines).set({ isMain: true }).where(eq(accountLines.mdn, mdn));
    });
  }

  /** The account's other lines, oldest attached first. */
  otherLines({ accountId, mdn }: HeldLine): Promise<HeldLine[]> {
    return this.db
      .select()
      .from(accountLines)
      .where(and(eq(accountLines.accountId, accountId), ne(accountLines.mdn, mdn)))
      .orderBy(asc(accountLines.attachedAt));
  }

  /** Detaches the line; `nextMain` becomes the main line when it was. */
  async detachLine(held: HeldLine, nextMain: HeldLine | undefined) {
    await this.db.transaction(async (tx) => {
      await tx.delete(accountLines).where(eq(accountLines.mdn, held.mdn));
      if (held.isMain && nextMain) await tx.update(accountLines).set({ isMain: true }).where(eq(accountLines.mdn, nextMain.mdn));
    });
  }
}
