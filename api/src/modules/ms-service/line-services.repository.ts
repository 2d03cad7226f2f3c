import { and, asc, eq, inArray, isNotNull, isNull, like, lte, not, notExists, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { heldLinesOf, isLineNumber, linesOfAccount } from '../ms-iam/public';
import { lineServiceRequests, lineServiceStates, numberCategories, numberPool, numberReservations } from './ms-service.tables';
import { outOfQuarantine } from './numbers.repository';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

declare module 'fastify' {
  interface FastifyInstance {
    lineServicesRepository: LineServicesRepository;
  }
}

export type LineServiceState = typeof lineServiceStates.$inferSelect;
export type LineServiceRequestRow = typeof lineServiceRequests.$inferSelect;

/** The line's state, locked for the caller's transaction (two acts on one line never interleave). */
export async function lockedLineState(work: UnitOfWork, mdn: string): Promise<LineServiceState | undefined> {
  const tx = handleOf(work);
  const [row] = await tx.select().from(lineServiceStates).where(eq(lineServiceStates.mdn, mdn)).for('update');
  return row;
}

/** Whether the line's network state says it is suspended. */
export async function isLineSuspended(work: UnitOfWork, mdn: string): Promise<boolean> {
  const db = handleOf(work);
  const [row] = await db.select({ suspendedAt: lineServiceStates.suspendedAt }).from(lineServiceStates).where(eq(lineServiceStates.mdn, mdn));
  return Boolean(row?.suspendedAt);
}

/** ms-service's SQL: the network state of the lines, the audit of their acts, and the numbers on offer. */
export class LineServicesRepository {
  private readonly db: Database;

  constructor(work: UnitOfWork) {
    this.db = handleOf(work);
  }

  /** One line of the audit (an act done or refused, a PUK read). */
  async recordRequest(row: typeof lineServiceRequests.$inferInsert, work: UnitOfWork = this.db) {
    const on = handleOf(work);
    await on.insert(lineServiceRequests).values(row);
  }

  /** The request of that kind made under that idempotency key, if any. */
  async requestByKey(kind: string, idempotencyKey: string, work: UnitOfWork = this.db): Promise<LineServiceRequestRow | undefined> {
    const on = handleOf(work);
    const [row] = await on
      .select()
      .from(lineServiceRequests)
      .where(and(eq(lineServiceRequests.kind, kind), eq(lineServiceRequests.idempotencyKey, idempotencyKey)));
    return row;
  }

  async state(mdn: string, work: UnitOfWork = this.db): Promise<LineServiceState | undefined> {
    const on = handleOf(work);
    const [row] = await on.select().from(lineServiceStates).where(eq(lineServiceStates.mdn, mdn));
    return row;
  }

  /** Changes the line's network state; answers the new state. */
  async changeState(mdn: string, change: Partial<typeof lineServiceStates.$inferInsert>, work: UnitOfWork = this.db): Promise<LineServiceState | undefined> {
    const on = handleOf(work);
    const [row] = await on
      .update(lineServiceStates)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(lineServiceStates.mdn, mdn))
      .returning();
    return row;
  }

  /** The line whose SIM has this ICC, if any. */
  async lineOfIcc(icc: string, work: UnitOfWork = this.db): Promise<string | undefined> {
    const on = handleOf(work);
    const [row] = await on.select({ mdn: lineServiceStates.mdn }).from(lineServiceStates).where(eq(lineServiceStates.icc, icc));
    return row?.mdn;
  }

  /**
   * Applies a roaming request whose time has come, unless another reader applied it first (it is
   * then undefined): only the request effective at `effectiveAt` is applied.
   */
  async applyRoaming(
    state: LineServiceState & { roamingRequested: boolean; roamingEffectiveAt: Date },
    now: Date,
    work: UnitOfWork = this.db,
  ): Promise<LineServiceState | undefined> {
    const on = handleOf(work);
    const [row] = await on
      .update(lineServiceStates)
      .set({ roamingActive: state.roamingRequested, roamingRequested: null, roamingEffectiveAt: null, updatedAt: now })
      .where(and(eq(lineServiceStates.mdn, state.mdn), eq(lineServiceStates.roamingEffectiveAt, state.roamingEffectiveAt)))
      .returning();
    return row;
  }

  /** The states of the account's lines with a roaming request due now. */
  async dueRoaming(accountId: string, work: UnitOfWork = this.db): Promise<LineServiceState[]> {
    const on = handleOf(work);
    const held = await linesOfAccount(on, accountId);
    if (held.length === 0) return [];
    return on
      .select()
      .from(lineServiceStates)
      .where(and(inArray(lineServiceStates.mdn, held), isNotNull(lineServiceStates.roamingRequested), lte(lineServiceStates.roamingEffectiveAt, new Date())));
  }

  /**
   * The account's other mobile lines that can receive a code now: active, not suspended, not `except`
   * (a lost line's suspension is confirmed through one of them).
   */
  async otherReachableLines(accountId: string, except: string): Promise<string[]> {
    const candidates = (await heldLinesOf(this.db, accountId))
      .filter((line) => line.mdn !== except && line.kind === 'mobile' && line.status === 'active')
      .map((line) => line.mdn);
    if (candidates.length === 0) return [];
    const rows = await this.db
      .select({ mdn: lineServiceStates.mdn })
      .from(lineServiceStates)
      .where(and(inArray(lineServiceStates.mdn, candidates), isNull(lineServiceStates.suspendedAt)))
      .orderBy(asc(lineServiceStates.mdn));
    return rows.map((row) => row.mdn);
  }

  // --- numbers to choose from -------------------------------------------------------------------

  numberCategories() {
    return this.db.select().from(numberCategories).orderBy(asc(numberCategories.position));
  }

  async numberCategoryExists(id: string): Promise<boolean> {
    const [row] = await this.db.select({ id: numberCategories.id }).from(numberCategories).where(eq(numberCategories.id, id));
    return !!row;
  }

  /**
   * Up to `limit` free numbers of the category (unsold, no line, out of quarantine, not held by a
   * cart), with the typed digits anywhere after the leading 0, in random order: each buyer sees
   * another handful, so two buyers rarely reach for the same number.
   */
  async freeNumbers(category: string, contains: string | undefined, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ mdn: numberPool.mdn })
      .from(numberPool)
      .where(
        and(
          eq(numberPool.categoryId, category),
          isNull(numberPool.soldTo),
          not(isLineNumber(numberPool.mdn)),
          outOfQuarantine(),
          contains ? like(sql`substr(${numberPool.mdn}, 2)`, `%${contains}%`) : undefined,
          notExists(
            this.db
              .select({ mdn: numberReservations.mdn })
              .from(numberReservations)
              .where(and(eq(numberReservations.mdn, numberPool.mdn), sql`${numberReservations.expiresAt} > now()`)),
          ),
        ),
      )
      .orderBy(sql`random()`)
      .limit(limit);
    return rows.map((row) => row.mdn);
  }
}

/** Registered by the ms-service module, before its routes (its scope only). */
export const lineServicesRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('lineServicesRepository', new LineServicesRepository(app.db));
  },
  { name: 'line-services-repository' },
);
