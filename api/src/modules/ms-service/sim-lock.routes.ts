import { mdnInText } from '@atlas/contracts/format-mdn';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LineMdnQuery, SimLockRequest, SimLockResponse } from '@atlas/contracts/line-services';
import { SELFCARE_ERROR_CODES } from '@atlas/contracts/selfcare';
import { ApiError, errorResponses } from '../../errors';
import { requestLanguage, type Language } from '../../language';
import { actHeadersSchema, actOnce, lockedState, selectedMobileLine, spendLineProof } from './line-service-acts';
import { accountEmailOf, notifyAccount } from './line-notices';

const UNLOCK_NOTICE: Record<Language, (mdn: string) => { subject: string; text: string }> = {
  fr: (mdn) => ({
    subject: 'Verrouillage SIM désactivé',
    text: `Atlas Telecom : le verrouillage SIM de la ligne ${mdnInText(mdn)} est désactivé. Si ce n’est pas vous, appelez le 220 tout de suite.`,
  }),
  ar: (mdn) => ({
    subject: 'تم تعطيل قفل بطاقة SIM',
    text: `أطلس تيليكوم: تم تعطيل قفل بطاقة SIM للخط ${mdnInText(mdn)}. إن لم تكن أنت، اتصل فورًا بالرقم 220.`,
  }),
  en: (mdn) => ({
    subject: 'SIM lock turned off',
    text: `Atlas Telecom: the SIM lock of line ${mdnInText(mdn)} is off. If this was not you, call 220 at once.`,
  }),
};

/**
 * The customer's own SIM lock (services/changement-sim): while it is on, no SIM swap is made on
 * the line. Turning it on is immediate; turning it off needs a code sent to the line (`sim-lock`)
 * and is notified by SMS and email, since it opens the way to a swap.
 */
export const simLockRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/sim-lock',
    { preHandler: app.requireLine, schema: { querystring: LineMdnQuery, response: { 200: SimLockResponse, ...errorResponses } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const state = await selectedMobileLine(app, request, request.query.mdn);
      return { mdn: state.mdn, locked: state.simLocked };
    },
  );

  app.put(
    '/v1/sim-lock',
    {
      preHandler: app.requireLine,
      schema: {
        headers: actHeadersSchema,
        body: SimLockRequest,
        response: { 200: SimLockResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { mdn, locked, otpToken } = request.body;
      const language = requestLanguage(request.headers);
      const answer = await actOnce(app, request, reply, {
        kind: 'sim-lock',
        mdn,
        payload: { locked },
        precheck: async () => {
          await selectedMobileLine(app, request, mdn);
          if (!locked && !otpToken) throw new ApiError(400, SELFCARE_ERROR_CODES.otpTokenInvalid, 'Turning the SIM lock off needs a code');
        },
        spend: locked ? undefined : () => spendLineProof(app, otpToken!, mdn, 'sim-lock'),
        act: async (work) => {
          const state = await lockedState(work, mdn);
          if (state.simLocked !== locked) await app.lineServicesRepository.changeState(mdn, { simLocked: locked }, work);
          return { mdn, locked, wasLocked: state.simLocked };
        },
        after: async (done) => {
          if (!locked && done.wasLocked)
            await notifyAccount(app, { sms: mdn, email: await accountEmailOf(app, request.customer.accountId), ...UNLOCK_NOTICE[language](mdn), language });
        },
      });
      return { mdn: answer.mdn, locked: answer.locked };
    },
  );
};
