import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from '@playwright/test';
import { expect, test, waitForTakeover } from '../../support/test';
import { startNativeTopology, stopNativeTopology, type NativeTopology } from '../../../ops/topology/native';
import { E2E_PLATFORM_DIR, REPO } from '../../support/environment';
import { ops, opsInBackground, readPlatformManifest, remoteVersionDir, type CommandResult } from '../../support/operations';
import type { RolloutState } from '../../../ops/src/platform/rollout-state';

/**
 * Issue 30 item 5: a rollout judged on what real browsers report. The production topology (nginx,
 * an API replica on PostgreSQL, the page server) serves the end-to-end platform folder; browsers'
 * beacons reach the collector through nginx, and `ops rollout` reads the aggregate from the same
 * PostgreSQL while a traffic driver opens fresh Chromium contexts (each a new browser, so the
 * canary's sticky share draws anew). Time is compressed tenfold (ROLLOUT_TIME_SCALE) and the minimum
 * sample lowered with the tests-only ROLLOUT_TEST_MINIMUMS, so a few dozen sessions can be judged.
 */
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const REMOTE = 'mf-catalogue';
const FAULTY = '1.0.7-faulty';
const GOOD = '1.0.8-good';
/** Per arm: page views before the tests judge, samples of a vital for it to be judged. */
const MINIMUMS = { pageViews: 10, vitalSamples: 5 };
const COMPRESSED = { ROLLOUT_TIME_SCALE: '10', ROLLOUT_TEST_MINIMUMS: `${MINIMUMS.pageViews}/${MINIMUMS.vitalSamples}` };

let topology: NativeTopology;
let original: string;
let work: string;
/** How long each visit took, for the run's figures. */
const visitTimes: number[] = [];

test.beforeAll(async () => {
  // Its own state file and port: the topology project's journey runs one of its own.
  process.env.TOPOLOGY_STATE = path.join(REPO, '.e2e-tmp', 'canary-topology-state.json');
  topology = await startNativeTopology({
    port: Number(process.env.TOPOLOGY_PORT ?? 8190) + 2,
    platformDir: E2E_PLATFORM_DIR,
    prepare: false,
    replicas: 1,
    log: () => undefined,
  });
  original = readPlatformManifest().remotes[REMOTE]!.activeVersion!;
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-canary-'));
});

