import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { holderAccountOf, linesOfAccount } from '../ms-iam/public';
import { balancesOfLines } from '../ms-balance/public';
import { notifications } from './ms-client.tables';
import type { CustomerEvent, NotificationCheck } from '../../plugins/notifications';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

export type NotificationRow = typeof notifications.$inferSelect;

declare module 'fastify' {
  interface FastifyInstance {
    notificationsRepository: NotificationsRepository;
  }
}

/**
 * The store behind `app.notifications.record` (the port of `api/src/plugins/notifications.ts`):
 * one row, rendered in the reader's language when listed. Idempotent on (account, dedupeKey);
 * answers false when nobody holds the line or it was already recorded. Runs inside the
 * transaction of the event it reports (the caller passes `tx`).
 */
export async function recordNotification(work: UnitOfWork, input: CustomerEvent): Promise<boolean> {
  const db = handleOf(work);
  let accountId = input.accountId ?? null;
  if (!accountId && input.mdn) accountId = await holderAccountOf(db, input.mdn);
  if (!accountId) return false;
  const inserted = await db
    .insert(notifications)
    .values({
      id: randomUUID(),
      accountId,
      mdn: input.mdn ?? null,
      kind: input.kind,
      params: input.params ?? {},
      dedupeKey: input.dedupeKey,
      ...(input.at ? { createdAt: input.at } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return inserted.length === 1;
}

/**
 * Balances crossing 80 % and 100 % used become notifications when read: one per counter, threshold
 * and validity period (the dedupe key holds the counter's end date, so a renewed allowance can warn again).
 */
export const recordBalanceThresholds: NotificationCheck = async (db, accountId, record) => {
  const held = await linesOfAccount(db, accountId);
  if (held.length === 0) return;
  const rows = await balancesOfLines(db, held);
  for (const row of rows) {
    for (const category of row.balances) {
      for (const item of category.subCategories) {
        if (item.unlimited || !item.total || item.total <= 0) continue;
        const percent = Math.round(((item.total - item.value) / item.total) * 100);
        const kind = percent >= 100 ? 'balance-100' : percent >= 80 ? 'balance-80' : null;
        if (!kind) continue;
        await record(db, {
          accountId,
          mdn: row.mdn,
          kind,
          params: { percent: Math.min(100, percent), name_fr: item.name, name_ar: item.name_ar, name_en: item.name_en },
          dedupeKey: `${kind}:${row.mdn}:${category.category}:${item.name}:${item.validUntil ?? ''}`,
        });
      }
    }
  }
};

/** ms-client's SQL over the customer's notifications (the list and its read marks). */
export class NotificationsRepository {
  private readonly db: Database;

  constructor(work: UnitOfWork) {
    this.db = handleOf(work);
  }

  /** The account's latest notifications, newest first. */
  latest(accountId: string, limit: number) {
    return this.db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, accountId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit);
  }

  async unreadCount(accountId: string): Promise<number> {
    const [count] = await this.db
      .select({ unread: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.accountId, accountId), isNull(notifications.readAt)));
    return Number(count?.unread ?? 0);
  }

  /** Marks the account's unread notifications read: all of them, or those of `ids`. */
  async markRead(accountId: string, ids: string[] | 'all') {
    const mine = and(eq(notifications.accountId, accountId), isNull(notifications.readAt));
    await this.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(ids === 'all' ? mine : and(mine, inArray(notifications.id, ids)));
  }
}

/** Registered by the ms-client module, before its routes (its scope only). */
export const notificationsRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('notificationsRepository', new NotificationsRepository(app.db));
  },
  { name: 'notifications-repository' },
);
