import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { AnalyticsEventKind } from '@atlas/contracts/analytics';
import type { Language } from '../../language';
import { at } from '../ms-iam/ms-iam.tables';

/** What the first-party analytics tag reports, for visitors who accepted the cookies. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    visit: uuid('visit').notNull(),
    kind: text('kind').$type<AnalyticsEventKind>().notNull(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    language: text('language').$type<Language>().notNull(),
    occurredAt: at('occurred_at').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (table) => [index('analytics_events_kind_idx').on(table.kind, table.name, table.occurredAt)],
);