test.afterAll(async () => {
  if (original && readPlatformManifest().remotes[REMOTE]!.activeVersion !== original) ops('switch', REMOTE, original);
  if (topology) await stopNativeTopology(topology, () => undefined);
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

/** The rollout as an operator runs it, against the topology's edge and its telemetry database. */
const rollout = (version: string, ...args: string[]) =>
  opsInBackground(['rollout', REMOTE, version, '--steps', '50,100', ...args], {
    ...COMPRESSED,
    PLATFORM_URL: topology.url,
    DATABASE_URL: topology.postgres!.databaseUrl,
  });

const rolloutState = (): RolloutState => JSON.parse(ops('rollout-status', REMOTE, '--json').stdout) as RolloutState;

/**
 * One customer's visit in a browser of its own: the home page, until the shell's field telemetry
 * (loaded once the page is idle) sends its beacon as the page is hidden. Answers the version of
 * mf-catalogue it was served (the published version its files came from: copies of one build all
 * say 1.0.0 inside) and every mf-catalogue version it fetched a file of.
 */
async function visit(browser: Browser): Promise<{ version: string | null; fetched: string[] }> {
  const began = Date.now();
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    const fetched = new Set<string>();
    let beaconSent = false;
    page.on('request', (request) => {
      const match = /\/remotes\/mf-catalogue\/([^/]+)\//.exec(new URL(request.url()).pathname);
      if (match) fetched.add(match[1]!);
      if (request.url().includes('/api/v1/telemetry/beacons')) beaconSent = true;
    });
    const beacon = page.waitForResponse((response) => response.url().includes('/api/v1/telemetry/beacons'), { timeout: 90_000 });
    beacon.catch(() => undefined);
    await page.goto(`${topology.url}/`);
    await waitForTakeover(page);
    await expect(page.locator(`[data-remote="${REMOTE}"]`)).toBeVisible({ timeout: 20_000 });
    // The customer leaves: the page is hidden (as a tab switched away), until the collector, started when
    // the page went idle, has sent what it measured — once.
    await page.evaluate(() => Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' }));
    for (let tries = 0; !beaconSent && tries < 300; tries++) {
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
      await page.waitForTimeout(200);
    }
    expect((await beacon).status()).toBe(204);
    visitTimes.push(Date.now() - began);
    return { version: fetched.size === 1 ? [...fetched][0]! : null, fetched: [...fetched] };
  } finally {
    await context.close();
  }
}

/** Sends visits, four browsers at a time (a visit mostly waits for the page to go idle), until `until` settles; answers the versions they ran. */
async function driveTraffic(browser: Browser, until: Promise<CommandResult>): Promise<{ result: CommandResult; versions: Array<string | null> }> {
  let done = false;
  const versions: Array<string | null> = [];
  const result = until.finally(() => (done = true));
  const driver = async () => {
    while (!done) versions.push(await visit(browser).then((seen) => seen.version));
  };
  await Promise.all(Array.from({ length: 4 }, driver));
  return { result: await result, versions };
}

test('a faulty canary rolled out under real browsers is aborted by the judge at its minimum sample, and no browser runs it afterwards', async ({ browser }) => {
  // Derived from the live build: its published files, one chunk of its routes patched to throw in
  // every page view as the page is hidden (after the collector started, before it sends).
  const build = path.join(work, FAULTY);
  fs.cpSync(remoteVersionDir(REMOTE, original), build, { recursive: true });
  const manifest = JSON.parse(fs.readFileSync(path.join(build, 'mf-manifest.json'), 'utf8')) as {
    exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
  };
  const chunk = manifest.exposes.find((expose) => expose.name === 'routes')!.assets.js.sync.find((file) => file.includes('__federation_expose_routes'))!;
  const patched = path.join(build, chunk);
  fs.appendFileSync(
    patched,
    `\n;document.addEventListener('visibilitychange', function () { if (document.visibilityState === 'hidden') throw new Error('faulty canary'); });\n`,
  );
  // Its compressed copies too, as a build writes them (publish refuses copies that are not their file).
  fs.writeFileSync(`${patched}.br`, zlib.brotliCompressSync(fs.readFileSync(patched)));
  fs.writeFileSync(`${patched}.gz`, zlib.gzipSync(fs.readFileSync(patched)));
  const published = ops('publish', REMOTE, '--version', FAULTY, '--from', build);
  expect(published.status, published.stderr).toBe(0);

  const started = Date.now();
  // A 30-minute hold compressed tenfold: 3 min, polls every 3 s, looks every 24 s after the minimum sample.
  const { result, versions } = await driveTraffic(browser, rollout(FAULTY, '--hold', '30m'));
  const elapsed = Date.now() - started;
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(3);
  expect(versions).toContain(FAULTY);
  expect(versions).toContain(original);

  const state = rolloutState();
  expect(state.status).toBe('aborted');
  const abort = state.decisions.at(-1)!;
  expect(abort.reason).toMatch(/error rate/);
  expect(abort.canary!.version).toBe(FAULTY);
  expect(abort.canary!.pageViews).toBeGreaterThanOrEqual(MINIMUMS.pageViews);
  expect(abort.stable!.pageViews).toBeGreaterThanOrEqual(MINIMUMS.pageViews);
  // Judged when the minimum sample came, not at the hold's end (180 s).
  expect(Date.parse(abort.at) - Date.parse(state.stepStartedAt)).toBeLessThan(180_000);
  expect(result.stdout).not.toMatch(/looked at/);
  console.info(
    `faulty canary aborted ${((Date.parse(abort.at) - Date.parse(state.stepStartedAt)) / 1000).toFixed(1)} s into its step ` +
      `(rollout ${(elapsed / 1000).toFixed(1)} s, ${versions.length} visits); canary ${abort.canary!.pageViews} page views, ${abort.canary!.errors} errors; ` +
      `stable ${abort.stable!.pageViews} page views, ${abort.stable!.errors} errors`,
  );

  // Nobody is served the faulty version any more: not in the manifest, not to a new browser.
  const record = readPlatformManifest().remotes[REMOTE]!;
  expect(record.canary).toBeNull();
  expect(record.activeVersion).toBe(original);
  for (let index = 0; index < 4; index++) {
    const seen = await visit(browser);
    expect(seen.version).toBe(original);
    expect(seen.fetched).not.toContain(FAULTY);
  }
  expect(ops('audit', REMOTE).stdout).toMatch(/abort at 50%: worse than stable: error rate/);
});

test('a good version (identical to stable: an A/A rollout) is not aborted, and is promoted to 100 %', async ({ browser }) => {
  const build = path.join(work, GOOD);
  fs.cpSync(remoteVersionDir(REMOTE, original), build, { recursive: true });
  const published = ops('publish', REMOTE, '--version', GOOD, '--from', build);
  expect(published.status, published.stderr).toBe(0);

  // A 5-minute hold compressed tenfold: 30 s, held longer if the minimum sample is not there yet.
  const { result, versions } = await driveTraffic(browser, rollout(GOOD, '--hold', '5m'));
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
  expect(versions).toContain(GOOD);
  const state = rolloutState();
  expect(state.status).toBe('promoted');
  expect(state.decisions.map((decision) => [decision.percent, decision.verdict])).toEqual([
    [50, 'pass'],
    [100, 'promoted'],
  ]);
  const pass = state.decisions[0]!;
  expect(pass.canary!.pageViews).toBeGreaterThanOrEqual(MINIMUMS.pageViews);

  const record = readPlatformManifest().remotes[REMOTE]!;
  expect(record).toMatchObject({ activeVersion: GOOD, canary: null });
  const seen = await visit(browser);
  expect(seen.version).toBe(GOOD);
  expect(seen.fetched).toEqual([GOOD]);
  console.info(
    `A/A rollout promoted after ${((Date.parse(state.decisions[1]!.at) - Date.parse(state.startedAt)) / 1000).toFixed(1)} s (${versions.length} visits); ` +
      `canary ${pass.canary!.pageViews} page views, ${pass.canary!.errors} errors; stable ${pass.stable!.pageViews} page views, ${pass.stable!.errors} errors; ` +
      `median visit ${[...visitTimes].sort((a, b) => a - b)[Math.floor(visitTimes.length / 2)]} ms`,
  );
});
