import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { appSettings } from '../modules/ms-config/ms-config.tables';

/**
 * A secret every replica shares: the configured one, else one generated on the first start and
 * kept in app_settings under `name` (replicas on one database read the same row).
 */
export async function storedSecret(db: Database, name: string, configured: string | null): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(appSettings)
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.name, name));
  if (!row) throw new Error(`The secret ${name} could not be stored`);
  return new TextEncoder().encode(String(row.value));
}
