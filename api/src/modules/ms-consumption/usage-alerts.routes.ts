import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DEFAULT_USAGE_ALERT_CHANNELS,
  NO_USAGE_ALERTS,
  UsageAlertsRequest,
  UsageAlertsResponse,
  type UsageAlertSet,
  type UsageAlertsResponse as UsageAlertsAnswer,
} from '@atlas/contracts/usage-alerts';
import { errorResponses } from '../../errors';
import { requestLanguage } from '../../language';
import { counterStates } from './usage-alerts';

/** Each family's thresholds once, in order. */
const normalised = (alerts: UsageAlertSet): UsageAlertSet => ({
  internet: [...new Set(alerts.internet)].sort((a, b) => a - b),
  calls: [...new Set(alerts.calls)].sort((a, b) => a - b),
  sms: [...new Set(alerts.sms)].sort((a, b) => a - b),
});

/**
 * ms-consumption, mounted at /api/ms-consumption/v1: the usage alerts of the selected line (bearer
 * and that line's segmentation token, so only its holder reads or sets them). PUT replaces the
 * whole set; the SMS and email are written in the language it was set in.
 */
export const usageAlertsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answer = async (mdn: string, accountId: string): Promise<UsageAlertsAnswer> => {
    const [settings, balances, email, line] = await Promise.all([
      app.usageRepository.alertsOf(mdn, accountId),
      app.usageRepository.balancesOf(mdn),
      app.usageRepository.emailOf(accountId),
      app.usageRepository.lineOf(mdn),
    ]);
    return {
      mdn,
      alerts: settings?.alerts ?? NO_USAGE_ALERTS,
      channels: settings?.channels ?? DEFAULT_USAGE_ALERT_CHANNELS,
      email,
      smsTo: line?.kind === 'mobile' ? mdn : (line?.contactMdn ?? null),
      counters: counterStates(balances?.balances ?? []),
    };
  };

  app.get('/usage-alerts', { preHandler: app.requireLine, schema: { response: { 200: UsageAlertsResponse, ...errorResponses } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return answer(request.line.mdn, request.customer.accountId);
  });

  app.put(
    '/usage-alerts',
    { preHandler: app.requireLine, schema: { body: UsageAlertsRequest, response: { 200: UsageAlertsResponse, ...errorResponses } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      await app.usageRepository.setAlerts({
        mdn: request.line.mdn,
        accountId: request.customer.accountId,
        alerts: normalised(request.body.alerts),
        channels: request.body.channels,
        language: requestLanguage(request.headers),
      });
      return answer(request.line.mdn, request.customer.accountId);
    },
  );
};
