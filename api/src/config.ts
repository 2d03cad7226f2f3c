import path from 'node:path';

/** The API's own folder (api/), whatever the working directory. */
export const API_DIR = path.resolve(__dirname, '..');
const REPO_DIR = path.resolve(API_DIR, '..');

export const MIGRATIONS_DIR = path.join(API_DIR, 'migrations');
export const MEDIA_DIR = path.join(API_DIR, 'media');

/** PGlite's data folder value for a database kept in memory only. */
export const IN_MEMORY = 'memory://';

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string };

/** When the seed runs at start: on an empty database, always (re-applies it), or never. */
export type SeedPolicy = 'when-empty' | 'always' | 'never';

export interface ApiConfig {
  database: DatabaseTarget;
  seed: SeedPolicy;
  /** Origins allowed to call the API from a browser on another origin (remote dev servers). */
  corsOrigins: string[];
  /** Upper bound of the memory kept for resized images. */
  mediaCacheBytes: number;
}

export interface ApiOptions {
  databaseUrl?: string;
  dataDir?: string;
  logger?: boolean;
  /** true: run the seed at start even on a database that has content; false: never. */
  seed?: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid API configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Reads the options, falling back to the environment, and refuses anything it cannot use. */
export function loadConfig(options: ApiOptions = {}, env: Env = process.env): ApiConfig {
  const problems: string[] = [];

  // An explicit data folder means PGlite, whatever DATABASE_URL says.
  const databaseUrl = options.databaseUrl ?? (options.dataDir === undefined ? nonEmpty(env.DATABASE_URL) : undefined);
  let database: DatabaseTarget;
  if (databaseUrl !== undefined) {
    if (!isPostgresUrl(databaseUrl)) {
      problems.push(`DATABASE_URL must be a postgres:// or postgresql:// URL, got "${redact(databaseUrl)}"`);
    }
    database = { kind: 'postgres', url: databaseUrl };
  } else {
    const dataDir = options.dataDir ?? nonEmpty(env.PGLITE_DATA_DIR) ?? path.join(REPO_DIR, '.data', 'pglite');
    database = { kind: 'pglite', dataDir: dataDir === IN_MEMORY ? IN_MEMORY : path.resolve(dataDir) };
  }

  const corsOrigins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!isOrigin(origin)) problems.push(`CORS_ORIGINS must list origins such as http://localhost:3001, got "${origin}"`);
  }

  const mediaCacheMb = env.MEDIA_CACHE_MB === undefined ? 64 : Number(env.MEDIA_CACHE_MB);
  if (!Number.isInteger(mediaCacheMb) || mediaCacheMb < 1) {
    problems.push(`MEDIA_CACHE_MB must be a whole number of megabytes above 0, got "${env.MEDIA_CACHE_MB}"`);
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    database,
    seed: options.seed === undefined ? 'when-empty' : options.seed ? 'always' : 'never',
    corsOrigins,
    mediaCacheBytes: mediaCacheMb * 1024 * 1024,
  };
}

export interface ServerConfig {
  port: number;
  host: string;
}

export function loadServerConfig(env: Env = process.env): ServerConfig {
  const port = env.PORT === undefined ? 3000 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError([`PORT must be a port number (0-65535), got "${env.PORT}"`]);
  }
  return { port, host: nonEmpty(env.HOST) ?? '127.0.0.1' };
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function isPostgresUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

/** Keeps passwords out of error messages and logs. */
export function redact(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return databaseUrl.replace(/:[^:@/]*@/, ':***@');
  }
}

/** For logs and command output: where the data lives, without secrets. */
export function describeDatabase(target: DatabaseTarget): string {
  return target.kind === 'postgres' ? `PostgreSQL ${redact(target.url)}` : `PGlite ${target.dataDir}`;
}
