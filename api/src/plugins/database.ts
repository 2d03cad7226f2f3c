import fp from 'fastify-plugin';
import { describeDatabase, type ApiConfig } from '../config';
import { openDatabase, type Database, type DatabaseHandle } from '../db/database';
import { applySeedPolicy } from '../db/seed';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    databaseKind: DatabaseHandle['kind'];
  }
}

/** Opens the configured PostgreSQL, brings its schema and seed up to date, closes it with the app. */
export const databasePlugin = fp<{ config: ApiConfig }>(
  async (app, { config }) => {
    const database = await openDatabase(config.database).catch((error: unknown) => {
      throw cannotOpen(config, error);
    });
    try {
      await database.prepare((work) => applySeedPolicy(work, config.seed, { demo: config.demoData }));
    } catch (error) {
      await database.close().catch(() => undefined);
      throw cannotOpen(config, error);
    }
    app.decorate('db', database.db);
    app.decorate('databaseKind', database.kind);
    app.addHook('onClose', () => database.close());
  },
  { name: 'atlas-database' },
);

function cannotOpen(config: ApiConfig, error: unknown): Error {
  const reason = error instanceof Error ? error.message : String(error);
  return new Error(`Cannot open or migrate ${describeDatabase(config.database)}: ${reason}`, { cause: error });
}
