import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LINE_SERVICE_ERROR_CODES, LineMdn, LineMdnQuery, LineServiceReceipt, type LineOtpPurpose } from '@atlas/contracts/line-services';
import { SELFCARE_ERROR_CODES } from '@atlas/contracts/selfcare';
import { isUniqueViolation } from '../../db/unique-violation';
import { canonicalJson } from '../../canonical-json';
import { ApiError } from '../../errors';
import { reference } from '../../reference';
import { idempotencyHeaderSchema } from '../../plugins/idempotency';
import { identificationStatus } from '../ms-identification/public';
import { lineOf } from '../ms-iam/public';
import { LineServicesRepository, lockedLineState, type LineServiceState } from './line-services.repository';
import type { UnitOfWork } from '../../db/unit-of-work';

export type { LineServiceState };

/** The `mdn` of a line service call (the contract's LineMdn), for the modules that still spread it into a schema. */
export const mdnField = LineMdn;
export const mdnQuerySchema = LineMdnQuery;
/** The `Idempotency-Key` every act carries (a UUID made when its form opened). */
export const actHeadersSchema = idempotencyHeaderSchema;
/** The receipt's properties (the contract's LineServiceReceipt), for the modules that still spread them into a schema. */
export const receiptProperties = LineServiceReceipt.properties;

/**
 * The selected line the call names: the `mdn` must be the line of the segmentation token
 * (`requireLine` has checked it is this customer's), and a mobile line with its network state.
 */
export async function selectedMobileLine(app: FastifyInstance, request: FastifyRequest, mdn: string): Promise<LineServiceState> {
  if (mdn !== request.line.mdn) throw new ApiError(403, SELFCARE_ERROR_CODES.segmentationInvalid, 'The mdn is not the selected line');
  const [line, state] = await Promise.all([lineOf(app.db, mdn), new LineServicesRepository(app.db).state(mdn)]);
  if (line?.kind !== 'mobile' || !state) throw new ApiError(409, LINE_SERVICE_ERROR_CODES.notMobile, 'This service is for mobile lines');
  return state;
}

/**
 * Refuses an act that needs a known holder (SIM swap, number change) on a line whose holder is not
 * identified: service-019, and the screen sends the customer to the identification flow.
 */
export async function identifiedLine(app: FastifyInstance, mdn: string): Promise<void> {
  if (!(await identificationStatus(app.db, mdn))) throw new ApiError(409, LINE_SERVICE_ERROR_CODES.lineNotIdentified, 'Identify the line’s holder first');
}

/** The state row, locked for the transaction (two acts on one line never interleave). */
export async function lockedState(work: UnitOfWork, mdn: string): Promise<LineServiceState> {
  const state = await lockedLineState(work, mdn);
  if (!state) throw new ApiError(409, LINE_SERVICE_ERROR_CODES.notMobile, 'This service is for mobile lines');
  return state;
}

/** Records an attempt that did not act (the audit keeps refusals too); never throws. */
export async function recordRefusal(
  app: FastifyInstance,
  request: FastifyRequest,
  kind: string,
  mdn: string,
  payload: Record<string, unknown>,
  code: string,
): Promise<void> {
  try {
    await new LineServicesRepository(app.db).recordRequest({
      id: randomUUID(),
      reference: reference('SRV'),
      mdn,
      accountId: request.customer?.accountId ?? null,
      kind,
      outcome: 'refused',
      reason: code,
      payload,
      clientAddress: request.ip,
    });
  } catch (error) {
    request.log.error({ err: error }, 'could not record a refused line service attempt');
  }
}

/** Records an act done outside `actOnce` (an identity check that matched), for the audit. */
export async function recordDone(app: FastifyInstance, request: FastifyRequest, kind: string, mdn: string): Promise<void> {
  await new LineServicesRepository(app.db).recordRequest({
    id: randomUUID(),
    reference: reference('SRV'),
    mdn,
    accountId: request.customer.accountId,
    kind,
    outcome: 'done',
    payload: {},
    clientAddress: request.ip,
  });
}

