import { randomBytes } from 'node:crypto';

/** Where a secret is kept once made (app_settings: ms-config's `app.appConfigRepository`). */
export interface SecretKeeper {
  /** The value kept under `name`, `value` if none was kept yet. */
  keepFirst(name: string, value: string): Promise<string>;
}

/**
 * A secret every replica shares: the configured one, else one generated on the first start and
 * kept in app_settings under `name` (replicas on one database read the same row).
 */
export async function storedSecret(keeper: SecretKeeper, name: string, configured: string | null): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  return new TextEncoder().encode(await keeper.keepFirst(name, randomBytes(48).toString('base64url')));
}
