import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { accountSegment } from '../ms-iam/public';
import { plansOfSegment, type ProductRow } from '../ms-catalog/public';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

declare module 'fastify' {
  interface FastifyInstance {
    plansRepository: PlansRepository;
  }
}

/** ms-order's reads of the catalogue: the plans a customer may take, by the segment of their account. */
export class PlansRepository {
  private readonly db: Database;

  constructor(work: UnitOfWork) {
    this.db = handleOf(work);
  }

  /** The plans of the account's segment (business for a B2B account, else consumer), in the catalogue's order. */
  async plansFor(accountId: string): Promise<ProductRow[]> {
    const segment = (await accountSegment(this.db, accountId)) === 'B2B' ? 'business' : 'consumer';
    return plansOfSegment(this.db, segment);
  }
}

/** Registered by the ms-order module, before its routes (its scope only). */
export const plansRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('plansRepository', new PlansRepository(app.db));
  },
  { name: 'plans-repository' },
);
