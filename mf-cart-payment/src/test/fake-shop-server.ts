import type { InternalAxiosRequestConfig } from 'axios';
import type { AgenciesResponse } from '@atlas/contracts/places';
import type { AddCartItemRequest, Cart, CartItem, Order } from '@atlas/contracts/shop';
import type { FakeAnswer } from '@atlas/test-kit/fake-api';
import { bankBillOf, cartWith, NUMBER_CATEGORIES, orderOf, PAYMENT_METHODS_FIXTURE, PLAN_PRODUCT } from './shop-fixtures';

const body = <T>(request: InternalAxiosRequestConfig): T => (typeof request.data === 'string' ? JSON.parse(request.data) : request.data) as T;

const AGENCIES: AgenciesResponse = {
  cities: [
    { id: 'rabat', name: 'Rabat' },
    { id: 'casablanca', name: 'Casablanca' },
  ],
  agencies: [
    {
      id: 'rabat-agdal',
      name: 'Agence Agdal',
      cityId: 'rabat',
      city: 'Rabat',
      address: '12 avenue de France',
      phone: '0537000000',
      latitude: 34,
      longitude: -6.8,
      hours: [],
      services: ['sales'],
      openOnSunday: false,
    },
    {
      id: 'casa-maarif',
      name: 'Agence Maârif',
      cityId: 'casablanca',
      city: 'Casablanca',
      address: '5 boulevard Zerktouni',
      phone: '0522000000',
      latitude: 33.5,
      longitude: -7.6,
      hours: [],
      services: ['sales'],
      openOnSunday: true,
    },
  ],
};

const box = (id: string, name: string, price: number, stockState: 'in-stock' | 'out-of-stock' = 'in-stock') => ({
  ...PLAN_PRODUCT,
  id,
  family: 'accessory' as const,
  productType: 'box-et-routeur' as const,
  homeFamily: 'idar-duo' as const,
  offer_name_fr: name,
  offer_name_ar: name,
  offer_name_en: name,
  offerName: name,
  price,
  period: 'once' as const,
  stockState,
  description: { fr: `La ${name}`, ar: name, en: name },
});

const IDAR_BOXES = [box('home-box-4g', 'Home Box 4G+', 990), box('home-box-5g', 'Home Box 5G', 1990), box('home-box-old', 'Home Box 3G', 490, 'out-of-stock')];

const NAMES: Record<string, Pick<CartItem, 'offer_name_fr' | 'offer_name_ar' | 'offer_name_en' | 'offerName' | 'unitPrice' | 'period'>> = {
  'forfait-99': {
    offer_name_fr: 'Forfait 99 Dh — 50 Go',
    offer_name_ar: 'اشتراك 99 درهم — 50 جيغا',
    offer_name_en: '99 Dh plan — 50 GB',
    offerName: '99 Dh plan — 50 GB',
    unitPrice: 99,
    period: 'month',
  },
  standard: {
    offer_name_fr: 'Numéro standard',
    offer_name_ar: 'رقم عادي',
    offer_name_en: 'Standard number',
    offerName: 'Standard number',
    unitPrice: 0,
    period: 'once',
  },
  gold: { offer_name_fr: 'Numéro Or', offer_name_ar: 'رقم ذهبي', offer_name_en: 'Gold number', offerName: 'Gold number', unitPrice: 50, period: 'once' },
};

/**
 * An in-memory stand-in for the shop's API in component tests: one cart, the numbers, the
 * catalogue's plan, agencies, portability, payment methods and payments. Tests change its
 * answers through `overrides` (a path and its answer).
 */
