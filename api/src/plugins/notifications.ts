import fp from 'fastify-plugin';
import type { NotificationKind } from '@atlas/contracts/histories';
import type { USAGE_ALERT_NOTIFICATION_KIND } from '@atlas/contracts/usage-alerts';
import type { UnitOfWork } from '../db/unit-of-work';

export type NotificationParams = Record<string, string | number>;

/** Something that happened to a customer or a line, to be told in the notification centre. */
export interface CustomerEvent {
  /** The customer told. When only the line is known, pass `mdn` alone: the store finds its holder. */
  accountId?: string | null;
  mdn?: string | null;
  kind: NotificationKind | typeof USAGE_ALERT_NOTIFICATION_KIND;
  /** Values the text shows: `amountCentimes`, `refNumber`, `name`, `percent`, `newMdn`, `offer`… */
  params?: NotificationParams;
  /** One notification per key and account: a retried event (a callback delivered twice) records once. */
  dedupeKey: string;
  /** When it happened, if not now (an invoice issued on its date, a roaming request that took effect). */
  at?: Date;
}

/** Keeps an event (ms-client's notifications store); answers whether a new notification was recorded. */
export type NotificationStore = (work: UnitOfWork, event: CustomerEvent) => Promise<boolean>;

/**
 * Finds the events that happen with time rather than with a request (a roaming request taking
 * effect, an invoice issued by the billing run, a balance crossing 80 %), for one account, just
 * before its notifications are read. Each module that has such events adds one.
 */
export type NotificationCheck = (work: UnitOfWork, accountId: string, record: (work: UnitOfWork, event: CustomerEvent) => Promise<boolean>) => Promise<void>;

/**
 * The port between the modules that know what happened and the one that keeps it: a module calls
 * `app.notifications.record(tx, event)` inside the transaction of its event (so the notice and the
 * act commit together, once), and never imports the store. ms-client plugs the store in with
 * `storeWith`, and lists after `checkAccount` ran every module's check.
 */
export interface Notifications {
  record(work: UnitOfWork, event: CustomerEvent): Promise<boolean>;
  storeWith(store: NotificationStore): void;
  addCheck(check: NotificationCheck): void;
  checkAccount(work: UnitOfWork, accountId: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifications;
  }
}

export function createNotifications(): Notifications {
  let store: NotificationStore | null = null;
  const checks: NotificationCheck[] = [];
  const record = (work: UnitOfWork, event: CustomerEvent) => (store ? store(work, event) : Promise.resolve(false));
  return {
    record,
    storeWith(next) {
      if (store && store !== next) throw new Error('The notifications already have a store');
      store = next;
    },
    addCheck(check) {
      checks.push(check);
    },
    async checkAccount(work, accountId) {
      for (const check of checks) await check(work, accountId, record);
    },
  };
}

/** Registered at the root before the modules: every module sees the one `app.notifications`. */
export const notificationsPlugin = fp(
  async (app) => {
    app.decorate('notifications', createNotifications());
  },
  { name: 'atlas-notifications' },
);
