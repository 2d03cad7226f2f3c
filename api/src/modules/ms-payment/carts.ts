import { SHOP_ERROR_CODES, type Cart, type CartItem } from '@atlas/contracts/shop';
import type { CheckoutOrders } from '../../checkout/orders';
import { ApiError } from '../../errors';
import { toDirhams } from '../../money';
import { cartReservations } from '../ms-service/public';
import type { CartItemRow, CartRow } from '../../checkout/registries';
import { cartById, itemsOf, lockCart } from './carts.repository';
import type { UnitOfWork } from '../../db/unit-of-work';

export type { CartItemRow, CartRow } from '../../checkout/registries';

export const unknownCart = () => new ApiError(404, SHOP_ERROR_CODES.cartUnknown, 'No cart has this id');
export const cartClosed = () => new ApiError(409, SHOP_ERROR_CODES.cartClosed, 'This cart has been ordered; start a new one');

/**
 * The cart, if this caller may use it: a visitor's cart by its id, a customer's cart only with
 * that customer's bearer (anyone else is told it does not exist). `forUpdate` locks its row until
 * the transaction ends, so two changes or checkouts of one cart run one after the other.
 */
export async function findCart(work: UnitOfWork, cartId: string, accountId: string | null, { forUpdate = false } = {}): Promise<CartRow> {
  const cart = forUpdate ? await lockCart(work, cartId) : await cartById(work, cartId);
  if (!cart || (cart.accountId !== null && cart.accountId !== accountId)) throw unknownCart();
  return cart;
}

export const cartLocked = () => new ApiError(409, SHOP_ERROR_CODES.cartLocked, 'A payment of this cart is in progress: what it charges cannot change');

/**
 * An open cart, locked for this transaction: a cart whose order is paid or registered no longer
 * changes (cart-006), nor one whose card or app payment has started and can still be paid
 * (cart-010): what a payment charges is frozen when it starts. A declined, cancelled or expired
 * payment page frees it.
 */
export async function openCartForUpdate(
  work: UnitOfWork,
  cartId: string,
  accountId: string | null,
  orders: Pick<CheckoutOrders, 'cartBeingPaid'>,
): Promise<CartRow> {
  const cart = await findCart(work, cartId, accountId, { forUpdate: true });
  if (cart.status !== 'open') throw cartClosed();
  if (await orders.cartBeingPaid(work, cart.id)) throw cartLocked();
  return cart;
}

/** Due now (one-off prices and the first month of monthly ones) and due each month after, in centimes. */
export function totalsOf(items: Array<Pick<CartItemRow, 'unitPriceCentimes' | 'quantity' | 'period'>>): { total: number; monthly: number } {
  let total = 0;
  let monthly = 0;
  for (const item of items) {
    const amount = item.unitPriceCentimes * item.quantity;
    total += amount;
    if (item.period === 'month') monthly += amount;
  }
  return { total, monthly };
}

export function toCartItem(row: CartItemRow, reservedUntil?: Date): CartItem {
  return {
    itemId: row.id,
    productType: row.productType,
    productId: row.productId,
    offer_name_fr: row.name.fr,
    offer_name_ar: row.name.ar,
    offer_name_en: row.name.en,
    offerName: row.name.en,
    ...(row.image ? { image: row.image } : {}),
    unitPrice: toDirhams(row.unitPriceCentimes),
    period: row.period,
    quantity: row.quantity,
    ...(Object.keys(row.options).length ? { options: row.options } : {}),
    ...(reservedUntil ? { reservedUntil: reservedUntil.toISOString() } : {}),
  };
}

/** The cart as the contract shows it. */
export async function cartView(work: UnitOfWork, cart: CartRow, extra: Partial<Cart> = {}): Promise<Cart> {
  const [rows, reservations] = await Promise.all([itemsOf(work, cart.id), cartReservations(work, cart.id)]);
  const { total, monthly } = totalsOf(rows);
  return {
    cartId: cart.id,
    kind: cart.kind,
    status: cart.status,
    items: rows.map((row) => toCartItem(row, row.productType === 'choix-de-numeros' && row.options.mdn ? reservations.get(row.options.mdn) : undefined)),
    itemCount: rows.reduce((sum, row) => sum + row.quantity, 0),
    total: toDirhams(total),
    monthlyTotal: toDirhams(monthly),
    currency: 'MAD',
    updatedAt: cart.updatedAt.toISOString(),
    ...extra,
  };
}

export { chosenNumbersOf } from '../ms-service/public';
