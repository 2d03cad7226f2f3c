/** ms-iam: sign-in without the password, by a code sent to the line or by a link sent by email. */
import { type Static, Type } from '../schema-kit';
import { OtpToken, TypedMdn } from './schema';

/**
 * Sign-in with a code sent by SMS to the account's line: a way in that failed passwords never slow
 * (strangers' guesses slow the password sign-in of browsers the account does not know, not this).
 * The code has its own bounds, those of every code: sends per line and window, wrong codes per
 * window (`OTP_ERROR_CODES`). The purpose of its code and proof, apart from otp/send's.
 */
export const SIGN_IN_CODE_PURPOSE = 'signin' as const;

/** POST /api/ms-iam/v1/signin/code/send: sends (or re-sends) a sign-in code to the line; answers OtpSendResponse. */
export const SignInCodeSendRequest = Type.Object({
  /** A number of the account as typed (a home line's code goes to its contact mobile). */
  mdn: TypedMdn,
});
export type SignInCodeSendRequest = Static<typeof SignInCodeSendRequest>;

/** POST /api/ms-iam/v1/signin/code/verify: checks the code; answers OtpVerifyResponse (a single-use proof). */
export const SignInCodeVerifyRequest = Type.Object({ mdn: TypedMdn, code: Type.String({ minLength: 1, maxLength: 12 }) });
export type SignInCodeVerifyRequest = Static<typeof SignInCodeVerifyRequest>;

/**
 * POST /api/ms-iam/v1/signin/code: spends the proof and opens the session, as the password sign-in
 * does; answers SessionTokensResponse, and the browser is then the account's (its password
 * sign-ins pass at once).
 */
export const SignInCodeRequest = Type.Object({ mdn: TypedMdn, otpToken: OtpToken });
export type SignInCodeRequest = Static<typeof SignInCodeRequest>;

/**
 * Sign-in by a link sent to the account's email: a long random token (256 bits, kept hashed, valid
 * SIGN_IN_LINK_DURATIONS.validSeconds, single use) — the way in strangers can neither guess nor
 * exhaust. No count of sends can keep the owner out: a request within `coalesceSeconds` of the
 * account's last link sends nothing new (the earlier link still works), and every answer is the same,
 * whether the username exists or not.
 */
export const SIGN_IN_LINK_DURATIONS = { validSeconds: 15 * 60, coalesceSeconds: 60 } as const;

/** POST /api/ms-iam/v1/signin/link/send: a number of the account as typed, or its email (as the password sign-in). */
export const SignInLinkSendRequest = Type.Object({ username: Type.String({ minLength: 1, maxLength: 254 }) });
export type SignInLinkSendRequest = Static<typeof SignInLinkSendRequest>;

/** The same answer for every username: "if an account matches, a link was sent". */
export const SignInLinkSendResponse = Type.Object({
  /** How long a link sent is valid, in seconds. */
  expiresIn: Type.Integer(),
  /** Seconds before a new request may send a new link (within them, the last link is the one). */
  resendIn: Type.Integer(),
});
export type SignInLinkSendResponse = Static<typeof SignInLinkSendResponse>;

/**
 * POST /api/ms-iam/v1/signin/link: the token of the link (its fragment, `#<token>`), spent in the
 * statement that finds it; answers SessionTokensResponse, as the password sign-in, or
 * `iam-signin-link-invalid` for an expired, used or unknown token.
 */
export const SignInLinkRequest = Type.Object({ token: Type.String({ minLength: 1, maxLength: 256 }) });
export type SignInLinkRequest = Static<typeof SignInLinkRequest>;
