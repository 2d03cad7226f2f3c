/**
 * Self-care line services (selfcare spec §2, §3, §7; shop spec "Service API"): PUK, suspension and
 * reactivation, roaming, SIM lock and SIM swap. Every call acts on the selected line: bearer plus
 * the line's `mdn-segmentation-token`, and the `mdn` of the call must be that line. Acts that change
 * the line carry an `Idempotency-Key` header (a UUID made when the form opened): the same key
 * answers the first outcome, never a second act.
 */

/** Stable refusal codes of the line services; their texts (fr, ar, en) come with the app-config. */
export const LINE_SERVICE_ERROR_CODES = {
  /** PUK, SIM, roaming and suspension are for mobile lines. */
  notMobile: 'service-001',
  alreadySuspended: 'service-002',
  notSuspended: 'service-003',
  /** The new SIM's ICC is not 18 digits. */
  iccInvalid: 'service-004',
  /** 18 digits, but not a SIM of the operator (ICC prefix 89212). */
  iccUnknown: 'service-005',
  /** That SIM is already in another line (or is this line's current SIM). */
  iccInUse: 'service-006',
  /** The customer's own SIM lock is on: no swap until it is turned off (with a code). */
  simLocked: 'service-007',
  /** The identity number does not match the line's holder. */
  identityMismatch: 'service-008',
  /** The identity check is missing, expired or already used: check the identity again. */
  identityTokenInvalid: 'service-009',
  /** The Idempotency-Key was used for another request. */
  idempotencyConflict: 'service-010',
  /** A suspended line's roaming cannot change: reactivate it first. */
  lineSuspended: 'service-011',
  /** Too many identity numbers that did not match for this line: wait (`meta.retryAfter` seconds). */
  identityLocked: 'service-012',
  /** Migration to a plan is for a prepaid line: "not eligible, log in with a prepaid number". */
  migrationNotEligible: 'service-013',
  /** The migration's eligibility token is missing, expired or already used: load the offers again. */
  eligibilityTokenInvalid: 'service-014',
} as const;

/** Wrong identity numbers allowed for one line within the window before the check is locked. */
export const IDENTITY_CHECK_LIMIT = { limit: 5, windowSeconds: 3600 } as const;

/** Codes sent to the line for the acts that need one (ms-iam otp/send with the line's tokens). */
export const LINE_OTP_PURPOSES = ['line-suspension', 'sim-swap', 'sim-lock', 'change-number', 'migration'] as const;
export type LineOtpPurpose = (typeof LINE_OTP_PURPOSES)[number];

/** Minutes between a roaming request and its effect on the network (applied on read). */
export const ROAMING_EFFECT_MINUTES = 15;
/** The operator's ICC issuer prefix: a new SIM must start with it. */
export const ATLAS_ICC_PREFIX = '89212';

/** GET /api/ms-service/v1/get-puk?mdn */
export interface PukResponse {
  mdn: string;
  puk: string;
  /** The last four digits of the SIM the PUK belongs to. */
  iccEnd: string;
}

export type LineSuspensionReason = 'lost' | 'stolen';

/** GET /api/ms-service/v1/line-status?mdn */
export interface LineStatusResponse {
  mdn: string;
  status: 'active' | 'suspended';
  reason: LineSuspensionReason | null;
  /** When the line was suspended (ISO), null when active. */
  since: string | null;
}

/** POST /api/ms-service/v1/suspend-reactivate-line (Idempotency-Key) */
export interface SuspendReactivateRequest {
  mdn: string;
  action: 'suspend' | 'reactivate';
  /** Required to suspend. */
  reason?: LineSuspensionReason;
  /** Proof of a code sent to the line, purpose `line-suspension`. */
  otpToken: string;
}

export interface LineServiceReceipt {
  requestId: string;
  reference: string;
  createdAt: string;
}

export type SuspendReactivateResponse = LineStatusResponse & LineServiceReceipt;

/** GET /api/ms-service/v1/display-roaming-status?mdn */
export interface RoamingStatusResponse {
  mdn: string;
  /** Roaming as the network has it now. */
  active: boolean;
  /** A recorded request not yet in effect: what it asks and when it takes effect (ISO). */
  pending: { active: boolean; effectiveAt: string } | null;
}

