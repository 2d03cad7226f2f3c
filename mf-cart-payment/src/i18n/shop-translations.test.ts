import path from 'node:path';
import { expectKeysInAllLanguages } from '@atlas/test-kit';
import { CART_PRODUCT_TYPES } from '@atlas/contracts/catalog';
import { ORDER_STATUSES, PAYMENT_METHODS } from '@atlas/contracts/shop';
import { hasKey, latinOnlyTexts, missingKeys } from '@atlas/test-kit/translation-coverage';
import { NATIONALITIES } from '../features/checkout/client-info-step';
import { FUNNEL_STEPS } from '../components/funnels';
import { basketTexts } from './basket';
import { shopTexts } from './shop';
import { translationsInAllLanguages, type TextsOf } from '@atlas/runtime';

let basketTranslations: TextsOf<typeof basketTexts>;
let shopTranslations: TextsOf<typeof shopTexts>;
beforeAll(async () => {
  [basketTranslations, shopTranslations] = await Promise.all([translationsInAllLanguages(basketTexts), translationsInAllLanguages(shopTexts)]);
});

const SRC = path.join(__dirname, '..');
const LANGUAGES = ['fr', 'ar', 'en'] as const;
/** A key asked with a count exists through its plural forms. */
const known = (tree: Parameters<typeof hasKey>[0], key: string) => hasKey(tree, key) || hasKey(tree, `${key}_other`);

describe('shop translations', () => {
  it('has every key in fr, ar and en', () => {
    expect(() => expectKeysInAllLanguages({ shop: shopTranslations, basket: basketTranslations })).not.toThrow();
  });

  it('has every key the code asks for', () => {
    const shop = missingKeys(SRC, 'SHOP_NS', shopTranslations.fr);
    expect(shop.used.length).toBeGreaterThan(150);
    expect(shop.missing.filter((key) => !known(shopTranslations.fr, key))).toEqual([]);
    const basket = missingKeys(path.join(SRC, 'widgets'), 'BASKET_NS', basketTranslations.fr);
    expect(basket.used.length).toBeGreaterThan(8);
    expect(basket.missing.filter((key) => !known(basketTranslations.fr, key))).toEqual([]);
  });

  it('names every product type, payment method, order status, funnel step and nationality in every language', () => {
    const steps = new Set(Object.values(FUNNEL_STEPS).flatMap((steps) => steps.map((step) => step.step)));
    for (const language of LANGUAGES) {
      const tree = shopTranslations[language];
      for (const type of CART_PRODUCT_TYPES) expect(hasKey(tree, `cart.types.${type}`)).toBe(true);
      for (const method of PAYMENT_METHODS) expect(hasKey(tree, `methods.${method}`)).toBe(true);
      for (const status of ORDER_STATUSES) expect(hasKey(tree, `tracking.statuses.${status}`)).toBe(true);
      for (const step of steps) expect(hasKey(tree, `steps.${step}`)).toBe(true);
      for (const code of NATIONALITIES) expect(hasKey(tree, `client.nationalities.${code}`)).toBe(true);
      for (const key of [
        'steps.continue',
        'steps.toPayment',
        'payment.pay',
        'payment.payWithApp',
        'payment.confirmCash',
        'payment.getReference',
        'client.cinNumber',
        'client.passportNumber',
        'result.waiting',
        'result.stillWaiting',
        'bankBill.cancelled',
      ]) {
        expect(hasKey(tree, key)).toBe(true);
      }
    }
  });

  it('writes the Arabic texts in Arabic script', () => {
    expect(latinOnlyTexts(shopTranslations.ar)).toEqual([]);
    expect(latinOnlyTexts(basketTranslations.ar)).toEqual([]);
  });
});
