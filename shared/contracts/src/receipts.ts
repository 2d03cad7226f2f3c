/**
 * Payment receipts: every paid order (recharge, invoice, plan or number change fees, migration, shop
 * order) has one, a PDF in the customer's language, for whoever may see that payment.
 */
import { LANGUAGES } from './languages';
import { ORDER_ID_PATTERN } from './patterns';
import { StringEnum, Type, type Static } from './schema-kit';

export const RECEIPT_ERROR_CODES = {
  /** The order is not paid (awaiting, failed, a pending bank bill, deferred to the invoice): no receipt yet. */
  notPaid: 'receipt-001',
} as const;

/**
 * GET /api/v1/ms-ecom/order/receipt?refNumber&language: the receipt of an order for whoever placed
 * it (its signed-in customer, or the visitor's browser), as the order's result page reads it.
 * GET /api/ms-client/v1/transaction-receipt?refNumber&language: the receipt of a movement of the
 * selected line's transaction history (its holder; the card only to the account that paid).
 * `application/pdf`, or 404 not-found / 409 receipt-001.
 */
export const ReceiptQuery = Type.Object(
  { refNumber: Type.String({ pattern: ORDER_ID_PATTERN.source }), language: Type.Optional(StringEnum(LANGUAGES)) },
  { additionalProperties: false },
);
export type ReceiptQuery = Static<typeof ReceiptQuery>;
