import path from 'node:path';
import { ConfigError, IN_MEMORY, loadConfig, loadServerConfig, redact, trustedProxies } from './config';

describe('loadConfig', () => {
  it('defaults to PGlite in the repository data folder, seeding an empty database', () => {
    const config = loadConfig({}, {});
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve(__dirname, '../../.data/pglite') });
    expect(config.seed).toBe('when-empty');
    expect(config.corsOrigins).toEqual([]);
  });

  it('uses DATABASE_URL for a real PostgreSQL, options first', () => {
    expect(loadConfig({}, { DATABASE_URL: 'postgres://a:b@db:5432/atlas' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://a:b@db:5432/atlas',
    });
    expect(loadConfig({ databaseUrl: 'postgresql://x@h/y' }, { DATABASE_URL: 'postgres://a@b/c' }).database).toEqual({
      kind: 'postgres',
      url: 'postgresql://x@h/y',
    });
  });

  it('keeps an explicit data folder on PGlite even when DATABASE_URL is set', () => {
    expect(loadConfig({ dataDir: IN_MEMORY }, { DATABASE_URL: 'postgres://a@b/c' }).database).toEqual({
      kind: 'pglite',
      dataDir: IN_MEMORY,
    });
    expect(loadConfig({}, { PGLITE_DATA_DIR: 'relative/dir' }).database).toEqual({
      kind: 'pglite',
      dataDir: path.resolve('relative/dir'),
    });
  });

  it('maps the seed option to a policy', () => {
    expect(loadConfig({ seed: true }, {}).seed).toBe('always');
    expect(loadConfig({ seed: false }, {}).seed).toBe('never');
  });

  it('reads the allowed CORS origins', () => {
    expect(loadConfig({}, { CORS_ORIGINS: 'http://localhost:3001, https://mf.atlas.ma' }).corsOrigins).toEqual([
      'http://localhost:3001',
      'https://mf.atlas.ma',
    ]);
  });

  it('refuses what it cannot use, naming every problem and hiding passwords', () => {
    let error: unknown;
    try {
      loadConfig({}, { DATABASE_URL: 'mysql://root:secret@db/atlas', CORS_ORIGINS: 'localhost:3001', MEDIA_CACHE_MB: '-1' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems).toHaveLength(3);
    expect(message).toMatch(/DATABASE_URL must be a postgres/);
    expect(message).toMatch(/CORS_ORIGINS must list origins/);
    expect(message).toMatch(/MEDIA_CACHE_MB/);
    expect(message).not.toContain('secret');
  });
});

describe('loadServerConfig', () => {
  it('listens on 127.0.0.1:3000 unless told otherwise', () => {
    expect(loadServerConfig({})).toEqual({ port: 3000, host: '127.0.0.1', drainMs: 0, closeTimeoutMs: 20_000 });
    expect(loadServerConfig({ PORT: '8081', HOST: '0.0.0.0' })).toMatchObject({ port: 8081, host: '0.0.0.0' });
  });

  it('reads the graceful-shutdown times, and refuses what is not milliseconds', () => {
    expect(loadServerConfig({ SHUTDOWN_DRAIN_MS: '5000', SHUTDOWN_TIMEOUT_MS: '25000' })).toMatchObject({ drainMs: 5000, closeTimeoutMs: 25_000 });
    expect(() => loadServerConfig({ SHUTDOWN_DRAIN_MS: 'soon' })).toThrow(ConfigError);
    expect(() => loadServerConfig({ SHUTDOWN_TIMEOUT_MS: '-1' })).toThrow(ConfigError);
  });

  it('refuses a port that is not one', () => {
    expect(() => loadServerConfig({ PORT: 'eighty' })).toThrow(ConfigError);
  });
});

it('redacts the password of a database URL', () => {
  expect(redact('postgres://atlas:s3cret@127.0.0.1:5432/atlas')).toBe('postgres://atlas:***@127.0.0.1:5432/atlas');
});

describe('session and one-time-password settings', () => {
  it('reads token lives, the signing secret and OTP durations, refusing bad ones', () => {
    const config = loadConfig({}, { ACCESS_TOKEN_TTL_SECONDS: '20', JWT_SECRET: 'x'.repeat(32), OTP_DURATIONS: '{"resendDelaySeconds":2,"maxSends":3}' });
    expect(config.session).toEqual({ accessTokenTtlSeconds: 20, refreshTokenTtlSeconds: 30 * 24 * 3600, jwtSecret: 'x'.repeat(32) });
    expect(config.otpDurations).toEqual({ resendDelaySeconds: 2, maxSends: 3 });
    expect(loadConfig({}, {}).session.accessTokenTtlSeconds).toBe(300);
    expect(() => loadConfig({}, { ACCESS_TOKEN_TTL_SECONDS: 'soon' })).toThrow(/ACCESS_TOKEN_TTL_SECONDS/);
    expect(() => loadConfig({}, { JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({}, { OTP_DURATIONS: '{"resendDelaySeconds":0}' })).toThrow(/OTP_DURATIONS/);
    expect(() => loadConfig({}, { OTP_DURATIONS: 'nope' })).toThrow(/OTP_DURATIONS/);
  });

  it('reads the map tile server, refusing a URL without {z}/{x}/{y}', () => {
    expect(loadConfig({}, {}).mapTileUrl).toBeNull();
    expect(loadConfig({}, { MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png' }).mapTileUrl).toBe('https://tiles.example/{z}/{x}/{y}.png');
    expect(() => loadConfig({}, { MAP_TILE_URL: 'https://tiles.example/tile.png' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({}, { MAP_TILE_URL: 'javascript:{z}{x}{y}' })).toThrow(/MAP_TILE_URL/);
  });

  it('reads the payment gateway secret, refusing one shorter than 32 characters', () => {
    expect(loadConfig({}, {}).paymentGatewaySecret).toBeNull();
    expect(loadConfig({}, { PAYMENT_GATEWAY_SECRET: 'g'.repeat(32) }).paymentGatewaySecret).toBe('g'.repeat(32));
    expect(() => loadConfig({}, { PAYMENT_GATEWAY_SECRET: 'short' })).toThrow(/PAYMENT_GATEWAY_SECRET/);
  });

  it('serves the SMS outbox outside production unless turned off', () => {
    expect(loadConfig({}, {}).smsOutbox).toBe(true);
    expect(loadConfig({}, PRODUCTION).smsOutbox).toBe(false);
    expect(loadConfig({}, { SMS_OUTBOX: 'off' }).smsOutbox).toBe(false);
  });
});

/** Everything production needs (docs/production-settings.md). */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://atlas:secret@db:5432/atlas',
  JWT_SECRET: 'j'.repeat(32),
  PAYMENT_GATEWAY_SECRET: 'g'.repeat(32),
  PUBLIC_ORIGIN: 'https://www.example.ma',
  SMTP_URL: 'smtps://mailer:secret@smtp.example.ma:465',
};

describe('in production (NODE_ENV=production)', () => {
  it('starts with every production setting, the sandboxes and outboxes off', () => {
    const config = loadConfig({}, PRODUCTION);
    expect([config.smsOutbox, config.paymentGatewaySandbox]).toEqual([false, false]);
  });

  it.each(['DATABASE_URL', 'JWT_SECRET', 'PAYMENT_GATEWAY_SECRET', 'PUBLIC_ORIGIN', 'SMTP_URL'] as const)(
    'refuses to start without %s (no development default)',
    (name) => {
      const env: Record<string, string | undefined> = { ...PRODUCTION, [name]: undefined };
      expect(() => loadConfig({}, env)).toThrow(new RegExp(`${name}.*production`));
    },
  );

  it('refuses a PGlite folder chosen by default, takes one named explicitly', () => {
    expect(() => loadConfig({}, { ...PRODUCTION, DATABASE_URL: undefined })).toThrow(ConfigError);
    expect(loadConfig({}, { ...PRODUCTION, DATABASE_URL: undefined, PGLITE_DATA_DIR: '/srv/atlas/pglite' }).database.kind).toBe('pglite');
  });

  it('runs the payment-gateway sandbox and the outboxes only when a setting turns them on', () => {
    expect(loadConfig({}, { ...PRODUCTION, PAYMENT_GATEWAY_SANDBOX: 'on' }).paymentGatewaySandbox).toBe(true);
    expect(loadConfig({}, { ...PRODUCTION, SMS_OUTBOX: 'on' }).smsOutbox).toBe(true);
    expect(loadConfig({}, {}).paymentGatewaySandbox).toBe(true);
    expect(loadConfig({}, { PAYMENT_GATEWAY_SANDBOX: 'off' }).paymentGatewaySandbox).toBe(false);
    expect(() => loadConfig({}, { ...PRODUCTION, PAYMENT_GATEWAY_SANDBOX: 'yes please' })).toThrow(/PAYMENT_GATEWAY_SANDBOX/);
  });

  it('seeds no demo customer (accounts with a known password) unless DEMO_DATA turns them on', () => {
    expect(loadConfig({}, PRODUCTION).demoData).toBe(false);
    expect(loadConfig({}, { ...PRODUCTION, DEMO_DATA: 'on' }).demoData).toBe(true);
    expect(loadConfig({}, {}).demoData).toBe(true);
    expect(loadConfig({}, { DEMO_DATA: 'off' }).demoData).toBe(false);
  });
});

it('believes forwarded addresses from local and private proxies only, unless told otherwise', () => {
  expect(trustedProxies({})).toBe('loopback,linklocal,uniquelocal');
  expect(trustedProxies({ TRUST_PROXY: '10.0.0.5' })).toBe('10.0.0.5');
  expect(trustedProxies({ TRUST_PROXY: 'off' })).toBe(false);
});
