import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { lineBalances } from '../../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    balancesRepository: BalancesRepository;
  }
}

/** ms-balance's SQL: the counters of a line. */
export class BalancesRepository {
  constructor(private readonly db: Database) {}

  /** The line's counters as last computed, or undefined before the first computation. */
  async ofLine(mdn: string): Promise<typeof lineBalances.$inferSelect | undefined> {
    const [row] = await this.db.select().from(lineBalances).where(eq(lineBalances.mdn, mdn));
    return row;
  }
}

/** Registered by the ms-balance module, before its routes (its scope only). */
export const balancesRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('balancesRepository', new BalancesRepository(app.db));
  },
  { name: 'balances-repository' },
);
