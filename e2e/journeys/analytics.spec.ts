import { expect, test } from '../support/test';
import { waitForRemote } from '../support/pages';

test('the first-party analytics tag loads only after the cookies are accepted, then reports page views', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  // Keeps a copy of what the tag hands the browser's beacon (the real beacon still goes out).
  await page.addInitScript(() => {
    const sent: Blob[] = ((window as unknown as { beacons: Blob[] }).beacons = []);
    const original = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      // The analytics tag's beacons only: the shell's field telemetry sends its own elsewhere.
      if (String(url).includes('/analytics/')) sent.push(data as Blob);
      return original(url, data);
    };
  });
  await page.goto('/');
  await waitForRemote(page);
  const tagScripts = () => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('analytics-tag')).length);
  expect(await tagScripts()).toBe(0);

  const accepted = page.waitForResponse((response) => response.url().includes('/api/v1/analytics/events'));
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accepter' }).click();
  await page.getByTestId('mega-menu').getByRole('button', { name: 'Entreprise' }).click();
  await page.getByTestId('mega-menu-panel').getByRole('link').first().click();
  await waitForRemote(page);
  // Hiding the page sends the batch at once (the tag also sends every ten seconds).
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect((await accepted).status()).toBe(204);
  const reports = await page.evaluate(() => Promise.all((window as unknown as { beacons: Blob[] }).beacons.map((blob) => blob.text())));
  const events = reports.flatMap((body) => (JSON.parse(body) as { events: Array<{ kind: string; path: string }> }).events);
  expect(events.filter((event) => event.kind === 'page_view').map((event) => event.path)).toEqual(
    expect.arrayContaining(['/', expect.stringMatching(/^\/entreprise/)]),
  );
  expect(await tagScripts()).toBe(1);
});

test('a visitor who refuses the cookies sends no analytics at all', async ({ page }) => {
  const reports: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/analytics/events')) reports.push(request.url());
  });
  await page.goto('/');
  await waitForRemote(page);
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Refuser' }).click();
  await page.goto('/faq');
  await waitForRemote(page);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.waitForTimeout(1000);
  expect(reports).toEqual([]);
});
