import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UsageSummaryResponse, type UsageForecast, type UsageMonth } from '@atlas/contracts/histories';
import { errorResponses } from '../../errors';

const PACE_DAYS = 14;
const MONTHS = 4;
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * ms-consumption, mounted at /api/ms-consumption/v1: the selected line's use per month (internet,
 * outgoing minutes, SMS sent) and, for its internet and minutes counters, the day each runs out
 * at the pace of the last 14 days. Totals only, no numbers called: no one-time code needed.
 */
export const usageSummaryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/usage-summary', { preHandler: app.requireLine, schema: { response: { 200: UsageSummaryResponse, ...errorResponses } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const mdn = request.line.mdn;
    const now = new Date();
    const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHS - 1), 1));
    const rows = await app.usageRepository.monthlyTotals(mdn, since);
    const months: UsageMonth[] = Array.from({ length: MONTHS }, (_, index) => {
      const key = new Date(Date.UTC(since.getUTCFullYear(), since.getUTCMonth() + index, 1)).toISOString().slice(0, 7);
      const row = rows.find((entry) => entry.month === key);
      return {
        month: key,
        dataGb: round(Number(row?.dataKb ?? 0) / 1024 / 1024, 2),
        callMinutes: Math.round(Number(row?.callSeconds ?? 0) / 60),
        sms: Number(row?.sms ?? 0),
      };
    });

    const paceSince = new Date(now.getTime() - PACE_DAYS * 86400_000);
    const pace = await app.usageRepository.pace(mdn, paceSince);
    const balances = await app.usageRepository.balancesOf(mdn);
    const forecasts: UsageForecast[] = [];
    for (const category of balances?.balances ?? []) {
      if (category.category !== 'internet' && category.category !== 'appels') continue;
      const item = category.subCategories.find(
        (entry) => !entry.unlimited && entry.total !== null && (entry.unit === 'Go' || entry.unit === 'min' || entry.unit === 'h'),
      );
      if (!item) continue;
      const internet = category.category === 'internet';
      const remaining = internet ? item.value : item.unit === 'h' ? item.value * 60 : item.value;
      const perDay = internet ? Number(pace?.dataKb ?? 0) / 1024 / 1024 / PACE_DAYS : Number(pace?.callSeconds ?? 0) / 60 / PACE_DAYS;
      const runsOut = perDay > 0 ? new Date(now.getTime() + (remaining / perDay) * 86400_000) : null;
      const beforeRenewal = runsOut && (!item.validUntil || runsOut < new Date(item.validUntil));
      forecasts.push({
        category: category.category,
        name: item.name,
        name_ar: item.name_ar,
        name_en: item.name_en,
        unit: internet ? 'Go' : 'min',
        remaining: round(remaining),
        perDay: round(perDay, 2),
        runsOutOn: beforeRenewal ? runsOut!.toISOString() : null,
        validUntil: item.validUntil,
      });
    }
    return { months, forecasts };
  });
};
