import { describeDatabase, loadConfig } from '../config';
import { openDatabase } from './database';
import { seedDatabase } from './seed';

/** `npm run db:seed -w @atlas/api`: migrates if needed, then (re)applies the seed; safe to repeat. */
async function main(): Promise<void> {
  const config = loadConfig({ seed: true });
  const database = await openDatabase(config.database);
  try {
    await database.prepare((db) => seedDatabase(db, { demo: config.demoData }));
    console.log(`seed applied to ${describeDatabase(config.database)}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
