import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { busEvents } from '@atlas/contracts';
import { fakeApi } from '@atlas/test-kit/fake-api';
import { renderWithPlatform } from '@atlas/test-kit/render-with-platform';
import { cartWith, NUMBER_ITEM, PLAN_ITEM } from '../test/shop-fixtures';
import { shopStore } from '../test/shop-store';
import HeaderBasket from './header-basket';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());
beforeEach(() => localStorage.clear());

describe('header basket', () => {
  it('shows the count of the cart kept locally, and its items and totals in a panel', async () => {
    localStorage.setItem('cartId', 'cart-1');
    api = fakeApi(() => ({ status: 200, data: cartWith([PLAN_ITEM, NUMBER_ITEM]) }));
    const { store } = shopStore();
    renderWithPlatform(<HeaderBasket language="fr" />, { store });
    const trigger = await screen.findByRole('button', { name: 'Panier, 2 articles' });
    await userEvent.click(trigger);
    const panel = screen.getByRole('region', { name: 'Mon panier' });
    expect(within(panel).getByText('Forfait 99 Dh — 50 Go')).toBeInTheDocument();
    expect(panel).toHaveTextContent(/À payer aujourd’hui\s*149/);
    expect(within(panel).getByRole('link', { name: 'Voir mon panier' })).toHaveAttribute('href', '/cart');
    expect(within(panel).getByRole('link', { name: 'Commander' })).toHaveAttribute('href', '/purchase');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Mon panier' })).toBeNull();
  });

  it('adds what the catalogue asks for on the bus, in Arabic', async () => {
    let cart = cartWith([], { cartId: 'cart-9' });
    api = fakeApi((request) => {
      if (request.url?.endsWith('/cart/add')) cart = cartWith([PLAN_ITEM], { cartId: 'cart-9' });
      return { status: 200, data: cart };
    });
    const { store } = shopStore();
    renderWithPlatform(<HeaderBasket language="ar" />, { language: 'ar', store });
    expect(await screen.findByRole('button', { name: 'السلة فارغة' })).toBeInTheDocument();
    store.dispatch(busEvents.cartItemAddRequested({ productType: 'offre-mobile', productId: 'forfait-99' }));
    const basket = await screen.findByRole('button', { name: 'السلة، منتج واحد (1)' });
    // What the button shows (the count) is in its name: a voice user says what they see (WCAG 2.5.3).
    expect(basket.getAttribute('aria-label')).toContain(basket.textContent!.trim());
  });
});