export function fakeShopServer() {
  let cart: Cart | null = null;
  let items = 0;
  let clock = Date.parse('2026-11-20T10:00:00.000Z');
  const overrides = new Map<string, (request: InternalAxiosRequestConfig) => FakeAnswer>();
  const touch = (next: Cart) => {
    clock += 1000;
    cart = { ...next, updatedAt: new Date(clock).toISOString() };
    return cart;
  };
  const state = {
    get cart() {
      return cart;
    },
    setCart(next: Cart | null) {
      cart = next;
    },
    overrides,
    order: orderOf(),
    handler(request: InternalAxiosRequestConfig): FakeAnswer {
      const url = request.url ?? '';
      const override = [...overrides.entries()].find(([path]) => url.startsWith(path));
      if (override) return override[1](request);
      if (url === '/api/v1/ms-payment/cart/create') return { status: 201, data: cart?.status === 'open' ? cart : touch(cartWith([], { cartId: 'cart-1' })) };
      if (url === '/api/v1/ms-payment/cart/pull')
        return cart && request.params.cartId === cart.cartId ? { status: 200, data: cart } : { status: 404, data: { code: 'cart-001' } };
      if (url === '/api/v1/ms-payment/cart/add') {
        const added = body<AddCartItemRequest>(request);
        if (!cart || cart.cartId !== added.cartId) return { status: 404, data: { code: 'cart-001' } };
        items += 1;
        const item: CartItem = {
          itemId: `item-${items}`,
          productType: added.productType,
          productId: added.productId,
          quantity: added.quantity ?? 1,
          ...(added.options ? { options: added.options } : {}),
          ...(NAMES[added.productId] ?? NAMES['forfait-99']!),
        };
        return { status: 200, data: touch(cartWith([...cart.items, item], { cartId: cart.cartId })) };
      }
      if (url === '/api/v1/ms-payment/cart/remove') {
        const { itemId } = body<{ itemId: string }>(request);
        return { status: 200, data: touch(cartWith(cart?.items.filter((item) => item.itemId !== itemId) ?? [], { cartId: cart?.cartId ?? 'cart-1' })) };
      }
      if (url.startsWith('/api/v1/ms-catalog/product/')) return { status: 200, data: [PLAN_PRODUCT] };
      if (url === '/api/v1/ms-catalog/products')
        return {
          status: 200,
          data: { items: IDAR_BOXES, total: IDAR_BOXES.length, facets: { brands: [], networks: [], operatingSystems: [], price: { min: 990, max: 1990 } } },
        };
      if (url === '/api/ms-service/v1/list-number-category') return { status: 200, data: NUMBER_CATEGORIES };
      if (url === '/api/ms-service/v2/list-available-number') {
        const { category } = body<{ category: string }>(request);
        return { status: 200, data: { numbers: category === 'gold' ? ['0661234567', '0661777777'] : ['0612000001', '0612000002', '0612000003'] } };
      }
      if (url === '/api/v1/ms-content/agencies') return { status: 200, data: AGENCIES };
      if (url === '/api/v1/ms-ecom/portability/eligibility')
        return {
          status: 200,
          data: { eligible: true, mdn: body<{ mdn: string }>(request).mdn, currentOperator: 'sahara-mobile', earliestPortingDate: '2026-11-24' },
        };
      if (url.endsWith('/payment-methods')) return { status: 200, data: { methods: PAYMENT_METHODS_FIXTURE } };
      if (url === '/api/v1/ms-payment/captcha/generate')
        return { status: 200, data: { captchaId: `captcha-${clock}`, image: 'data:image/svg+xml;base64,PHN2Zy8+', expiresIn: 300 } };
      if (url.endsWith('/payment/cb')) return { status: 201, data: { refNumber: 'AT2611200000000042', redirectUrl: 'http://gateway.test/pay/session-1' } };
      if (url.endsWith('/payment/cash')) return { status: 201, data: { refNumber: 'AT2611200000000044', status: 'registered' } };
      if (url.endsWith('/payment/eb')) return { status: 201, data: bankBillOf() };
      if (url === '/api/v1/ms-payment/order/pull') return { status: 200, data: state.order as Order };
      return { status: 404, data: { code: 'not-found', error: 'Not Found', message: url } };
    },
  };
  return state;
}
