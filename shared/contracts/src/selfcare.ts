/**
 * The self-care contracts (selfcare spec §3 and §7): identity and session (ms-iam), one-time
 * passwords, the customer's profile and lines (ms-client) and balances (ms-balance). The API
 * answers these shapes and the remotes read them; both import them from here. Each contract is a
 * TypeBox schema (what the API validates requests with and serialises answers with) and the type
 * of the same name.
 */

import { LINE_OTP_PURPOSES, type LineOtpPurpose } from './line-services';
import { PASSWORD_LETTER_DIGIT_PATTERN, PASSWORD_MIN_LENGTH } from './patterns';
import { Nullable, StringEnum, Type, type Static } from './schema-kit';

/** The longest password accepted (sign-up, change, and typed to prove who one is). */
export const PASSWORD_MAX_LENGTH = 128;
/** The longest first or last name. */
export const PERSON_NAME_MAX_LENGTH = 80;
/** The longest texts of a customer's address. */
export const ADDRESS_MAX_LENGTHS = { label: 60, addressLine: 200, city: 80, neighborhood: 80 } as const;

const Password = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });
/** A password typed to prove who one is (no length rule beyond the bounds). */
const TypedPassword = Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH });
/** A number as typed (06…, 6…, 212…, +212…). */
const TypedMdn = Type.String({ minLength: 9, maxLength: 20 });
const OtpToken = Type.String({ minLength: 1, maxLength: 2048 });
const Email = Type.String({ minLength: 3, maxLength: 254 });
const PersonName = Type.String({ minLength: 1, maxLength: PERSON_NAME_MAX_LENGTH });

// --- ms-iam: session -----------------------------------------------------------------------

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

// --- ms-iam: one-time passwords ---------------------------------------------------------------

/**
 * `sim-swap-identity` is never sent as a code: it names the proof of an identity check before a SIM swap.
 * `invoice-payment`: a visitor proves they hold the line whose invoices they want to see and pay.
 */
export type OtpPurpose =
  | 'signup'
  | 'password-recovery'
  | 'add-line'
  | LineOtpPurpose
  | 'sim-swap-identity'
  | 'invoice-payment'
  | 'call-history'
  | 'identification'
  | 'migration-eligibility'
  | 'change-offer-fees';

/** The purposes otp/send and otp/verify take (the others are proofs other routes give). */
const SentOtpPurpose = Type.Unsafe<OtpPurpose>(StringEnum(['signup', 'password-recovery', 'add-line', 'invoice-payment', ...LINE_OTP_PURPOSES]));

/** POST /api/ms-iam/v1/otp/send: sends (or re-sends) a code to the number. */
export const OtpSendRequest = Type.Object({
  /** The line the code proves: a mobile number, or a home line number (the code then goes to its contact mobile). */
  mdn: TypedMdn,
  purpose: SentOtpPurpose,
});
export type OtpSendRequest = Static<typeof OtpSendRequest>;

export const OtpSendResponse = Type.Object({
  /** Where the SMS went, masked (`06 •• •• •• 78`): the contact mobile for a home line (a lost line's email code: the email, masked). */
  sentTo: Type.String(),
  /** Seconds the code stays valid. */
  expiresIn: Type.Integer(),
  /** Seconds before a resend is accepted. */
  resendIn: Type.Integer(),
  /** Sends left before the number is blocked. */
  sendsLeft: Type.Integer(),
});
export type OtpSendResponse = Static<typeof OtpSendResponse>;

/**
 * Refusals of otp/send and otp/verify, with `details` carrying numbers the UI counts down:
 * `otp-blocked` (retryAfter seconds), `otp-resend-too-early` (resendIn seconds),
 * `otp-max-sends` (retryAfter seconds), `otp-invalid` (attemptsLeft), `otp-expired`; and
 * `OTP_REPLACED_ERROR_CODE` below.
 * `otp-resend-too-early` also gives the validity left of the code sent before (`expiresIn` seconds).
 */
export const OTP_ERROR_CODES = {
  blocked: 'otp-blocked',
  resendTooEarly: 'otp-resend-too-early',
  maxSends: 'otp-max-sends',
  invalid: 'otp-invalid',
  expired: 'otp-expired',
} as const;

/**
 * otp/verify's refusal of a code a resend replaced (an earlier code of the same window): told
 * apart from `otp-invalid`, and no attempt is spent. `meta.attemptsLeft` as for a wrong code.
 */
export const OTP_REPLACED_ERROR_CODE = 'otp-replaced';

