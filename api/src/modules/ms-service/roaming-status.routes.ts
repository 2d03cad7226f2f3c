import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import {
  LINE_SERVICE_ERROR_CODES,
  ROAMING_EFFECT_MINUTES,
  type NetworkConfigRequest,
  type NetworkConfigResponse,
  type RoamingStatusResponse,
  type UpdateRoamingRequest,
  type UpdateRoamingResponse,
} from '@atlas/contracts/line-services';
import type { Database } from '../../db/database';
import { accountLines } from '../../db/schema';
import { ApiError, errorResponses } from '../../errors';
import { requestLanguage, type Language } from '../../language';
import { maskMdn } from '../ms-iam/public';
import { actHeadersSchema, actOnce, lockedState, mdnField, mdnQuerySchema, receiptProperties, selectedMobileLine, type LineServiceState, type Transaction } from './line-service-acts';
import { moroccanTime, notifyAccount } from './line-notices';
import { lineServiceStates } from './ms-service.tables';

const roamingProperties = {
  mdn: { type: 'string' },
  active: { type: 'boolean' },
  pending: { type: ['object', 'null'], required: ['active', 'effectiveAt'], properties: { active: { type: 'boolean' }, effectiveAt: { type: 'string' } } },
} as const;

/**
 * A request whose time has come is the network's state: applied when the line is read (its page,
 * or its customer's notifications). Roaming turned on is told once (`roaming-activated`, dated
 * when it took effect).
 */
async function settled(app: Pick<FastifyInstance, 'notifications'>, db: Database | Transaction, state: LineServiceState, now = new Date()): Promise<LineServiceState> {
  if (state.roamingRequested === null || !state.roamingEffectiveAt || state.roamingEffectiveAt > now) return state;
  const effectiveAt = state.roamingEffectiveAt;
  const [updated] = await db
    .update(lineServiceStates)
    .set({ roamingActive: state.roamingRequested, roamingRequested: null, roamingEffectiveAt: null, updatedAt: now })
    .where(and(eq(lineServiceStates.mdn, state.mdn), eq(lineServiceStates.roamingEffectiveAt, effectiveAt)))
    .returning();
  if (!updated) return (await db.select().from(lineServiceStates).where(eq(lineServiceStates.mdn, state.mdn)))[0]!;
  if (updated.roamingActive) {
    await app.notifications.record(db as Database, { mdn: state.mdn, kind: 'roaming-activated', dedupeKey: `roaming-activated:${state.mdn}:${effectiveAt.toISOString()}`, at: effectiveAt });
  }
  return updated;
}


const roamingOf = (state: LineServiceState): RoamingStatusResponse => ({
  mdn: state.mdn,
  active: state.roamingActive,
  pending: state.roamingRequested !== null && state.roamingEffectiveAt ? { active: state.roamingRequested, effectiveAt: state.roamingEffectiveAt.toISOString() } : null,
});

const ROAMING_NOTICE: Record<Language, (active: boolean, when: string, mdn: string) => string> = {
  fr: (active, when, mdn) => `Atlas Telecom : votre demande d’${active ? 'activation' : 'désactivation'} du roaming pour la ligne ${mdn} est enregistrée. Elle prend effet le ${when}.`,
  ar: (active, when, mdn) => `أطلس تيليكوم: تم تسجيل طلب ${active ? 'تفعيل' : 'إلغاء تفعيل'} التجوال للخط ${mdn}. يسري مفعوله في ${when}.`,
  en: (active, when, mdn) => `Atlas Telecom: your request to turn roaming ${active ? 'on' : 'off'} for line ${mdn} is recorded. It takes effect on ${when}.`,
};

const CONFIG_SMS: Record<Language, string> = {
  fr: 'Atlas Telecom : paramètres internet et MMS de votre ligne. APN : internet.atlas.ma, MMS : mms.atlas.ma. Ouvrez ce message pour les installer.',
  ar: 'أطلس تيليكوم: إعدادات الإنترنت والرسائل المصورة لخطك. APN: internet.atlas.ma، MMS: mms.atlas.ma. افتح هذه الرسالة لتثبيتها.',
  en: 'Atlas Telecom: your line’s internet and MMS settings. APN: internet.atlas.ma, MMS: mms.atlas.ma. Open this message to install them.',
};

