import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { COMMON_ERROR_CODES } from '@atlas/contracts/api-error';
import { CaptchaAnswer, SHOP_ERROR_CODES, type Order, type OrderTracking, type OrderTrackingRequest } from '@atlas/contracts/shop';
import { MDN_PATTERN, ORDER_ID_PATTERN, stripSeparators } from '@atlas/forms/patterns';
import { orders } from '../../db/schema';
import { ApiError, errorResponses } from '../../errors';
import { requestBrowserId, requestLanguage } from '../../language';
import { expireOverdueBankBills } from './bank-bills';
import { findOrder, orderView, trackingTimeline } from './orders';

/** Tracking searches that found nothing, tolerated per client address and window (as sign-in failures). */
export const TRACKING_LIMITS = { windowSeconds: 15 * 60, perAddress: 10 };

export const orderSchema = {
  type: 'object',
  required: ['refNumber', 'orderItems', 'totalAmount', 'monthlyAmount', 'paymentMethod', 'paymentOutcome', 'status', 'createdAt', 'delivery'],
  properties: {
    refNumber: { type: 'string' },
    kind: { type: 'string' },
    phoneNumber: { type: 'string' },
    orderItems: {
      type: 'array',
      items: {
        type: 'object',
        required: ['productId', 'productName', 'productType', 'basePrice', 'qty', 'custom_options'],
        properties: {
          productId: { type: 'string' },
          productName: { type: 'string' },
          productType: { type: 'string' },
          basePrice: { type: 'number' },
          qty: { type: 'integer' },
          custom_options: { type: 'array', items: { type: 'object', required: ['label', 'value'], properties: { label: { type: 'string' }, value: { type: 'string' } } } },
        },
      },
    },
    totalAmount: { type: 'number' },
    monthlyAmount: { type: 'number' },
    paymentMethod: { type: 'string' },
    paymentOutcome: { type: 'string' },
    status: { type: 'string' },
    createdAt: { type: 'string' },
    delivery: { type: ['string', 'null'] },
    errorCode: { type: 'string' },
    card: { type: 'object', required: ['brand', 'last4'], properties: { brand: { type: 'string' }, last4: { type: 'string' } } },
    bankBill: { type: 'object', required: ['paymentCode', 'expiresAt', 'status'], properties: { paymentCode: { type: 'string' }, expiresAt: { type: 'string' }, status: { type: 'string' } } },
  },
} as const;

/**
 * GET <path>?refNumber: an order by its reference (the result pages read it after payment). The
 * payment service (`/order/pull`), ecom (`/order`) and billing (`/invoices/order`) answer it alike.
 */
export const orderLookupRoute =
  (path: string): FastifyPluginAsync =>
  async (app) => {
    app.get<{ Querystring: { refNumber: string }; Reply: Order }>(
      path,
      {
        schema: {
          querystring: { type: 'object', required: ['refNumber'], properties: { refNumber: { type: 'string', pattern: ORDER_ID_PATTERN.source } } },
          response: { 200: orderSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const customer = await app.optionalCustomer(request);
        await app.failureLimits.refuseWhenThrottled(`order-lookup:${request.ip}`);
        const refNumber = request.query.refNumber.toUpperCase();
        await app.db.transaction((tx) => expireOverdueBankBills(tx, { refNumber }));
        const order = await findOrder(app.db, refNumber, customer?.accountId ?? null, requestBrowserId(request.headers)).catch(async (error: unknown) => {
          // A miss counts against the caller's address: references cannot be tried in bulk.
          await app.failureLimits.record(`order-lookup:${request.ip}`);
          throw error;
        });
        reply.header('cache-control', 'no-store');
        return orderView(app.db, order, requestLanguage(request.headers));
      },
    );
  };

const noResult = () => new ApiError(404, SHOP_ERROR_CODES.trackingNoResult, 'No result returned');

/**
 * POST /order/tracking: the order's path, only for someone who gives its id, the identity number
 * and the phone number it was placed with. Every mismatch answers the same ecom-004, and counts
 * against the caller's address (TRACKING_LIMITS, then 429 with retryAfter); a captcha is spent
 * on every search.
 */
export const trackingRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: OrderTrackingRequest; Reply: OrderTracking }>(
    '/order/tracking',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['orderId', 'identityNumber', 'phoneNumber', 'captcha'],
          properties: {
            orderId: { type: 'string', pattern: ORDER_ID_PATTERN.source },
            identityNumber: { type: 'string', minLength: 4, maxLength: 20, pattern: '^[A-Za-z0-9 .-]+$' },
            phoneNumber: { type: 'string', minLength: 10, maxLength: 20 },
            captcha: CaptchaAnswer,
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['refNumber', 'status', 'createdAt', 'delivery', 'timeline', 'orderItems'],
            properties: {
              refNumber: { type: 'string' },
              status: { type: 'string' },
              createdAt: { type: 'string' },
              delivery: { type: ['string', 'null'] },
              timeline: { type: 'array', items: { type: 'object', required: ['status'], properties: { status: { type: 'string' }, at: { type: 'string' } } } },
              orderItems: { type: 'array', items: { type: 'object', required: ['productName', 'qty'], properties: { productName: { type: 'string' }, qty: { type: 'integer' } } } },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const addressKey = `tracking:${request.ip}`;
      const unlockAt = await app.failureLimits.lockedUntil(addressKey, { windowSeconds: TRACKING_LIMITS.windowSeconds, limit: TRACKING_LIMITS.perAddress });
      if (unlockAt) {
        throw new ApiError(429, COMMON_ERROR_CODES.rateLimited, 'Too many tracking searches without result: try again later', undefined, {
          retryAfter: Math.max(1, Math.ceil((unlockAt.getTime() - Date.now()) / 1000)),
        });
      }
      await app.captcha.spend(request.body.captcha, null);
      const refNumber = request.body.orderId.toUpperCase();
      const identity = stripSeparators(request.body.identityNumber).toUpperCase();
      const phone = stripSeparators(request.body.phoneNumber).replace(/^(?:\+|00)?212/, '0');
      const [candidate] = await app.db.select().from(orders).where(eq(orders.refNumber, refNumber));
      if (!candidate || !MDN_PATTERN.test(phone) || candidate.identityNumber !== identity || candidate.phoneNumber !== phone) {
        await app.failureLimits.record(addressKey);
        throw noResult();
      }
      await app.db.transaction((tx) => expireOverdueBankBills(tx, { refNumber }));
      const [order] = await app.db.select().from(orders).where(eq(orders.refNumber, refNumber));
      const language = requestLanguage(request.headers);
      return {
        refNumber: order!.refNumber,
        status: order!.status,
        createdAt: order!.createdAt.toISOString(),
        delivery: order!.delivery?.mode ?? null,
        timeline: trackingTimeline(order!),
        orderItems: order!.lines.map((line) => ({ productName: line.name[language], qty: line.quantity })),
      };
    },
  );
};