/** POST /api/ms-iam/v1/otp/verify */
export const OtpVerifyRequest = Type.Object({
  mdn: TypedMdn,
  purpose: SentOtpPurpose,
  code: Type.String({ minLength: 1, maxLength: 12 }),
});
export type OtpVerifyRequest = Static<typeof OtpVerifyRequest>;

/** A short-lived signed proof that the number was confirmed for this purpose. */
export const OtpVerifyResponse = Type.Object({ otpToken: Type.String() });
export type OtpVerifyResponse = Static<typeof OtpVerifyResponse>;

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

/** POST /api/ms-iam/v1/reset-password (recuperation-mdp): answers 204. */
export const ResetPasswordRequest = Type.Object({ mdn: TypedMdn, otpToken: OtpToken, password: Password });
export type ResetPasswordRequest = Static<typeof ResetPasswordRequest>;

/** PUT /api/ms-iam/v1/change-password (bearer): answers 204; `iam-password-invalid` on a wrong current one. */
export const ChangePasswordRequest = Type.Object({ currentPassword: TypedPassword, newPassword: Password });
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;

// --- ms-client: profile and lines -------------------------------------------------------------

export const LineKind = StringEnum(['mobile', 'adsl', 'ftth', 'home', 'idar']);
export type LineKind = Static<typeof LineKind>;
export const LineSegment = StringEnum(['prepaid', 'postpaid', 'cameleon']);
export type LineSegment = Static<typeof LineSegment>;
export const CustomerSegment = StringEnum(['B2C', 'B2B', 'B2B2C']);
export type CustomerSegment = Static<typeof CustomerSegment>;
export const Civility = StringEnum(['mr', 'mme']);
export type Civility = Static<typeof Civility>;

export const UserLine = Type.Object({
  /** National form, 10 digits (0612345678). */
  mdn: Type.String(),
  kind: LineKind,
  segment: LineSegment,
  customerSegment: CustomerSegment,
  offerId: Type.String(),
  offerName: Type.String(),
  offer_name_fr: Type.String(),
  offer_name_ar: Type.String(),
  offer_name_en: Type.String(),
  isMain: Type.Boolean(),
  /** Signed, bound to this customer and this line; sent as `mdn-segmentation-token: <tokenType> <token>`. */
  mdnSegmentationToken: Type.String(),
  tokenType: Type.String(),
});
export type UserLine = Static<typeof UserLine>;

/** GET /api/ms-client/v1/profile (bearer). Stored locally under `profile`. */
export const Profile = Type.Object({
  id: Type.String(),
  crmId: Type.String(),
  civility: Nullable(Civility),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  birthDate: Nullable(Type.String()),
  segment: CustomerSegment,
  hasAvatar: Type.Boolean(),
  lines: Type.Array(UserLine),
});
export type Profile = Static<typeof Profile>;

/** The line the customer acts on, kept locally under `selectedLine`. */
export interface SelectedLine {
  mdn: string;
  mdnSegmentationToken: string;
  tokenType?: string;
}

/** GET /api/ms-client/v1/client-crmid?mdn (segmentation header). */
export const ClientCrmIdResponse = Type.Object({ crmId: Type.String() });
export type ClientCrmIdResponse = Static<typeof ClientCrmIdResponse>;

/** GET /api/ms-client/v1/client-crmid?mdn: the number asked, if any, must be the selected line. */
export const ClientCrmIdQuery = Type.Object({ mdn: Type.Optional(Type.String({ maxLength: 20 })) });
export type ClientCrmIdQuery = Static<typeof ClientCrmIdQuery>;

/** PUT update-main-line and DELETE remove-line body: the line's number. */
export const LineActionRequest = Type.Object({ username: TypedMdn });
export type LineActionRequest = Static<typeof LineActionRequest>;

/** POST /api/ms-client/v1/add-line: the number confirmed by an `add-line` OTP; answers the new Profile. */
export const AddLineRequest = Type.Object({ kind: StringEnum(['mobile', 'home']), mdn: TypedMdn, otpToken: OtpToken });
export type AddLineRequest = Static<typeof AddLineRequest>;

/** PUT /api/ms-client/v1/update-email (bearer): the password confirms it. Answers the Profile. */
export const UpdateEmailRequest = Type.Object({ email: Email, password: TypedPassword });
export type UpdateEmailRequest = Static<typeof UpdateEmailRequest>;

/** PUT /api/ms-client/v1/update-info (bearer). Answers the Profile. */
export const UpdateInfoRequest = Type.Object(
  {
    civility: Civility,
    firstName: PersonName,
    lastName: PersonName,
    birthDate: Nullable(Type.String({ format: 'date' })),
  },
  { additionalProperties: false },
);
export type UpdateInfoRequest = Static<typeof UpdateInfoRequest>;