/**
 * ms-service roaming (self-care `roaming`): turning roaming on or off is recorded and takes effect
 * ROAMING_EFFECT_MINUTES later on the network (applied on read); asking back for the state in
 * force cancels a pending request at once. The line gets an SMS saying when. network-config sends
 * the line its internet settings by SMS.
 */
export const roamingStatusRoutes: FastifyPluginAsync = async (app) => {
  // Before a customer's notifications are read, their lines' roaming requests whose time has come take effect.
  app.notifications.addCheck(async (db, accountId) => {
    const due = await db
      .select({ state: lineServiceStates })
      .from(lineServiceStates)
      .innerJoin(accountLines, eq(accountLines.mdn, lineServiceStates.mdn))
      .where(and(eq(accountLines.accountId, accountId), isNotNull(lineServiceStates.roamingRequested), lte(lineServiceStates.roamingEffectiveAt, new Date())));
    for (const { state } of due) await settled(app, db, state);
  });

  app.get<{ Querystring: { mdn: string }; Reply: RoamingStatusResponse }>(
    '/v1/display-roaming-status',
    {
      preHandler: app.requireLine,
      schema: { querystring: mdnQuerySchema, response: { 200: { type: 'object', required: ['mdn', 'active', 'pending'], properties: roamingProperties }, ...errorResponses } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return roamingOf(await settled(app, app.db, await selectedMobileLine(app, request, request.query.mdn)));
    },
  );

  app.post<{ Body: UpdateRoamingRequest; Reply: UpdateRoamingResponse }>(
    '/v1/update-roaming-status',
    {
      preHandler: app.requireLine,
      schema: {
        headers: actHeadersSchema,
        body: { type: 'object', additionalProperties: false, required: ['mdn', 'active'], properties: { mdn: mdnField, active: { type: 'boolean' } } },
        response: { 200: { type: 'object', required: ['mdn', 'active', 'pending', 'requestId', 'reference', 'createdAt'], properties: { ...roamingProperties, ...receiptProperties } }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { mdn, active } = request.body;
      const language = requestLanguage(request.headers);
      const refuseIfSuspended = (state: LineServiceState) => {
        if (state.suspendedAt) throw new ApiError(409, LINE_SERVICE_ERROR_CODES.lineSuspended, 'A suspended line’s roaming cannot change');
      };
      return actOnce(app, request, reply, {
        kind: 'roaming',
        mdn,
        payload: { active },
        precheck: async () => refuseIfSuspended(await selectedMobileLine(app, request, mdn)),
        act: async (tx) => {
          const state = await settled(app, tx, await lockedState(tx, mdn));
          refuseIfSuspended(state);
          const now = new Date();
          const change =
            state.roamingActive === active
              ? { roamingRequested: null, roamingEffectiveAt: null }
              : { roamingRequested: active, roamingEffectiveAt: new Date(now.getTime() + ROAMING_EFFECT_MINUTES * 60_000) };
          const [updated] = await tx.update(lineServiceStates).set({ ...change, updatedAt: now }).where(eq(lineServiceStates.mdn, mdn)).returning();
          return roamingOf(updated!);
        },
        after: async (answer) => {
          const when = answer.pending ? new Date(answer.pending.effectiveAt) : new Date(answer.createdAt);
          await notifyAccount(app, { sms: mdn, email: null, subject: '', text: ROAMING_NOTICE[language](active, moroccanTime(when, language), mdn), language });
        },
      });
    },
  );

  app.post<{ Body: NetworkConfigRequest; Reply: NetworkConfigResponse }>(
    '/v1/network-config',
    {
      preHandler: app.requireLine,
      schema: {
        headers: actHeadersSchema,
        body: { type: 'object', additionalProperties: false, required: ['mdn'], properties: { mdn: mdnField } },
        response: { 200: { type: 'object', required: ['sentTo', 'requestId', 'reference', 'createdAt'], properties: { sentTo: { type: 'string' }, ...receiptProperties } }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { mdn } = request.body;
      const language = requestLanguage(request.headers);
      return actOnce(app, request, reply, {
        kind: 'network-config',
        mdn,
        payload: {},
        precheck: async () => void (await selectedMobileLine(app, request, mdn)),
        act: async () => ({ sentTo: maskMdn(mdn) }),
        after: () => notifyAccount(app, { sms: mdn, email: null, subject: '', text: CONFIG_SMS[language], language }),
      });
    },
  );
};
