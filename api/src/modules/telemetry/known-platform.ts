import fs from 'node:fs/promises';
import type { PlatformManifest } from '@atlas/contracts/platform-manifest';
import type { TelemetryBeacon } from './beacon';

/** The route templates a beacon may name besides the remotes' own: the site's root and the shell's pages. */
const SHELL_ROUTES = new Set(['/', '(shell)']);
/** A self-care route is reported under the self-care prefix the site is configured with (`/espace-client`): one static segment. */
const SELF_CARE_PREFIX = /^\/[a-z0-9-]+(?=\/)/;

const joinPath = (prefix: string, path: string) => `${prefix.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`.replace(/(.)\/+$/, '$1');

/**
 * What the platform manifest says exists: every route template and every published version of each
 * remote (all versions, not only the live one: a canary's and a rolled-back one's browsers still
 * report). Read from the manifest the edge serves (PLATFORM_MANIFEST_URL: an http URL or a file)
 * and read again every `refreshMs`; until a first reading succeeds, beacons are checked by their
 * patterns only (a collector never refuses the site's telemetry because the edge was late).
 */
export class KnownPlatform {
  private publicRoutes = new Set<string>();
  private selfCareRoutes = new Set<string>();
  private versions = new Map<string, Set<string>>();
  private loaded = false;
  private timer: NodeJS.Timeout | null = null;
  /** Beacons dropped because they named a route no remote declares. */
  unknownRoutes = 0;

  constructor(private readonly source?: string) {}

  /** Takes a manifest's routes and versions (replacing the previous reading). */
  learn(manifest: PlatformManifest): void {
    const publicRoutes = new Set<string>();
    const selfCareRoutes = new Set<string>();
    const versions = new Map<string, Set<string>>();
    for (const record of Object.values(manifest.remotes ?? {})) {
      versions.set(record.name, new Set(Object.keys(record.versions ?? {})));
      for (const version of Object.values(record.versions ?? {}))
        for (const route of version.routes ?? []) (route.area === 'selfcare' ? selfCareRoutes : publicRoutes).add(joinPath('', route.path));
    }
    this.publicRoutes = publicRoutes;
    this.selfCareRoutes = selfCareRoutes;
    this.versions = versions;
    this.loaded = true;
  }

  get isLoaded(): boolean {
    return this.loaded;
  }

  knowsRoute(template: string): boolean {
    if (!this.loaded || SHELL_ROUTES.has(template) || this.publicRoutes.has(template)) return true;
    const prefix = SELF_CARE_PREFIX.exec(template)?.[0];
    return prefix !== undefined && this.selfCareRoutes.has(template.slice(prefix.length));
  }

  knowsVersion(remote: string, version: string): boolean {
    return !this.loaded || remote === 'shell' || (this.versions.get(remote)?.has(version) ?? false);
  }

  /**
   * The beacon with what the platform does not know taken out: null for a route no remote declares
   * (the whole page view is dropped), and remotes, errors and failures of an unknown remote or
   * version left out (a vital attributed to one is kept as the shell's).
   */
  restrict(beacon: TelemetryBeacon): TelemetryBeacon | null {
    if (!this.knowsRoute(beacon.route)) {
      this.unknownRoutes += 1;
      return null;
    }
    if (!this.loaded) return beacon;
    const remotes = Object.fromEntries(Object.entries(beacon.remotes).filter(([remote, version]) => this.knowsVersion(remote, version)));
    return {
      ...beacon,
      remotes,
      vitals: beacon.vitals.map((vital) =>
        vital.remote && vital.remote !== 'shell' && !(vital.remote in remotes) ? { name: vital.name, value: vital.value } : vital,
      ),
      errors: beacon.errors.filter((error) => this.knowsVersion(error.remote, error.version)),
      failures: beacon.failures.filter((failure) => this.knowsVersion(failure.remote, failure.version)),
    };
  }

  /** Reads the manifest now, then every `refreshMs`; a failed reading keeps the last one. */
  async start(refreshMs: number, onError?: (error: unknown) => void): Promise<this> {
    const read = async () => {
      try {
        this.learn(await this.read());
      } catch (error) {
        onError?.(error);
      }
    };
    await read();
    this.timer = setInterval(() => void read(), refreshMs);
    this.timer.unref();
    return this;
  }

  private async read(): Promise<PlatformManifest> {
    if (!this.source) throw new Error('no PLATFORM_MANIFEST_URL');
    if (/^https?:\/\//.test(this.source)) {
      const response = await fetch(this.source, { signal: AbortSignal.timeout(5000) });
      if (!response.ok) throw new Error(`${this.source} answered ${response.status}`);
      return (await response.json()) as PlatformManifest;
    }
    return JSON.parse(await fs.readFile(this.source, 'utf8')) as PlatformManifest;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
