import { expect, test, type Page } from '../support/test';
import { dismissCookieBanner, expectAccessible, expectNoHorizontalScroll, VIEWPORTS, waitForRemote } from '../support/pages';
import { buyer, fillClientInfo, inPairsInText, orderOf, payOnGateway, refNumberOf, TEST_CARDS } from '../support/shop';

/** Each screen of the journey: right to left, nothing wider than the phone, no serious accessibility violation. */
async function checkScreen(page: Page, name: string) {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await page.screenshot({ path: `../test-results/screenshots/shop-ar-360-${name}.png`, fullPage: true });
}

test('a plan bought wholly in Arabic at 360 px, right to left', async ({ page }) => {
  // Five screens, each scanned and photographed, and the gateway's pages: more than a minute on a busy machine.
  test.setTimeout(180_000);
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto('/ar/offres-mobiles/forfait-mobile');
  await waitForRemote(page);
  await dismissCookieBanner(page);
  await page.getByRole('link', { name: 'اختر اشتراك 99 درهم — 50 جيغا', exact: true }).click();
  await expect(page).toHaveURL(/\/ar\/achat\/offre-mobile\/choix-numero\?productId=forfait-99$/);
  await waitForRemote(page, 'mf-cart-payment');
  await expect(page.getByRole('heading', { level: 1, name: 'اختر رقمك' })).toBeVisible();
  const step = page.locator('form[data-step="number"]');
  const chosen = step.locator('[data-choices="mdn"] input').first();
  await chosen.check();
  const mdn = await chosen.inputValue();
  await checkScreen(page, 'number');
  await step.getByRole('button', { name: 'متابعة' }).click();

  await expect(page).toHaveURL(/\/ar\/achat\/offre-mobile\/info-client\?productId=forfait-99$/);
  await expect(page.getByRole('heading', { level: 1, name: 'معلوماتك' })).toBeVisible();
  const client = page.locator('form[data-step="client"]');
  await client.getByRole('button', { name: 'متابعة' }).click();
  await expect(client.getByText('الاسم الشخصي إجباري')).toBeVisible();
  await fillClientInfo(page, buyer('0612300501'), 'ar');
  await checkScreen(page, 'client');
  await client.getByRole('button', { name: 'متابعة' }).click();

  await expect(page).toHaveURL(/\/ar\/achat\/offre-mobile\/livraison\?productId=forfait-99$/);
  await checkScreen(page, 'delivery');
  // At 360 px the basket panel is a bar at the bottom, its items behind a toggle, its button the step's.
  const bar = page.getByRole('complementary', { name: 'ملخص الطلب' });
  await bar.getByRole('button', { name: 'عرض المنتجين' }).click();
  await expect(bar).toContainText('اشتراك 99 درهم — 50 جيغا');
  // The chosen number keeps its pairs in order inside the Arabic item name.
  await expect(bar).toContainText(`الرقم ${inPairsInText(mdn)}`);
  await bar.getByRole('button', { name: 'الانتقال إلى الأداء' }).click();

  await expect(page).toHaveURL(/\/ar\/achat\/paiement$/);
  await expect(page.getByRole('heading', { level: 1, name: 'الأداء' })).toBeVisible();
  await checkScreen(page, 'payment');
  await page.getByRole('button', { name: /أداء 99/ }).click();
  // The shop's page is Arabic too: wait for the gateway's own page before checking or photographing it.
  await expect(page).toHaveURL(/\/api\/v1\/payment-gateway\/pay\//);
  await expect(page.getByRole('heading', { level: 1, name: 'الأداء بالبطاقة البنكية' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expectNoHorizontalScroll(page);
  await payOnGateway(page, TEST_CARDS.succeeds, { screenshot: '../test-results/screenshots/shop-ar-360-gateway.png' });

  await expect(page).toHaveURL(/\/ar\/achat\/paiement\/ok\?refNumber=/);
  await expect(page.getByRole('heading', { level: 1, name: 'شكرًا، تم قبول أدائك' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'المراحل المقبلة' })).toContainText(`برقمك الجديد ${inPairsInText(mdn)}`);
  await checkScreen(page, 'ok');
  expect(await orderOf(page, refNumberOf(page))).toMatchObject({ paymentOutcome: 'ok', status: 'paid' });
});
