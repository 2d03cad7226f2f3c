import { expect, test } from '../support/test';
import { waitForRemote } from '../support/pages';

/**
 * The first screen is announced in the page (issue 18): the shell's build lists the scripts its
 * start needs, the edge adds the first route's remote from the live platform manifest, so the
 * browser fetches them all at once instead of one round trip after another; and each hint is the
 * very request the page then makes (same URL, same CORS mode and integrity), never a second download.
 */
for (const path of ['/', '/ar']) {
  test(`${path} preloads its start scripts and its route's remote, each fetched once`, async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      requested.push(url.pathname + url.search);
    });
    await page.goto(path);
    await waitForRemote(page);

    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
        url: new URL(link.href).pathname + new URL(link.href).search,
        as: link.as,
        crossOrigin: link.crossOrigin,
        integrity: link.integrity,
      })),
    );
    const urls = preloaded.map((hint) => hint.url);
    // The shell's entry and its start chunks (the build's hints), the platform manifest…
    expect(urls).toContain('/platform-manifest.json');
    expect(urls.some((url) => /^\/assets\/main\.js\?/.test(url))).toBe(true);
    expect(urls.filter((url) => /^\/assets\/[\w.]+\.js$/.test(url)).length).toBeGreaterThan(5);
    // …and the first route's remote (the edge's hints): its manifest, its signed entry, its routes.
    const remoteHints = preloaded.filter((hint) => hint.url.startsWith('/remotes/mf-catalogue/'));
    expect(remoteHints.map((hint) => hint.url.replace(/^\/remotes\/mf-catalogue\/[^/]+\//, ''))).toEqual(
      expect.arrayContaining(['mf-manifest.json', 'remoteEntry.js', expect.stringMatching(/^assets\/__federation_expose_routes\./)]),
    );
    expect(remoteHints.find((hint) => hint.url.endsWith('/remoteEntry.js'))).toMatchObject({
      crossOrigin: 'anonymous',
      integrity: expect.stringMatching(/^sha384-/),
    });

    // Every hinted file was fetched exactly once: the page used the preload, never a second copy.
    for (const url of urls) expect({ url, fetched: requested.filter((made) => made === url).length }).toEqual({ url, fetched: 1 });
    // Only one remote's entry on a visitor's first page.
    expect(new Set(requested.filter((url) => url.endsWith('/remoteEntry.js'))).size).toBe(1);
  });
}

/**
 * A server-rendered page starts its scripts only once every hinted file has arrived (issue 18): the
 * browser compiles them on background threads as they come in, and a script evaluated meanwhile
 * shares the phone's cores with that work. The scripts still come, in their order, and the page is
 * taken over.
 */
test('the page scripts are added once every hint has arrived', async ({ page }) => {
  await page.addInitScript(() => {
    const added: Record<string, number> = {};
    (window as unknown as { __added: typeof added }).__added = added;
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.addedNodes) {
          if (node instanceof HTMLScriptElement && node.src) added[new URL(node.src).pathname] ??= performance.now();
        }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await waitForRemote(page);
  const { mainAdded, hintsArrived, hints } = await page.evaluate(() => {
    const hinted = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href));
    const arrivals = performance
      .getEntriesByType('resource')
      .filter((entry) => hinted.has(entry.name))
      .map((entry) => (entry as PerformanceResourceTiming).responseEnd);
    return {
      mainAdded: (window as unknown as { __added: Record<string, number> }).__added['/assets/main.js'],
      hintsArrived: Math.max(...arrivals),
      hints: arrivals.length,
    };
  });
  expect(hints).toBeGreaterThan(20);
  expect(mainAdded).toBeDefined();
  expect(mainAdded!).toBeGreaterThanOrEqual(hintsArrived);
  await expect(page.locator('#root[data-server-rendered]')).toHaveCount(0);
});

/**
 * When the edge sends the plain page (no server render: here a visitor's version override, which is
 * never rendered on the server; also whenever the render fails or is late), before any script runs
 * the page already shows the header's bar and brand mark where the header draws them (the first
 * contentful paint comes from the HTML, not after the JavaScript); the shell's first render puts the
 * header itself in its place, at the same height, in both directions. (Server-rendered pages paint
 * the page itself from the HTML: server-render.spec.ts.)
 */
for (const home of ['/', '/ar']) {
  const path = `${home}?mf-override=`;
  test(`${home} as a plain page paints the header's bar and brand mark from the HTML, then the header takes its place`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    // No script at all: what the HTML alone paints.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto(path);
    const firstPaint = page.locator('#root > .first-paint');
    await expect(firstPaint).toBeVisible();
    const bar = (await firstPaint.boundingBox())!;
    expect(bar).toMatchObject({ y: 0, height: 64, width: 360 });
    // The mark on the reading side: left in French, right in Arabic, 16 px from the edge.
    const fromReadingSide = (box: { x: number; width: number }) => (home === '/ar' ? 360 - (box.x + box.width) : box.x);
    const mark = (await firstPaint.locator('svg').boundingBox())!;
    expect(fromReadingSide(mark)).toBe(16);

    await page.unroute(/\.js(\?|$)/);
    await page.reload();
    await waitForRemote(page);
    await expect(firstPaint).toHaveCount(0);
    const header = (await page.locator('header').first().boundingBox())!;
    expect(header).toMatchObject({ y: 0, height: 64 });
    const logo = (await page.locator('header a[href]').first().locator('svg').boundingBox())!;
    expect(fromReadingSide(logo)).toBe(fromReadingSide(mark));
  });
}
