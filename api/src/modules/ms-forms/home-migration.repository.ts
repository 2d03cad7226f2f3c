import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MIGRATION_TARGET_FAMILIES } from '@atlas/contracts/forms';
import type { Database } from '../../db/database';
import { ProductsRepository } from '../ms-catalog/public';
import { lineOf } from '../ms-iam/public';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

declare module 'fastify' {
  interface FastifyInstance {
    homeMigrationRepository: HomeMigrationRepository;
  }
}

/** What a home migration request is checked against: the operator's lines (ms-iam) and the catalogue's home offers (ms-catalog). */
export class HomeMigrationRepository {
  private readonly db: Database;

  constructor(work: UnitOfWork) {
    this.db = handleOf(work);
  }

  /** The Atlas line of this number (its kind and current offer), if any. */
  async lineOf(mdn: string) {
    const line = await lineOf(this.db, mdn);
    return line && { kind: line.kind, offerId: line.offerId };
  }

  /** Whether the offer is a home-internet offer a line may move to (MIGRATION_TARGET_FAMILIES). */
  async isMigrationTarget(offerId: string): Promise<boolean> {
    const [offer] = await new ProductsRepository(this.db).byId(offerId);
    return offer?.family === 'home-internet' && offer.homeFamily !== null && (MIGRATION_TARGET_FAMILIES as readonly string[]).includes(offer.homeFamily);
  }
}

/** Registered by the ms-forms module, before its routes (its scope only). */
export const homeMigrationRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('homeMigrationRepository', new HomeMigrationRepository(app.db));
  },
  { name: 'home-migration-repository' },
);