/** POST /api/ms-service/v1/update-roaming-status (Idempotency-Key) */
export interface UpdateRoamingRequest {
  mdn: string;
  active: boolean;
}

export type UpdateRoamingResponse = RoamingStatusResponse & LineServiceReceipt;

/** POST /api/ms-service/v1/network-config (Idempotency-Key): the line's internet and MMS settings, sent by SMS. */
export interface NetworkConfigRequest {
  mdn: string;
}

export type NetworkConfigResponse = LineServiceReceipt & { sentTo: string };

/** GET /api/ms-service/v1/sim-lock?mdn */
export interface SimLockResponse {
  mdn: string;
  locked: boolean;
}

/** PUT /api/ms-service/v1/sim-lock: turning it on needs nothing more; turning it off needs a code (`sim-lock`). */
export interface SimLockRequest {
  mdn: string;
  locked: boolean;
  otpToken?: string;
}

/** POST /api/ms-client/v1/check-identity-sim-swap */
export interface CheckIdentitySimSwapRequest {
  mdn: string;
  /** The holder's identity document number (CIN: one or two letters and digits). */
  identityNumber: string;
}

export interface CheckIdentitySimSwapResponse {
  /** Single use, 15 minutes: goes with the swap. */
  identityToken: string;
}

export type SimType = 'sameLine' | 'newSim';

/** POST /api/ms-service/v1/sim-swap (Idempotency-Key); success on 200. */
export interface SimSwapRequest {
  /** The line (old SIM). */
  mdn: string;
  /** The number the new SIM carries: the same line. */
  mdnNewIcc: string;
  /** The new SIM's ICC, 18 digits. */
  icc: string;
  otpToken: string;
  identityToken: string;
  upgrade4G: boolean;
  /** sameLine: swap to a new SIM card (upgrade, format); newSim: the SIM was lost or stolen. */
  typeSim?: SimType;
}

export interface SimSwapResponse extends LineServiceReceipt {
  mdn: string;
  iccEnd: string;
  /** Where the notifications went at once: the line (SMS) and the account's email, masked. */
  notified: { sms: string; email: string };
}

/** Number change (services/changement-numero): the fees of the act, on top of the new number's category price. */
export const NUMBER_CHANGE_FEE_DIRHAMS = 50;
/**
 * Days a number given up by a number change stays out of the pool before anyone can take it:
 * calls and messages meant for its former holder die out first (the operators' usual 90 days).
 */
export const NUMBER_QUARANTINE_DAYS = 90;

/** GET /api/ms-service/v1/change-number-quote?mdn&newMdn: the price of the number and the change fees, in dirhams. */
export interface ChangeNumberQuote {
  mdn: string;
  newMdn: string;
  category: string;
  numberPrice: number;
  fees: number;
  total: number;
}

/** POST /api/v1/ms-ecom/payment/change-number/cb (Idempotency-Key): the number is paid by card on the gateway's page. */
export interface ChangeNumberPaymentRequest {
  mdn: string;
  newMdn: string;
  category: string;
  otpToken: string;
  /** Where the gateway sends the browser back (a path of this site). */
  returnUrl?: string;
}

/** One plan a prepaid line can migrate to (GET /api/ms-balance/v1/display-offer-migration?mdn). */
export interface MigrationOffer {
  id: string;
  name: { fr: string; ar: string; en: string };
  description: { fr: string; ar: string; en: string };
  /** MAD a month; the first month is paid with the migration. */
  monthlyPrice: number;
}

export interface MigrationOffersResponse {
  mdn: string;
  offers: MigrationOffer[];
  /** Single use, 15 minutes: goes with the payment. */
  eligibilityToken: string;
}

/** POST /api/v1/ms-ecom/payment/migration/cb (card) or /eb (bank bill), Idempotency-Key; success on 200/201. */
export interface MigrationPaymentRequest {
  mdn: string;
  offerId: string;
  email: string;
  /** The migration_cgu terms, accepted. */
  termsAccepted: true;
  eligibilityToken: string;
  otpToken: string;
  returnUrl?: string;
}
