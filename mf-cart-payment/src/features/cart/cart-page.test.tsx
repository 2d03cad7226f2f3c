import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@atlas/test-kit/fake-api';
import { fakeShopServer } from '../../test/fake-shop-server';
import { renderShop } from '../../test/render-shop';
import { ACCESSORY_ITEM, cartWith, PHONE_ITEM } from '../../test/shop-fixtures';

let server: ReturnType<typeof fakeShopServer>;
let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  localStorage.clear();
  server = fakeShopServer();
  api = fakeApi((request) => server.handler(request));
});
afterEach(() => api.restore());

describe('cart page', () => {
  it('says the cart is empty and where to shop', async () => {
    renderShop('/cart');
    expect(await screen.findByRole('heading', { name: 'Votre panier est vide' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les smartphones' })).toHaveAttribute('href', '/catalogue-smartphones');
  });

  it('lists the items with their options, removes one, and declares the checkout to the basket panel', async () => {
    const cart = cartWith([PHONE_ITEM, ACCESSORY_ITEM]);
    server.setCart(cart);
    localStorage.setItem('cartId', cart.cartId);
    localStorage.setItem('cartItems', JSON.stringify(cart.items));
    const { where } = renderShop('/cart', { panel: 'basket' });
    const list = await screen.findByRole('list', { name: 'Articles du panier' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveTextContent('Apple iPhone 17 256 Go · Blanc');
    const panel = screen.getByRole('complementary', { name: 'Votre panier' });
    expect(panel).toHaveTextContent('Routeur Wi-Fi 6 AX3000');
    expect(within(panel).getByRole('button', { name: 'Voir les 2 articles' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Retirer Routeur Wi-Fi 6 AX3000 du panier' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(JSON.parse(localStorage.getItem('cartItems') ?? '[]')).toHaveLength(1);
    expect(panel).not.toHaveTextContent('Routeur Wi-Fi 6 AX3000');
    await userEvent.click(within(panel).getByRole('button', { name: 'Commander' }));
    await waitFor(() => expect(where()).toBe('/achat/terminal'));
  });
});
