/**
 * What one tab reports to the collector (issue 30): the page's route template, language, device
 * class, the shell's version and every loaded remote's version, the Web Vitals with the remote
 * they are attributed to, errors and federation load failures counted per remote and version.
 * No personal data: no URL, no query, no message text, no identity; `tab` is a random id kept in
 * memory only, and only with the cookie banner's consent.
 */
export const TELEMETRY_BEACON_PATH = '/api/v1/telemetry/beacons';

export type VitalName = 'LCP' | 'INP' | 'CLS' | 'TTFB';
export type DeviceClass = 'mobile' | 'tablet' | 'desktop';
export type LoadPhase = 'manifest' | 'entry' | 'expose' | 'shared';
export type ErrorKind = 'render' | 'error' | 'rejection';

export interface TelemetryBeacon {
  tab?: string;
  route: string;
  language: string;
  device: DeviceClass;
  shell: string;
  remotes: Record<string, string>;
  vitals: Array<{ name: VitalName; value: number; remote?: string }>;
  errors: Array<{ remote: string; version: string; kind: ErrorKind; count: number }>;
  failures: Array<{ remote: string; version: string; phase: LoadPhase; count: number }>;
}

/** The shell's own code, or code no remote's URL names. */
export const SHELL = 'shell';

/** A remote's files are served at /remotes/<name>/<version>/…: a script's URL names its remote. */
const REMOTE_URL = /\/remotes\/([a-z][a-z0-9-]{0,39})\/([0-9A-Za-z.+-]{1,40})\//;

export function remoteOfUrl(url: string | undefined | null): { remote: string; version: string } | null {
  const match = url ? REMOTE_URL.exec(url) : null;
  return match ? { remote: match[1]!, version: match[2]! } : null;
}

/** By the viewport and the pointer, as the layouts break (no user agent string is read). */
export function deviceClass(width: number, coarsePointer: boolean): DeviceClass {
  if (width < 768) return 'mobile';
  if (width < 1200 && coarsePointer) return 'tablet';
  return 'desktop';
}

/** Counts of one page view, turned into a beacon when the page is hidden. */
export class FieldReport {
  private readonly remotes = new Map<string, string>();
  private readonly vitals = new Map<VitalName, { value: number; remote?: string }>();
  private readonly errors = new Map<string, number>();
  private readonly failures = new Map<string, number>();

  constructor(private readonly page: { route: string; language: string; device: DeviceClass; shell: string; tab?: string }) {}

  sawRemote(remote: string, version: string): void {
    this.remotes.set(remote, version);
  }

  vital(name: VitalName, value: number, remote?: string): void {
    this.vitals.set(name, remote ? { value, remote } : { value });
  }

  /** An error, attributed to the remote its script URL (or its stack) names; the shell otherwise. */
  error(kind: ErrorKind, source: { remote: string; version: string } | null): void {
    const { remote, version } = source ?? { remote: SHELL, version: this.page.shell };
    const key = `${remote}\n${version}\n${kind}`;
    this.errors.set(key, (this.errors.get(key) ?? 0) + 1);
  }

  failure(phase: LoadPhase, remote: string, version: string): void {
    const key = `${remote}\n${version}\n${phase}`;
    this.failures.set(key, (this.failures.get(key) ?? 0) + 1);
  }

  beacon(): TelemetryBeacon {
    const split = (key: string) => key.split('\n') as [string, string, string];
    return {
      ...(this.page.tab ? { tab: this.page.tab } : {}),
      route: this.page.route,
      language: this.page.language,
      device: this.page.device,
      shell: this.page.shell,
      remotes: Object.fromEntries(this.remotes),
      vitals: [...this.vitals].map(([name, vital]) => ({ name, ...vital })),
      errors: [...this.errors].map(([key, count]) => {
        const [remote, version, kind] = split(key);
        return { remote, version, kind: kind as ErrorKind, count };
      }),
      failures: [...this.failures].map(([key, count]) => {
        const [remote, version, phase] = split(key);
        return { remote, version, phase: phase as LoadPhase, count };
      }),
    };
  }
}
