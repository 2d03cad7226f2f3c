import path from 'node:path';
import type { OtpDurations } from '@atlas/contracts/app-config';

/** The API's own folder (api/), whatever the working directory. */
export const API_DIR = path.resolve(__dirname, '..');
const REPO_DIR = path.resolve(API_DIR, '..');

export const MIGRATIONS_DIR = path.join(API_DIR, 'migrations');
export const MEDIA_DIR = path.join(API_DIR, 'media');

/** PGlite's data folder value for a database kept in memory only. */
export const IN_MEMORY = 'memory://';

/**
 * A PostgreSQL server (its URL; behind a pooler, the server's own URL for the start-up migrations,
 * whether the pooler pools by transaction, and the connections of this process) or a PGlite folder
 * (`image`: a data directory dumped by PGlite's dumpDataDir the database starts from; tests start
 * from a migrated and seeded one).
 */
export type DatabaseTarget =
  { kind: 'postgres'; url: string; directUrl?: string; transactionPooler?: boolean; poolMax?: number } | { kind: 'pglite'; dataDir: string; image?: Blob };

/** When the seed runs at start: on an empty database, always (re-applies it), or never. */
export type SeedPolicy = 'when-empty' | 'always' | 'never';
import type { MailTransport } from './plugins/mail-transport';

export interface ApiConfig {
  database: DatabaseTarget;
  seed: SeedPolicy;
  /** Origins allowed to call the API from a browser on another origin (remote dev servers). */
  corsOrigins: string[];
  /**
   * PUBLIC_ORIGIN: the site's own origin (https://www.example.ma), from configuration and never
   * from a request's Host or X-Forwarded-Host, which a client writes. Absolute links the API
   * hands out (the payment page) use it; unset, they are paths of the site.
   */
  publicOrigin: string | null;
  /** Upper bound of the memory kept for resized images. */
  mediaCacheBytes: number;
  session: SessionConfig;
  /**
   * SMS_OUTBOX: the development SMS and email outboxes and captcha answers (GET /api/dev/…).
   * On outside production unless `off`; in production only with `on`.
   */
  smsOutbox: boolean;
  /**
   * PAYMENT_GATEWAY_SANDBOX: the simulated card gateway (test cards) and its bank counter, which
   * marks any bank-bill code paid. On outside production unless `off`; in production only with `on`.
   */
  paymentGatewaySandbox: boolean;
  /**
   * DEMO_DATA: the seed's demo customers (accounts with a known password, their lines, invoices,
   * orders and scratch cards) besides the reference content. On outside production unless `off`;
   * in production only with `on` (a production database gets its customers from the CRM).
   */
  demoData: boolean;
  /** OTP_DURATIONS (JSON): replaces the seeded one-time-password durations (short ones for end-to-end tests). */
  otpDurations: Partial<OtpDurations> | null;
  /** MAP_TILE_URL: the map tile server (`https://…/{z}/{x}/{y}.png`) instead of the seeded one. */
  mapTileUrl: string | null;
  /**
   * PAYMENT_GATEWAY_SECRET: the key the payment gateway signs its confirmations with and the shop
   * checks them with. Absent: one is generated once and kept in the database (app_settings).
   */
  paymentGatewaySecret: string | null;
  /**
   * SMTP_URL: the mail server emails are delivered through (`smtp://user:pass@host:587`,
   * `smtps://…`). Absent: nothing leaves, the email outbox table is the sandbox.
   */
  smtpUrl: string | null;
  /**
   * PUBLIC_CACHE_RECHECK_MS: how long the public reads trust the data version they know before
   * reading the public tables' fingerprint again (default 1000; 0 reads it on every request).
   */
  publicReadRecheckMs: number;
  /**
   * PAYMENT_RECONCILE_SECONDS: how often the payment gateway delivers the confirmations the shop
   * has not acknowledged yet (a process killed between a capture and its confirmation), besides
   * once at start (default 30).
   */
  paymentReconcileSeconds: number;
  /** The platform store the operations page reads (see PlatformStoreConfig). */
  platformStore: PlatformStoreConfig;
}

export interface SessionConfig {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Signs every token; replicas must share it. Absent: one is generated once and kept in the database. */
  jwtSecret: string | null;
}

/**
 * Where the operations page reads the platform's manifest and rollouts (the store `npm run ops`
 * writes, ops/src/platform/store): PLATFORM_DATABASE_URL (PostgreSQL) when set, else the folder
 * PLATFORM_DIR (default <repo>/.platform).
 */
export interface PlatformStoreConfig {
  dir: string;
  databaseUrl: string | null;
}

