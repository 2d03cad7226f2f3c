import { expect, test, type Page } from '../support/test';
import { dismissCookieBanner, expectAccessible, expectNoHorizontalScroll, LOCALE_PREFIX, type Locale, shot } from '../support/pages';
import { DEMO_ACCOUNTS, SELF_CARE, signInThroughUi } from '../support/selfcare';

/**
 * Issue 33's sweep, kept: every screen of recharge, invoices, self-care and identification as a
 * customer sees it in French at 1280 px, Arabic at 360 px and English at 390 px — axe without a
 * serious hit (label-in-name included), nothing wider than the screen, no translation key left
 * raw, and a screenshot of each into SHOTS_DIR to look at.
 */
// Nine independent sweeps (each signs in on its own): spread over the workers rather than one
// worker's eight minutes at the tail of a run or of a part's loop.
test.describe.configure({ mode: 'parallel' });

const SIZES: Record<Locale, { width: number; height: number }> = {
  fr: { width: 1280, height: 900 },
  ar: { width: 360, height: 780 },
  en: { width: 390, height: 844 },
};

const PUBLIC_SCREENS = ['/recharge', '/paiement-facture', '/identification'];

/** The self-care screens of a prepaid line and of a postpaid one (its invoices, its plan change). */
const SIGNED_IN_SCREENS = {
  prepaid: [
    'dashboard',
    'dashboard/details',
    'mon-compte',
    'mon-compte/alertes-consommation',
    'TransactionHistory',
    'assistance/recuperation-puk',
    'assistance/suspension-ligne',
    'services/changement-sim',
    'services/changement-numero',
    'services/changement-offre',
    'services/migration',
    'roaming',
    'assistance/sav',
  ],
  postpaidWithFibre: ['dashboard', 'mes-factures', 'services/changement-offre', 'mes-lignes', 'dashboard/HistoryAppels'],
} as const;

/** An i18next key shown instead of its text: a lower-case namespace or group, a dot, a camel-case name ("sav.faqTitle"). */
const RAW_KEY = /\b[a-z]+(?:\.[a-z]+)*\.[a-z]+[A-Z][A-Za-z]*\b/;

/**
 * The keyboard alone: Tab from the top of the page through its main content; every stop is on
 * screen and shows where it is (an outline or a ring), none is hidden, and no stop traps the focus.
 * Answers the stops that fail, described.
 */
async function keyboardWalkFaults(page: Page, stops = 60): Promise<string[]> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.evaluate(() => window.scrollTo(0, 0));
  const faults: string[] = [];
  const seen: string[] = [];
  for (let stop = 0; stop < stops; stop += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
      const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
      const path: string[] = [];
      for (let node: Element | null = element; node; node = node.parentElement)
        path.push(`${node.tagName}${[...(node.parentElement?.children ?? [])].indexOf(node)}`);
      return {
        name,
        id: path.join('<'),
        visible: box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth,
        ring,
        inMain: !!element.closest('main'),
      };
    });
    if (!focused) break;
    if (seen.includes(focused.id)) break; // back at a stop already walked: the whole page was reached
    seen.push(focused.id);
    if (!focused.visible) faults.push(`${focused.name}: focused off screen`);
    else if (!focused.ring) faults.push(`${focused.name}: no visible focus`);
    if (!focused.inMain && seen.length > 30) break; // past the content, into the footer
  }
  return faults;
}

/** `first`: the first screen of a sweep, checked whole; the next ones share its header and footer, and axe checks their `main`. */
async function looksRight(page: Page, name: string, first: boolean): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  expect(RAW_KEY.exec(await page.locator('main').innerText())?.[0] ?? 'no raw key').toBe('no raw key');
  await expectAccessible(page, { labelInName: true, within: first ? undefined : 'main' });
  await shot(page, name);
  if (!name.includes('-en-')) expect(await keyboardWalkFaults(page), 'keyboard walk').toEqual([]);
}

for (const locale of ['fr', 'ar', 'en'] as const) {
  test.describe(`${locale} at ${SIZES[locale].width} px`, () => {
    test.use({ viewport: SIZES[locale] });

    test(`the public money and identity screens (${locale})`, async ({ page }) => {
      for (const [index, screen] of PUBLIC_SCREENS.entries()) {
        await page.goto(`${LOCALE_PREFIX[locale]}${screen}`);
        await dismissCookieBanner(page);
        await looksRight(page, `screens-${locale}-${SIZES[locale].width}${screen.replace(/\//g, '-')}`, index === 0);
      }
    });

    for (const kind of ['prepaid', 'postpaidWithFibre'] as const) {
      test(`the self-care screens of a ${kind} line (${locale})`, async ({ page }) => {
        test.slow();
        await signInThroughUi(page, DEMO_ACCOUNTS[kind].username, { locale });
        await dismissCookieBanner(page);
        for (const [index, screen] of SIGNED_IN_SCREENS[kind].entries()) {
          await page.goto(`${LOCALE_PREFIX[locale]}${SELF_CARE}/${screen}`);
          await looksRight(page, `screens-${locale}-${SIZES[locale].width}-${kind}-${screen.replace(/\//g, '-')}`, index === 0);
        }
      });
    }
  });
}
