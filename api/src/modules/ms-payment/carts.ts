import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import { SHOP_ERROR_CODES, type Cart, type CartItem, type CartKind } from '@atlas/contracts/shop';
import type { Database } from '../../db/database';
import { cartItems, carts } from './ms-payment.tables';
import { gatewaySessions } from '../payment-gateway/payment-gateway.tables';
import { payments } from '../ms-ecom/ms-ecom.tables';
import { ApiError } from '../../errors';
import { toDirhams } from '../../money';
import { cartReservations } from '../ms-service/public';
import type { CartItemRow, CartRow } from '../../checkout/registries';

export type { CartItemRow, CartRow } from '../../checkout/registries';

export const unknownCart = () => new ApiError(404, SHOP_ERROR_CODES.cartUnknown, 'No cart has this id');
export const cartClosed = () => new ApiError(409, SHOP_ERROR_CODES.cartClosed, 'This cart has been ordered; start a new one');

/**
 * The cart, if this caller may use it: a visitor's cart by its id, a customer's cart only with
 * that customer's bearer (anyone else is told it does not exist). `forUpdate` locks its row until
 * the transaction ends, so two changes or checkouts of one cart run one after the other.
 */
export async function findCart(db: Database, cartId: string, accountId: string | null, { forUpdate = false } = {}): Promise<CartRow> {
  const query = db.select().from(carts).where(eq(carts.id, cartId));
  const [cart] = forUpdate ? await query.for('update') : await query;
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
export async function openCartForUpdate(db: Database, cartId: string, accountId: string | null): Promise<CartRow> {
  const cart = await findCart(db, cartId, accountId, { forUpdate: true });
  if (cart.status !== 'open') throw cartClosed();
  const [paying] = await db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(gatewaySessions, eq(gatewaySessions.id, payments.gatewaySessionId))
    .where(
      and(
        eq(payments.cartId, cart.id),
        eq(payments.status, 'initiated'),
        inArray(gatewaySessions.status, ['open', '3ds-pending', 'captured']),
        gt(gatewaySessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (paying) throw cartLocked();
  return cart;
}

export const itemsOf = (db: Database, cartId: string): Promise<CartItemRow[]> =>
  db.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.addedAt), asc(cartItems.id));

export async function newCart(db: Database, kind: CartKind, accountId: string | null): Promise<CartRow> {
  const [cart] = await db.insert(carts).values({ id: randomUUID(), kind, accountId }).returning();
  return cart!;
}

/** The customer's most recent open cart of that kind. */
export async function openCartOf(db: Database, accountId: string, kind: CartKind): Promise<CartRow | undefined> {
  const [cart] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.accountId, accountId), eq(carts.kind, kind), eq(carts.status, 'open')))
    .orderBy(desc(carts.updatedAt))
    .limit(1);
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
export async function cartView(db: Database, cart: CartRow, extra: Partial<Cart> = {}): Promise<Cart> {
  const [rows, reservations] = await Promise.all([itemsOf(db, cart.id), cartReservations(db, cart.id)]);
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

export const touchCart = (db: Database, cartId: string, changes: Partial<Pick<CartRow, 'kind' | 'status' | 'accountId'>> = {}) =>
  db
    .update(carts)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(carts.id, cartId));

export { chosenNumbersOf } from '../ms-service/public';
