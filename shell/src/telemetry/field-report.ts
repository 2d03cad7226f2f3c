/**
 * What one tab reports to the collector (issue 30): the page's route template, language, device
 * class, the shell's version and every loaded remote's version, the Web Vitals with the remote
 * they are blamed on, errors and federation load failures counted per remote and version.
 * No personal data: no URL, no query, no message text, no identity; `tab` is a random id kept in
 * memory only, and only with the cookie banner's consent. Counted by the collector
 * (field-telemetry.ts).
 */
import type { DeviceClass } from './device-class';

export const TELEMETRY_BEACON_PATH = '/api/v1/telemetry/beacons';

export type VitalName = 'LCP' | 'INP' | 'CLS' | 'TTFB';
export type LoadPhase = 'manifest' | 'entry' | 'expose' | 'shared';
type ErrorKind = 'render' | 'error' | 'rejection';
export type { DeviceClass };

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

export type Source = { remote: string; version: string };

export function remoteOfUrl(url: string | undefined | null): Source | null {
  const match = url ? REMOTE_URL.exec(url) : null;
  return match ? { remote: match[1]!, version: match[2]! } : null;
}
