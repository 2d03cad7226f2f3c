import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotificationsReadRequest, NotificationsReadResponse, NotificationsResponse } from '@atlas/contracts/histories';
import { ApiError, errorResponses } from '../../errors';
import { requestLanguage } from '../../language';
import { renderNotification } from './notification-texts';
import { recordBalanceThresholds, recordNotification } from './notifications.repository';

/**
 * Mounted at /api/ms-client/v1: the signed-in customer's notifications, newest first (50 at most).
 * This module is the store of `app.notifications`; the events found with time (every module's
 * checks, the balance thresholds here) are looked for just before the list is read.
 */
export const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { notificationsRepository: store } = app;
  app.notifications.storeWith(recordNotification);
  app.notifications.addCheck(recordBalanceThresholds);
  app.get(
    '/notifications',
    { preHandler: app.requireCustomer, schema: { response: { 200: NotificationsResponse, ...errorResponses } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { accountId } = request.customer;
      await app.notifications.checkAccount(app.db, accountId);
      const language = requestLanguage(request.headers);
      const rows = await store.latest(accountId, 50);
      return { unread: await store.unreadCount(accountId), list: rows.map((row) => renderNotification(row, language)) };
    },
  );

  app.post(
    '/notifications/read',
    {
      preHandler: app.requireCustomer,
      schema: {
        body: NotificationsReadRequest,
        response: { 200: NotificationsReadResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { accountId } = request.customer;
      const { ids = [], all = false } = request.body ?? {};
      if (!all && ids.length === 0) throw new ApiError(400, 'request-invalid', 'Name the notifications read (ids) or all');
      await store.markRead(accountId, all ? 'all' : ids);
      return { unread: await store.unreadCount(accountId) };
    },
  );
};
