import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  TRANSACTION_KINDS,
  TRANSACTION_PAGE_SIZE,
  TransactionsListBody,
  TransactionsListResponse,
  type Transaction,
  type TransactionKind,
  type TransactionStatus,
} from '@atlas/contracts/histories';
import type { OrderStatus } from '@atlas/contracts/shop';
import { errorResponses } from '../../errors';

/** Order states folded into what the customer filters on. */
const STATUS_OF: Record<OrderStatus, TransactionStatus> = {
  'awaiting-payment': 'pending',
  registered: 'pending',
  'payment-failed': 'failed',
  cancelled: 'failed',
  paid: 'succeeded',
  preparing: 'succeeded',
  shipped: 'succeeded',
  'ready-in-agency': 'succeeded',
  delivered: 'succeeded',
};
const ORDER_STATUSES_OF = (status: TransactionStatus) => (Object.keys(STATUS_OF) as OrderStatus[]).filter((key) => STATUS_OF[key] === status);

/** Names the coming order kinds may carry, read as one of ours. */
const KIND_ALIASES: Record<string, TransactionKind> = {
  'invoice-payment': 'invoice',
  bill: 'invoice',
  invoices: 'invoice',
  'change-offer': 'plan-change',
  'offer-change': 'plan-change',
  'plan-change-fees': 'plan-change',
  'change-number': 'number-change',
  'number-change-fees': 'number-change',
  'sim-change': 'sim-swap',
  'migration-fees': 'migration',
};
export const transactionKindOf = (kind: string): TransactionKind =>
  (TRANSACTION_KINDS as readonly string[]).includes(kind) ? (kind as TransactionKind) : (KIND_ALIASES[kind] ?? 'other');

/**
 * POST /api/ms-client/v1/get-transactions-list: the selected line's money movements, one per order
 * whatever its kind (shop, recharge, invoice, fees…): the order's number is the line's. A shop
 * order shows only to the account that placed it (its contact number could be anyone's); a
 * recharge or a payment made for the line shows to the line's holder, but the card that paid it
 * (brand, last four digits) only to the account that paid: a visitor's or another customer's card
 * stays theirs.
 */
export const transactionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/get-transactions-list',
    {
      preHandler: app.requireLine,
      schema: {
        // No body, or null, asks for the defaults.
        body: TransactionsListBody,
        response: { 200: TransactionsListResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { status = 'all', typeSort = 'desc', pageSize = TRANSACTION_PAGE_SIZE, pageNumber = 1 } = request.body ?? {};
      const { total: totalElements, rows } = await app.transactionsRepository.page(
        { mdn: request.line.mdn, accountId: request.customer.accountId, statuses: status === 'all' ? undefined : ORDER_STATUSES_OF(status) },
        { typeSort, pageSize, pageNumber },
      );
      // The card is the payer's: only the account that placed the order sees its brand and last four digits.
      const paid = await app.transactionsRepository.cardsOf(rows.filter((row) => row.accountId === request.customer.accountId).map((row) => row.refNumber));
      const listTransaction: Transaction[] = rows.map((row) => {
        const card = paid.find((payment) => payment.refNumber === row.refNumber);
        return {
          refNumber: row.refNumber,
          date: row.createdAt.toISOString(),
          kind: transactionKindOf(row.kind),
          rawKind: row.kind,
          amountCentimes: row.totalCentimes,
          method: row.paymentMethod,
          status: STATUS_OF[row.status] ?? 'pending',
          ...(card?.cardBrand && card.cardLast4 ? { card: { brand: card.cardBrand, last4: card.cardLast4 } } : {}),
        };
      });
      return {
        status,
        typeSort,
        pageSize,
        pageNumber,
        totalElements,
        totalPages: Math.ceil(totalElements / pageSize),
        listTransaction,
        isEmpty: totalElements === 0,
      };
    },
  );
};
