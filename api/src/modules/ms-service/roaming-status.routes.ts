import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  LINE_SERVICE_ERROR_CODES,
  ROAMING_EFFECT_MINUTES,
  LineMdnQuery,
  NetworkConfigRequest,
  NetworkConfigResponse,
  RoamingStatusResponse,
  UpdateRoamingRequest,
  UpdateRoamingResponse,
} from '@atlas/contracts/line-services';
import { ApiError, errorResponses } from '../../errors';
import type { UnitOfWork } from '../../db/unit-of-work';
import { requestLanguage, type Language } from '../../language';
import { maskMdn } from '../ms-iam/public';
import { actHeadersSchema, actOnce, lockedState, selectedMobileLine, type LineServiceState } from './line-service-acts';
import { moroccanTime, notifyAccount } from './line-notices';

/**
 * A request whose time has come is the network's state: applied when the line is read (its page,
 * or its customer's notifications). Roaming turned on is told once (`roaming-activated`, dated
 * when it took effect).
 */
async function settled(
  app: Pick<FastifyInstance, 'notifications' | 'lineServicesRepository'>,
  work: UnitOfWork,
  state: LineServiceState,
  now = new Date(),
): Promise<LineServiceState> {
  const { roamingRequested, roamingEffectiveAt: effectiveAt } = state;
  if (roamingRequested === null || !effectiveAt || effectiveAt > now) return state;
  const updated = await app.lineServicesRepository.applyRoaming({ ...state, roamingRequested, roamingEffectiveAt: effectiveAt }, now, work);
  if (!updated) return (await app.lineServicesRepository.state(state.mdn, work))!;
  if (updated.roamingActive) {
    await app.notifications.record(work, {
      mdn: state.mdn,
      kind: 'roaming-activated',
      dedupeKey: `roaming-activated:${state.mdn}:${effectiveAt.toISOString()}`,
      at: effectiveAt,
    });
  }
  return updated;
}

const roamingOf = (state: LineServiceState): RoamingStatusResponse => ({
  mdn: state.mdn,
  active: state.roamingActive,
  pending:
    state.roamingRequested !== null && state.roamingEffectiveAt
      ? { active: state.roamingRequested, effectiveAt: state.roamingEffectiveAt.toISOString() }
      : null,
});

const ROAMING_NOTICE: Record<Language, (active: boolean, when: string, mdn: string) => string> = {
  fr: (active, when, mdn) =>
    `Atlas Telecom : votre demande d’${active ? 'activation' : 'désactivation'} du roaming pour la ligne ${mdn} est enregistrée. Elle prend effet le ${when}.`,
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
export const roamingStatusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Before a customer's notifications are read, their lines' roaming requests whose time has come take effect.
  app.notifications.addCheck(async (work, accountId) => {
    for (const state of await app.lineServicesRepository.dueRoaming(accountId, work)) await settled(app, work, state);
  });

  app.get(
    '/v1/display-roaming-status',
    {
      preHandler: app.requireLine,
      schema: { querystring: LineMdnQuery, response: { 200: RoamingStatusResponse, ...errorResponses } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return roamingOf(await settled(app, app.db, await selectedMobileLine(app, request, request.query.mdn)));
    },
  );

  app.post(
    '/v1/update-roaming-status',
    {
      preHandler: app.requireLine,
      schema: {
        headers: actHeadersSchema,
        body: UpdateRoamingRequest,
        response: { 200: UpdateRoamingResponse, ...errorResponses },
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
        act: async (work) => {
          const state = await settled(app, work, await lockedState(work, mdn));
          refuseIfSuspended(state);
          const now = new Date();
          const change =
            state.roamingActive === active
              ? { roamingRequested: null, roamingEffectiveAt: null }
              : { roamingRequested: active, roamingEffectiveAt: new Date(now.getTime() + ROAMING_EFFECT_MINUTES * 60_000) };
          const updated = await app.lineServicesRepository.changeState(mdn, change, work);
          return roamingOf(updated!);
        },
        after: async (answer) => {
          const when = answer.pending ? new Date(answer.pending.effectiveAt) : new Date(answer.createdAt);
          await notifyAccount(app, { sms: mdn, email: null, subject: '', text: ROAMING_NOTICE[language](active, moroccanTime(when, language), mdn), language });
        },
      });
    },
  );

  app.post(
    '/v1/network-config',
    {
      preHandler: app.requireLine,
      schema: {
        headers: actHeadersSchema,
        body: NetworkConfigRequest,
        response: { 200: NetworkConfigResponse, ...errorResponses },
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
