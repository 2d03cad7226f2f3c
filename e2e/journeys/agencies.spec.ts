import { expect, test } from '../support/test';
import { dismissCookieBanner, expectAccessible, expectNoHorizontalScroll, VIEWPORTS, waitForRemote } from '../support/pages';

// The customer stands near the Hassan tower in Rabat; the browser's own geolocation answers it.
test.use({ geolocation: { latitude: 34.024, longitude: -6.822 }, permissions: ['geolocation'] });

test('the nearest agency open on Sunday, from the customer’s position, with the map down', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/nos-agences');
  await waitForRemote(page);
  await dismissCookieBanner(page);
  await expect(page.locator('[data-agency-id]').first()).toBeVisible();
  const everyAgency = await page.locator('[data-agency-id]').count();
  expect(everyAgency).toBeGreaterThanOrEqual(12);

  await page.getByRole('button', { name: 'Autour de moi' }).click();
  await expect(page.getByText('Les agences les plus proches de vous d’abord.')).toBeVisible();
  await expect(page.locator('[data-agency-id]').first()).toHaveAttribute('data-agency-id', /^rabat-/);
  await page.getByRole('checkbox', { name: 'Ouvertes le dimanche' }).check();
  const nearest = page.locator('[data-agency-id]').first();
  await expect(nearest).toHaveAttribute('data-agency-id', 'rabat-arribat');
  await expect(nearest).toContainText('Ouvert le dimanche');
  await expect(nearest).toContainText(/à \d+(,\d)? km/);
  await nearest.getByText('Horaires').click();
  await expect(nearest.getByRole('term').filter({ hasText: 'dimanche' })).toBeVisible();
  await expect(nearest.getByRole('definition').last()).toHaveText('10:00 – 22:00');

  // Tiles cannot load here: the map says so, the list stays whole and usable.
  await expect(page.getByRole('region', { name: 'Carte des agences' })).toBeVisible();
  await expect(page.getByText(/La carte est momentanément indisponible/)).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Ville').selectOption({ label: 'Casablanca' });
  await expect(page.locator('[data-agency-id]')).toHaveCount(1);
  await expect(page.locator('[data-agency-id]')).toHaveAttribute('data-agency-id', 'casa-morocco-mall');
});

test('the agency locator in Arabic at 360 px', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto('/ar/nos-agences');
  await waitForRemote(page);
  await dismissCookieBanner(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('وكالاتنا');
  await page.getByLabel('المدينة').selectOption({ label: 'مراكش' });
  await expect(page.locator('[data-agency-id]')).toHaveCount(2);
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: '../test-results/screenshots/agencies-ar-mobile.png', fullPage: true });
  await expectAccessible(page);
});
