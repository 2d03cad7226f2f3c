import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import type { Profile, SessionTokensResponse, UserLine } from '@atlas/contracts/selfcare';
import { appSettings } from '../db/schema';
import { DEMO_PASSWORD } from '../demo-accounts';

/** Signs in through the real route and answers the tokens. */
export async function signIn(app: FastifyInstance, username: string, password = DEMO_PASSWORD): Promise<SessionTokensResponse> {
  const response = await app.inject({ method: 'POST', url: '/api/ms-iam/v1/signin', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${username} answered ${response.statusCode}: ${response.body}`);
  return response.json<SessionTokensResponse>();
}

export const bearer = (tokens: SessionTokensResponse, line?: UserLine) => ({
  authorization: `${tokens.tokenType} ${tokens.accessToken}`,
  ...(line ? { 'mdn-segmentation-token': `${line.tokenType} ${line.mdnSegmentationToken}` } : {}),
});

export async function profileOf(app: FastifyInstance, tokens: SessionTokensResponse): Promise<Profile> {
  const response = await app.inject({ url: '/api/ms-client/v1/profile', headers: bearer(tokens) });
  if (response.statusCode !== 200) throw new Error(`profile answered ${response.statusCode}: ${response.body}`);
  return response.json<Profile>();
}

export interface SignedInCustomer {
  tokens: SessionTokensResponse;
  lines: UserLine[];
  /** The line `mdn` (the username's own by default), else the first. */
  line: UserLine;
}

/** Signs in through the real route and reads the profile: the tokens and the customer's lines. */
export async function signedInCustomer(app: FastifyInstance, username: string, mdn = username): Promise<SignedInCustomer> {
  const tokens = await signIn(app, username);
  const lines = (await profileOf(app, tokens)).lines;
  return { tokens, lines, line: lines.find((line) => line.mdn === mdn) ?? lines[0]! };
}

/** The last code the development SMS sender delivered to a number. */
export async function lastCodeSentTo(app: FastifyInstance, mdn: string): Promise<string> {
  const messages = (await app.inject({ url: `/api/dev/sms-outbox?to=${mdn}` })).json<Array<{ text: string }>>();
  const code = messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was sent to ${mdn}`);
  return code;
}

/**
 * A visitor proves a line for the invoice payment: the code sent to it (to `codeTo`, the number the
 * SMS goes to, when that is another), typed back; answers the proof's token (`x-otp-token`).
 */
export async function invoicePaymentProof(app: FastifyInstance, mdn: string, codeTo = mdn): Promise<string> {
  expect((await app.inject({ method: 'POST', url: '/api/ms-iam/v1/otp/send', payload: { mdn, purpose: 'invoice-payment' } })).statusCode).toBe(200);
  const code = await lastCodeSentTo(app, codeTo);
  const verified = await app.inject({ method: 'POST', url: '/api/ms-iam/v1/otp/verify', payload: { mdn, purpose: 'invoice-payment', code } });
  expect(verified.statusCode).toBe(200);
  return verified.json<{ otpToken: string }>().otpToken;
}

/**
 * A token signed with the app's own secret (the one it keeps when JWT_SECRET is not set): to test
 * what only the signature cannot reject — expiry, type, binding.
 */
export async function signLikeTheApi(app: FastifyInstance, claims: Record<string, unknown>, subject: string, expiresAt: Date): Promise<string> {
  const [row] = await app.db.select().from(appSettings).where(eq(appSettings.name, 'jwtSecret'));
  const secret = process.env.JWT_SECRET ?? String(row?.value);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('atlas-iam')
    .setSubject(subject)
    .setIssuedAt(Math.floor(expiresAt.getTime() / 1000) - 300)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(new TextEncoder().encode(secret));
}

/** A free seeded line signed up through the real routes (a code sent to it), then signed in. */
export async function signedUpCustomer(app: FastifyInstance, mdn: string, email = `line${mdn}@example.ma`): Promise<SignedInCustomer> {
  await app.inject({ method: 'POST', url: '/api/ms-iam/v1/otp/send', payload: { mdn, purpose: 'signup' } });
  const code = await lastCodeSentTo(app, mdn);
  const verified = await app.inject({ method: 'POST', url: '/api/ms-iam/v1/otp/verify', payload: { mdn, purpose: 'signup', code } });
  const { otpToken } = verified.json<{ otpToken: string }>();
  const created = await app.inject({
    method: 'POST',
    url: '/api/ms-iam/v1/signup',
    payload: { kind: 'mobile', mdn, otpToken, email, password: 'Atlas2026', firstName: 'Test', lastName: 'Line', termsAccepted: true },
  });
  if (created.statusCode !== 201) throw new Error(`sign-up of ${mdn} answered ${created.statusCode}: ${created.body}`);
  return signedInCustomer(app, mdn);
}