/** GET /api/ms-client/v1/address (list); POST address, PUT address/{id}, DELETE address/{id}. */
export const CustomerAddressInput = Type.Object(
  {
    label: Type.String({ minLength: 1, maxLength: ADDRESS_MAX_LENGTHS.label }),
    addressLine: Type.String({ minLength: 1, maxLength: ADDRESS_MAX_LENGTHS.addressLine }),
    city: Type.String({ minLength: 1, maxLength: ADDRESS_MAX_LENGTHS.city }),
    neighborhood: Type.String({ minLength: 1, maxLength: ADDRESS_MAX_LENGTHS.neighborhood }),
    postalCode: Type.String({ pattern: '^[0-9]{5}$' }),
    isDefault: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type CustomerAddressInput = Static<typeof CustomerAddressInput>;

export const CustomerAddress = Type.Object({ id: Type.String(), ...CustomerAddressInput.properties });
export type CustomerAddress = Static<typeof CustomerAddress>;

/** What GET, POST, PUT and DELETE /api/ms-client/v1/address answer: the customer's addresses. */
export const CustomerAddressList = Type.Array(CustomerAddress);
/** PUT, DELETE /api/ms-client/v1/address/{id} */
export const CustomerAddressParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export type CustomerAddressParams = Static<typeof CustomerAddressParams>;

/** GET get-avatar answers the image itself; POST upload-avatar (multipart `avatar`, jpeg/png/webp ≤ 2 MB). */
export const UploadAvatarResponse = Type.Object({ status: Type.Literal('ok') });
export type UploadAvatarResponse = Static<typeof UploadAvatarResponse>;

export const AVATAR_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

// --- ms-balance ------------------------------------------------------------------------------

export const BalanceUnit = StringEnum(['Go', 'Dh', 'sms', 'h', 'min', 's']);
export type BalanceUnit = Static<typeof BalanceUnit>;
export const BalanceCategoryKey = StringEnum(['appels', 'internet', 'dirhams', 'recharge', 'bonus', 'sms']);
export type BalanceCategoryKey = Static<typeof BalanceCategoryKey>;

/** One counter: what is left of what was given, and until when. */
export const BalanceItem = Type.Object({
  /** French name as the operator's API gives it ("Internet national", "Appels vers tous les réseaux"). */
  name: Type.String(),
  name_ar: Type.String(),
  name_en: Type.String(),
  value: Type.Number(),
  /** null when unlimited or not a quota (a dirham balance). */
  total: Nullable(Type.Number()),
  unit: BalanceUnit,
  unlimited: Type.Boolean(),
  /** ISO date-time, null when it does not expire. */
  validUntil: Nullable(Type.String()),
});
export type BalanceItem = Static<typeof BalanceItem>;

/** A category holding its sub-categories (the shape public clients of the operator's API show). */
export const BalanceCategory = Type.Object({
  category: BalanceCategoryKey,
  /** French name ("Appels", "Internet", "Solde", "Recharge", "Bonus", "SMS"). */
  name: Type.String(),
  name_ar: Type.String(),
  name_en: Type.String(),
  subCategories: Type.Array(BalanceItem),
});
export type BalanceCategory = Static<typeof BalanceCategory>;

/** GET /api/ms-balance/v1/balances (bearer + segmentation token of the selected line). */
export const BalancesResponse = Type.Object({ mdn: Type.String(), updatedAt: Type.String(), balances: Type.Array(BalanceCategory) });
export type BalancesResponse = Static<typeof BalancesResponse>;

/** Codes of the self-care API beside COMMON_ERROR_CODES; each has a text in the three languages. */
export const SELFCARE_ERROR_CODES = {
  badCredentials: 'iam-bad-credentials',
  /** Failed sign-ins from this browser, this address or for this account: wait `retryAfter` seconds (never a lock). */
  signInSlowed: 'iam-signin-slowed',
  passwordInvalid: 'iam-password-invalid',
  refreshInvalid: 'iam-refresh-invalid',
  accountExists: 'iam-account-exists',
  lineUnknown: 'iam-line-unknown',
  otpTokenInvalid: 'iam-otp-token-invalid',
  /** A sign-in link expired, already used, or never sent: ask for a new one. */
  signInLinkInvalid: 'iam-signin-link-invalid',
  segmentationRequired: 'client-segmentation-required',
  segmentationInvalid: 'client-segmentation-invalid',
  lineNotFound: 'client-line-not-found',
  lineAlreadyAttached: 'client-line-already-attached',
  lastLine: 'client-last-line',
  avatarType: 'client-avatar-type',
  avatarSize: 'client-avatar-size',
  emailTaken: 'client-email-taken',
} as const;
