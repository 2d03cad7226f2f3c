import { SHOP_ERROR_CODES, SUBSCRIPTION_PRODUCT_TYPES } from '@atlas/contracts/shop';
import { linesOfAccount } from '../ms-iam/public';
import { overdueBillNumbers } from './overdue-invoices.repository';
import { ApiError } from '../../errors';
import type { UnitOfWork } from '../../db/unit-of-work';

/** Who would subscribe: the signed-in customer's account, and the line a visitor (or buyer) names. */
export interface Subscriber {
  accountId?: string | null;
  mdn?: string | null;
}

/** The bill numbers past their due date and still unpaid, of the account's lines or of the line. */
export async function overdueInvoicesOf(work: UnitOfWork, { accountId, mdn }: Subscriber, now = new Date()): Promise<string[]> {
  const lines = accountId ? await linesOfAccount(work, accountId) : [];
  return overdueBillNumbers(work, [...new Set([...lines, ...(mdn ? [mdn] : [])])], now);
}

/**
 * "Not authorised to subscribe while the unpaid situation lasts" (spec, other messages): a customer
 * whose invoices are overdue may not buy a plan, a home-internet offer or a number. 403
 * unpaid_subscription_forbidden, its detail pointing to the invoices to pay first.
 */
export async function refuseWhileUnpaid(work: UnitOfWork, subscriber: Subscriber, productTypes: readonly string[]): Promise<void> {
  if (!productTypes.some((type) => (SUBSCRIPTION_PRODUCT_TYPES as readonly string[]).includes(type))) return;
  const overdue = await overdueInvoicesOf(work, subscriber);
  if (overdue.length === 0) return;
  throw new ApiError(403, SHOP_ERROR_CODES.unpaidSituation, 'Overdue invoices must be paid before subscribing', [{ field: 'invoices', rule: 'overdue' }], {
    overdueInvoices: overdue.length,
  });
}
