import { expect, test } from '../support/test';
import type { AppConfig } from '@atlas/contracts';
import type { MegaMenuEntry } from '@atlas/contracts/content';
import { dismissCookieBanner } from '../support/pages';

const internal = (href: string | null | undefined): string | null => {
  if (!href || href.startsWith('https://') || href.startsWith('http://') || href.startsWith('mailto:') || href.startsWith('tel:') || href.startsWith('#'))
    return null;
  const path = href.split('#')[0]!;
  return path.startsWith('/') ? path : null;
};

const flatten = (entries: MegaMenuEntry[]): string[] => entries.flatMap((entry) => [entry.link ?? '', ...flatten(entry.children ?? [])]);

test('every internal link of the seeded pages, menus and footer leads to a page', async ({ page, request }) => {
  test.setTimeout(300_000);
  const links = new Set<string>();
  const add = (href: string | null | undefined) => {
    const path = internal(href);
    if (path) links.add(path);
  };
  // The menus and the configured services and carousel, as the API gives them.
  for (const language of ['fr', 'en'] as const) {
    const menu = (await (await request.get(`/api/v1/ms-content/megamenu?language=${language}`)).json()) as MegaMenuEntry[];
    flatten(menu).forEach(add);
  }
  const config = (await (await request.get('/api/ms-config/v2/app-config')).json()) as AppConfig;
  config.services.forEach((service) => add(service.link));
  config.carousel.forEach((slide) => add(slide.link));
  // Every link drawn on the seeded home pages (quick links, blocks, header, footer).
  for (const home of ['/', '/entreprise', '/corporate', '/pro', '/wholesale']) {
    await page.goto(home);
    await dismissCookieBanner(page);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('main a[href]').first()).toBeVisible();
    for (const href of await page.locator('a[href]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))) add(href);
  }
  expect(links.size).toBeGreaterThan(30);
  expect(links).toContain('/recharge');

  const missing: string[] = [];
  for (const path of [...links].sort()) {
    await page.goto(path);
    // The shell's layout is there; a page, not the 404, is what it shows.
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.waitForLoadState('networkidle');
    if (await page.getByTestId('not-found-page').isVisible()) missing.push(path);
  }
  expect(missing).toEqual([]);
});
