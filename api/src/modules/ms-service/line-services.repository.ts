import { and, asc, eq, isNotNull, isNull, like, lte, notExists, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { accountLines, lines } from '../ms-iam/ms-iam.tables';
import { lineServiceRequests, lineServiceStates, numberCategories, numberPool, numberReservations } from './ms-service.tables';
import { outOfQuarantine } from './numbers';

declare module 'fastify' {
  interface FastifyInstance {
    lineServicesRepository: LineServicesRepository;
  }
}

/** The database, or the transaction an act runs in. */
type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];
type LineServiceState = typeof lineServiceStates.$inferSelect;

/** ms-service's SQL: the network state of the lines, the audit of their acts, and the numbers on offer. */
export class LineServicesRepository {
  constructor(private readonly db: Database) {}

  /** One line of the audit (an act done or refused, a PUK read). */
  async recordRequest(row: typeof lineServiceRequests.$inferInsert, on: Executor = this.db) {
    await on.insert(lineServiceRequests).values(row);
  }

  async state(mdn: string, on: Executor = this.db): Promise<LineServiceState | undefined> {
    const [row] = await on.select().from(lineServiceStates).where(eq(lineServiceStates.mdn, mdn));
    return row;
  }

  /** Changes the line's network state; answers the new state. */
  async changeState(mdn: string, change: Partial<typeof lineServiceStates.$inferInsert>, on: Executor = this.db): Promise<LineServiceState | undefined> {
    const [row] = await on
      .update(lineServiceStates)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(lineServiceStates.mdn, mdn))
      .returning();
    return row;
  }

  /** The line whose SIM has this ICC, if any. */
  async lineOfIcc(icc: string, on: Executor = this.db): Promise<string | undefined> {
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
    on: Executor = this.db,
  ): Promise<LineServiceState | undefined> {
    const [row] = await on
      .update(lineServiceStates)
      .set({ roamingActive: state.roamingRequested, roamingRequested: null, roamingEffectiveAt: null, updatedAt: now })
      .where(and(eq(lineServiceStates.mdn, state.mdn), eq(lineServiceStates.roamingEffectiveAt, state.roamingEffectiveAt)))
      .returning();
    return row;
  }

  /** The states of the account's lines with a roaming request due now. */
  async dueRoaming(accountId: string, on: Executor = this.db): Promise<LineServiceState[]> {
    const due = await on
      .select({ state: lineServiceStates })
      .from(lineServiceStates)
      .innerJoin(accountLines, eq(accountLines.mdn, lineServiceStates.mdn))
      .where(and(eq(accountLines.accountId, accountId), isNotNull(lineServiceStates.roamingRequested), lte(lineServiceStates.roamingEffectiveAt, new Date())));
    return due.map((row) => row.state);
  }

  /**
   * The account's other mobile lines that can receive a code now: active, not suspended, not `except`
   * (a lost line's suspension is confirmed through one of them).
   */
  async otherReachableLines(accountId: string, except: string): Promise<string[]> {
    const rows = await this.db
      .select({ mdn: lines.mdn })
      .from(accountLines)
      .innerJoin(lines, eq(lines.mdn, accountLines.mdn))
      .innerJoin(lineServiceStates, eq(lineServiceStates.mdn, lines.mdn))
      .where(
        and(
          eq(accountLines.accountId, accountId),
          sql`${lines.mdn} <> ${except}`,
          eq(lines.kind, 'mobile'),
          eq(lines.status, 'active'),
          isNull(lineServiceStates.suspendedAt),
        ),
      )
      .orderBy(asc(lines.mdn));
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
      .leftJoin(lines, eq(lines.mdn, numberPool.mdn))
      .where(
        and(
          eq(numberPool.categoryId, category),
          isNull(numberPool.soldTo),
          isNull(lines.mdn),
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
