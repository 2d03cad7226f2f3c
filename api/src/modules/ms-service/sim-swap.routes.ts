import { mdnInText } from '@atlas/contracts/format-mdn';
import { randomInt } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ATLAS_ICC_PREFIX, LINE_SERVICE_ERROR_CODES, SimSwapRequest, SimSwapResponse } from '@atlas/contracts/line-services';
import { SELFCARE_ERROR_CODES } from '@atlas/contracts/selfcare';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError, errorResponses } from '../../errors';
import type { UnitOfWork } from '../../db/unit-of-work';
import { requestLanguage, type Language } from '../../language';
import { maskMdn } from '../ms-iam/public';
import { actHeadersSchema, actOnce, identifiedLine, lockedState, selectedMobileLine, spendLineProof, type LineServiceState } from './line-service-acts';
import { checkHolderDocument } from './sim-swap-identity';
import { accountEmailOf, moroccanTime, notifyAccount } from './line-notices';
import { maskEmail } from '../../plugins/mail';

const SWAP_NOTICE: Record<Language, (mdn: string, iccEnd: string, when: string, ref: string) => { subject: string; text: string }> = {
  fr: (mdn, iccEnd, when, ref) => ({
    subject: 'Votre ligne a changé de carte SIM',
    text: `Atlas Telecom : la ligne ${mdnInText(mdn)} fonctionne désormais avec la carte SIM se terminant par ${iccEnd} (${when}, réf. ${ref}). L’ancienne carte ne marche plus. Si ce n’est pas vous, appelez le 220 tout de suite.`,
  }),
  ar: (mdn, iccEnd, when, ref) => ({
    subject: 'تم تغيير بطاقة SIM لخطك',
    text: `أطلس تيليكوم: أصبح الخط ${mdnInText(mdn)} يعمل ببطاقة SIM التي تنتهي بـ ${iccEnd} (${when}، المرجع ${ref}). البطاقة القديمة لم تعد تعمل. إن لم تكن أنت، اتصل فورًا بالرقم 220.`,
  }),
  en: (mdn, iccEnd, when, ref) => ({
    subject: 'Your line has a new SIM card',
    text: `Atlas Telecom: line ${mdnInText(mdn)} now works with the SIM card ending ${iccEnd} (${when}, ref. ${ref}). The old card no longer works. If this was not you, call 220 at once.`,
  }),
};

/**
 * POST /api/ms-service/v1/sim-swap (assistance/swap-sim, services/changement-sim): moves the line
 * to a new SIM after proof of who asks: the holder's identity document read by the identification
 * OCR for this session and line (`tokenOcr`, matched to the holder, spent), and a code sent to the
 * line (`sim-swap`).
 * Refused while the customer's SIM lock is on; every attempt is audited; the line (SMS) and the
 * account's email are told at once, with the number to call if it was not the customer.
 */
export const simSwapRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/v1/sim-swap',
    {
      preHandler: app.requireLine,
      schema: {
        headers: actHeadersSchema,
        body: SimSwapRequest,
        response: { 200: SimSwapResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { mdn, mdnNewIcc, otpToken, tokenOcr, upgrade4G, typeSim = 'sameLine' } = request.body;
      const icc = request.body.icc.replace(/\s/g, '');
      const language = requestLanguage(request.headers);
      const email = await accountEmailOf(app, request.customer.accountId);
      let checked: LineServiceState | undefined;

      const refuse = async (state: LineServiceState, work: UnitOfWork = app.db) => {
        if (!/^\d{18}$/.test(icc)) throw new ApiError(400, LINE_SERVICE_ERROR_CODES.iccInvalid, 'The ICC must have 18 digits');
        if (!icc.startsWith(ATLAS_ICC_PREFIX)) throw new ApiError(400, LINE_SERVICE_ERROR_CODES.iccUnknown, 'Not a SIM of the operator');
        if (state.simLocked) throw new ApiError(409, LINE_SERVICE_ERROR_CODES.simLocked, 'The SIM lock is on');
        if (await app.lineServicesRepository.lineOfIcc(icc, work)) throw new ApiError(409, LINE_SERVICE_ERROR_CODES.iccInUse, 'This SIM is already in a line');
      };

      return actOnce(app, request, reply, {
        kind: 'sim-swap',
        mdn,
        payload: { icc, mdnNewIcc, typeSim, upgrade4G },
        precheck: async () => {
          const state = await selectedMobileLine(app, request, mdn);
          await identifiedLine(app, mdn);
          if (mdnNewIcc !== mdn) throw new ApiError(403, SELFCARE_ERROR_CODES.segmentationInvalid, 'The new SIM carries the selected line');
          await refuse(state);
          // The holder's document, checked before any proof is spent (a refusal costs no code).
          await checkHolderDocument(app, request, state, tokenOcr, { spend: false });
          checked = state;
        },
        spend: async () => {
          await spendLineProof(app, otpToken, mdn, 'sim-swap');
          // The reading serves this swap only: spent now, whatever follows.
          await checkHolderDocument(app, request, checked!, tokenOcr, { spend: true });
        },
        act: async (work) => {
          await refuse(await lockedState(work, mdn), work);
          try {
            await app.lineServicesRepository.changeState(mdn, { icc, puk: String(randomInt(0, 100_000_000)).padStart(8, '0') }, work);
          } catch (error) {
            if (isUniqueViolation(error)) throw new ApiError(409, LINE_SERVICE_ERROR_CODES.iccInUse, 'This SIM is already in a line');
            throw error;
          }
          await app.notifications.record(work, {
            accountId: request.customer.accountId,
            mdn,
            kind: 'sim-swapped',
            params: { iccEnd: icc.slice(-4) },
            dedupeKey: `sim-swapped:${mdn}:${icc}`,
          });
          return { mdn, iccEnd: icc.slice(-4), notified: { sms: maskMdn(mdn), email: email ? maskEmail(email) : '' } };
        },
        after: async (answer) => {
          const notice = SWAP_NOTICE[language](mdn, answer.iccEnd, moroccanTime(new Date(answer.createdAt), language), answer.reference);
          await notifyAccount(app, { sms: mdn, email, ...notice, language });
        },
      });
    },
  );
};
