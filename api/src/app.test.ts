import type { ApiErrorBody } from '@atlas/contracts/api-error';
import Fastify from 'fastify';
import { atlasApi } from './app';
import { IN_MEMORY } from './config';
import { buildTestApp, type TestApp } from './test/build-test-app';

const ALLOWED_ORIGIN = 'http://localhost:3011';
let testApp: TestApp;

beforeAll(async () => {
  const previous = process.env.CORS_ORIGINS;
  process.env.CORS_ORIGINS = ALLOWED_ORIGIN;
  try {
    testApp = await buildTestApp();
  } finally {
    if (previous === undefined) delete process.env.CORS_ORIGINS;
    else process.env.CORS_ORIGINS = previous;
  }
});
afterAll(() => testApp?.close());

describe('GET /api/health', () => {
  it('reports the API and its database', async () => {
    const response = await testApp.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });
});

describe('error answers', () => {
  it.each(['/api/nothing-here', '/api/v1/ms-content/nothing', '/', '/index.html'])('%s is a not-found ApiErrorBody', async (url) => {
    const response = await testApp.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual<ApiErrorBody>({ code: 'not-found', error: 'not-found', message: expect.any(String) });
  });

  it('turns an unexpected exception into generic_exception, without the stack', async () => {
    const spy = jest.spyOn(testApp.app.contentRepository, 'megamenu').mockRejectedValueOnce(new Error('disk on fire at /srv/x.ts:12'));
    const response = await testApp.app.inject({ url: '/api/v1/ms-content/megamenu?language=fr' });
    spy.mockRestore();
    expect(response.statusCode).toBe(500);
    const body = response.json<ApiErrorBody>();
    expect(body).toEqual({ code: 'generic_exception', error: 'generic_exception', message: expect.stringMatching(/^An unexpected error occurred/) });
    expect(response.body).not.toContain('disk on fire');
    // The server keeps answering.
    expect((await testApp.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers 503 service_unavailable from health when the database fails', async () => {
    const spy = jest.spyOn(testApp.app.db, 'execute').mockRejectedValueOnce(new Error('connection refused'));
    const response = await testApp.app.inject({ url: '/api/health' });
    spy.mockRestore();
    expect(response.statusCode).toBe(503);
    expect(response.json<ApiErrorBody>().code).toBe('service_unavailable');
  });
});

describe('CORS', () => {
  it('lets a configured origin call the API, preflight included', async () => {
    const preflight = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/api/ms-config/v2/app-config',
      headers: { origin: ALLOWED_ORIGIN, 'access-control-request-method': 'GET', 'access-control-request-headers': 'sdata' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);

    const response = await testApp.app.inject({ url: '/api/health', headers: { origin: ALLOWED_ORIGIN } });
    expect(response.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
  });

  it('gives no CORS permission to other origins', async () => {
    const response = await testApp.app.inject({ url: '/api/health', headers: { origin: 'http://evil.example' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('mounted in another server', () => {
  it('keeps to /api and leaves the rest, 404s included, to the host', async () => {
    const host = Fastify();
    // Its own in-memory database, left unseeded: this is about routing, not content.
    await host.register(atlasApi, {
      config: {
        database: { kind: 'pglite', dataDir: IN_MEMORY },
        seed: 'never',
        corsOrigins: [],
        publicOrigin: null,
        mediaCacheBytes: 1 << 20,
        session: { accessTokenTtlSeconds: 300, refreshTokenTtlSeconds: 3600, jwtSecret: null },
        smsOutbox: false,
        paymentGatewaySandbox: false,
        demoData: false,
        otpDurations: null,
        mapTileUrl: null,
        paymentGatewaySecret: null,
        smtpUrl: null,
        publicReadRecheckMs: 1000,
        paymentReconcileSeconds: 30,
        platformStore: { dir: '/nonexistent-platform', databaseUrl: null },
      },
    });
    host.get('/', async () => 'home page');
    host.setNotFoundHandler((request, reply) => reply.code(404).type('text/html').send('<h1>not here</h1>'));
    try {
      expect((await host.inject({ url: '/' })).body).toBe('home page');
      expect((await host.inject({ url: '/somewhere' })).body).toBe('<h1>not here</h1>');
      const apiMiss = await host.inject({ url: '/api/somewhere' });
      expect(apiMiss.json<ApiErrorBody>().code).toBe('not-found');
      expect((await host.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await host.close();
    }
  });
});

describe('on a fresh clone', () => {
  it('creates the PGlite data folder and its parents on first start', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { buildApp } = await import('./app');
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-fresh-'));
    const dataDir = path.join(root, '.data', 'pglite');
    const app = await buildApp({ dataDir, seed: false });
    try {
      const health = await app.inject({ url: '/api/health' });
      expect(health.json()).toEqual({ status: 'ok', database: 'pglite' });
      expect(fs.existsSync(dataDir)).toBe(true);
    } finally {
      await app.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});
