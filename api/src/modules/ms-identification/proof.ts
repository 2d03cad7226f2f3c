import type { FastifyInstance } from 'fastify';
import { IDENTIFICATION_ERROR_CODES } from '@atlas/contracts/identification';
import { ApiError } from '../../errors';

export const IDENTIFICATION_PURPOSE = 'identification' as const;

/** The proof of the code, checked (not spent: the customer may retake a picture). */
export async function requireProof(app: Pick<FastifyInstance, 'sessionTokens'>, token: string | undefined, mdn: string): Promise<void> {
  const claims = token ? await app.sessionTokens.verify(token, 'otp') : null;
  if (!claims || claims.mdn !== mdn || claims.purpose !== IDENTIFICATION_PURPOSE) {
    throw new ApiError(401, IDENTIFICATION_ERROR_CODES.proofInvalid, 'Confirm the line with its one-time code first');
  }
}
