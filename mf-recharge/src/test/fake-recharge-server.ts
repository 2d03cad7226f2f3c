import type { InternalAxiosRequestConfig } from 'axios';
import type { FakeAnswer } from '@atlas/test-kit/fake-api';
import { sortRechargeProducts, type RechargeProduct } from '@atlas/contracts/recharge';
import type { Cart, CartItem, PaymentMethod } from '@atlas/contracts/shop';

// A distinct English name: the pages name products by the shop's rule (Arabic for Arabic, otherwise French).
const l = (text: string) => ({ fr: text, ar: `ع ${text}`, en: `EN ${text}` });

const product = (
  id: string,
  productType: 'recharge' | 'pass',
  price: number,
  picto: RechargeProduct['categories'][number]['picto_text'],
  bonus = 0,
): RechargeProduct => ({
  id,
  productType,
  categories: [{ category_code: 'C', picto_text: picto, name: l(picto) }],
  ProductSpecs: { segment: ['prepaid'], rechargeType: '*3', validity: 30 },
  pricing: { finalPrice: price },
  name: l(productType === 'recharge' ? `Recharge ${price} Dh` : `Pass ${id}`),
  description: l(`${price} Dh`),
  credit: { amount: price, unit: productType === 'recharge' ? 'Dh' : 'Go', bonus, bonusUnit: bonus ? 'Dh' : null },
});

/** Deliberately out of order: the page shows what the server answers, which sorts them. */
const PRODUCTS = sortRechargeProducts([
  product('pass-roaming', 'pass', 50, 'roaming'),
  product('pass-internet', 'pass', 10, 'internet'),
  product('recharge-5', 'recharge', 5, 'Dh'),
  product('recharge-20', 'recharge', 20, 'Dh', 20),
]);

const method = (id: PaymentMethod['id'], available = true, unavailableReason?: string): PaymentMethod => ({
  id,
  label: l(id === 'cartebancaire' ? 'Carte bancaire' : id === 'scratchcard' ? 'Carte de recharge' : id),
  description: l('…'),
  available,
  ...(unavailableReason ? { unavailableReason } : {}),
});

const body = <T>(request: InternalAxiosRequestConfig): T => (typeof request.data === 'string' ? JSON.parse(request.data) : request.data) as T;

/** An in-memory stand-in for the recharge API: products of 0661234501, one cart, its methods and the scratch card route. */
export function fakeRechargeServer() {
  const items: CartItem[] = [];
  const overrides = new Map<string, (request: InternalAxiosRequestConfig) => FakeAnswer>();
  const cart = (): Cart => ({
    cartId: 'cart-r1',
    kind: 'recharge',
    status: 'open',
    items: [...items],
    itemCount: items.length,
    total: items.reduce((sum, item) => sum + item.unitPrice, 0),
    monthlyTotal: 0,
    currency: 'MAD',
    updatedAt: '',
  });
  const handler = (request: InternalAxiosRequestConfig): FakeAnswer => {
    const url = request.url ?? '';
    const override = [...overrides.entries()].find(([path]) => url.endsWith(path));
    if (override) return override[1](request);
    if (url.includes('/ms-catalog/recharge/')) {
      const mdn = decodeURIComponent(url.split('/recharge/')[1]!.split('?')[0]!);
      if (mdn === '0522345603')
        return { status: 422, data: { code: 'payment-019', error: 'payment-019', message: 'fixed', details: [{ field: 'mdn', rule: 'fixed' }] } };
      if (mdn === '0612345678')
        return { status: 422, data: { code: 'recharge-004', error: 'recharge-004', message: 'unknown', details: [{ field: 'mdn', rule: 'unknown' }] } };
      return { status: 200, data: { mdn, segment: 'prepaid', products: PRODUCTS } };
    }
    if (url.endsWith('/cart/create')) return { status: 200, data: cart() };
    if (url.includes('/cart/pull')) return { status: 200, data: cart() };
    if (url.endsWith('/cart/add')) {
      const { productId, productType } = body<{ productId: string; productType: 'recharge' | 'pass' }>(request);
      const found = PRODUCTS.find((candidate) => candidate.id === productId)!;
      items.push({
        itemId: `item-${productId}-${items.length + 1}`,
        productType,
        productId,
        offer_name_fr: found.name.fr,
        offer_name_ar: found.name.ar,
        offer_name_en: found.name.en,
        offerName: found.name.en,
        unitPrice: found.pricing.finalPrice,
        period: 'once',
        quantity: 1,
        options: { mdn: '0661234501' },
      });
      return { status: 200, data: cart() };
    }
    if (url.endsWith('/cart/remove')) {
      const { itemId } = body<{ itemId: string }>(request);
      items.splice(
        items.findIndex((item) => item.itemId === itemId),
        1,
      );
      return { status: 200, data: cart() };
    }
    if (url.endsWith('/payment-methods')) {
      return {
        status: 200,
        data: {
          methods: [
            method('cartebancaire'),
            method('scratchcard'),
            method('solderecharge'),
            method('facture', false, 'recharge-003'),
            method('etoile9'),
            method('fatourati'),
          ],
        },
      };
    }
    if (url.endsWith('/recharge/scratchcard'))
      return { status: 201, data: { refNumber: 'AT2611240000000001', status: 'paid', method: 'scratchcard', credited: 20 } };
    return { status: 404, data: { code: 'not-found', error: 'not-found', message: url } };
  };
  return { handler, overrides, items };
}