export interface ApiOptions {
  databaseUrl?: string;
  dataDir?: string;
  logger?: boolean;
  /** true: run the seed at start even on a database that has content; false: never. */
  seed?: boolean;
  /** PGlite only: the dumped data directory the database starts from (see DatabaseTarget). */
  pgliteImage?: Blob;
  /** Where mails go instead of SMTP_URL's server (tests record them). */
  mailTransport?: MailTransport;
  /** Overrides PUBLIC_CACHE_RECHECK_MS (tests read the data version on every request with 0). */
  publicReadRecheckMs?: number;
  /** Overrides PLATFORM_DIR / PLATFORM_DATABASE_URL (tests hand the API a platform folder of their own). */
  platformStore?: PlatformStoreConfig;
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
    const directUrl = nonEmpty(env.DATABASE_DIRECT_URL);
    if (directUrl !== undefined && !isPostgresUrl(directUrl)) problems.push(`DATABASE_DIRECT_URL must be a postgres:// URL, got "${redact(directUrl)}"`);
    const pooler = nonEmpty(env.DATABASE_POOLER);
    if (pooler !== undefined && pooler !== 'transaction' && pooler !== 'session')
      problems.push(`DATABASE_POOLER must be transaction or session, got "${pooler}"`);
    const poolMax = nonEmpty(env.DATABASE_POOL_MAX);
    if (poolMax !== undefined && !(Number.isInteger(Number(poolMax)) && Number(poolMax) >= 1 && Number(poolMax) <= 100))
      problems.push(`DATABASE_POOL_MAX must be a number of connections (1-100), got "${poolMax}"`);
    database = {
      kind: 'postgres',
      url: databaseUrl,
      ...(directUrl ? { directUrl } : {}),
      ...(pooler === 'transaction' ? { transactionPooler: true } : {}),
      ...(poolMax ? { poolMax: Number(poolMax) } : {}),
    };
  } else {
    const dataDir = options.dataDir ?? nonEmpty(env.PGLITE_DATA_DIR) ?? path.join(REPO_DIR, '.data', 'pglite');
    database = { kind: 'pglite', dataDir: dataDir === IN_MEMORY ? IN_MEMORY : path.resolve(dataDir) };
    if (options.pgliteImage) database.image = options.pgliteImage;
  }

  const corsOrigins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!isOrigin(origin)) problems.push(`CORS_ORIGINS must list origins such as http://localhost:3001, got "${origin}"`);
  }

  const publicOrigin = nonEmpty(env.PUBLIC_ORIGIN)?.replace(/\/+$/, '') ?? null;
  if (publicOrigin !== null && !isOrigin(publicOrigin)) problems.push(`PUBLIC_ORIGIN must be an origin such as https://www.example.ma, got "${publicOrigin}"`);

  const mediaCacheMb = env.MEDIA_CACHE_MB === undefined ? 64 : Number(env.MEDIA_CACHE_MB);
  if (!Number.isInteger(mediaCacheMb) || mediaCacheMb < 1) {
    problems.push(`MEDIA_CACHE_MB must be a whole number of megabytes above 0, got "${env.MEDIA_CACHE_MB}"`);
  }

  const accessTokenTtlSeconds = wholeNumber(env, 'ACCESS_TOKEN_TTL_SECONDS', 300, 5, problems);
  const refreshTokenTtlSeconds = wholeNumber(env, 'REFRESH_TOKEN_TTL_SECONDS', 30 * 24 * 3600, 60, problems);
  const jwtSecret = nonEmpty(env.JWT_SECRET) ?? null;
  if (jwtSecret !== null && jwtSecret.length < 32) problems.push('JWT_SECRET must be at least 32 characters');
  const production = env.NODE_ENV === 'production';
  const smsOutbox = env.SMS_OUTBOX === undefined ? !production : production ? env.SMS_OUTBOX === 'on' : env.SMS_OUTBOX !== 'off';
  const paymentGatewaySandbox = onOff(env, 'PAYMENT_GATEWAY_SANDBOX', !production, problems);
  const demoData = onOff(env, 'DEMO_DATA', !production, problems);

  let otpDurations: Partial<OtpDurations> | null = null;
  if (nonEmpty(env.OTP_DURATIONS)) {
    try {
      const parsed = JSON.parse(env.OTP_DURATIONS!) as Record<string, unknown>;
      const keys = ['otpValiditySeconds', 'resendDelaySeconds', 'maxSends', 'blockedRetrySeconds'];
      if (Object.entries(parsed).some(([key, value]) => !keys.includes(key) || !Number.isInteger(value) || (value as number) < 1)) throw new Error();
      otpDurations = parsed as Partial<OtpDurations>;
    } catch {
      problems.push(`OTP_DURATIONS must be a JSON object of whole numbers above 0 among otpValiditySeconds, resendDelaySeconds, maxSends, blockedRetrySeconds`);
    }
  }

  const mapTileUrl = nonEmpty(env.MAP_TILE_URL) ?? null;
  if (mapTileUrl !== null && !/^https?:\/\/.+\{z\}.*\{x\}.*\{y\}/.test(mapTileUrl)) {
    problems.push(`MAP_TILE_URL must be an http(s) URL template holding {z}, {x} and {y}, got "${mapTileUrl}"`);
  }

  const paymentGatewaySecret = nonEmpty(env.PAYMENT_GATEWAY_SECRET) ?? null;
  if (paymentGatewaySecret !== null && paymentGatewaySecret.length < 32) problems.push('PAYMENT_GATEWAY_SECRET must be at least 32 characters');

  const smtpUrl = nonEmpty(env.SMTP_URL) ?? null;
  if (smtpUrl !== null && !/^smtps?:\/\/[^/\s]+/.test(smtpUrl))
    problems.push(`SMTP_URL must be an smtp:// or smtps:// URL, got "${smtpUrl.replace(/\/\/[^@/]*@/, '//…@')}"`);
  const recheck = nonEmpty(env.PUBLIC_CACHE_RECHECK_MS);
  let publicReadRecheckMs = options.publicReadRecheckMs ?? (recheck === undefined ? 1000 : Number(recheck));
  if (!Number.isInteger(publicReadRecheckMs) || publicReadRecheckMs < 0) {
    problems.push(`PUBLIC_CACHE_RECHECK_MS must be a whole number of milliseconds, 0 or more, got "${recheck}"`);
    publicReadRecheckMs = 1000;
  }

  if (production) {
    // Production runs with nothing a developer's machine would pick by itself: no secret generated
    // at run time, no database folder in the repository, no mail kept in a table, no link built
    // from a guess of the site's address.
    const required: Array<[string, boolean]> = [
      [
        'DATABASE_URL (or an explicit PGLITE_DATA_DIR)',
        options.databaseUrl !== undefined ||
          options.dataDir !== undefined ||
          nonEmpty(env.DATABASE_URL) !== undefined ||
          nonEmpty(env.PGLITE_DATA_DIR) !== undefined,
      ],
      ['JWT_SECRET', jwtSecret !== null],
      ['PAYMENT_GATEWAY_SECRET', paymentGatewaySecret !== null],
      ['PUBLIC_ORIGIN', publicOrigin !== null],
      ['SMTP_URL', smtpUrl !== null],
    ];
    for (const [name, set] of required) if (!set) problems.push(`${name} must be set in production (NODE_ENV=production): see docs/production-settings.md`);
  }
  const paymentReconcileSeconds = wholeNumber(env, 'PAYMENT_RECONCILE_SECONDS', 30, 1, problems);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    database,
    seed: options.seed === undefined ? 'when-empty' : options.seed ? 'always' : 'never',
    corsOrigins,
    publicOrigin,
    mediaCacheBytes: mediaCacheMb * 1024 * 1024,
    session: { accessTokenTtlSeconds, refreshTokenTtlSeconds, jwtSecret },
    smsOutbox,
    paymentGatewaySandbox,
    demoData,
    otpDurations,
    mapTileUrl,
    paymentGatewaySecret,
    smtpUrl,
    publicReadRecheckMs,
    paymentReconcileSeconds,
    platformStore: options.platformStore ?? {
      dir: path.resolve(nonEmpty(env.PLATFORM_DIR) ?? path.join(REPO_DIR, '.platform')),
      databaseUrl: nonEmpty(env.PLATFORM_DATABASE_URL) ?? null,
    },
  };
}

