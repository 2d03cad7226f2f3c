import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { RECEIPT_ERROR_CODES } from '@atlas/contracts/receipts';
import type { OrderStatus } from '@atlas/contracts/shop';
import { ApiError } from '../../errors';
import type { Language } from '../../language';
import type { OrderRow } from '../../checkout/registries';
import { buildReceiptPdf } from './receipt-pdf';
import { ReceiptsRepository } from './receipts.repository';
import type { UnitOfWork } from '../../db/unit-of-work';

/** The states of a paid order: only those have a receipt. */
const PAID: readonly OrderStatus[] = ['paid', 'preparing', 'shipped', 'ready-in-agency', 'delivered'];

/**
 * Sends the receipt of a paid order as a PDF download (409 receipt-001 for an order not paid).
 * `withCard`: the card's brand and last digits are the payer's to see, not the line holder's.
 */
export async function sendReceipt(
  work: UnitOfWork,
  reply: FastifyReply,
  row: OrderRow,
  options: { withCard: boolean; language: Language },
): Promise<FastifyReply> {
  if (!PAID.includes(row.status)) throw new ApiError(409, RECEIPT_ERROR_CODES.notPaid, 'This order is not paid: it has no receipt');
  const paid = await new ReceiptsRepository(work).paymentOf(row.refNumber);
  const bytes = await buildReceiptPdf(row, { card: options.withCard ? paid.card : null, bankBillCode: paid.bankBillCode }, options.language);
  return reply
    .header('cache-control', 'private, no-store')
    .header('etag', `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`)
    .header('content-disposition', `attachment; filename="recu-${row.refNumber}-${options.language}.pdf"`)
    .type('application/pdf')
    .send(Buffer.from(bytes));
}
