import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MIGRATION_TARGET_FAMILIES } from '@atlas/contracts/forms';
import type { Database } from '../../db/database';
import { catalogProducts } from '../ms-catalog/ms-catalog.tables';
import { lines } from '../ms-iam/ms-iam.tables';

declare module 'fastify' {
  interface FastifyInstance {
    homeMigrationRepository: HomeMigrationRepository;
  }
}

/** What a home migration request is checked against: the operator's lines and the catalogue's home offers. */
export class HomeMigrationRepository {
  constructor(private readonly db: Database) {}

  /** The Atlas line of this number (its kind and current offer), if any. */
  async lineOf(mdn: string) {
    const [line] = await this.db.select({ kind: lines.kind, offerId: lines.offerId }).from(lines).where(eq(lines.mdn, mdn));
    return line;
  }

  /** Whether the offer is a home-internet offer a line may move to (MIGRATION_TARGET_FAMILIES). */
  async isMigrationTarget(offerId: string): Promise<boolean> {
    const [offer] = await this.db
      .select({ id: catalogProducts.id })
      .from(catalogProducts)
      .where(
        and(eq(catalogProducts.id, offerId), eq(catalogProducts.family, 'home-internet'), inArray(catalogProducts.homeFamily, [...MIGRATION_TARGET_FAMILIES])),
      );
    return offer !== undefined;
  }
}

/** Registered by the ms-forms module, before its routes (its scope only). */
export const homeMigrationRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('homeMigrationRepository', new HomeMigrationRepository(app.db));
  },
  { name: 'home-migration-repository' },
);
