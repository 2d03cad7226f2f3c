/** ms-balance: the line's balances. */
import { Nullable, type Static, StringEnum, Type } from '../schema-kit';

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
