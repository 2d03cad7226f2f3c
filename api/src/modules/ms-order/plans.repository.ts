import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { accounts } from '../ms-iam/ms-iam.tables';
import { catalogProducts } from '../ms-catalog/ms-catalog.tables';

declare module 'fastify' {
  interface FastifyInstance {
    plansRepository: PlansRepository;
  }
}

/** ms-order's reads of the catalogue: the plans a customer may take, by the segment of their account. */
export class PlansRepository {
  constructor(private readonly db: Database) {}

  /** The plans of the account's segment (business for a B2B account, else consumer), in the catalogue's order. */
  async plansFor(accountId: string): Promise<Array<typeof catalogProducts.$inferSelect>> {
    const [account] = await this.db.select({ segment: accounts.segment }).from(accounts).where(eq(accounts.id, accountId));
    const segment = account?.segment === 'B2B' ? 'business' : 'consumer';
    return this.db
      .select()
      .from(catalogProducts)
      .where(and(eq(catalogProducts.family, 'plan'), eq(catalogProducts.segment, segment)))
      .orderBy(asc(catalogProducts.position));
  }
}

/** Registered by the ms-order module, before its routes (its scope only). */
export const plansRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('plansRepository', new PlansRepository(app.db));
  },
  { name: 'plans-repository' },
);
