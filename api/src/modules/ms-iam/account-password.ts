import { AccountsRepository } from './accounts.repository';
import { verifyPassword } from './passwords';
import type { UnitOfWork } from '../../db/unit-of-work';

/** Whether `password` is the account's: a line act confirmed by the password typed again (a lost line's suspension). */
export async function accountPasswordMatches(work: UnitOfWork, accountId: string, password: string): Promise<boolean> {
  const account = await new AccountsRepository(work).byId(accountId);
  return account !== undefined && (await verifyPassword(password, account.passwordHash));
}
