/** ms-iam: the web account's creation and the terms it accepts. */
import { type Static, StringEnum, Type } from '../schema-kit';
import { Email, OtpToken, Password, PersonName, TypedMdn } from './schema';

/** POST /api/ms-iam/v1/signup: creates the account after the number was confirmed; answers SessionTokensResponse. */
/**
 * The terms a customer accepts, by type (selfcare spec §9): the site's own at sign-up, the
 * migration's when a prepaid line moves to a plan (process MIGRATION_PROCESS), the identification's
 * (IDENTIFICATION_TERMS). Each is a content page; its acceptance is kept with the account.
 */
export const TERMS_TYPES = ['main_cgu', 'migration_cgu', 'identification_cgu'] as const;
export type TermsType = (typeof TERMS_TYPES)[number];
export const MAIN_TERMS = { type: 'main_cgu', page: '/cgu' } as const;
export const MIGRATION_TERMS = { type: 'migration_cgu', process: 'MIGRATION_PROCESS', page: '/cgu/migration' } as const;

export const SignUpRequest = Type.Object({
  kind: StringEnum(['mobile', 'home']),
  mdn: TypedMdn,
  otpToken: OtpToken,
  email: Email,
  password: Password,
  firstName: PersonName,
  lastName: PersonName,
  /** The main_cgu terms, accepted: no account without them. */
  termsAccepted: Type.Literal(true),
});
export type SignUpRequest = Static<typeof SignUpRequest>;