/**
 * Records a paid act done as its payment is confirmed (another module's fulfilment), in the
 * confirmation's transaction, with the line's other service requests.
 */
export async function recordPaidAct(
  work: UnitOfWork,
  act: { mdn: string; accountId: string; kind: string; payload: Record<string, unknown>; answer: Record<string, unknown> },
): Promise<void> {
  await new LineServicesRepository(work).recordRequest({ id: randomUUID(), reference: reference('SRV'), ...act, outcome: 'done' });
}

/** Spends a code's proof for the line, else `iam-otp-token-invalid`. */
export async function spendLineProof(app: FastifyInstance, token: string, mdn: string, purpose: LineOtpPurpose): Promise<void> {
  if (!(await app.otpService.consumeProof(token, mdn, purpose))) {
    throw new ApiError(400, SELFCARE_ERROR_CODES.otpTokenInvalid, 'The confirmation has expired or was already used: ask for a new code');
  }
}

interface ActOptions<A> {
  kind: string;
  mdn: string;
  /** What identifies the request (same key, same payload: the first answer); no secret in it. */
  payload: Record<string, unknown>;
  /** Checks made before any proof is spent (a refusal then costs no new code). */
  precheck?: () => Promise<void>;
  /** Spends the code or identity proofs; runs once, before the act. */
  spend?: () => Promise<void>;
  /** Under the line's lock: checks again, changes the line and answers. */
  act: (work: UnitOfWork, receipt: LineServiceReceipt) => Promise<A>;
  /** After the commit, for a new act only: notifications. */
  after?: (answer: A & LineServiceReceipt) => Promise<void>;
}

/**
 * Runs a line act once per `Idempotency-Key`: the same key answers the first outcome
 * (`Idempotent-Replayed: true`), another payload under it is service-010. The act and its request
 * row commit together; a refusal is recorded for the audit without the key, so the customer can
 * correct and submit again.
 */
export async function actOnce<A extends object>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  options: ActOptions<A>,
): Promise<A & LineServiceReceipt> {
  const key = request.idempotencyKey;
  const { kind, mdn, payload } = options;
  const requests = new LineServicesRepository(app.db);
  const replay = async () => {
    const first = await requests.requestByKey(kind, key);
    if (!first) return null;
    if (first.mdn !== mdn || canonicalJson(first.payload) !== canonicalJson(payload) || first.accountId !== request.customer.accountId) {
      throw new ApiError(409, LINE_SERVICE_ERROR_CODES.idempotencyConflict, 'This idempotency key was used for another request');
    }
    reply.header('idempotent-replayed', 'true');
    return first.answer as A & LineServiceReceipt;
  };
  const earlier = await replay();
  if (earlier) return earlier;
  try {
    await options.precheck?.();
    try {
      await options.spend?.();
    } catch (error) {
      // A twin request with the same key spent the proof a moment ago: answer its outcome.
      const twin = await replay();
      if (twin) return twin;
      throw error;
    }
    const receipt: LineServiceReceipt = { requestId: randomUUID(), reference: reference('SRV'), createdAt: new Date().toISOString() };
    const answer = await app.db.transaction(async (tx) => {
      const result = { ...(await options.act(tx, receipt)), ...receipt };
      await requests.recordRequest(
        {
          id: receipt.requestId,
          reference: receipt.reference,
          mdn,
          accountId: request.customer.accountId,
          kind,
          outcome: 'done',
          idempotencyKey: key,
          payload,
          answer: result as Record<string, unknown>,
          clientAddress: request.ip,
          createdAt: new Date(receipt.createdAt),
        },
        tx,
      );
      return result;
    });
    await options.after?.(answer);
    return answer;
  } catch (error) {
    if (isUniqueViolation(error, 'line_service_requests_idempotency_idx')) {
      const twin = await replay();
      if (twin) return twin;
    }
    if (error instanceof ApiError) await recordRefusal(app, request, kind, mdn, payload, error.code);
    throw error;
  }
}
