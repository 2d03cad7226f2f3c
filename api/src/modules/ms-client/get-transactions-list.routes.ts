import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  TRANSACTION_KINDS,
  TRANSACTION_PAGE_SIZE,
  TRANSACTION_STATUSES,
  type Transaction,
  type TransactionKind,
  type TransactionsListRequest,
  type TransactionsListResponse,
  type TransactionStatus,
} from '@atlas/contracts/histories';
import type { OrderStatus } from '@atlas/contracts/shop';
import { orders, payments } from '../../db/schema';
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

const transactionSchema = {
  type: 'object',
  required: ['refNumber', 'date', 'kind', 'rawKind', 'amountCentimes', 'method', 'status'],
  properties: {
    refNumber: { type: 'string' },
    date: { type: 'string' },
    kind: { type: 'string', enum: [...TRANSACTION_KINDS] },
    rawKind: { type: 'string' },
    amountCentimes: { type: 'integer' },
    method: { type: 'string' },
    status: { type: 'string', enum: [...TRANSACTION_STATUSES] },
    card: { type: 'object', required: ['brand', 'last4'], properties: { brand: { type: 'string' }, last4: { type: 'string' } } },
  },
} as const;

const responseSchema = {
  type: 'object',
  required: ['status', 'typeSort', 'pageSize', 'pageNumber', 'totalElements', 'totalPages', 'listTransaction', 'isEmpty'],
  properties: {
    status: { type: 'string' },
    typeSort: { type: 'string' },
    pageSize: { type: 'integer' },
    pageNumber: { type: 'integer' },
    totalElements: { type: 'integer' },
    totalPages: { type: 'integer' },
    listTransaction: { type: 'array', items: transactionSchema },
    isEmpty: { type: 'boolean' },
  },
} as const;

/**
 * POST /api/ms-client/v1/get-transactions-list: the selected line's money movements, one per order
 * whatever its kind (shop, recharge, invoice, fees…): the order's number is the line's. A shop
 * order shows only to the account that placed it (its contact number could be anyone's); a
 * recharge or a payment made for the line shows to the line's holder.
 */
export const transactionRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: TransactionsListRequest | undefined; Reply: TransactionsListResponse }>(
    '/get-transactions-list',
    {
      preHandler: app.requireLine,
      schema: {
        body: {
          type: ['object', 'null'],
          additionalProperties: false,
          properties: {
            status: { type: 'string', enum: ['all', ...TRANSACTION_STATUSES] },
            typeSort: { type: 'string', enum: ['desc', 'asc'] },
            pageSize: { type: 'integer', minimum: 1, maximum: 50 },
            pageNumber: { type: 'integer', minimum: 1, maximum: 100000 },
          },
        },
        response: { 200: responseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { status = 'all', typeSort = 'desc', pageSize = TRANSACTION_PAGE_SIZE, pageNumber = 1 } = request.body ?? {};
      const conditions: SQL[] = [
        eq(orders.phoneNumber, request.line.mdn),
        or(ne(orders.kind, 'shop'), eq(orders.accountId, request.customer.accountId))!,
      ];
      if (status !== 'all') conditions.push(inArray(orders.status, ORDER_STATUSES_OF(status)));
      const where = and(...conditions);
      const [count] = await app.db.select({ total: sql<number>`count(*)::int` }).from(orders).where(where);
      const totalElements = Number(count?.total ?? 0);
      const order = typeSort === 'asc' ? [asc(orders.createdAt), asc(orders.refNumber)] : [desc(orders.createdAt), desc(orders.refNumber)];
      const rows = await app.db
        .select()
        .from(orders)
        .where(where)
        .orderBy(...order)
        .limit(pageSize)
        .offset((pageNumber - 1) * pageSize);
      const paid = rows.length
        ? await app.db
            .select({ refNumber: payments.refNumber, cardBrand: payments.cardBrand, cardLast4: payments.cardLast4 })
            .from(payments)
            .where(and(inArray(payments.refNumber, rows.map((row) => row.refNumber)), eq(payments.status, 'succeeded')))
        : [];
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
