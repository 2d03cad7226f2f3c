import { expect, test, type Page } from '../support/test';
import { waitForRemote } from '../support/pages';

/**
 * The field telemetry's two chunks (issue 30, docs/telemetry.md): the collector (web-vitals' plain
 * build) on every sampled page view, the attribution build only once a vital is not good, started
 * after the fact — its buffered observers still see the slow interaction's event and
 * long-animation-frame entries and the layout shifts that happened before it loaded.
 */
const COLLECTOR = /\/assets\/field-telemetry\.[0-9a-f]+\.js$/;
const ATTRIBUTION = /\/assets\/field-telemetry-attribution\.[0-9a-f]+\.js$/;

type Beacon = { vitals: Array<{ name: string; value: number; remote?: string }>; remotes: Record<string, string> };

/** Keeps a copy of the field telemetry's beacons (the real ones still go out). */
async function keepBeacons(page: Page) {
  await page.addInitScript(() => {
    const kept: BodyInit[] = ((window as unknown as { fieldBeacons: BodyInit[] }).fieldBeacons = []);
    const original = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (String(url).includes('/telemetry/beacons') && data) kept.push(data);
      return original(url, data);
    };
  });
}

/** The customer leaves the tab: the page is hidden, and the collector sends what it measured. */
async function hideAndReadBeacon(page: Page): Promise<Beacon> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  const bodies = await page.evaluate(() =>
    Promise.all((window as unknown as { fieldBeacons: BodyInit[] }).fieldBeacons.map((body) => new Response(body).text())),
  );
  expect(bodies).toHaveLength(1);
  return JSON.parse(bodies[0]!) as Beacon;
}

/**
 * The attribution build arrived, ran, and its buffered observers reported: its file is loaded (a
 * resource timing is written once its body is in), then the main thread went idle three times —
 * the script's execution and the observers' deliveries are tasks, and idle callbacks wait for them.
 * A fixed wait was not enough on a loaded machine: the beacon then left before the blame.
 */
async function attributionReported(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        (source) => performance.getEntriesByType('resource').some(({ name }) => new RegExp(source).test(new URL(name).pathname)),
        ATTRIBUTION.source,
      ),
    )
    .toBe(true);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let left = 3;
        const idle = () => (--left === 0 ? resolve() : requestIdleCallback(idle));
        requestIdleCallback(idle);
      }),
  );
}

test('a slow tap and a shifting page, measured before the attribution build loaded, are blamed on the remote that caused them', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await keepBeacons(page);
  // The attribution build may come earlier (a largest paint slow on a loaded machine is not good either).
  const fetched: string[] = [];
  page.on('response', (response) => fetched.push(new URL(response.url()).pathname));
  const collector = page.waitForResponse((response) => COLLECTOR.test(new URL(response.url()).pathname));
  await page.goto('/');
  await waitForRemote(page);
  await collector;
  const area = page.locator('[data-remote-area]').first();
  const remote = (await area.getAttribute('data-remote-area'))!;
  const version = (await area.getAttribute('data-remote-version'))!;

  // A tap on a button of the shell's (outside every remote's area) whose handler, a script the
  // remote serves, keeps the main thread 350 ms: only the long animation frame's script names the remote.
  const script = `/remotes/${remote}/${version}/slow-tap.js`;
  await page.route(`**${script}`, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `document.getElementById('slow-tap').addEventListener('click', function () { var end = performance.now() + 350; while (performance.now() < end); });`,
    }),
  );
  const handlerLoaded = page.waitForResponse((response) => new URL(response.url()).pathname === script);
  await page.evaluate((src) => {
    const button = document.createElement('button');
    button.id = 'slow-tap';
    button.textContent = 'Slow';
    document.body.prepend(button);
    const tag = document.createElement('script');
    tag.src = src;
    document.head.append(tag);
  }, script);
  await handlerLoaded;
  await page.waitForTimeout(200);
  await page.locator('#slow-tap').click();
  // A shift of the remote's own content, away from any input (shifts within 500 ms of one do not count).
  await page.waitForTimeout(700);
  await area.evaluate((element) => {
    const block = document.createElement('div');
    block.style.height = '420px';
    element.prepend(block);
  });

  // The collector saw INP and CLS go bad, and asked for the attribution build (if it had not yet).
  await expect.poll(() => fetched.some((pathname) => ATTRIBUTION.test(pathname))).toBe(true);
  await attributionReported(page);
  const beacon = await hideAndReadBeacon(page);
  const vital = (name: string) => beacon.vitals.find((measured) => measured.name === name);
  expect(vital('INP')).toEqual({ name: 'INP', value: expect.any(Number), remote });
  expect(vital('INP')!.value).toBeGreaterThanOrEqual(300);
  expect(vital('CLS')).toEqual({ name: 'CLS', value: expect.any(Number), remote });
  expect(vital('CLS')!.value).toBeGreaterThan(0.1);
  expect(beacon.remotes[remote]).toBe(version);
});
