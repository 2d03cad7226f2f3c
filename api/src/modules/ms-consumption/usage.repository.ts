import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { SortOrder, UsageKind } from '@atlas/contracts/histories';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import type { UsageAlertChannels, UsageAlertSet } from '@atlas/contracts/usage-alerts';
import type { Language } from '../../language';
import { balancesOfLine } from '../ms-balance/public';
import { accountEmailOf, lineOf } from '../ms-iam/public';
import { usageAlerts, usageRecords } from './ms-consumption.tables';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

declare module 'fastify' {
  interface FastifyInstance {
    usageRepository: UsageRepository;
  }
}

/** ms-consumption's SQL over a line's usage records. */
export class UsageRepository {
  private readonly db: Database;

  constructor(work: UnitOfWork) {
    this.db = handleOf(work);
  }

  /** Internet (kB), outgoing call seconds and SMS sent, per UTC month ('YYYY-MM'), since a date. */
  monthlyTotals(mdn: string, since: Date) {
    const month = sql<string>`to_char(${usageRecords.startedAt} at time zone 'UTC', 'YYYY-MM')`;
    return this.db
      .select({
        month,
        dataKb: sql<number>`coalesce(sum(${usageRecords.volumeKb}) filter (where ${usageRecords.kind} = 'data'), 0)::float8`,
        callSeconds: sql<number>`coalesce(sum(${usageRecords.durationSeconds}) filter (where ${usageRecords.kind} = 'call' and ${usageRecords.direction} = 'out'), 0)::float8`,
        sms: sql<number>`(count(*) filter (where ${usageRecords.kind} = 'sms' and ${usageRecords.direction} = 'out'))::int`,
      })
      .from(usageRecords)
      .where(and(eq(usageRecords.mdn, mdn), gte(usageRecords.startedAt, since)))
      .groupBy(month);
  }

  /** National internet (kB) and outgoing call seconds since a date: the pace of the forecast. */
  async pace(mdn: string, since: Date) {
    const [pace] = await this.db
      .select({
        dataKb: sql<number>`coalesce(sum(${usageRecords.volumeKb}) filter (where ${usageRecords.kind} = 'data' and ${usageRecords.scope} = 'national'), 0)::float8`,
        callSeconds: sql<number>`coalesce(sum(${usageRecords.durationSeconds}) filter (where ${usageRecords.kind} = 'call' and ${usageRecords.direction} = 'out'), 0)::float8`,
      })
      .from(usageRecords)
      .where(and(eq(usageRecords.mdn, mdn), gte(usageRecords.startedAt, since)));
    return pace;
  }

  /**
   * The line's calls, SMS and data sessions (of one kind, of one month, when
   * asked; months as the usage summary counts them), one page of them by date, and how many there are.
   */
  async page(
    mdn: string,
    { typeSort, pageSize, pageNumber, kind, month }: { typeSort: SortOrder; pageSize: number; pageNumber: number; kind?: UsageKind; month?: string },
  ) {
    const where = and(
      eq(usageRecords.mdn, mdn),
      kind ? eq(usageRecords.kind, kind) : undefined,
      month ? sql`to_char(${usageRecords.startedAt} at time zone 'UTC', 'YYYY-MM') = ${month}` : undefined,
    );
    const [count] = await this.db
      .select({ total: sql<number>`count(*)::int` })
      .from(usageRecords)
      .where(where);
    const rows = await this.db
      .select()
      .from(usageRecords)
      .where(where)
      .orderBy(...(typeSort === 'asc' ? [asc(usageRecords.startedAt), asc(usageRecords.id)] : [desc(usageRecords.startedAt), desc(usageRecords.id)]))
      .limit(pageSize)
      .offset((pageNumber - 1) * pageSize);
    return { total: Number(count?.total ?? 0), rows };
  }

  /** The line as the CRM knows it (where its codes go). */
  lineOf(mdn: string) {
    return lineOf(this.db, mdn);
  }

  /** The usage alerts this account set on the line (none when another account set them). */
  async alertsOf(mdn: string, accountId: string) {
    const [row] = await this.db
      .select()
      .from(usageAlerts)
      .where(and(eq(usageAlerts.mdn, mdn), eq(usageAlerts.accountId, accountId)));
    return row;
  }

  /** Replaces the line's usage alerts with this account's. */
  async setAlerts(settings: { mdn: string; accountId: string; alerts: UsageAlertSet; channels: UsageAlertChannels; language: Language }) {
    const { mdn: _mdn, ...changes } = settings;
    await this.db
      .insert(usageAlerts)
      .values(settings)
      .onConflictDoUpdate({ target: usageAlerts.mdn, set: { ...changes, updatedAt: new Date() } });
  }

  /** Where an account's emails go. */
  emailOf(accountId: string): Promise<string | null> {
    return accountEmailOf(this.db, accountId);
  }

  /** The line's counters (what the forecast runs out of). */
  balancesOf(mdn: string) {
    return balancesOfLine(this.db, mdn);
  }
}

/** Registered by the ms-consumption module, before its routes (its scope only). */
export const usageRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('usageRepository', new UsageRepository(app.db));
  },
  { name: 'usage-repository' },
);
