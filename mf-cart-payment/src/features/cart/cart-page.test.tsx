import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { busEvents } from '@atlas/contracts';
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
    const { ofType, store, where } = renderShop('/cart');
    const list = await screen.findByRole('list', { name: 'Articles du panier' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveTextContent('Apple iPhone 17 256 Go · Blanc');
    expect(ofType(busEvents.basketNextDeclared.type).at(-1)).toEqual(busEvents.basketNextDeclared({ labelKey: 'shop:cart.checkout', disabled: false }));
    await userEvent.click(screen.getByRole('button', { name: 'Retirer Routeur Wi-Fi 6 AX3000 du panier' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(JSON.parse(localStorage.getItem('cartItems') ?? '[]')).toHaveLength(1);
    act(() => {
      store.dispatch(busEvents.basketNextRequested());
    });
    await waitFor(() => expect(where()).toBe('/achat/terminal'));
  });
});
