import { and, eq, gt, lt } from 'drizzle-orm';
import type { Honorific } from '@atlas/contracts/identification';
import type { Database } from '../../db/database';
import { isLineAttached } from '../ms-iam/public';
import { identityScans, lineIdentifications } from './ms-identification.tables';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

export type IdentityScanRow = typeof identityScans.$inferSelect;

/** ms-identification's SQL: the sealed readings of a flow under way, and the lines' identification records. */
export class IdentityScansRepository {
  private readonly db: Database;

  constructor(work: UnitOfWork) {
    this.db = handleOf(work);
  }

  /** Removes scans nobody finished within their lifetime (applied on every call of the flow). */
  async purgeAbandoned() {
    await this.db.delete(identityScans).where(lt(identityScans.expiresAt, new Date()));
  }

  async add(scan: typeof identityScans.$inferInsert) {
    await this.db.insert(identityScans).values(scan);
  }

  /** The scan of that id, if it is the line's. */
  async ofLine(id: string, mdn: string): Promise<IdentityScanRow | undefined> {
    const [scan] = await this.db
      .select()
      .from(identityScans)
      .where(and(eq(identityScans.id, id), eq(identityScans.mdn, mdn)));
    return scan;
  }

  /** The line's scan of that id, unexpired, deleted as it is read (a single-use reading). */
  async take(id: string, mdn: string): Promise<IdentityScanRow | undefined> {
    const [scan] = await this.db
      .delete(identityScans)
      .where(and(eq(identityScans.id, id), eq(identityScans.mdn, mdn), gt(identityScans.expiresAt, new Date())))
      .returning();
    return scan;
  }

  /** The recap confirmed: the sealed content as corrected. */
  async markVerified(id: string, sealed: string) {
    await this.db.update(identityScans).set({ sealed, verifiedAt: new Date() }).where(eq(identityScans.id, id));
  }

  /** The line is identified (its sealed record kept, replacing any earlier one) and the reading deleted, together. */
  async recordIdentification(scanId: string, record: { mdn: string; honorific: Honorific; sealed: string; at: Date }) {
    const { mdn, honorific, sealed, at } = record;
    await this.db.transaction(async (tx) => {
      await tx
        .insert(lineIdentifications)
        .values({ mdn, isIdentified: true, honorific, sealed, identifiedAt: at, updatedAt: at })
        .onConflictDoUpdate({ target: lineIdentifications.mdn, set: { isIdentified: true, honorific, sealed, identifiedAt: at, updatedAt: at } });
      // The flow is over: the reading is not kept beside the CRM record.
      await tx.delete(identityScans).where(eq(identityScans.id, scanId));
    });
  }

  /** The line's sealed identification record (the identity its holder's document gave), if the flow identified it. */
  async identificationOf(mdn: string): Promise<string | null> {
    const [row] = await this.db.select({ sealed: lineIdentifications.sealed }).from(lineIdentifications).where(eq(lineIdentifications.mdn, mdn));
    return row?.sealed ?? null;
  }

  /** Whether a web account holds the line. */
  hasAccount(mdn: string): Promise<boolean> {
    return isLineAttached(this.db, mdn);
  }
}
