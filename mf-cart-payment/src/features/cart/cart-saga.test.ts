import { busEvents } from '@atlas/contracts';
import { createI18n } from '@atlas/runtime';
import { clearToasts, toastStore } from '@atlas/ui-kit';
import { deferred, fakeApi } from '@atlas/test-kit/fake-api';
import type { AddCartItemRequest, Cart } from '@atlas/contracts/shop';
import { cartWith, NUMBER_ITEM, PHONE_ITEM, PLAN_ITEM, ACCESSORY_ITEM } from '../../test/shop-fixtures';
import { shopStore } from '../../test/shop-store';
import { cartSaga } from './cart-saga';
import { cartActions } from '../../components/cart-slice';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const body = <T>(data: unknown): T => (typeof data === 'string' ? JSON.parse(data) : data) as T;

let api: ReturnType<typeof fakeApi> | null = null;

beforeAll(() => {
  createI18n('fr');
});

beforeEach(() => {
  localStorage.clear();
  clearToasts();
});

afterEach(() => api?.restore());

function start(options?: { signedIn?: boolean }) {
  const harness = shopStore(options);
  harness.store.injectSaga('cart', cartSaga);
  const summaries = () => harness.ofType(busEvents.cartUpdated.type).map((action) => (action as ReturnType<typeof busEvents.cartUpdated>).payload);
  return { ...harness, summaries };
}

