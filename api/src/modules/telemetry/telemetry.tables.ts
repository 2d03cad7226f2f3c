import { doublePrecision, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The field telemetry, aggregated (issue 30): one row per minute × route × remote × version ×
 * device × metric. A vital's row holds its fixed-bucket histogram (histogram.ts); a counter's row
 * (`page_view`, `error`, `failure:<phase>`) only its count. No raw event is kept.
 */
export const telemetryHistograms = pgTable(
  'telemetry_histograms',
  {
    minute: timestamp('minute', { withTimezone: true, mode: 'date' }).notNull(),
    route: text('route').notNull(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    device: text('device').notNull(),
    metric: text('metric').notNull(),
    count: integer('count').notNull(),
    /** Vitals: the sum of the values (a mean is count and sum); counters: 0. */
    sum: doublePrecision('sum').notNull().default(0),
    /** Vitals: the count in each fixed bucket; counters: empty. */
    buckets: integer('buckets').array().notNull(),
  },
  (table) => [primaryKey({ columns: [table.minute, table.route, table.remote, table.version, table.device, table.metric] })],
);
