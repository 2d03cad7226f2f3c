import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { operatorAccounts, operatorAudit, type OperatorAction } from './operations.tables';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

export type { OperatorAction };

export interface OperatorAuditEntry {
  login: string;
  action: OperatorAction;
  outcome: 'ok' | 'refused';
  address?: string | null;
  detail?: Record<string, unknown> | null;
}

/** operations' SQL: the operators' accounts and what they did. */
export class OperatorsRepository {
  private readonly db: Database;

  constructor(work: UnitOfWork) {
    this.db = handleOf(work);
  }

  /** A new account: false when the login is taken. */
  async add(account: { id: string; login: string; passwordHash: string }): Promise<boolean> {
    const [row] = await this.db.insert(operatorAccounts).values(account).onConflictDoNothing().returning({ id: operatorAccounts.id });
    return !!row;
  }

  async byLogin(login: string) {
    const [account] = await this.db.select().from(operatorAccounts).where(eq(operatorAccounts.login, login));
    return account;
  }

  /** Whether the account still exists (one read by primary key). */
  async exists(id: string): Promise<boolean> {
    const [account] = await this.db.select({ login: operatorAccounts.login }).from(operatorAccounts).where(eq(operatorAccounts.id, id));
    return !!account;
  }

  async audit(entry: OperatorAuditEntry): Promise<void> {
    await this.db.insert(operatorAudit).values({ ...entry, address: entry.address ?? null, detail: entry.detail ?? null });
  }

  /** The latest audit entries, newest first. */
  latestAudit(limit: number) {
    return this.db.select().from(operatorAudit).orderBy(desc(operatorAudit.id)).limit(limit);
  }
}
