import { asc, eq, gt } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { businessEvents } from './ms-content.tables';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

declare module 'fastify' {
  interface FastifyInstance {
    /** ms-content's business events: its calendar reads them, ms-forms checks a registration against one. */
    businessEventsRepository: BusinessEventsRepository;
  }
}

export type BusinessEventRow = typeof businessEvents.$inferSelect;

/** ms-content's SQL of the business events' calendar. */
export class BusinessEventsRepository {
  private readonly db: Database;

  constructor(work: UnitOfWork) {
    this.db = handleOf(work);
  }

  /** The events starting after `now`, soonest first. */
  upcoming = (now: Date): Promise<BusinessEventRow[]> =>
    this.db.select().from(businessEvents).where(gt(businessEvents.startsAt, now)).orderBy(asc(businessEvents.startsAt));

  /** The event of that id, past or to come, if any. */
  byId = async (id: string): Promise<BusinessEventRow | undefined> => (await this.db.select().from(businessEvents).where(eq(businessEvents.id, id)))[0];
}

/** At the root (app.ts): ms-forms' business-event registration reads the event through it. */
export const businessEventsRepository = fp(
  async (app) => {
    app.decorate('businessEventsRepository', new BusinessEventsRepository(app.db));
  },
  { name: 'business-events-repository', dependencies: ['atlas-database'] },
);
