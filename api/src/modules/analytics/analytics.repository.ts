import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AnalyticsBatch } from '@atlas/contracts/analytics';
import type { Database } from '../../db/database';
import { analyticsEvents } from './analytics.tables';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

declare module 'fastify' {
  interface FastifyInstance {
    analyticsRepository: AnalyticsRepository;
  }
}

/** analytics' SQL: the events of a visit. */
export class AnalyticsRepository {
  private readonly db: Database;

  constructor(work: UnitOfWork) {
    this.db = handleOf(work);
  }

  /** Keeps a batch of one visit's events. */
  async record({ visit, events }: AnalyticsBatch): Promise<void> {
    await this.db
      .insert(analyticsEvents)
      .values(
        events.map((event) => ({ visit, kind: event.kind, name: event.name, path: event.path, language: event.language, occurredAt: new Date(event.at) })),
      );
  }
}

/** Registered by the analytics module, before its routes (its scope only). */
export const analyticsRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('analyticsRepository', new AnalyticsRepository(app.db));
  },
  { name: 'analytics-repository' },
);
