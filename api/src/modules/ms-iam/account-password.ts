import type { Database } from '../../db/database';
import { AccountsRepository } from './accounts.repository';
import { verifyPassword } from './passwords';

/** Whether `password` is the account's: a line act confirmed by the password typed again (a lost line's suspension). */
export async function accountPasswordMatches(db: Database, accountId: string, password: string): Promise<boolean> {
  const account = await new AccountsRepository(db).byId(accountId);
  return account !== undefined && (await verifyPassword(password, account.passwordHash));
}
