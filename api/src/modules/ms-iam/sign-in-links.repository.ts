import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { accounts, signInLinks } from './ms-iam.tables';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

/** The sign-in links' SQL: the token's hash only, spent once, valid until `expiresAt`. */
export class SignInLinksRepository {
  private readonly db: Database;

  constructor(work: UnitOfWork) {
    this.db = handleOf(work);
  }

  /**
   * A new link for the account unless one was made within `coalesceSeconds` and not spent (then
   * false: the last link still works). The account's row is locked for the caller's transaction, so
   * two requests at once see each other's link; the account's expired links are dropped.
   */
  async addUnlessRecent(
    link: { tokenHash: string; accountId: string },
    { coalesceSeconds, validSeconds }: { coalesceSeconds: number; validSeconds: number },
  ): Promise<boolean> {
    await this.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, link.accountId)).for('update');
    const [recent] = await this.db
      .select({ tokenHash: signInLinks.tokenHash })
      .from(signInLinks)
      .where(
        and(
          eq(signInLinks.accountId, link.accountId),
          isNull(signInLinks.usedAt),
          gt(signInLinks.createdAt, sql`now() - make_interval(secs => ${coalesceSeconds})`),
        ),
      )
      .limit(1);
    if (recent) return false;
    await this.db.delete(signInLinks).where(and(eq(signInLinks.accountId, link.accountId), lt(signInLinks.expiresAt, sql`now()`)));
    await this.db.insert(signInLinks).values({ ...link, expiresAt: sql`now() + make_interval(secs => ${validSeconds})` });
    return true;
  }

  /**
   * Spends the unexpired, unspent link of that hash by the statement that finds it, and with it the
   * account's other links (the mails left in the inbox open nothing): its account, else undefined.
   */
  async spend(tokenHash: string): Promise<string | undefined> {
    const [spent] = await this.db
      .update(signInLinks)
      .set({ usedAt: sql`now()` })
      .where(and(eq(signInLinks.tokenHash, tokenHash), isNull(signInLinks.usedAt), gt(signInLinks.expiresAt, sql`now()`)))
      .returning({ accountId: signInLinks.accountId });
    if (!spent) return undefined;
    await this.db
      .update(signInLinks)
      .set({ usedAt: sql`now()` })
      .where(and(eq(signInLinks.accountId, spent.accountId), isNull(signInLinks.usedAt)));
    return spent.accountId;
  }
}
