import { boolean, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Civility, CustomerSegment, LineKind, LineSegment, TermsType } from '@atlas/contracts/selfcare';

export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The operator's lines (its CRM): every number it serves, with or without a web account. */
export const lines = pgTable('lines', {
  /** National form, 10 digits. */
  mdn: text('mdn').primaryKey(),
  kind: text('kind').$type<LineKind>().notNull(),
  segment: text('segment').$type<LineSegment>().notNull(),
  customerSegment: text('customer_segment').$type<CustomerSegment>().notNull(),
  crmId: text('crm_id').notNull(),
  offerId: text('offer_id').notNull(),
  offerNameFr: text('offer_name_fr').notNull(),
  offerNameAr: text('offer_name_ar').notNull(),
  /** Empty for a line written before the English names (the French one is shown then). */
  offerNameEn: text('offer_name_en').notNull().default(''),
  /** Home lines (adsl, ftth, home, idar) receive no SMS: codes go to the holder's contact mobile. */
  contactMdn: text('contact_mdn'),
  holderFirstName: text('holder_first_name').notNull(),
  holderLastName: text('holder_last_name').notNull(),
  /** A closed line keeps its number in the CRM but takes no recharge (payment-019). */
  status: text('status').$type<'active' | 'closed'>().notNull().default('active'),
});

/** A customer's web account (self-care sign-in). */
export const accounts = pgTable('accounts', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  civility: text('civility').$type<Civility>(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  birthDate: text('birth_date'),
  segment: text('segment').$type<CustomerSegment>().notNull(),
  crmId: text('crm_id').notNull(),
  /** 256 px square webp, base64. */
  avatar: text('avatar'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** The lines an account acts on; a line belongs to one account at most. */
export const accountLines = pgTable(
  'account_lines',
  {
    mdn: text('mdn')
      .primaryKey()
      .references(() => lines.mdn, { onUpdate: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    isMain: boolean('is_main').notNull().default(false),
    attachedAt: at('attached_at').notNull().defaultNow(),
  },
  (table) => [index('account_lines_account_idx').on(table.accountId)],
);

/**
 * One row per refresh token ever issued: rotation marks it used; reuse revokes its family, unless
 * it is the same browser asking again for a rotation whose answer it never received.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey(),
    familyId: text('family_id').notNull(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    /** The browser id (sdata) of the rotation that spent this token, and the token it issued. */
    spentBy: text('spent_by'),
    successorId: text('successor_id'),
    revokedAt: at('revoked_at'),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId)],
);

/**
 * The browsers (the browser id of the api client's sdata) that signed in to an account: failures
 * elsewhere do not slow them down, so a stranger's guesses cannot keep the owner out.
 */
export const signInDevices = pgTable(
  'signin_devices',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    browserId: text('browser_id').notNull(),
    lastAt: at('last_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.browserId] })],
);

/**
 * The sign-in links sent to an account's email: the token's SHA-256 only (the token is in the
 * mail, never stored), spent once (`used_at`, set by the statement that finds it), valid until
 * `expires_at`. The newest `created_at` coalesces requests: one new link per account per minute.
 */
export const signInLinks = pgTable(
  'signin_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [index('signin_links_account_idx').on(table.accountId, table.createdAt)],
);

/**
 * The terms an account accepted (selfcare spec §9's types): main_cgu at sign-up, migration_cgu
 * (process MIGRATION_PROCESS) for a line moved to a plan. One row per account, type and line (''
 * for the account's own terms), dated on the latest acceptance.
 */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type').$type<TermsType>().notNull(),
    mdn: text('mdn').notNull().default(''),
    process: text('process'),
    acceptedAt: at('accepted_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.type, table.mdn] })],
);
