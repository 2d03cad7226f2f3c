import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IDENTITY_CHECK_LIMIT, LINE_SERVICE_ERROR_CODES } from '@atlas/contracts/line-services';
import { ApiError } from '../../errors';
import { lineOf } from '../ms-iam/public';
import { documentReadingOf, recordedIdentity } from '../ms-identification/public';
import type { LineServiceState } from './line-service-acts';

/** What the operator holds of a line's holder: the identity document numbers and the names. */
interface Holder {
  documentNumbers: string[];
  firstName: string;
  lastName: string;
}

/** Compared without case, accents, spaces, hyphens or apostrophes ("El Amrani" is "EL AMRANI"). */
const comparable = (value: string | null | undefined) =>
  (value ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');

/**
 * The line's holder: the identity the identification flow recorded from their document when it
 * identified the line, else the CRM's (the holder's identity number and names of the line).
 */
async function holderOf(app: FastifyInstance, state: LineServiceState): Promise<Holder> {
  const recorded = await recordedIdentity(app, state.mdn);
  if (recorded) return { documentNumbers: [recorded.cinId, recorded.passportNumber], firstName: recorded.firstName, lastName: recorded.lastName };
  const line = await lineOf(app.db, state.mdn);
  return { documentNumbers: [state.holderIdNumber ?? ''], firstName: line?.holderFirstName ?? '', lastName: line?.holderLastName ?? '' };
}

const sameHolder = (holder: Holder, read: { cinId: string; passportNumber: string; firstName: string; lastName: string }) => {
  const known = holder.documentNumbers.map(comparable).filter(Boolean);
  const numberMatches = [read.cinId, read.passportNumber].map(comparable).some((number) => number !== '' && known.includes(number));
  const names = comparable(read.lastName) === comparable(holder.lastName) && comparable(read.firstName) === comparable(holder.firstName);
  return numberMatches && names && comparable(holder.lastName) !== '';
};

/**
 * A SIM swap's proof of who asks: the holder's identity document, read by the identification OCR
 * for this account and line (`tokenOcr`, POST /api/ms-identification/v2/ocr/sim-swap), whose check
 * digits held and whose number and names are the holder's. A typed identity number proves nothing
 * (anyone may know it). Documents that are not the holder's are counted per line, whoever sends
 * them (IDENTITY_CHECK_LIMIT, then service-012). With `spend`, the reading is used up whatever
 * the outcome: a token serves one swap, once.
 */
export async function checkHolderDocument(
  app: FastifyInstance,
  request: FastifyRequest,
  state: LineServiceState,
  tokenOcr: string,
  { spend }: { spend: boolean },
): Promise<{ expiresAt: Date }> {
  const failureKey = `sim-identity:${state.mdn}`;
  const locked = await app.failureLimits.lockedUntil(failureKey, IDENTITY_CHECK_LIMIT);
  if (locked) {
    throw new ApiError(429, LINE_SERVICE_ERROR_CODES.identityLocked, 'Too many identity documents that are not the holder’s', undefined, {
      retryAfter: Math.max(1, Math.ceil((locked.getTime() - Date.now()) / 1000)),
    });
  }
  const reading = await documentReadingOf(app, tokenOcr, { mdn: state.mdn, accountId: request.customer.accountId, purpose: 'sim-swap' }, { spend });
  if (!reading) throw new ApiError(400, LINE_SERVICE_ERROR_CODES.identityTokenInvalid, 'Read the identity document again');
  if (!reading.read.checkDigitsValid) {
    throw new ApiError(422, LINE_SERVICE_ERROR_CODES.identityDocumentUnconfirmed, 'The document’s check digits did not hold: read it again');
  }
  if (!sameHolder(await holderOf(app, state), reading.read)) {
    await app.failureLimits.record(failureKey);
    throw new ApiError(400, LINE_SERVICE_ERROR_CODES.identityMismatch, 'This identity document is not the line’s holder’s');
  }
  return { expiresAt: reading.expiresAt };
}
