import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SELFCARE_ERROR_CODES, type SessionTokensResponse } from '@atlas/contracts/selfcare';
import { ApiError } from '../../errors';
import { requestBrowserId } from '../../language';
import type { FailureLimits } from '../../plugins/failure-limits';
import { rememberDevice } from './sign-in-devices.repository';
import { openSession } from './sessions';

/**
 * Failed sign-ins slow the guesser down; they never lock the owner out (OWASP ASVS 2.2.1):
 * - per device (the browser id of the api client's sdata, else the address) and account: three
 *   free tries, then a wait that doubles from 5 s at each failure, up to 15 min;
 * - per account, from every device: five free tries in 24 h, then the same growing wait, for
 *   browsers that never signed in to it — the owner's own browsers go on at once, so a stranger's
 *   guesses elsewhere cannot keep them out, and guesses from fresh browser ids stay bounded (about
 *   a hundred a day);
 * - per address, over every account (a sprayer): twenty free tries in 15 min, then a wait of up to
 *   a minute, for browsers that never signed in to the account tried — the customers behind one
 *   carrier address are slowed at worst, never locked.
 * The owner on a browser the account does not know has a way in these counts never slow: a code
 * sent to the line (signin-code.routes.ts), with the bounds of every code; it makes the browser known.
 */
export const SIGN_IN_THROTTLE = {
  perDevice: { windowSeconds: 24 * 3600, free: 3, firstSeconds: 5, maxSeconds: 15 * 60 },
  perAccount: { windowSeconds: 24 * 3600, free: 5, firstSeconds: 5, maxSeconds: 15 * 60 },
  perAddress: { windowSeconds: 15 * 60, free: 20, firstSeconds: 5, maxSeconds: 60 },
} as const;

/** The account's key: its number and its email are one target, not two. */
export const accountKeyOf = (accountId: string) => `account:${accountId}`;

/** Who signs in: the browser id of the api client's sdata, else the address. */
export const deviceOf = (request: FastifyRequest) => requestBrowserId(request.headers) ?? `ip:${request.ip}`;

/** The keys a sign-in's failures count under: the account (or the name typed), this browser (else the address) on it, the address. */
export function signInKeys(request: FastifyRequest, accountKey: string) {
  const browserId = requestBrowserId(request.headers);
  return { browserId, accountKey, deviceKey: `device:${deviceOf(request)}|${accountKey}`, addressKey: `address:${request.ip}` };
}

/**
 * A sign-in that succeeded, by the password or by a code sent to the line: the browser's failures
 * wiped, the browser remembered as the account's (its later sign-ins are not slowed by strangers'
 * guesses), a new session (its answer is never stored: security-headers.ts gives every answer
 * carrying a token `Cache-Control: no-store`).
 */
export async function admit(
  app: Parameters<typeof openSession>[0] & Pick<FastifyInstance, 'db' | 'failureLimits'>,
  request: FastifyRequest,
  accountId: string,
): Promise<SessionTokensResponse> {
  const { browserId, deviceKey } = signInKeys(request, accountKeyOf(accountId));
  await app.failureLimits.forget(deviceKey);
  if (browserId) await rememberDevice(app.db, accountId, browserId);
  return openSession(app, accountId);
}

/** 429 `iam-signin-slowed` with `retryAfter` (seconds) while one of the counts asks to wait. */
export async function refuseWhileSlowed(
  failureLimits: FailureLimits,
  { accountKey, deviceKey, addressKey, knownDevice }: { accountKey: string; deviceKey: string; addressKey: string; knownDevice: boolean },
): Promise<void> {
  const waits = await Promise.all([
    failureLimits.slowedUntil(deviceKey, SIGN_IN_THROTTLE.perDevice),
    knownDevice ? null : failureLimits.slowedUntil(accountKey, SIGN_IN_THROTTLE.perAccount),
    knownDevice ? null : failureLimits.slowedUntil(addressKey, SIGN_IN_THROTTLE.perAddress),
  ]);
  const until = waits.filter((at): at is Date => at !== null).sort((a, b) => b.getTime() - a.getTime())[0];
  if (until) {
    throw new ApiError(429, SELFCARE_ERROR_CODES.signInSlowed, 'Too many failed sign-ins: wait before trying again', undefined, {
      retryAfter: Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000)),
    });
  }
}
