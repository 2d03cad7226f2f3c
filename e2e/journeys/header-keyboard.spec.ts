import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { LOCALE_PREFIX, waitForRemote, type Locale } from '../support/pages';
import { DEMO_ACCOUNTS, signInThroughUi } from '../support/selfcare';

const WIDTHS = [360, 768, 1024, 1280, 1440];
const LOCALES: Locale[] = ['fr', 'ar', 'en'];
const fleet = DEMO_ACCOUNTS.business;

/** How far the header's widest piece sticks out of the screen, on either side (0 when it fits). */
async function headerOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    if (!header) return Infinity;
    let worst = document.documentElement.scrollWidth - window.innerWidth;
    for (const element of header.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      worst = Math.max(worst, box.right - window.innerWidth, -box.left);
    }
    return Math.ceil(worst);
  });
}

async function expectHeaderFitsEveryWidth(page: Page, what: string): Promise<void> {
  for (const locale of LOCALES) {
    // Each page opens at the narrowest width, as a phone opens it; the wider ones follow by resizing.
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
    await page.goto(`${LOCALE_PREFIX[locale]}${what}`);
    await expect(page.locator('main [data-remote-area]')).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => headerOverflow(page), { message: `${locale} ${what} at ${width}px` }).toBeLessThanOrEqual(0);
    }
  }
}

test('the header fits every width from 360 px, signed out and signed in, in the three languages', async ({ page }) => {
  test.setTimeout(120_000);
  await expectHeaderFitsEveryWidth(page, '/');
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughUi(page, fleet.username);
  await expect(page.locator('[data-account-widget]')).toBeVisible();
  await expectHeaderFitsEveryWidth(page, '/espace-client/dashboard');
});

test('the cookie banner is among the first tab stops', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await waitForRemote(page);
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  await page.keyboard.press('Tab'); // the skip link
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button').first()).toBeFocused();
});

test('Escape in the mega menu gives the focus back to the section button', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await waitForRemote(page);
  const section = page.getByTestId('mega-menu').getByRole('button', { name: 'Particuliers' });
  await section.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByTestId('mega-menu-panel');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(section).toBeFocused();
});

test('after a route change and after signing in, the focus is on the new page heading', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await waitForRemote(page);
  await page.getByTestId('mega-menu').getByRole('button', { name: 'Particuliers' }).click();
  await page.getByTestId('mega-menu-panel').getByRole('link').first().click();
  await expect(page.locator('main h1')).toBeFocused();

  await signInThroughUi(page, fleet.username);
  await expect(page.locator('main h1')).toBeFocused();
  await expect(page.locator('main h1')).toContainText('Karim');
});

test('in Arabic the logo and the account button are named by what they show (WCAG 2.5.3)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInThroughUi(page, fleet.username, { locale: 'ar' });
  await expect(page.locator('[data-account-widget]')).toBeVisible();
  const results = await new AxeBuilder({ page }).include('header').withRules(['label-content-name-mismatch']).analyze();
  expect(results.violations.map((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
  await expect(page.getByRole('link', { name: 'أطلس تيليكوم' })).toBeVisible();
});
