import { and, eq, gt, like } from 'drizzle-orm';
import type { Database } from '../db/database';
import { otpChallenges, usedOtpTokens } from './otp.tables';
import { handleOf, type UnitOfWork } from '../db/repository-handle';

export type OtpChallengeRow = typeof otpChallenges.$inferSelect;

/** The one-time passwords' SQL: a challenge per number and purpose (and holder), and the proofs spent. */
export class OtpRepository {
  private readonly db: Database;

  constructor(work: UnitOfWork) {
    this.db = handleOf(work);
  }

  async challengeOf(mdn: string, purposeKey: string): Promise<OtpChallengeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(otpChallenges)
      .where(and(eq(otpChallenges.mdn, mdn), eq(otpChallenges.purpose, purposeKey)));
    return row;
  }

  /** The codes sent to the number for a purpose, every holder's (`purpose|holder`), whose last send is after `since`. */
  holdersSince(mdn: string, purpose: string, since: Date): Promise<Array<{ sends: number; lastSentAt: Date }>> {
    return this.db
      .select({ sends: otpChallenges.sends, lastSentAt: otpChallenges.lastSentAt })
      .from(otpChallenges)
      .where(and(eq(otpChallenges.mdn, mdn), like(otpChallenges.purpose, `${purpose}|%`), gt(otpChallenges.lastSentAt, since)));
  }

  /** The number and purpose's one challenge, new or replacing the last one. */
  async put(challenge: OtpChallengeRow): Promise<void> {
    await this.db
      .insert(otpChallenges)
      .values(challenge)
      .onConflictDoUpdate({ target: [otpChallenges.mdn, otpChallenges.purpose], set: challenge });
  }

  async update(id: string, change: Partial<Pick<OtpChallengeRow, 'attempts' | 'blockedUntil' | 'verifiedAt'>>): Promise<void> {
    await this.db.update(otpChallenges).set(change).where(eq(otpChallenges.id, id));
  }

  /** Spends a proof by its id: false when it was spent already. */
  async spendProof(id: string): Promise<boolean> {
    const spent = await this.db.insert(usedOtpTokens).values({ id }).onConflictDoNothing().returning();
    return spent.length === 1;
  }
}
