/** The line services' refusal codes, limits and one-time-password purposes. */

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
  /** The identity document read (tokenOcr) is not the line's holder's: its number or names differ. */
  identityMismatch: 'service-008',
  /**
   * The document reading (tokenOcr) is missing, expired, already used, or of another line or
   * session: read the document again.
   */
  identityTokenInvalid: 'service-009',
  /** The Idempotency-Key was used for another request. */
  idempotencyConflict: 'service-010',
  /** A suspended line's roaming cannot change: reactivate it first. */
  lineSuspended: 'service-011',
  /** Too many identity documents that did not match for this line: wait (`meta.retryAfter` seconds). */
  identityLocked: 'service-012',
  /** Migration to a plan is for a prepaid line: "not eligible, log in with a prepaid number". */
  migrationNotEligible: 'service-013',
  /** The migration's eligibility token is missing, expired or already used: load the offers again. */
  eligibilityTokenInvalid: 'service-014',
  /** Plan change: the line may not change plan now (the reason code and text say why). */
  offerNotEligible: 'service-015',
  /** Plan change: the fees token is missing, expired, used, or for another plan or line: load the fees again. */
  feesTokenInvalid: 'service-016',
  /** Plan change: there are fees to pay, so the change goes through the card payment. */
  offerFeesToPay: 'service-017',
  /** Plan change: the line is already on that plan. */
  offerAlreadyActive: 'service-018',
  /** SIM swap and number change: the line's holder is not identified; identify the line first. */
  lineNotIdentified: 'service-019',
  /**
   * SIM swap: the document's machine-readable zone did not hold (a check digit failed): its number
   * cannot prove the holder; take a sharper picture.
   */
  identityDocumentUnconfirmed: 'service-020',
} as const;

/** Refusals of a lost or stolen line's confirmation (line-suspension routes); texts with the app-config. */
export const LOST_LINE_ERROR_CODES = {
  /**
   * A lost or stolen line's suspension and reactivation are never confirmed by a code to that line
   * (its holder no longer has it): confirm with the password, the account's email or another line.
   */
  confirmWithoutLine: 'service-021',
  /** That way of confirming is not the customer's: the account has no email, or the number is not another active mobile line of theirs. */
  confirmationUnavailable: 'service-022',
} as const;

/** Identity documents not matching the holder allowed for one line within the window before the check is locked. */
export const IDENTITY_CHECK_LIMIT = { limit: 5, windowSeconds: 3600 } as const;

/** Codes sent to the line for the acts that need one (ms-iam otp/send with the line's tokens). */
export const LINE_OTP_PURPOSES = ['line-suspension', 'sim-swap', 'sim-lock', 'change-number', 'migration', 'change-offer', 'puk'] as const;
export type LineOtpPurpose = (typeof LINE_OTP_PURPOSES)[number];

/** Minutes between a roaming request and its effect on the network (applied on read). */
export const ROAMING_EFFECT_MINUTES = 15;
/** The operator's ICC issuer prefix: a new SIM must start with it. */
export const ATLAS_ICC_PREFIX = '89212';
