import { describeDatabase, loadConfig } from '../config';
import { openDatabase } from './database';

/** `npm run db:migrate -w @atlas/api`: applies the pending migrations of api/migrations/ and stops. */
async function main(): Promise<void> {
  const config = loadConfig({ seed: false });
  const database = await openDatabase(config.database);
  try {
    await database.prepare();
    console.log(`migrations applied to ${describeDatabase(config.database)}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
