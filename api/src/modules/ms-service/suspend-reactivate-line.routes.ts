import { mdnInText } from '@atlas/contracts/format-mdn';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  LINE_SERVICE_ERROR_CODES,
  LineMdnQuery,
  LineStatusResponse,
  SuspendReactivateRequest,
  SuspendReactivateResponse,
} from '@atlas/contracts/line-services';
import { ApiError, errorResponses } from '../../errors';
import { requestLanguage, type Language } from '../../language';
import { actHeadersSchema, actOnce, lockedState, selectedMobileLine, spendLineProof, type LineServiceState } from './line-service-acts';
import { accountEmailOf, notifyAccount } from './line-notices';

export const statusOf = (state: Pick<LineServiceState, 'mdn' | 'suspendedReason' | 'suspendedAt'>): LineStatusResponse => ({
  mdn: state.mdn,
  status: state.suspendedAt ? 'suspended' : 'active',
  reason: state.suspendedAt ? (state.suspendedReason ?? null) : null,
  since: state.suspendedAt?.toISOString() ?? null,
});

const NOTICE: Record<Language, Record<'suspend' | 'reactivate', (mdn: string, reference: string) => { subject: string; text: string }>> = {
  fr: {
    suspend: (mdn, ref) => ({
      subject: 'Votre ligne est suspendue',
      text: `Atlas Telecom : la ligne ${mdnInText(mdn)} est suspendue à votre demande (réf. ${ref}). Personne ne peut l’utiliser. Réactivez-la depuis votre espace client.`,
    }),
    reactivate: (mdn, ref) => ({
      subject: 'Votre ligne est réactivée',
      text: `Atlas Telecom : la ligne ${mdnInText(mdn)} est réactivée (réf. ${ref}). Si ce n’est pas vous, appelez le 220.`,
    }),
  },
  ar: {
    suspend: (mdn, ref) => ({
      subject: 'تم إيقاف خطك',
      text: `أطلس تيليكوم: تم إيقاف الخط ${mdnInText(mdn)} بناءً على طلبك (المرجع ${ref}). لا يمكن لأحد استعماله. أعد تفعيله من فضائك الخاص.`,
    }),
    reactivate: (mdn, ref) => ({
      subject: 'تمت إعادة تفعيل خطك',
      text: `أطلس تيليكوم: تمت إعادة تفعيل الخط ${mdnInText(mdn)} (المرجع ${ref}). إن لم تكن أنت، اتصل بالرقم 220.`,
    }),
  },
  en: {
    suspend: (mdn, ref) => ({
      subject: 'Your line is suspended',
      text: `Atlas Telecom: line ${mdnInText(mdn)} is suspended at your request (ref. ${ref}). Nobody can use it. Reactivate it from your customer area.`,
    }),
    reactivate: (mdn, ref) => ({
      subject: 'Your line is reactivated',
      text: `Atlas Telecom: line ${mdnInText(mdn)} is reactivated (ref. ${ref}). If this was not you, call 220.`,
    }),
  },
};

/**
 * ms-service line status and suspension (assistance/suspension-ligne): a lost or stolen phone's
 * line is suspended at once and reactivated by its holder, both confirmed with what the holder
 * still has (line-suspension-confirmation.routes.ts: the password, a code to the account's email or
 * to another of their lines; never a code to this line); the account's email is told.
 */
export const suspendReactivateLineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/line-status',
    {
      preHandler: app.requireLine,
      schema: { querystring: LineMdnQuery, response: { 200: LineStatusResponse, ...errorResponses } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return statusOf(await selectedMobileLine(app, request, request.query.mdn));
    },
  );

  app.post(
    '/v1/suspend-reactivate-line',
    {
      preHandler: app.requireLine,
      schema: {
        headers: actHeadersSchema,
        body: SuspendReactivateRequest,
        response: { 200: SuspendReactivateResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { mdn, action, reason, otpToken } = request.body;
      const refuseIfDone = (state: LineServiceState) => {
        if (action === 'suspend' && state.suspendedAt) throw new ApiError(409, LINE_SERVICE_ERROR_CODES.alreadySuspended, 'The line is already suspended');
        if (action === 'reactivate' && !state.suspendedAt) throw new ApiError(409, LINE_SERVICE_ERROR_CODES.notSuspended, 'The line is not suspended');
      };
      const language = requestLanguage(request.headers);
      return actOnce(app, request, reply, {
        kind: 'suspension',
        mdn,
        payload: { action, reason: action === 'suspend' ? reason : null },
        precheck: async () => refuseIfDone(await selectedMobileLine(app, request, mdn)),
        spend: () => spendLineProof(app, otpToken, mdn, 'line-suspension'),
        act: async (work) => {
          refuseIfDone(await lockedState(work, mdn));
          const change = action === 'suspend' ? { suspendedAt: new Date(), suspendedReason: reason! } : { suspendedAt: null, suspendedReason: null };
          const updated = await app.lineServicesRepository.changeState(mdn, change, work);
          return statusOf(updated!);
        },
        after: async (answer) => {
          const notice = NOTICE[language][action](mdn, answer.reference);
          await notifyAccount(app, {
            email: await accountEmailOf(app, request.customer.accountId),
            ...notice,
            language,
            sms: action === 'reactivate' ? mdn : null,
          });
        },
      });
    },
  );
};
