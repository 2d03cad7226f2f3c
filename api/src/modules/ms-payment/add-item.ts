import type { FastifyInstance } from 'fastify';
import { CART_LIMITS, SHOP_ERROR_CODES, VISITOR_HOLD_LIMITS, type AddCartItemRequest } from '@atlas/contracts/shop';
import { RECHARGE_ERROR_CODES } from '@atlas/contracts/recharge';
import { canonicalJson } from '../../canonical-json';
import { insertCartItem, itemsOf, touchCart, updateCartItem } from './carts.repository';
import { ApiError } from '../../errors';
import { refuseWhileUnpaid } from '../ms-billing/public';
import { reserveNumber, visitorHolds } from '../ms-service/public';
import { isVisitorCart } from './visitor-carts.repository';
import { lockVisitor, type Visitor } from '../../visitor';
import { brokenCartRule, cartKindOf } from './cart-rules';
import type { CartRow } from './carts';
import type { UnitOfWork } from '../../db/unit-of-work';

/** 409 cart-011 when the visitor (browser or address) already holds VISITOR_HOLD_LIMITS numbers. */
async function refuseBeyondHoldLimits(work: UnitOfWork, visitor: Visitor, mdn: string): Promise<void> {
  await lockVisitor(work, 'number-holds', visitor);
  const held = await visitorHolds(work, visitor, mdn, isVisitorCart);
  if (held.byBrowser >= VISITOR_HOLD_LIMITS.numbersPerBrowser || held.byAddress >= VISITOR_HOLD_LIMITS.numbersPerAddress) {
    throw new ApiError(409, SHOP_ERROR_CODES.holdLimit, 'You already hold as many numbers as a visitor may: buy them or release one first', undefined, {
      limit: held.byBrowser >= VISITOR_HOLD_LIMITS.numbersPerBrowser ? VISITOR_HOLD_LIMITS.numbersPerBrowser : VISITOR_HOLD_LIMITS.numbersPerAddress,
    });
  }
}

export const ruleRefusal = (code: string) => new ApiError(422, code, `The cart refuses this product (${code})`);

/**
 * Puts a product in an open cart (locked by the caller's transaction): the same product with the
 * same options adds to its quantity; a chosen number is held for the cart; an empty cart takes
 * the kind of its first product. Throws the code of the rule the change would break.
 */
export async function addItem(
  app: FastifyInstance,
  work: UnitOfWork,
  cart: CartRow,
  request: Omit<AddCartItemRequest, 'cartId'>,
  visitor?: Visitor,
): Promise<void> {
  // Invoices are put in their own cart by ms-billing, for the caller who proved they are theirs.
  if (request.productType === 'facture') throw ruleRefusal(SHOP_ERROR_CODES.productNotSellable);
  const options = request.options ?? {};
  const isNumber = request.productType === 'choix-de-numeros';
  const quantity = isNumber ? 1 : (request.quantity ?? 1);
  const source = app.cartProductSources.get(request.productType);
  const product = source ? await source(work, request.productId, options) : null;
  if (!product) throw ruleRefusal(SHOP_ERROR_CODES.productNotSellable);
  // No plan, home-internet offer or number while the customer's invoices are overdue.
  await refuseWhileUnpaid(work, { accountId: cart.accountId }, [request.productType]);
  if (!product.inStock)
    throw isNumber
      ? new ApiError(409, SHOP_ERROR_CODES.numberUnavailable, 'This number is no longer available')
      : ruleRefusal(SHOP_ERROR_CODES.productNotSellable);

  const items = await itemsOf(work, cart.id);
  if (isNumber && items.some((item) => item.productType === 'choix-de-numeros' && item.options.mdn === options.mdn)) return;
  const kind = items.length === 0 ? cartKindOf(request.productType) : cart.kind;
  const same = items.find(
    (item) => item.productType === request.productType && item.productId === request.productId && canonicalJson(item.options) === canonicalJson(options),
  );
  const after = [
    ...items.map((item) => ({ productType: item.productType, quantity: item === same ? item.quantity + quantity : item.quantity })),
    ...(same ? [] : [{ productType: request.productType, quantity }]),
  ];
  const broken = brokenCartRule(kind, after);
  if (broken) throw ruleRefusal(broken);
  // A recharge cart is for one number: every item names the same line.
  if (kind === 'recharge' && items.some((item) => item.options.mdn !== options.mdn)) throw ruleRefusal(RECHARGE_ERROR_CODES.oneNumberPerCart);

  if (isNumber) {
    // A visitor holds a few numbers at most, so nobody can take the scarce ones without paying.
    const holder = cart.accountId === null ? visitor : undefined;
    if (holder) await refuseBeyondHoldLimits(work, holder, options.mdn!);
    const until = new Date(Date.now() + CART_LIMITS.numberReservationMinutes * 60_000);
    if (!(await reserveNumber(work, options.mdn!, cart.id, until, holder)))
      throw new ApiError(409, SHOP_ERROR_CODES.numberUnavailable, 'Another buyer holds this number');
  }
  if (same) {
    await updateCartItem(work, same.id, { quantity: same.quantity + quantity, unitPriceCentimes: product.unitPriceCentimes, name: product.name });
  } else {
    await insertCartItem(work, {
      cartId: cart.id,
      productType: request.productType,
      productId: request.productId,
      name: product.name,
      image: product.image,
      unitPriceCentimes: product.unitPriceCentimes,
      period: product.period,
      quantity,
      options,
    });
  }
  await touchCart(work, cart.id, kind !== cart.kind ? { kind } : {});
}