describe('cart saga', () => {
  it('tells the page on start that there is no cart when none is kept', async () => {
    api = fakeApi(() => ({ status: 500, data: {} }));
    const { summaries } = start();
    await flush();
    expect(summaries()).toEqual([{ cartId: null, itemCount: 0, total: 0, monthlyTotal: 0, items: [] }]);
    expect(api.requests).toHaveLength(0);
  });

  it('shows the cart kept locally at once, then the server’s', async () => {
    localStorage.setItem('cartId', 'cart-1');
    localStorage.setItem('cartItems', JSON.stringify([PLAN_ITEM]));
    const server = cartWith([PLAN_ITEM, NUMBER_ITEM]);
    api = fakeApi((request) =>
      request.url === '/api/v1/ms-payment/cart/pull' && request.params.cartId === 'cart-1'
        ? { status: 200, data: server }
        : { status: 404, data: { code: 'not-found' } },
    );
    const { summaries, store } = start();
    await flush();
    expect(summaries()[0]).toMatchObject({ cartId: 'cart-1', itemCount: 1, total: 99, monthlyTotal: 99 });
    expect(summaries().at(-1)).toMatchObject({ cartId: 'cart-1', itemCount: 2, total: 149, monthlyTotal: 99 });
    expect(summaries().at(-1)?.items[1]).toEqual({
      itemId: 'item-number',
      productType: 'choix-de-numeros',
      name: { fr: NUMBER_ITEM.offer_name_fr, ar: NUMBER_ITEM.offer_name_ar, en: NUMBER_ITEM.offerName },
      quantity: 1,
      unitPrice: 50,
      period: 'once',
    });
    expect(JSON.parse(localStorage.getItem('cartItems') ?? '[]')).toHaveLength(2);
    expect(store.getState().cart?.status).toBe('ready');
  });

  it('forgets a kept cart the server no longer knows', async () => {
    localStorage.setItem('cartId', 'cart-gone');
    localStorage.setItem('cartItems', JSON.stringify([PLAN_ITEM]));
    api = fakeApi(() => ({ status: 404, data: { code: 'cart-001', error: 'Not Found', message: 'Unknown cart' } }));
    const { summaries } = start();
    await flush();
    expect(summaries().at(-1)).toEqual({ cartId: null, itemCount: 0, total: 0, monthlyTotal: 0, items: [] });
    expect(localStorage.getItem('cartId')).toBeNull();
    expect(localStorage.getItem('cartItems')).toBeNull();
  });

  it('keeps the cart kept locally when the server cannot be reached', async () => {
    localStorage.setItem('cartId', 'cart-1');
    localStorage.setItem('cartItems', JSON.stringify([PLAN_ITEM]));
    api = fakeApi(() => ({ status: 503, data: { code: 'service_unavailable' } }));
    const { store } = start();
    await flush();
    expect(store.getState().cart?.status).toBe('offline');
    expect(store.getState().cart?.cart?.items).toEqual([PLAN_ITEM]);
    expect(localStorage.getItem('cartId')).toBe('cart-1');
  });

  it('creates one cart for two quick adds from the bus, keeps it locally and says so', async () => {
    let cart: Cart | null = null;
    const creations: number[] = [];
    api = fakeApi((request) => {
      if (request.url === '/api/v1/ms-payment/cart/create') {
        creations.push(1);
        cart = cartWith([], { cartId: 'cart-new' });
        return { status: 201, data: cart };
      }
      if (request.url === '/api/v1/ms-payment/cart/add') {
        const { productId, cartId, options } = body<AddCartItemRequest>(request.data);
        const item = productId === PHONE_ITEM.productId ? { ...PHONE_ITEM, options } : ACCESSORY_ITEM;
        cart = cartWith([...(cart?.items ?? []), item], { cartId, updatedAt: new Date().toISOString() });
        return { status: 200, data: cart };
      }
      return { status: 404, data: { code: 'not-found' } };
    });
    const { store, summaries } = start();
    await flush();
    store.dispatch(busEvents.cartItemAddRequested({ productType: 'handset', productId: 'apple-iphone-17', quantity: 1, options: { colour: 'Blanc' } }));
    store.dispatch(busEvents.cartItemAddRequested({ productType: 'box-et-routeur', productId: 'routeur-wifi-6' }));
    await flush();
    await flush();
    expect(creations).toHaveLength(1);
    const adds = api.requests.filter((request) => request.url === '/api/v1/ms-payment/cart/add').map((request) => body<AddCartItemRequest>(request.data));
    expect(adds).toEqual([
      { cartId: 'cart-new', productType: 'handset', productId: 'apple-iphone-17', quantity: 1, options: { colour: 'Blanc' } },
      { cartId: 'cart-new', productType: 'box-et-routeur', productId: 'routeur-wifi-6', quantity: 1 },
    ]);
    expect(localStorage.getItem('cartId')).toBe('cart-new');
    expect(JSON.parse(localStorage.getItem('cartItems') ?? '[]')).toHaveLength(2);
    expect(summaries().at(-1)).toMatchObject({ cartId: 'cart-new', itemCount: 2, total: 11398 });
    expect(toastStore.getSnapshot().map((toast) => toast.text)).toEqual([
      'Apple iPhone 17 256 Go · Blanc a été ajouté à votre panier.',
      'Routeur Wi-Fi 6 AX3000 a été ajouté à votre panier.',
    ]);
  });

  it('says why an add is refused and keeps the cart as it was', async () => {
    localStorage.setItem('cartId', 'cart-1');
    const held = cartWith([PHONE_ITEM, ACCESSORY_ITEM]);
    api = fakeApi((request) =>
      request.url === '/api/v1/ms-payment/cart/pull'
        ? { status: 200, data: held }
        : { status: 422, data: { code: 'cart-003', error: 'Unprocessable Entity', message: 'Only one smartphone with a companion' } },
    );
    const { store, ofType } = start();
    await flush();
    store.dispatch(busEvents.cartItemAddRequested({ productType: 'handset', productId: 'samsung-galaxy-s25' }));
    await flush();
    await flush();
    expect(ofType(busEvents.toastShown.type).map((action) => (action as ReturnType<typeof busEvents.toastShown>).payload)).toEqual([
      { kind: 'error', message: 'cart-003', isErrorCode: true },
    ]);
    expect(store.getState().cart?.cart?.items).toEqual(held.items);
    expect(store.getState().cart?.error).toBe('cart-003');
  });

  it('starts a new cart when the one kept locally was already ordered', async () => {
    localStorage.setItem('cartId', 'cart-old');
    api = fakeApi((request) => {
      if (request.url === '/api/v1/ms-payment/cart/pull') return { status: 200, data: cartWith([PLAN_ITEM], { cartId: 'cart-old', status: 'ordered' }) };
      if (request.url === '/api/v1/ms-payment/cart/create') return { status: 201, data: cartWith([], { cartId: 'cart-next' }) };
      const { cartId } = body<AddCartItemRequest>(request.data);
      return cartId === 'cart-next' ? { status: 200, data: cartWith([PHONE_ITEM], { cartId }) } : { status: 409, data: { code: 'cart-006' } };
    });
    const { store } = start();
    await flush();
    expect(localStorage.getItem('cartId')).toBeNull();
    store.dispatch(busEvents.cartItemAddRequested({ productType: 'handset', productId: 'apple-iphone-17' }));
    await flush();
    await flush();
    expect(localStorage.getItem('cartId')).toBe('cart-next');
  });

  it('hands the visitor’s cart to the customer who signs in, and forgets it, the purchase and the payment when they sign out', async () => {
    localStorage.setItem('cartId', 'cart-visitor');
    const visitor = cartWith([PHONE_ITEM], { cartId: 'cart-visitor' });
    const customer = cartWith([PLAN_ITEM, PHONE_ITEM], { cartId: 'cart-customer' });
    api = fakeApi((request) => (request.url === '/api/v1/ms-payment/cart/pull' ? { status: 200, data: visitor } : { status: 200, data: customer }));
    const { store, summaries } = start();
    await flush();
    store.dispatch(busEvents.sessionSignedIn({ tokenType: 'Bearer', expiresAt: 0 }));
    await flush();
    const create = api.requests.find((request) => request.url === '/api/v1/ms-payment/cart/create');
    expect(body(create?.data)).toEqual({ kind: 'shop', cartId: 'cart-visitor' });
    expect(localStorage.getItem('cartId')).toBe('cart-customer');
    expect(summaries().at(-1)).toMatchObject({ cartId: 'cart-customer', itemCount: 2 });

    localStorage.removeItem('cartId'); // as the shell does when the session closes
    sessionStorage.setItem('checkoutDraft', JSON.stringify({ funnel: 'terminal', client: { firstName: 'Khadija' } }));
    localStorage.setItem('paimentData', JSON.stringify({ refNumber: 'AT2611200000000042' }));
    store.dispatch(busEvents.sessionSignedOut({ reason: 'user' }));
    await flush();
    expect(summaries().at(-1)).toEqual({ cartId: null, itemCount: 0, total: 0, monthlyTotal: 0, items: [] });
    expect(store.getState().cart?.cart).toBeNull();
    expect([sessionStorage.getItem('checkoutDraft'), localStorage.getItem('paimentData'), localStorage.getItem('cartItems')]).toEqual([null, null, null]);
  });

  it('removes an item and does not let a slower, older answer win', async () => {
    localStorage.setItem('cartId', 'cart-1');
    const slowPull = deferred<{ status: number; data: Cart }>();
    api = fakeApi((request) =>
      request.url === '/api/v1/ms-payment/cart/pull'
        ? slowPull.promise
        : { status: 200, data: cartWith([PLAN_ITEM], { updatedAt: '2026-11-20T10:10:00.000Z' }) },
    );
    const { store } = start();
    await flush();
    store.dispatch(cartActions.received(cartWith([PLAN_ITEM, NUMBER_ITEM], { updatedAt: '2026-11-20T10:05:00.000Z' })));
    store.dispatch(cartActions.removeRequested({ itemId: 'item-number' }));
    slowPull.resolve({ status: 200, data: cartWith([PLAN_ITEM, NUMBER_ITEM], { updatedAt: '2026-11-20T10:00:00.000Z' }) });
    await flush();
    await flush();
    expect(store.getState().cart?.cart?.items.map((item) => item.itemId)).toEqual(['item-plan']);
    expect(JSON.parse(localStorage.getItem('cartItems') ?? '[]')).toEqual([PLAN_ITEM]);
  });
});
