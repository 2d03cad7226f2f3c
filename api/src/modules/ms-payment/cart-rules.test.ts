import { brokenCartRule, cartKindOf } from './cart-rules';

const handset = (quantity = 1) => ({ productType: 'handset' as const, quantity });
const plan = { productType: 'offre-mobile' as const, quantity: 1 };
const number = { productType: 'choix-de-numeros' as const, quantity: 1 };
const router = { productType: 'box-et-routeur' as const, quantity: 1 };
const recharge = { productType: 'recharge' as const, quantity: 1 };

describe('brokenCartRule', () => {
  it('accepts up to 5 products and refuses a sixth (cart-002)', () => {
    expect(brokenCartRule('shop', [handset(5)])).toBeNull();
    expect(brokenCartRule('shop', [handset(4), handset(2)])).toBe('cart-002');
    expect(brokenCartRule('shop', [plan, number, router, plan, number])).toBeNull();
    expect(brokenCartRule('shop', [plan, number, router, plan, number, router])).toBe('cart-002');
  });

  it('lets plans, numbers and accessories join one smartphone, not two (cart-003)', () => {
    expect(brokenCartRule('shop', [handset(), plan, number, router])).toBeNull();
    expect(brokenCartRule('shop', [handset(2), plan])).toBe('cart-003');
    expect(brokenCartRule('shop', [handset(), handset(), router])).toBe('cart-003');
    // Smartphones alone, or companions alone, are free.
    expect(brokenCartRule('shop', [handset(3)])).toBeNull();
    expect(brokenCartRule('shop', [plan, number])).toBeNull();
  });

  it('keeps recharge and shop products apart (cart-005)', () => {
    expect(brokenCartRule('recharge', [recharge, { productType: 'pass', quantity: 1 }])).toBeNull();
    expect(brokenCartRule('recharge', [recharge, plan])).toBe('cart-005');
    expect(brokenCartRule('shop', [handset(), recharge])).toBe('cart-005');
  });

  it('files recharges and passes in recharge carts, the rest in shop carts', () => {
    expect(cartKindOf('recharge')).toBe('recharge');
    expect(cartKindOf('pass')).toBe('recharge');
    expect(cartKindOf('idar')).toBe('shop');
  });
});
