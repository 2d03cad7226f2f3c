import { expect, test } from '../support/test';
import { dismissCookieBanner, waitForRemote } from '../support/pages';
import { DEMO_ACCOUNTS, signInThroughUi } from '../support/selfcare';

test('a visitor’s cart survives a reload, follows the customer who signs in, and is gone when they sign out', async ({ page, request }) => {
  await page.goto('/catalogue-smartphones/samsung-galaxy-a26');
  await waitForRemote(page);
  await dismissCookieBanner(page);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  const basket = page.locator('[data-header-basket]');
  await expect(basket).toHaveAttribute('data-count', '1');
  const visitorCart = await page.evaluate(() => localStorage.getItem('cartId'));
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cartItems'))) ?? '[]')).toHaveLength(1);

  await page.reload();
  await expect(basket).toHaveAttribute('data-count', '1');
  await basket.getByRole('button', { name: 'Panier, 1 article' }).click();
  await expect(page.getByRole('region', { name: 'Mon panier' })).toContainText('Samsung Galaxy A26 5G 128 Go');
  await page.keyboard.press('Escape');

  await signInThroughUi(page, DEMO_ACCOUNTS.cameleon.username);
  await expect(basket).toHaveAttribute('data-count', '1');
  const customerCart = await page.evaluate(() => localStorage.getItem('cartId'));
  expect(customerCart).toBeTruthy();
  // The cart is the customer's now: a browser without their session can no longer read it.
  expect((await request.get(`/api/v1/ms-payment/cart/pull?cartId=${visitorCart}`)).status()).toBe(404);

  await page.getByRole('button', { name: 'Compte de Khadija' }).click();
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/espace-client\/login/);
  await expect(basket).toHaveAttribute('data-count', '0');
  expect(await page.evaluate(() => [localStorage.getItem('cartId'), localStorage.getItem('cartItems')])).toEqual([null, null]);
});
