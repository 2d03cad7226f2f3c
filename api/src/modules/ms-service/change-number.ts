import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { NUMBER_CHANGE_FEE_DIRHAMS, NUMBER_QUARANTINE_DAYS, type ChangeNumberQuote } from '@atlas/contracts/line-services';
import { SHOP_ERROR_CODES } from '@atlas/contracts/shop';
import { renumberLine } from '../ms-iam/public';
import { ApiError } from '../../errors';
import { toDirhams } from '../../money';
import { reference } from '../../reference';
import type { OrderRow } from '../../checkout/registries';
import { numberChangeNotice, queueLineActNotice } from './line-act-notices';
import { LineServicesRepository } from './line-services.repository';
import { freeNumberOfCategory, returnToPool } from './numbers.repository';
import type { UnitOfWork } from '../../db/unit-of-work';

/** The cart item of a number change: the chosen number, priced with the change fees. */
export const changeNumberItem = (category: string, newMdn: string) => ({
  productType: 'choix-de-numeros' as const,
  productId: category,
  options: { mdn: newMdn, change: 'number' },
});

/** The new number of a paid number change order (its one line's chosen number). */
export const newNumberOf = (order: Pick<OrderRow, 'lines'>): string | undefined => order.lines.find((line) => line.options.change === 'number')?.options.mdn;

/** The price of a free number of that category and the fees, or number-unavailable (cart-008). */
export async function quoteNumberChange(work: UnitOfWork, mdn: string, newMdn: string, category: string): Promise<ChangeNumberQuote> {
  const row = await freeNumberOfCategory(work, newMdn, category);
  if (!row || row.isLine) throw new ApiError(409, SHOP_ERROR_CODES.numberUnavailable, 'This number is no longer available');
  const numberPrice = toDirhams(row.category.priceCentimes);
  return { mdn, newMdn, category, numberPrice, fees: NUMBER_CHANGE_FEE_DIRHAMS, total: numberPrice + NUMBER_CHANGE_FEE_DIRHAMS };
}

/**
 * The paid number change takes effect, inside the gateway confirmation's transaction (which runs
 * once per order): the line, its account link, balances and network state move to the new number;
 * so do its money movements (`ordersFollow`: ms-ecom's orders, which ms-service cannot import, ms-ecom
 * depending on it); the old number goes back to the pool, offered again after NUMBER_QUARANTINE_DAYS;
 * the act is recorded with the line's other service requests; an SMS to the new number and an email say so.
 */
export async function applyNumberChange(
  app: Pick<FastifyInstance, 'notifications' | 'mail' | 'smsOutbox'>,
  work: UnitOfWork,
  order: OrderRow,
  ordersFollow: (work: UnitOfWork, oldMdn: string, newMdn: string) => Promise<void>,
): Promise<void> {
  const oldMdn = order.phoneNumber;
  const newMdn = newNumberOf(order);
  if (!oldMdn || !newMdn) return;
  // The line keeps its contract, account, balances, invoices, usage and SIM: every table that names
  // a line follows its number (ON UPDATE CASCADE), so changing the key moves them all at once.
  if (!(await renumberLine(work, oldMdn, newMdn))) return;
  // So do its money movements (the transaction history); a shop order's number is the buyer's contact.
  await ordersFollow(work, oldMdn, newMdn);
  const availableFrom = new Date(Date.now() + NUMBER_QUARANTINE_DAYS * 86_400_000);
  await returnToPool(work, oldMdn, availableFrom);
  await new LineServicesRepository(work).recordRequest({
    id: randomUUID(),
    reference: reference('SRV'),
    mdn: newMdn,
    accountId: order.accountId,
    kind: 'number-change',
    outcome: 'done',
    payload: { oldMdn, newMdn, refNumber: order.refNumber },
    answer: { oldMdn, newMdn, quarantineUntil: availableFrom.toISOString() },
  });
  await app.notifications.record(work, {
    accountId: order.accountId,
    mdn: newMdn,
    kind: 'number-changed',
    params: { newMdn, oldMdn },
    dedupeKey: `number-changed:${order.refNumber}`,
  });
  await queueLineActNotice(app, work, order, numberChangeNotice(oldMdn, newMdn, order.refNumber));
}
