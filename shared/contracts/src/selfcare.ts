/**
 * The self-care contracts (selfcare spec §3 and §7): identity and session (ms-iam), one-time
 * passwords, the customer's profile and lines (ms-client) and balances (ms-balance). The API
 * answers these shapes and the remotes read them; both import them from here.
 */

import type { LineOtpPurpose } from './line-services';

// --- ms-iam: session -----------------------------------------------------------------------

/** POST /api/ms-iam/v1/signin, form body (application/x-www-form-urlencoded) or JSON. */
export interface SignInRequest {
  /** A mobile number as typed (06…, 6…, 212…, +212…, 00212…) or an email. */
  username: string;
  password: string;
}

/** The answer of signin, refresh-token and signup; kept in local storage under `user`. */
export interface SessionTokensResponse {
  accessToken: string;
  refreshToken: string;
  /** `Bearer`. */
  tokenType: string;
  /** Access token life in seconds (also readable from its `exp`). */
  expiresIn: number;
}

/** POST /api/ms-iam/v1/refresh-token */
export interface RefreshTokenRequest {
  refreshToken: string;
}

/** POST /api/ms-iam/v1/verify-password (bearer): answers 204 or `iam-password-invalid`. */
export interface VerifyPasswordRequest {
  password: string;
}

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
export type OtpPurpose = 'signup' | 'password-recovery' | 'add-line' | LineOtpPurpose | 'sim-swap-identity' | 'invoice-payment' | 'call-history' | 'identification' | 'migration-eligibility';

/** POST /api/ms-iam/v1/otp/send: sends (or re-sends) a code to the number. */
export interface OtpSendRequest {
  /** The line the code proves: a mobile number, or a home line number (the code then goes to its contact mobile). */
  mdn: string;
  purpose: OtpPurpose;
}

export interface OtpSendResponse {
  /** Where the SMS went, masked (`06 •• •• •• 78`): the contact mobile for a home line. */
  sentTo: string;
  /** Seconds the code stays valid. */
  expiresIn: number;
  /** Seconds before a resend is accepted. */
  resendIn: number;
  /** Sends left before the number is blocked. */
  sendsLeft: number;
}

/**
 * Refusals of otp/send and otp/verify, with `details` carrying numbers the UI counts down:
 * `otp-blocked` (retryAfter seconds), `otp-resend-too-early` (resendIn seconds),
 * `otp-max-sends` (retryAfter seconds), `otp-invalid` (attemptsLeft), `otp-expired`.
 */
export const OTP_ERROR_CODES = {
  blocked: 'otp-blocked',
  resendTooEarly: 'otp-resend-too-early',
  maxSends: 'otp-max-sends',
  invalid: 'otp-invalid',
  expired: 'otp-expired',
} as const;

/** POST /api/ms-iam/v1/otp/verify */
export interface OtpVerifyRequest {
  mdn: string;
  purpose: OtpPurpose;
  code: string;
}

/** A short-lived signed proof that the number was confirmed for this purpose. */
export interface OtpVerifyResponse {
  otpToken: string;
}

