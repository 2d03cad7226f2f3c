import { and, eq, inArray, isNull, lt, lte, ne, not, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { isLineNumber } from '../ms-iam/public';
import { numberCategories, numberPool, numberReservations } from './ms-service.tables';
import type { Visitor } from '../../visitor';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

/** A number a line gave up is offered again once its quarantine is over (`availableFrom`). */
export const outOfQuarantine = () => or(isNull(numberPool.availableFrom), lte(numberPool.availableFrom, sql`now()`));

const holderColumns = (holder?: Visitor) => (holder ? { browserId: holder.browserId, clientAddress: holder.address } : {});

/**
 * How many numbers this visitor holds in visitors' carts now, other than `mdn`: by their browser
 * and by their address. ms-payment, whose carts they are, says which carts are visitors'
 * (`isVisitorCart`, a condition on the hold's cart id).
 */
export async function visitorHolds(
  work: UnitOfWork,
  visitor: Visitor,
  mdn: string,
  isVisitorCart: (cartId: SQLWrapper) => SQL,
): Promise<{ byBrowser: number; byAddress: number }> {
  const db = handleOf(work);
  const count = async (who: SQL) => {
    const [row] = await db
      .select({ held: sql<number>`count(*)::int` })
      .from(numberReservations)
      .where(and(who, isVisitorCart(numberReservations.cartId), ne(numberReservations.mdn, mdn), sql`${numberReservations.expiresAt} > now()`));
    return row?.held ?? 0;
  };
  const [byBrowser, byAddress] = await Promise.all([
    visitor.browserId ? count(eq(numberReservations.browserId, visitor.browserId)) : 0,
    count(eq(numberReservations.clientAddress, visitor.address)),
  ]);
  return { byBrowser, byAddress };
}

/**
 * Holds `mdn` for the cart until `until`, atomically: the number must be in the pool, unsold and
 * not a line, and not held by another cart (an expired hold is taken over). False otherwise.
 */
export async function reserveNumber(work: UnitOfWork, mdn: string, cartId: string, until: Date, holder?: Visitor): Promise<boolean> {
  const db = handleOf(work);
  const [free] = await db
    .select({ mdn: numberPool.mdn })
    .from(numberPool)
    .where(and(eq(numberPool.mdn, mdn), isNull(numberPool.soldTo), not(isLineNumber(numberPool.mdn)), outOfQuarantine()));
  if (!free) return false;
  const held = await db
    .insert(numberReservations)
    .values({ mdn, cartId, expiresAt: until, ...holderColumns(holder) })
    .onConflictDoUpdate({
      target: numberReservations.mdn,
      set: { cartId, expiresAt: until, ...holderColumns(holder) },
      setWhere: or(eq(numberReservations.cartId, cartId), lt(numberReservations.expiresAt, sql`now()`)),
    })
    .returning({ mdn: numberReservations.mdn });
  return held.length === 1;
}

/** Holds every number of the cart until `until`; false when one of them went to someone else. */
export async function holdCartNumbers(work: UnitOfWork, cartId: string, mdns: string[], until: Date): Promise<boolean> {
  const db = handleOf(work);
  for (const mdn of mdns) if (!(await reserveNumber(db, mdn, cartId, until))) return false;
  return true;
}

/** Lets the cart's hold on these numbers (all of them when none are named) go. */
export async function releaseNumbers(work: UnitOfWork, cartId: string, mdns?: string[]): Promise<void> {
  const db = handleOf(work);
  await db
    .delete(numberReservations)
    .where(and(eq(numberReservations.cartId, cartId), mdns ? inArray(numberReservations.mdn, mdns.length ? mdns : ['']) : undefined));
}

/** The numbers one cart holds pass to another (a visitor's cart merged into the customer's). */
export async function moveCartNumbers(work: UnitOfWork, fromCartId: string, toCartId: string): Promise<void> {
  const db = handleOf(work);
  await db.update(numberReservations).set({ cartId: toCartId }).where(eq(numberReservations.cartId, fromCartId));
}

/** The numbers (choix-de-numeros items) a cart or an order holds. */
export const chosenNumbersOf = (items: ReadonlyArray<{ productType: string; options: Record<string, string> }>): string[] =>
  items.filter((item) => item.productType === 'choix-de-numeros' && item.options.mdn).map((item) => item.options.mdn!);

/** The numbers of a paid or registered order leave the pool for good. */
export async function sellNumbers(work: UnitOfWork, cartId: string, mdns: string[], refNumber: string): Promise<void> {
  const db = handleOf(work);
  if (mdns.length === 0) return;
  await db.update(numberPool).set({ soldTo: refNumber }).where(inArray(numberPool.mdn, mdns));
  await releaseNumbers(db, cartId, mdns);
}

/** Until when each number of the cart is held (expired holds are left out). */
export async function cartReservations(work: UnitOfWork, cartId: string): Promise<Map<string, Date>> {
  const db = handleOf(work);
  const rows = await db
    .select()
    .from(numberReservations)
    .where(and(eq(numberReservations.cartId, cartId), sql`${numberReservations.expiresAt} > now()`));
  return new Map(rows.map((row) => [row.mdn, row.expiresAt]));
}

/**
 * A free number of that category (unsold, out of quarantine) with its category, and whether a
 * line has it (then it is not in stock); undefined when the pool has no such free number.
 */
export async function freeNumberOfCategory(work: UnitOfWork, mdn: string, categoryId: string) {
  const db = handleOf(work);
  const [row] = await db
    .select({ category: numberCategories, isLine: isLineNumber(numberPool.mdn) })
    .from(numberPool)
    .innerJoin(numberCategories, eq(numberCategories.id, numberPool.categoryId))
    .where(and(eq(numberPool.mdn, mdn), eq(numberPool.categoryId, categoryId), isNull(numberPool.soldTo), outOfQuarantine()));
  return row;
}

/** A number a line gave up goes back to the pool (standard, unsold), offered again from `availableFrom`. */
export async function returnToPool(work: UnitOfWork, mdn: string, availableFrom: Date): Promise<void> {
  const tx = handleOf(work);
  await tx
    .insert(numberPool)
    .values({ mdn, categoryId: 'standard', soldTo: null, availableFrom })
    .onConflictDoUpdate({ target: numberPool.mdn, set: { soldTo: null, availableFrom } });
}