/**
 * Proxies whose X-Forwarded-For is believed, so request.ip (the sign-in limit per address) is the
 * customer's and not the nginx edge's. TRUST_PROXY: `off`, or proxy-addr names and ranges; by
 * default the loopback and private networks an edge or a container network uses.
 */
export function trustedProxies(env: Env = process.env): string | false {
  const value = nonEmpty(env.TRUST_PROXY) ?? 'loopback,linklocal,uniquelocal';
  return value === 'off' ? false : value;
}

function wholeNumber(env: Env, name: string, fallback: number, minimum: number, problems: string[]): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < minimum) {
    problems.push(`${name} must be a whole number of seconds, at least ${minimum}, got "${raw}"`);
    return fallback;
  }
  return value;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** SHUTDOWN_DRAIN_MS: after SIGTERM, how long readiness answers 503 before the server stops taking requests (default 0; a few seconds behind a load balancer). */
  drainMs: number;
  /** SHUTDOWN_TIMEOUT_MS: the most the requests in flight may take to finish before the process exits anyway (default 20,000; below the pod's grace period). */
  closeTimeoutMs: number;
}

export function loadServerConfig(env: Env = process.env): ServerConfig {
  const port = env.PORT === undefined ? 3000 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError([`PORT must be a port number (0-65535), got "${env.PORT}"`]);
  }
  const drainMs = milliseconds(env, 'SHUTDOWN_DRAIN_MS', 0);
  const closeTimeoutMs = milliseconds(env, 'SHUTDOWN_TIMEOUT_MS', 20_000);
  return { port, host: nonEmpty(env.HOST) ?? '127.0.0.1', drainMs, closeTimeoutMs };
}

function milliseconds(env: Env, name: string, fallback: number): number {
  const raw = nonEmpty(env[name]);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 600_000) throw new ConfigError([`${name} must be milliseconds (0-600000), got "${raw}"`]);
  return value;
}

/** A setting that is `on` or `off`, else its fallback. */
function onOff(env: Env, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = nonEmpty(env[name]);
  if (raw === undefined) return fallback;
  if (raw !== 'on' && raw !== 'off') problems.push(`${name} must be on or off, got "${raw}"`);
  return raw === 'on' || (raw !== 'off' && fallback);
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
