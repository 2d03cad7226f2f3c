import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { NUMBER_CHANGE_FEE_DIRHAMS, NUMBER_QUARANTINE_DAYS, type ChangeNumberQuote } from '@atlas/contracts/line-services';
import { SHOP_ERROR_CODES } from '@atlas/contracts/shop';
import type { Database } from '../../db/database';
import { lines } from '../ms-iam/ms-iam.tables';
import { lineServiceRequests, numberCategories, numberPool } from './ms-service.tables';
import { orders } from '../ms-ecom/ms-ecom.tables';
import { ApiError } from '../../errors';
import { toDirhams } from '../../money';
import { reference } from '../../reference';
import type { OrderRow } from '../../checkout/registries';
import { numberChangeNotice, queueLineActNotice } from './line-act-notices';
import { outOfQuarantine } from './numbers';

/** The cart item of a number change: the chosen number, priced with the change fees. */
export const changeNumberItem = (category: string, newMdn: string) => ({
  productType: 'choix-de-numeros' as const,
  productId: category,
  options: { mdn: newMdn, change: 'number' },
});

/** The new number of a paid number change order (its one line's chosen number). */
export const newNumberOf = (order: Pick<OrderRow, 'lines'>): string | undefined => order.lines.find((line) => line.options.change === 'number')?.options.mdn;

/** The price of a free number of that category and the fees, or number-unavailable (cart-008). */
export async function quoteNumberChange(db: Database, mdn: string, newMdn: string, category: string): Promise<ChangeNumberQuote> {
  const [row] = await db
    .select({ priceCentimes: numberCategories.priceCentimes, line: lines.mdn })
    .from(numberPool)
    .innerJoin(numberCategories, eq(numberCategories.id, numberPool.categoryId))
    .leftJoin(lines, eq(lines.mdn, numberPool.mdn))
    .where(and(eq(numberPool.mdn, newMdn), eq(numberPool.categoryId, category), isNull(numberPool.soldTo), outOfQuarantine()));
  if (!row || row.line !== null) throw new ApiError(409, SHOP_ERROR_CODES.numberUnavailable, 'This number is no longer available');
  const numberPrice = toDirhams(row.priceCentimes);
  return { mdn, newMdn, category, numberPrice, fees: NUMBER_CHANGE_FEE_DIRHAMS, total: numberPrice + NUMBER_CHANGE_FEE_DIRHAMS };
}

/**
 * The paid number change takes effect, inside the gateway confirmation's transaction (which runs
 * once per order): the line, its account link, balances and network state move to the new number;
 * the old number goes back to the pool, offered again after NUMBER_QUARANTINE_DAYS; the act is
 * recorded with the line's other service requests; an SMS to the new number and an email say so.
 */
export async function applyNumberChange(app: Pick<FastifyInstance, 'notifications' | 'mail' | 'smsOutbox'>, tx: Database, order: OrderRow): Promise<void> {
  const oldMdn = order.phoneNumber;
  const newMdn = newNumberOf(order);
  if (!oldMdn || !newMdn) return;
  // The line keeps its contract, account, balances, invoices, usage and SIM: every table that names
  // a line follows its number (ON UPDATE CASCADE), so changing the key moves them all at once.
  const moved = await tx.update(lines).set({ mdn: newMdn }).where(eq(lines.mdn, oldMdn)).returning({ mdn: lines.mdn });
  if (moved.length === 0) return;
  // So do its money movements (the transaction history); a shop order's number is the buyer's contact.
  await tx
    .update(orders)
    .set({ phoneNumber: newMdn })
    .where(and(eq(orders.phoneNumber, oldMdn), ne(orders.kind, 'shop')));
  const availableFrom = new Date(Date.now() + NUMBER_QUARANTINE_DAYS * 86_400_000);
  await tx
    .insert(numberPool)
    .values({ mdn: oldMdn, categoryId: 'standard', soldTo: null, availableFrom })
    .onConflictDoUpdate({ target: numberPool.mdn, set: { soldTo: null, availableFrom } });
  await tx.insert(lineServiceRequests).values({
    id: randomUUID(),
    reference: reference('SRV'),
    mdn: newMdn,
    accountId: order.accountId,
    kind: 'number-change',
    outcome: 'done',
    payload: { oldMdn, newMdn, refNumber: order.refNumber },
    answer: { oldMdn, newMdn, quarantineUntil: availableFrom.toISOString() },
  });
  await app.notifications.record(tx, {
    accountId: order.accountId,
    mdn: newMdn,
    kind: 'number-changed',
    params: { newMdn, oldMdn },
    dedupeKey: `number-changed:${order.refNumber}`,
  });
  await queueLineActNotice(app, tx, order, numberChangeNotice(oldMdn, newMdn, order.refNumber));
}
