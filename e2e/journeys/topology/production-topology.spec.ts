import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test } from '../../support/test';
import { startNativeTopology, stopNativeTopology, type NativeTopology } from '../../../ops/topology/native';
import { E2E_PLATFORM_DIR, REPO } from '../../support/environment';
import { waitForRemote } from '../../support/pages';
import { expectSecurityHeadersThrough } from '../../support/security-headers';

/**
 * The production topology on this machine: nginx in front, two API replicas on a real
 * PostgreSQL server, the same shell, remotes and platform manifest as the embedded edge.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

let topology: NativeTopology;

test.beforeAll(async () => {
  process.env.TOPOLOGY_STATE = path.join(REPO, '.e2e-tmp', 'topology-state.json');
  topology = await startNativeTopology({ port: Number(process.env.TOPOLOGY_PORT ?? 8190), platformDir: E2E_PLATFORM_DIR, prepare: false });
});

test.afterAll(async () => {
  if (topology) await stopNativeTopology(topology);
});

test('nginx serves the same site, with the cache policy of each kind of file', async ({ page, request }) => {
  const home = await request.get(`${topology.url}/`);
  expect(home.status()).toBe(200);
  expect(home.headers()['cache-control']).toBe('no-cache');

  const manifestAnswer = await request.get(`${topology.url}/platform-manifest.json`);
  expect(manifestAnswer.headers()['cache-control']).toBe('no-store');
  const manifest = (await manifestAnswer.json()) as { remotes: Record<string, { activeVersion: string; versions: Record<string, { entry: string }> }> };
  const catalogue = manifest.remotes['mf-catalogue']!;
  const entry = await request.get(`${topology.url}${catalogue.versions[catalogue.activeVersion]!.entry}`);
  expect(entry.status()).toBe(200);
  expect(entry.headers()['cache-control']).toContain('immutable');

  await page.goto(`${topology.url}/ar/`);
  await waitForRemote(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u0600-\u06FF]/);

  await page.goto(`${topology.url}/entreprise`);
  await waitForRemote(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

/** The bytes over the wire, as nginx sends them (a fetch would decode them). */
function bytesSent(url: string, acceptEncoding: string): Promise<{ encoding: string | undefined; vary: string | undefined; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ encoding: response.headers['content-encoding'], vary: response.headers.vary, bytes }));
      })
      .on('error', reject);
  });
}

test('nginx sends the field-telemetry collector in Brotli within its 3 KB budget, gzip to a browser without Brotli', async () => {
  // Issue 30: the collector costs at most 3 KB compressed on a first visit, behind nginx as behind the Node edge.
  const assets = path.join(REPO, 'shell/dist/assets');
  const collector = fs.readdirSync(assets).find((name) => /^field-telemetry\.[0-9a-f]+\.js$/.test(name));
  expect(collector, 'the shell build has its field-telemetry chunk').toBeDefined();
  const url = `${topology.url}/assets/${collector}`;

  const brotli = await bytesSent(url, 'gzip, deflate, br, zstd');
  expect(brotli).toMatchObject({ encoding: 'br', vary: 'Accept-Encoding' });
  expect(brotli.bytes).toBe(fs.statSync(path.join(assets, `${collector}.br`)).size);
  expect(brotli.bytes).toBeLessThanOrEqual(3072);

  const gzip = await bytesSent(url, 'gzip, deflate');
  expect(gzip).toMatchObject({ encoding: 'gzip', vary: 'Accept-Encoding' });
  expect(gzip.bytes).toBe(fs.statSync(path.join(assets, `${collector}.gz`)).size);
  console.info(`field-telemetry chunk through nginx: ${brotli.bytes} B br, ${gzip.bytes} B gzip`);
});

test('nginx sends the security headers with the pages, the API and the remotes’ files, as the Node edge does', async ({ request }) => {
  expect(await expectSecurityHeadersThrough(request, topology.url)).toBeGreaterThanOrEqual(12);
});

test('the API answers through nginx from both replicas, on PostgreSQL', async ({ request }) => {
  const answers = await Promise.all(Array.from({ length: 6 }, () => request.get(`${topology.url}/api/health`)));
  for (const answer of answers) {
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toMatchObject({ status: 'ok', database: 'postgres' });
  }
  const menu = await request.get(`${topology.url}/api/v1/ms-content/megamenu?language=fr`);
  expect(menu.status()).toBe(200);
  expect(((await menu.json()) as unknown[]).length).toBeGreaterThan(0);
  expect(topology.apis.length).toBe(2);
});
