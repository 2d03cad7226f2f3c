import { emptyManifest, PLATFORM_MANIFEST_PATH, type PlatformManifest } from '@atlas/contracts/platform-manifest';

/**
 * The manifest is served uncached and preloaded by index.html. If it cannot be read, the shell
 * still renders its own pages (header, 404, error) with an empty platform.
 */
export async function loadPlatformManifest(fetchImpl: typeof fetch = fetch): Promise<PlatformManifest> {
  try {
    const response = await fetchImpl(PLATFORM_MANIFEST_PATH, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`platform manifest answered ${response.status}`);
    const manifest = (await response.json()) as PlatformManifest;
    if (manifest.schemaVersion !== 1 || typeof manifest.remotes !== 'object') throw new Error('unknown manifest schema');
    return manifest;
  } catch (error) {
    console.error('[platform] manifest unavailable, remotes are off', error);
    return emptyManifest();
  }
}
