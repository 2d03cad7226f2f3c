import type { TermsType } from '@atlas/contracts/selfcare';
import { termsAcceptances } from './ms-iam.tables';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

/**
 * Keeps that an account accepted terms (main_cgu, migration_cgu with its process), in the caller's
 * transaction; accepting again dates the acceptance anew.
 */
export async function acceptTerms(work: UnitOfWork, acceptance: { accountId: string; type: TermsType; process?: string; mdn?: string }): Promise<void> {
  const db = handleOf(work);
  const row = {
    accountId: acceptance.accountId,
    type: acceptance.type,
    mdn: acceptance.mdn ?? '',
    process: acceptance.process ?? null,
    acceptedAt: new Date(),
  };
  await db
    .insert(termsAcceptances)
    .values(row)
    .onConflictDoUpdate({
      target: [termsAcceptances.accountId, termsAcceptances.type, termsAcceptances.mdn],
      set: { process: row.process, acceptedAt: row.acceptedAt },
    });
}
