import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import type { IdentityType } from '@atlas/contracts/identification';
import { at, lines } from '../ms-iam/ms-iam.tables';

/**
 * A reading of an identity document while its flow runs. The images are never stored; the identity
 * read is kept encrypted (AES-256-GCM) and the row is deleted when the flow ends or 30 minutes
 * after the reading (SCAN_LIFETIME_MINUTES). `id` is the SHA-256 of the ocrToken given to the browser.
 */
export const identityScans = pgTable(
  'identity_scans',
  {
    id: text('id').primaryKey(),
    mdn: text('mdn')
      .notNull()
      .references(() => lines.mdn, { onUpdate: 'cascade' }),
    identityType: text('identity_type').$type<IdentityType>().notNull(),
    /** Encrypted JSON: the identity, document number, expiry, fields to review. */
    sealed: text('sealed').notNull(),
    verifiedAt: at('verified_at'),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('identity_scans_expires_idx').on(table.expiresAt)],
);

/**
 * A line's identification in the CRM. A line without a row is identified (the spec's default);
 * the seed adds unidentified ones. Once verified, the identity and the signature are kept
 * encrypted: the operator must hold them for an identified line.
 */
export const lineIdentifications = pgTable('line_identifications', {
  mdn: text('mdn')
    .primaryKey()
    .references(() => lines.mdn, { onUpdate: 'cascade' }),
  isIdentified: boolean('is_identified').notNull(),
  honorific: text('honorific'),
  /** Encrypted JSON of the verified identity and the signature image. */
  sealed: text('sealed'),
  identifiedAt: at('identified_at'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
