import { expect, test, type Page } from '../support/test';
import { dismissCookieBanner, expectAccessible, expectNoHorizontalScroll, LOCALE_PREFIX, VIEWPORTS, waitForRemote } from '../support/pages';
import { signInThroughUi } from '../support/selfcare';

/**
 * Only the payment methods that will work (issue 36 §2): a prepaid line's Dh recharge offers the
 * methods that pay it and names the others with why — no "Sur ma prochaine facture" (the line has
 * no invoice), no "Mon solde" (it pays passes only) — for its holder signed in and for a visitor
 * (sign in for the line's own methods), in French, Arabic and English.
 */

const SHOTS = '/tmp/recharge-methods-shots';

// Sign-in, three languages and their screenshots on a shared machine.
test.describe.configure({ timeout: 180_000 });
const PREPAID = '0661234501';

const NOT_OFFERED = { fr: 'Non proposés pour cette recharge', ar: 'غير متاحة لهذه التعبئة', en: 'Not offered for this top-up' } as const;

async function recapOf(page: Page, path: string) {
  await page.goto(path);
  await waitForRemote(page, 'mf-recharge');
  await dismissCookieBanner(page);
  const cart = page.locator('[data-recharge-cart]');
  const before = await cart.locator('li').count();
  await page.getByRole('button', { name: 'Ajouter Recharge 20 Dh' }).click();
  await expect(cart.locator('li')).toHaveCount(before + 1);
  await page.locator('[data-continue]').click();
  await expect(page).toHaveURL(/\/recharges\/recap$/);
  await expect(page.locator('form[data-form="recharge-recap"]')).toBeVisible();
}

const offeredMethods = (page: Page) =>
  page.locator('[data-choices="method"] input[type="radio"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

test('the holder of a prepaid line is offered only the methods that pay a Dh recharge, and told why the others are not', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await signInThroughUi(page, PREPAID);
  await recapOf(page, `/recharges?mdn=${PREPAID}`);
  expect(await offeredMethods(page)).toEqual(['cartebancaire', 'scratchcard', 'etoile9', 'fatourati']);
  await expect(page.getByRole('radio', { name: /Sur ma prochaine facture/ })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /Mon solde/ })).toHaveCount(0);
  const notOffered = page.getByRole('region', { name: NOT_OFFERED.fr });
  await expect(notOffered.locator('[data-method="facture"]')).toHaveText(/Sur ma prochaine facture\s*Cette ligne ne reçoit pas de facture/);
  await expect(notOffered.locator('[data-method="solderecharge"]')).toHaveText(/Mon solde\s*Votre solde paie les pass uniquement/);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/fr-1280-holder.png`, fullPage: true });

  for (const locale of ['ar', 'en'] as const) {
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto(`${LOCALE_PREFIX[locale]}/recharges/recap`);
    await waitForRemote(page, 'mf-recharge');
    await expect(page.locator('[data-methods-not-offered]')).toBeVisible();
    expect(await offeredMethods(page)).toEqual(['cartebancaire', 'scratchcard', 'etoile9', 'fatourati']);
    await expect(page.getByRole('region', { name: NOT_OFFERED[locale] }).locator('li')).toHaveCount(2);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `${SHOTS}/${locale}-360-holder.png`, fullPage: true });
  }
});

test('a visitor recharging a prepaid line is offered card, scratch card and bank; the line’s own methods need its holder signed in', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await recapOf(page, `/recharges?mdn=${PREPAID}`);
  expect(await offeredMethods(page)).toEqual(['cartebancaire', 'scratchcard', 'fatourati']);
  const notOffered = page.getByRole('region', { name: NOT_OFFERED.fr });
  for (const method of ['solderecharge', 'facture', 'etoile9'])
    await expect(notOffered.locator(`[data-method="${method}"]`)).toContainText('Connectez-vous avec le compte de cette ligne');
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: `${SHOTS}/fr-360-visitor.png`, fullPage: true });
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/ar/recharges/recap');
  await expect(page.getByRole('region', { name: NOT_OFFERED.ar }).locator('li')).toHaveCount(3);
  await page.screenshot({ path: `${SHOTS}/ar-1280-visitor.png`, fullPage: true });
});
