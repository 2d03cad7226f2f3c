import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MAIN_TERMS, type CustomerSegment } from '@atlas/contracts/selfcare';
import type { Database } from '../../db/database';
import { accountLines, accounts, refreshTokens } from './ms-iam.tables';
import { acceptTerms } from './terms.repository';
import { parseUsername } from './username';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

declare module 'fastify' {
  interface FastifyInstance {
    accountsRepository: AccountsRepository;
  }
}

type Account = typeof accounts.$inferSelect;

/** The customer segment of an account (undefined: no such account). */
export async function accountSegment(work: UnitOfWork, accountId: string): Promise<CustomerSegment | undefined> {
  const db = handleOf(work);
  const [account] = await db.select({ segment: accounts.segment }).from(accounts).where(eq(accounts.id, accountId));
  return account?.segment;
}

/** ms-iam's SQL: web accounts, the lines they hold, and their sessions' refresh tokens. */
export class AccountsRepository {
  private readonly db: Database;

  constructor(work: UnitOfWork) {
    this.db = handleOf(work);
  }

  async byId(id: string): Promise<Account | undefined> {
    const [row] = await this.db.select().from(accounts).where(eq(accounts.id, id));
    return row;
  }

  /** The account a username names: its email, or one of its lines' numbers in any form. */
  async byUsername(username: string): Promise<Account | undefined> {
    const parsed = parseUsername(username);
    if (!parsed) return undefined;
    if (parsed.kind === 'email') return (await this.db.select().from(accounts).where(eq(accounts.email, parsed.email)))[0];
    const [row] = await this.db
      .select({ account: accounts })
      .from(accountLines)
      .innerJoin(accounts, eq(accounts.id, accountLines.accountId))
      .where(eq(accountLines.mdn, parsed.mdn));
    return row?.account;
  }

  /** Whether another account than `exceptId` uses the email. */
  async emailTaken(email: string, exceptId?: string): Promise<boolean> {
    const [taken] = await this.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(exceptId ? and(eq(accounts.email, email), ne(accounts.id, exceptId)) : eq(accounts.email, email));
    return !!taken;
  }

  /** The account holding a line, if any. */
  async attachmentOf(mdn: string): Promise<typeof accountLines.$inferSelect | undefined> {
    const [row] = await this.db.select().from(accountLines).where(eq(accountLines.mdn, mdn));
    return row;
  }

  /** A new account with its first line, its main one. */
  /** The account, its first line, and the site's terms (main_cgu) it accepted, together. */
  async create(
    account: { id: string; email: string; passwordHash: string; firstName: string; lastName: string; segment: CustomerSegment; crmId: string },
    mdn: string,
  ) {
    await this.db.transaction(async (tx) => {
      await tx.insert(accounts).values(account);
      await tx.insert(accountLines).values({ mdn, accountId: account.id, isMain: true });
      await acceptTerms(tx, { accountId: account.id, type: MAIN_TERMS.type });
    });
  }

  async setPasswordHash(accountId: string, passwordHash: string) {
    await this.db.update(accounts).set({ passwordHash }).where(eq(accounts.id, accountId));
  }

  // --- sessions: one family of refresh tokens per sign-in -------------------------------------

  /** A new refresh token; `rotatedFrom`, the token whose rotation issued it, learns its successor. */
  async addRefreshToken(token: { id: string; familyId: string; accountId: string; expiresAt: Date }, rotatedFrom?: string) {
    await this.db.transaction(async (tx) => {
      await tx.insert(refreshTokens).values(token);
      if (rotatedFrom) await tx.update(refreshTokens).set({ successorId: token.id }).where(eq(refreshTokens.id, rotatedFrom));
    });
  }

  async refreshToken(id: string): Promise<typeof refreshTokens.$inferSelect | undefined> {
    const [row] = await this.db.select().from(refreshTokens).where(eq(refreshTokens.id, id));
    return row;
  }

  /**
   * Marks the token used by `browserId`'s rotation in one statement (two concurrent uses cannot
   * both win): false if it already was.
   */
  async markRefreshTokenUsed(id: string, browserId: string | null = null): Promise<boolean> {
    const rotated = await this.db
      .update(refreshTokens)
      .set({ usedAt: new Date(), spentBy: browserId })
      .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    return rotated.length > 0;
  }

  /**
   * A used token played again is a theft, but for one case: the browser that spent it, within
   * `graceSeconds`, while the token its rotation issued was never used. Its answer was lost (a
   * reload cancelled the request after the server rotated). Then that unused successor is spent in
   * its place (true) and the caller issues a new one; otherwise false.
   */
  async supersedeLostRotation(id: string, browserId: string | null, graceSeconds: number): Promise<boolean> {
    const spent = await this.refreshToken(id);
    if (!browserId || !spent?.usedAt || spent.spentBy !== browserId || !spent.successorId) return false;
    if (Date.now() - spent.usedAt.getTime() > graceSeconds * 1000) return false;
    return this.markRefreshTokenUsed(spent.successorId, browserId);
  }

  /** Ends one session (its family of refresh tokens). */
  async revokeFamily(familyId: string) {
    await this.db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.familyId, familyId));
  }

  /** Ends every session of the account, but `keepFamilyId`'s when given. */
  async revokeSessionsOf(accountId: string, keepFamilyId?: string) {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(
        keepFamilyId
          ? and(eq(refreshTokens.accountId, accountId), ne(refreshTokens.familyId, keepFamilyId), isNull(refreshTokens.revokedAt))
          : eq(refreshTokens.accountId, accountId),
      );
  }
}

/** Registered by the ms-iam module, before its routes (its scope only). */
export const accountsRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('accountsRepository', new AccountsRepository(app.db));
  },
  { name: 'accounts-repository' },
);
