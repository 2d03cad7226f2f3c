import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COMMON_ERROR_CODES } from '@atlas/contracts/api-error';
import { SHOP_ERROR_CODES, type OrderTracking, type OrderTrackingSearch } from '@atlas/contracts/shop';
import { MDN_PATTERN, stripSeparators } from '@atlas/contracts/patterns';
import { ApiError } from '../../errors';
import { requestLanguage } from '../../language';
import { expireOverdueBankBills } from './bank-bills';
import { trackingTimeline } from './orders';

/** Tracking searches that found nothing, tolerated per client address and window (as sign-in failures). */
export const TRACKING_LIMITS = { windowSeconds: 15 * 60, perAddress: 10 };

const noResult = () => new ApiError(404, SHOP_ERROR_CODES.trackingNoResult, 'No result returned');

/**
 * The order's path, only for someone who gives its id, the identity number and the phone number it
 * was placed with. Every mismatch answers the same ecom-004, and counts against the caller's
 * address (TRACKING_LIMITS, then 429 with retryAfter); a captcha is spent on every search.
 */
export async function trackOrder(app: FastifyInstance, request: FastifyRequest, search: OrderTrackingSearch): Promise<OrderTracking> {
  const addressKey = `tracking:${request.ip}`;
  const unlockAt = await app.failureLimits.lockedUntil(addressKey, { windowSeconds: TRACKING_LIMITS.windowSeconds, limit: TRACKING_LIMITS.perAddress });
  if (unlockAt) {
    throw new ApiError(429, COMMON_ERROR_CODES.rateLimited, 'Too many tracking searches without result: try again later', undefined, {
      retryAfter: Math.max(1, Math.ceil((unlockAt.getTime() - Date.now()) / 1000)),
    });
  }
  await app.captcha.spend(search.captcha, null);
  const refNumber = search.orderId.toUpperCase();
  const identity = stripSeparators(search.identityNumber).toUpperCase();
  const phone = stripSeparators(search.phoneNumber).replace(/^(?:\+|00)?212/, '0');
  const candidate = await app.ordersRepository.byRef(refNumber);
  if (!candidate || !MDN_PATTERN.test(phone) || candidate.identityNumber !== identity || candidate.phoneNumber !== phone) {
    await app.failureLimits.record(addressKey);
    throw noResult();
  }
  await app.db.transaction((tx) => expireOverdueBankBills(tx, app.checkout, { refNumber }));
  const order = (await app.ordersRepository.byRef(refNumber))!;
  const language = requestLanguage(request.headers);
  return {
    refNumber: order.refNumber,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    delivery: order.delivery?.mode ?? null,
    timeline: trackingTimeline(order),
    orderItems: order.lines.map((line) => ({ productName: line.name[language], qty: line.quantity })),
  };
}
