import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { captchas } from './captcha.tables';
import { handleOf, type UnitOfWork } from '../db/repository-handle';

/** The captcha plugin's SQL: answers kept hashed, spent once. */
export class CaptchaRepository {
  private readonly db: Database;

  constructor(work: UnitOfWork) {
    this.db = handleOf(work);
  }

  async add(captcha: { id: string; answerHash: string; devAnswer: string | null; expiresAt: Date }): Promise<void> {
    await this.db.insert(captchas).values(captcha);
  }

  /** The answer's hash of a captcha neither spent nor expired. */
  async unspent(id: string): Promise<{ answerHash: string } | undefined> {
    const [row] = await this.db
      .select({ answerHash: captchas.answerHash })
      .from(captchas)
      .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, new Date())))
      .limit(1);
    return row;
  }

  /** Spends a captcha not spent yet (one conditional update): whether it was solved, undefined when someone spent it first. */
  async spend(id: string, usedBy: string | null, solved: boolean): Promise<{ solved: boolean | null } | undefined> {
    const [spent] = await this.db
      .update(captchas)
      .set({ usedAt: new Date(), usedBy, solved })
      .where(and(eq(captchas.id, id), isNull(captchas.usedAt)))
      .returning({ solved: captchas.solved });
    return spent;
  }

  async byId(id: string) {
    const [row] = await this.db.select().from(captchas).where(eq(captchas.id, id));
    return row;
  }
}
