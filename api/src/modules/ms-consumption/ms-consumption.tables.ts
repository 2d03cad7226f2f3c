import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { UsageKind, UsageScope } from '@atlas/contracts/histories';
import type { UsageAlertChannels, UsageAlertSet } from '@atlas/contracts/usage-alerts';
import type { Language } from '../../language';
import { accounts, at, lines } from '../ms-iam/ms-iam.tables';

/** ms-consumption: the usage records (calls, SMS, data sessions) of each line, as the network bills them. */
export const usageRecords = pgTable(
  'usage_records',
  {
    id: text('id').primaryKey(),
    mdn: text('mdn')
      .notNull()
      .references(() => lines.mdn, { onUpdate: 'cascade' }),
    kind: text('kind').$type<UsageKind>().notNull(),
    direction: text('direction').$type<'out' | 'in'>().notNull(),
    scope: text('scope').$type<UsageScope>().notNull(),
    counterpart: text('counterpart'),
    country: text('country'),
    durationSeconds: integer('duration_seconds').notNull(),
    volumeKb: integer('volume_kb').notNull(),
    costCentimes: integer('cost_centimes').notNull(),
    startedAt: at('started_at').notNull(),
  },
  (table) => [index('usage_records_mdn_idx').on(table.mdn, table.startedAt)],
);

/**
 * The usage alerts a customer set on a line: the thresholds of each counter family and where they
 * go besides the notification centre. One row per line, kept with the account that set it (a line
 * that moves to another account takes no one's alerts along).
 */
export const usageAlerts = pgTable('usage_alerts', {
  mdn: text('mdn')
    .primaryKey()
    .references(() => lines.mdn, { onUpdate: 'cascade' }),
  accountId: text('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  alerts: jsonb('alerts').$type<UsageAlertSet>().notNull(),
  channels: jsonb('channels').$type<UsageAlertChannels>().notNull(),
  /** The language the customer set them in: the SMS and email are written in it. */
  language: text('language').$type<Language>().notNull().default('fr'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * Each alert delivered: one row per line, counter, threshold and period (the counter's renewal
 * date), so a threshold crossed again in the same period, a retried feed or two replicas rating at
 * once never tell the customer twice; a renewed allowance is a new period.
 */
export const usageAlertDeliveries = pgTable(
  'usage_alert_deliveries',
  {
    mdn: text('mdn')
      .notNull()
      .references(() => lines.mdn, { onUpdate: 'cascade' }),
    /** The counter's category and name ("internet:Internet national"). */
    counter: text('counter').notNull(),
    threshold: integer('threshold').notNull(),
    /** The counter's validUntil, or `none`. */
    period: text('period').notNull(),
    deliveredAt: at('delivered_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.mdn, table.counter, table.threshold, table.period] })],
);
