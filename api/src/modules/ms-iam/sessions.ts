import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SELFCARE_ERROR_CODES, type OtpPurpose, type OtpSendResponse, type SessionTokensResponse } from '@atlas/contracts/selfcare';
import { isLineAttached, lineOf } from './line-contacts.repository';
import { Type } from '@sinclair/typebox';
import { ApiError, errorResponses } from '../../errors';
import { requestLanguage } from '../../language';
import { TOKEN_TYPE, type CodePurpose } from '../../plugins/session-tokens';
import type { AccountsRepository } from './accounts.repository';
import { nationalMdn } from './username';
import type { UnitOfWork } from '../../db/unit-of-work';

export const noContent = { 204: Type.Null(), ...errorResponses } as const;

/** The line behind a number typed in any form, or a 400 with a stable code. */
export async function knownLine(work: UnitOfWork, typed: string) {
  const mdn = nationalMdn(typed);
  const line = mdn ? await lineOf(work, mdn) : undefined;
  if (!line) throw new ApiError(404, SELFCARE_ERROR_CODES.lineUnknown, 'This number is not an Atlas Telecom line');
  return line;
}

/** Sends a line's code for `purpose`: to the mobile itself, or to a home line's contact mobile; in the request's language. */
export async function sendLineCode(
  app: FastifyInstance,
  request: FastifyRequest,
  line: Awaited<ReturnType<typeof knownLine>>,
  purpose: CodePurpose,
  holder?: string,
): Promise<OtpSendResponse> {
  const deliverTo = line.kind === 'mobile' ? line.mdn : line.contactMdn;
  if (!deliverTo) throw new ApiError(409, SELFCARE_ERROR_CODES.lineUnknown, 'No contact mobile is known for this line');
  return app.otpService.send({ mdn: line.mdn, purpose, deliverTo, language: requestLanguage(request.headers), ...(holder === undefined ? {} : { holder }) });
}

/**
 * A new session family: one access token and the first refresh token of the family; or, given
 * the refresh token being rotated, the next pair of its family.
 */
export async function openSession(
  app: Pick<FastifyInstance, 'sessionTokens'> & { accountsRepository: AccountsRepository },
  accountId: string,
  rotated?: { familyId: string; id: string },
): Promise<SessionTokensResponse> {
  const { accountsRepository, sessionTokens } = app;
  const tokenId = randomUUID();
  const familyId = rotated?.familyId ?? randomUUID();
  await accountsRepository.addRefreshToken(
    { id: tokenId, familyId, accountId, expiresAt: new Date(Date.now() + sessionTokens.refreshTtlSeconds * 1000) },
    rotated?.id,
  );
  return {
    accessToken: await sessionTokens.signAccess(accountId, familyId),
    refreshToken: await sessionTokens.signRefresh(accountId, familyId, tokenId),
    tokenType: TOKEN_TYPE,
    expiresIn: sessionTokens.accessTtlSeconds,
  };
}

/** Spends the proof of a confirmed number (sign-up, password recovery, sign-in by code), or a 400 otp-token-invalid. */
export async function spendProof(app: FastifyInstance, token: string, mdn: string, purpose: CodePurpose, scope?: string): Promise<void> {
  if (!(await app.otpService.consumeProof(token, mdn, purpose, scope))) {
    throw new ApiError(400, SELFCARE_ERROR_CODES.otpTokenInvalid, 'The confirmation has expired or was already used: confirm the number again');
  }
}

/** Where a purpose's code may be sent: sign-up needs a free line, recovery a line with an account. */
export async function checkPurpose(work: UnitOfWork, mdn: string, purpose: OtpPurpose) {
  const attached = await isLineAttached(work, mdn);
  if (purpose === 'signup' && attached) throw new ApiError(409, SELFCARE_ERROR_CODES.accountExists, 'This number already has an account');
  if (purpose === 'password-recovery' && !attached) throw new ApiError(404, SELFCARE_ERROR_CODES.lineUnknown, 'No account uses this number');
  if (purpose === 'add-line' && attached) throw new ApiError(409, SELFCARE_ERROR_CODES.lineAlreadyAttached, 'This line is already attached to an account');
}
