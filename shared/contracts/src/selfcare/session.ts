/** ms-iam: the session (sign-in, tokens, refresh, a password typed again). */
import { PASSWORD_LETTER_DIGIT_PATTERN, PASSWORD_MIN_LENGTH } from '../patterns';
import { type Static, Type } from '../schema-kit';
import { OtpToken, TypedPassword } from './schema';

/** POST /api/ms-iam/v1/signin, form body (application/x-www-form-urlencoded) or JSON. */
export const SignInRequest = Type.Object({
  /** A mobile number as typed (06…, 6…, 212…, +212…, 00212…) or an email. */
  username: Type.String({ minLength: 1, maxLength: 254 }),
  password: TypedPassword,
});
export type SignInRequest = Static<typeof SignInRequest>;

/** The answer of signin, refresh-token and signup; kept in local storage under `user`. */
export const SessionTokensResponse = Type.Object({
  accessToken: Type.String(),
  refreshToken: Type.String(),
  /** `Bearer`. */
  tokenType: Type.String(),
  /** Access token life in seconds (also readable from its `exp`). */
  expiresIn: Type.Integer(),
  /**
   * The spec's reset-password flag, given a meaning here: true when the password just used to sign
   * in no longer meets the password rules (`passwordMeetsRules`): the site asks for a new one
   * (mon-compte/changement-mdp) before going on. Only a password sign-in answers it.
   */
  checkPasswordType: Type.Optional(Type.Boolean()),
});
export type SessionTokensResponse = Static<typeof SessionTokensResponse>;

/** Whether a password meets today's rules: 8 characters at least, a letter first and a digit last. */
export const passwordMeetsRules = (password: string): boolean => password.length >= PASSWORD_MIN_LENGTH && PASSWORD_LETTER_DIGIT_PATTERN.test(password);

/** POST /api/ms-iam/v1/refresh-token */
export const RefreshTokenRequest = Type.Object({ refreshToken: OtpToken });
export type RefreshTokenRequest = Static<typeof RefreshTokenRequest>;

/** POST /api/ms-iam/v1/verify-password (bearer): answers 204 or `iam-password-invalid`. */
export const VerifyPasswordRequest = Type.Object({ password: TypedPassword });
export type VerifyPasswordRequest = Static<typeof VerifyPasswordRequest>;

/** Claims of the access token (JWT, HS256). */
export interface AccessTokenClaims {
  /** Customer id. */
  sub: string;
  /** Session (refresh family) id. */
  sid: string;
  typ: 'access';
  iat: number;
  exp: number;
}