/** POST /api/ms-iam/v1/signup: creates the account after the number was confirmed; answers SessionTokensResponse. */
export interface SignUpRequest {
  kind: 'mobile' | 'home';
  mdn: string;
  otpToken: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** POST /api/ms-iam/v1/reset-password (recuperation-mdp): answers 204. */
export interface ResetPasswordRequest {
  mdn: string;
  otpToken: string;
  password: string;
}

/** PUT /api/ms-iam/v1/change-password (bearer): answers 204; `iam-password-invalid` on a wrong current one. */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

// --- ms-client: profile and lines -------------------------------------------------------------

export type LineKind = 'mobile' | 'adsl' | 'ftth' | 'home' | 'idar';
export type LineSegment = 'prepaid' | 'postpaid' | 'cameleon';
export type CustomerSegment = 'B2C' | 'B2B' | 'B2B2C';
export type Civility = 'mr' | 'mme';

export interface UserLine {
  /** National form, 10 digits (0612345678). */
  mdn: string;
  kind: LineKind;
  segment: LineSegment;
  customerSegment: CustomerSegment;
  offerId: string;
  offerName: string;
  offer_name_fr: string;
  offer_name_ar: string;
  isMain: boolean;
  /** Signed, bound to this customer and this line; sent as `mdn-segmentation-token: <tokenType> <token>`. */
  mdnSegmentationToken: string;
  tokenType: string;
}

/** GET /api/ms-client/v1/profile (bearer). Stored locally under `profile`. */
export interface Profile {
  id: string;
  crmId: string;
  civility: Civility | null;
  firstName: string;
  lastName: string;
  email: string;
  birthDate: string | null;
  segment: CustomerSegment;
  hasAvatar: boolean;
  lines: UserLine[];
}

/** The line the customer acts on, kept locally under `selectedLine`. */
export interface SelectedLine {
  mdn: string;
  mdnSegmentationToken: string;
  tokenType?: string;
}

/** GET /api/ms-client/v1/client-crmid?mdn (segmentation header). */
export interface ClientCrmIdResponse {
  crmId: string;
}

/** PUT update-main-line and DELETE remove-line body: the line's number. */
export interface LineActionRequest {
  username: string;
}

/** POST /api/ms-client/v1/add-line: the number confirmed by an `add-line` OTP; answers the new Profile. */
export interface AddLineRequest {
  kind: 'mobile' | 'home';
  mdn: string;
  otpToken: string;
}

/** PUT /api/ms-client/v1/update-email (bearer): the password confirms it. Answers the Profile. */
export interface UpdateEmailRequest {
  email: string;
  password: string;
}

/** PUT /api/ms-client/v1/update-info (bearer). Answers the Profile. */
export interface UpdateInfoRequest {
  civility: Civility;
  firstName: string;
  lastName: string;
  birthDate: string | null;
}

/** GET /api/ms-client/v1/address (list); POST address, PUT address/{id}, DELETE address/{id}. */
export interface CustomerAddress {
  id: string;
  label: string;
  addressLine: string;
  city: string;
  neighborhood: string;
  postalCode: string;
  isDefault: boolean;
}

export type CustomerAddressInput = Omit<CustomerAddress, 'id'>;

/** GET get-avatar answers the image itself; POST upload-avatar (multipart `avatar`, jpeg/png/webp ≤ 2 MB). */
export interface UploadAvatarResponse {
  status: 'ok';
}

export const AVATAR_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

// --- ms-balance ------------------------------------------------------------------------------

export type BalanceUnit = 'Go' | 'Dh' | 'sms' | 'h' | 'min' | 's';
export type BalanceCategoryKey = 'appels' | 'internet' | 'dirhams' | 'recharge' | 'bonus' | 'sms';

/** One counter: what is left of what was given, and until when. */
export interface BalanceItem {
  /** French name as the operator's API gives it ("Internet national", "Appels vers tous les réseaux"). */
  name: string;
  name_ar: string;
  name_en: string;
  value: number;
  /** null when unlimited or not a quota (a dirham balance). */
  total: number | null;
  unit: BalanceUnit;
  unlimited: boolean;
  /** ISO date-time, null when it does not expire. */
  validUntil: string | null;
}

/** A category holding its sub-categories (the shape public clients of the operator's API show). */
export interface BalanceCategory {
  category: BalanceCategoryKey;
  /** French name ("Appels", "Internet", "Solde", "Recharge", "Bonus", "SMS"). */
  name: string;
  name_ar: string;
  name_en: string;
  subCategories: BalanceItem[];
}

/** GET /api/ms-balance/v1/balances (bearer + segmentation token of the selected line). */
export interface BalancesResponse {
  mdn: string;
  updatedAt: string;
  balances: BalanceCategory[];
}

/** Codes of the self-care API beside COMMON_ERROR_CODES; each has a text in the three languages. */
export const SELFCARE_ERROR_CODES = {
  badCredentials: 'iam-bad-credentials',
  signInLocked: 'iam-signin-locked',
  passwordInvalid: 'iam-password-invalid',
  refreshInvalid: 'iam-refresh-invalid',
  accountExists: 'iam-account-exists',
  lineUnknown: 'iam-line-unknown',
  otpTokenInvalid: 'iam-otp-token-invalid',
  segmentationRequired: 'client-segmentation-required',
  segmentationInvalid: 'client-segmentation-invalid',
  lineNotFound: 'client-line-not-found',
  lineAlreadyAttached: 'client-line-already-attached',
  lastLine: 'client-last-line',
  avatarType: 'client-avatar-type',
  avatarSize: 'client-avatar-size',
  emailTaken: 'client-email-taken',
} as const;
