import { sql, type SQLWrapper } from 'drizzle-orm';
import { carts } from './ms-payment.tables';

/**
 * Whether a cart is a visitor's (no account), as a condition of another module's query (the
 * numbers a visitor holds count in visitors' carts only): `cartId` is the column holding the cart.
 */
export const isVisitorCart = (cartId: SQLWrapper) => sql<boolean>`exists (select 1 from ${carts} where ${carts.id} = ${cartId} and ${carts.accountId} is null)`;
