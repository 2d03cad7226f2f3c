import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const VIEWPORTS = {
  mobile: { width: 360, height: 780 },
  desktop: { width: 1366, height: 900 },
} as const;

export const LOCALE_PREFIX = { fr: '', ar: '/ar', en: '/en' } as const;
export type Locale = keyof typeof LOCALE_PREFIX;

/** The remote area finished rendering: its root is there and no skeleton is left. */
export async function waitForRemote(page: Page, remote = 'mf-catalogue'): Promise<void> {
  await expect(page.locator(`[data-remote="${remote}"]`)).toBeVisible();
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
}

/** The page is no wider than the viewport: nothing scrolls sideways at 360px. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * No serious or critical accessibility violation on the page as it stands. `labelInName` adds axe's
 * experimental label-in-name rule (WCAG 2.5.3, label-content-name-mismatch: a control's accessible
 * name contains its visible label), off in axe's defaults. `within` limits the check to a part of
 * the page (a sweep of many screens checks the shell's header and footer once, then each screen's
 * `main`: axe's whole-page run is most of such a journey's time).
 */
export async function expectAccessible(page: Page, { labelInName = false, within }: { labelInName?: boolean; within?: string } = {}): Promise<void> {
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  if (labelInName) builder.options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  const results = await builder.analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
  expect(serious).toEqual([]);
}

export async function dismissCookieBanner(page: Page): Promise<void> {
  const banner = page.getByTestId('cookie-banner');
  if (await banner.isVisible()) await banner.getByRole('button').last().click();
}

/** A full-page screenshot into SHOTS_DIR, when a run asks for them (to look at the screens); nothing otherwise. */
export async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.SHOTS_DIR;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}
