/**
 * Self-care line services (selfcare spec §2, §3, §7; shop spec "Service API"): PUK, suspension and
 * reactivation, roaming, SIM lock and SIM swap. Every call acts on the selected line: bearer plus
 * the line's `mdn-segmentation-token`, and the `mdn` of the call must be that line. Acts that change
 * the line carry an `Idempotency-Key` header (a UUID made when the form opened): the same key
 * answers the first outcome, never a second act.
 */
import { CatalogProduct } from './catalog';
import { EMAIL_PATTERN, MDN_PATTERN } from './patterns';
import { Localized, Named, Nullable, StringEnum, Type, type Static } from './schema-kit';

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

/** The `mdn` of a line service call: a mobile number, national form. */
export const LineMdn = Type.String({ pattern: MDN_PATTERN.source });
/** `?mdn=`: the selected line. */
export const LineMdnQuery = Type.Object({ mdn: LineMdn });
export type LineMdnQuery = Static<typeof LineMdnQuery>;
const Proof = Type.String({ minLength: 1, maxLength: 2048 });

/**
 * POST /api/ms-service/v1/get-puk: the PUK is shown only with the proof of a fresh code sent to the
 * line (purpose `puk`), spent by the reading; a POST, so the proof stays out of the address.
 */
export const PukRequest = Type.Object({ mdn: LineMdn, otpToken: Proof }, { additionalProperties: false });
export interface PukRequest extends Static<typeof PukRequest> {}

export const PukResponse = Type.Object({
  mdn: Type.String(),
  puk: Type.String(),
  /** The last four digits of the SIM the PUK belongs to. */
  iccEnd: Type.String(),
});
export interface PukResponse extends Static<typeof PukResponse> {}

export type LineSuspensionReason = 'lost' | 'stolen';
export const LineSuspensionReason = Type.Unsafe<LineSuspensionReason>(StringEnum(['lost', 'stolen']));

/** GET /api/ms-service/v1/line-status?mdn */
export const LineStatusResponse = Type.Object({
  mdn: Type.String(),
  status: StringEnum(['active', 'suspended']),
  reason: Type.Unsafe<LineSuspensionReason | null>({ type: ['string', 'null'], enum: ['lost', 'stolen', null] }),
  /** When the line was suspended (ISO), null when active. */
  since: Nullable(Type.String()),
});
export interface LineStatusResponse extends Static<typeof LineStatusResponse> {
  reason: LineSuspensionReason | null;
}

/**
 * How a lost or stolen line's suspension or reactivation is confirmed: with what its holder still
 * has, never a code to the line itself. Each way answers the same proof (purpose
 * `line-suspension`, for that line) that suspend-reactivate-line spends.
 */
export type SuspensionConfirmationWay = 'password' | 'email' | 'other-line';

/** GET /api/ms-service/v1/line-suspension/confirmation?mdn: the ways this customer has. */
export const SuspensionConfirmationResponse = Type.Object({
  /** Always: the account's password, typed again. */
  password: Type.Boolean(),
  /** The account's email, masked (`s•••@example.ma`), or null when it has none. */
  email: Nullable(Type.String()),
  /** The customer's other active mobile lines (national form), that can receive a code. */
  otherLines: Type.Array(Type.String()),
});
export interface SuspensionConfirmationResponse extends Static<typeof SuspensionConfirmationResponse> {}

/**
 * POST /api/ms-service/v1/line-suspension/code: a code for the line's suspension sent to the
 * account's email or to another line of the customer (`to`); answers OtpSendResponse, checked by
 * ms-iam otp/verify with `{ mdn, purpose: 'line-suspension', code }`.
 */
export const SuspensionCodeRequest = Type.Object(
  { mdn: LineMdn, via: StringEnum(['email', 'other-line']), to: Type.Optional(LineMdn) },
  { additionalProperties: false, if: { properties: { via: { const: 'other-line' } } }, then: { required: ['to'] } },
);
export interface SuspensionCodeRequest extends Static<typeof SuspensionCodeRequest> {
  via: 'email' | 'other-line';
}

/**
 * POST /api/ms-service/v1/line-suspension/password: the account's password typed again; answers
 * `{ otpToken }` (the proof). Wrong passwords are counted per account (429 `rate-limited` with
 * `retryAfter` after SUSPENSION_PASSWORD_LIMIT).
 */
export const SuspensionPasswordRequest = Type.Object(
  { mdn: LineMdn, password: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);
export interface SuspensionPasswordRequest extends Static<typeof SuspensionPasswordRequest> {}

/** Wrong passwords allowed per account within the window before the password way waits. */
export const SUSPENSION_PASSWORD_LIMIT = { limit: 5, windowSeconds: 900 } as const;

/** POST /api/ms-service/v1/suspend-reactivate-line (Idempotency-Key) */
export const SuspendReactivateRequest = Type.Object(
  {
    mdn: LineMdn,
    action: StringEnum(['suspend', 'reactivate']),
    /** Required to suspend. */
    reason: Type.Optional(LineSuspensionReason),
    /**
     * Proof, purpose `line-suspension`, from what the customer still has: the password typed again,
     * or a code sent to the account's email or to another line of theirs (LINE_SUSPENSION_CONFIRMATION).
     */
    otpToken: Proof,
  },
  { additionalProperties: false, if: { properties: { action: { const: 'suspend' } } }, then: { required: ['reason'] } },
);
export interface SuspendReactivateRequest extends Static<typeof SuspendReactivateRequest> {
  reason?: LineSuspensionReason;
}

/** What every act answers beside its own fields. */
export const LineServiceReceipt = Type.Object({
  requestId: Type.String(),
  reference: Type.String(),
  createdAt: Type.String(),
});
export interface LineServiceReceipt extends Static<typeof LineServiceReceipt> {}

export const SuspendReactivateResponse = Type.Composite([LineStatusResponse, LineServiceReceipt]);
export type SuspendReactivateResponse = LineStatusResponse & LineServiceReceipt;

/** GET /api/ms-service/v1/display-roaming-status?mdn */
export const RoamingStatusResponse = Type.Object({
  mdn: Type.String(),
  /** Roaming as the network has it now. */
  active: Type.Boolean(),
  /** A recorded request not yet in effect: what it asks and when it takes effect (ISO). */
  pending: Nullable(Type.Object({ active: Type.Boolean(), effectiveAt: Type.String() })),
});
export interface RoamingStatusResponse extends Static<typeof RoamingStatusResponse> {}

/** POST /api/ms-service/v1/update-roaming-status (Idempotency-Key) */
export const UpdateRoamingRequest = Type.Object({ mdn: LineMdn, active: Type.Boolean() }, { additionalProperties: false });
export interface UpdateRoamingRequest extends Static<typeof UpdateRoamingRequest> {}

export const UpdateRoamingResponse = Type.Composite([RoamingStatusResponse, LineServiceReceipt]);
export type UpdateRoamingResponse = RoamingStatusResponse & LineServiceReceipt;

/** POST /api/ms-service/v1/network-config (Idempotency-Key): the line's internet and MMS settings, sent by SMS. */
export const NetworkConfigRequest = Type.Object({ mdn: LineMdn }, { additionalProperties: false });
export interface NetworkConfigRequest extends Static<typeof NetworkConfigRequest> {}

export const NetworkConfigResponse = Type.Composite([Type.Object({ sentTo: Type.String() }), LineServiceReceipt]);
export type NetworkConfigResponse = LineServiceReceipt & { sentTo: string };

/** GET /api/ms-service/v1/sim-lock?mdn */
export const SimLockResponse = Type.Object({ mdn: Type.String(), locked: Type.Boolean() });
export interface SimLockResponse extends Static<typeof SimLockResponse> {}

/** PUT /api/ms-service/v1/sim-lock: turning it on needs nothing more; turning it off needs a code (`sim-lock`). */
export const SimLockRequest = Type.Object({ mdn: LineMdn, locked: Type.Boolean(), otpToken: Type.Optional(Proof) }, { additionalProperties: false });
export interface SimLockRequest extends Static<typeof SimLockRequest> {}

/**
 * The reading of the holder's identity document that a SIM swap spends (the spec's Sim-change
 * state `tokenOcr`): the `ocrToken` of POST /api/ms-identification/v2/ocr/sim-swap, single use,
 * SIM_SWAP_READING_MINUTES, bound to the line and to the session's account that read it.
 */
const TokenOcr = Type.String({ minLength: 10, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' });

/**
 * POST /api/ms-client/v1/check-identity-sim-swap: the first step of a SIM swap. Whether the document
 * read (tokenOcr) is the line's holder's; the reading is not spent (the swap spends it).
 */
export const CheckIdentitySimSwapRequest = Type.Object({ mdn: LineMdn, tokenOcr: TokenOcr }, { additionalProperties: false });
export interface CheckIdentitySimSwapRequest extends Static<typeof CheckIdentitySimSwapRequest> {}

export const CheckIdentitySimSwapResponse = Type.Object({
  matched: Type.Literal(true),
  /** When the reading stops being accepted (ISO 8601): the swap must be made before. */
  expiresAt: Type.String(),
});
export interface CheckIdentitySimSwapResponse extends Static<typeof CheckIdentitySimSwapResponse> {}

export type SimType = 'sameLine' | 'newSim';
export const SimType = Type.Unsafe<SimType>(StringEnum(['sameLine', 'newSim']));

/** POST /api/ms-service/v1/sim-swap (Idempotency-Key); success on 200. */
export const SimSwapRequest = Type.Object(
  {
    /** The line (old SIM). */
    mdn: LineMdn,
    /** The number the new SIM carries: the same line. */
    mdnNewIcc: LineMdn,
    /** The new SIM's ICC, 18 digits (spaces allowed; the API checks the digits, so a wrong length answers the ICC's own code). */
    icc: Type.String({ pattern: '^[0-9 ]{0,40}$' }),
    otpToken: Proof,
    /** The holder's identity document read by the identification OCR (spent by the swap). */
    tokenOcr: TokenOcr,
    upgrade4G: Type.Boolean(),
    /** sameLine: swap to a new SIM card (upgrade, format); newSim: the SIM was lost or stolen. */
    typeSim: Type.Optional(SimType),
  },
  { additionalProperties: false },
);
export interface SimSwapRequest extends Static<typeof SimSwapRequest> {
  typeSim?: SimType;
}

export const SimSwapResponse = Type.Composite([
  Type.Object({
    mdn: Type.String(),
    iccEnd: Type.String(),
    /** Where the notifications went at once: the line (SMS) and the account's email, masked. */
    notified: Type.Object({ sms: Type.String(), email: Type.String() }),
  }),
  LineServiceReceipt,
]);
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

/** GET /api/ms-service/v1/change-number-quote?mdn&newMdn&category */
export const ChangeNumberQuoteQuery = Type.Object({ mdn: LineMdn, newMdn: LineMdn, category: Type.String({ pattern: '^[a-z0-9-]{1,32}$' }) });
export type ChangeNumberQuoteQuery = Static<typeof ChangeNumberQuoteQuery>;

/** The price of the number and the change fees, in dirhams. */
export const ChangeNumberQuote = Type.Object({
  mdn: Type.String(),
  newMdn: Type.String(),
  category: Type.String(),
  numberPrice: Type.Number(),
  fees: Type.Number(),
  total: Type.Number(),
});
export interface ChangeNumberQuote extends Static<typeof ChangeNumberQuote> {}

/** A line's number (06…, 05…, 07…). */
const Mdn = Type.String({ pattern: MDN_PATTERN.source });
/** A single-use proof or token the API signed. */
const Token = Type.String({ minLength: 1, maxLength: 2048 });
/** Where the gateway sends the browser back (a path of this site). */
const ReturnUrl = Type.String({ maxLength: 300 });
/** A plan of the catalogue. */
const OfferId = Type.String({ pattern: '^[a-z0-9-]{1,64}$' });

/** POST /api/v1/ms-ecom/payment/change-number/cb (Idempotency-Key): the number is paid by card on the gateway's page. */
export const ChangeNumberPaymentRequest = Type.Object(
  { mdn: Mdn, newMdn: Mdn, category: Type.String({ pattern: '^[a-z0-9-]{1,32}$' }), otpToken: Token, returnUrl: Type.Optional(ReturnUrl) },
  { additionalProperties: false },
);
export interface ChangeNumberPaymentRequest extends Static<typeof ChangeNumberPaymentRequest> {}

/** One plan a prepaid line can migrate to (GET /api/ms-balance/v1/display-offer-migration?mdn). */
export const MigrationOffer = Type.Object({
  id: Type.String(),
  name: Localized,
  description: Localized,
  /** MAD a month; the first month is paid with the migration. */
  monthlyPrice: Type.Number(),
});
// Interfaces (not type aliases) keep the types' recorded surface as it was before the schemas.
export interface MigrationOffer extends Static<typeof MigrationOffer> {}

/** GET /api/ms-balance/v1/display-offer-migration?mdn */
export const MigrationOffersResponse = Type.Object({
  mdn: Type.String(),
  offers: Type.Array(Named<MigrationOffer>(MigrationOffer)),
  /** Single use, 15 minutes: goes with the payment. */
  eligibilityToken: Type.String(),
});
export interface MigrationOffersResponse extends Static<typeof MigrationOffersResponse> {}

/** POST /api/v1/ms-ecom/payment/migration/cb (card) or /eb (bank bill), Idempotency-Key; success on 200/201. */
export const MigrationPaymentRequest = Type.Object(
  {
    mdn: Mdn,
    offerId: OfferId,
    email: Type.String({ maxLength: 254, pattern: EMAIL_PATTERN.source }),
    /** The migration_cgu terms, accepted. */
    termsAccepted: Type.Literal(true),
    eligibilityToken: Token,
    otpToken: Token,
    returnUrl: Type.Optional(ReturnUrl),
  },
  { additionalProperties: false },
);
export interface MigrationPaymentRequest extends Static<typeof MigrationPaymentRequest> {}

// --- plan change (services/changement-offre) ---------------------------------------------------

/**
 * Why a line may not change plan (GET /api/ms-order/v2/check-offer-eligibility), the spec's codes:
 * 1 and 12 send the customer to customer service (220), 2 asks to pay the unpaid invoices first,
 * 3 says a change is already under way.
 */
export const OFFER_REFUSAL_REASONS = {
  /** The line's plan cannot be changed online (a prepaid line moves to a plan by migration): call 220. */
  notChangeableOnline: 1,
  /** An invoice of the line is unpaid: pay it first (mes-factures). */
  unpaidInvoice: 2,
  /** A plan change of the line is already under way (its fees' card payment is awaited). */
  changeInProgress: 3,
  /** The line is suspended or closed: call 220. */
  lineNotActive: 12,
} as const;
export type OfferRefusalReason = (typeof OFFER_REFUSAL_REASONS)[keyof typeof OFFER_REFUSAL_REASONS];

/** Phone number of customer service (selfcare spec §9). */
export const SUPPORT_NUMBER = '220';

/**
 * Fees of a move to a cheaper plan (a lower monthly price): paid by card before the change. A move to
 * a plan of the same or a higher price is free.
 */
export const OFFER_DOWNGRADE_FEE_DIRHAMS = 50;
/** Minutes a plan change paid by card counts as under way (reason 3) while its payment is awaited. */
export const OFFER_CHANGE_PENDING_MINUTES = 30;

/** GET /api/ms-order/v1/get-catalog (bearer): the plans the signed-in customer may take, by their segment. */
export const CustomerPlans = Type.Object({ offers: Type.Array(CatalogProduct) });
export interface CustomerPlans extends Static<typeof CustomerPlans> {}

/** GET /api/ms-order/v2/check-offer-eligibility?mdn (mdn may be omitted for a cameleon line: the selected line). */
export const OfferEligibilityQuery = Type.Object({ mdn: Type.Optional(Mdn) }, { additionalProperties: false });
export interface OfferEligibilityQuery extends Static<typeof OfferEligibilityQuery> {}

export const OfferEligibilityResponse = Type.Object({
  mdn: Type.String(),
  isEligible: Type.Boolean(),
  /** One of OFFER_REFUSAL_REASONS when not eligible, else null. */
  reasonCode: Nullable(Type.Unsafe<OfferRefusalReason>({ type: 'integer', enum: Object.values(OFFER_REFUSAL_REASONS) })),
  /** The reason, in the request's language (null when eligible). */
  reason: Nullable(Type.String()),
  /** Reason 2: the unpaid invoices (how many, how much in MAD). */
  unpaidInvoices: Type.Optional(Type.Object({ count: Type.Integer(), total: Type.Number() })),
  /** The line's plan now. */
  currentOfferId: Type.String(),
});
export interface OfferEligibilityResponse extends Static<typeof OfferEligibilityResponse> {}

export const SetupFee = Type.Object({
  id: Type.Literal('downgrade'),
  label: Localized,
  /** MAD. */
  amount: Type.Number(),
});
export interface SetupFee extends Static<typeof SetupFee> {}

/** GET /api/ms-order/v2/display-setup-fees?offerId&mdn: the fees of moving the line to that plan. */
export const SetupFeesQuery = Type.Object({ offerId: OfferId, mdn: Type.Optional(Mdn) }, { additionalProperties: false });
export interface SetupFeesQuery extends Static<typeof SetupFeesQuery> {}

export const SetupFeesResponse = Type.Object({
  mdn: Type.String(),
  offerId: Type.String(),
  offerName: Localized,
  /** MAD a month on the new plan. */
  monthlyPrice: Type.Number(),
  /** MAD a month on the plan now. */
  currentMonthlyPrice: Type.Number(),
  fees: Type.Array(Type.Unsafe<SetupFee>(SetupFee)),
  totalFees: Type.Number(),
  /** The line's latest invoices (customerbill): what it paid on its plan now. */
  customerbill: Type.Object({
    invoices: Type.Array(Type.Object({ billNo: Type.String(), period: Type.String(), amount: Type.Number(), status: StringEnum(['paid', 'unpaid'] as const) })),
  }),
  /** Single use, 15 minutes: names this line, plan and fees; goes with change-offer or the card payment. */
  feesToken: Type.String(),
  /** When the new plan takes effect: at once (a free change) or when the card payment is confirmed. */
  effective: StringEnum(['immediately', 'on-payment'] as const),
});
export interface SetupFeesResponse extends Static<typeof SetupFeesResponse> {}

/** PUT /api/ms-order/v2/change-offer?idOffer&mdn (mdn may be omitted for a cameleon line), Idempotency-Key. */
export const ChangeOfferQuery = Type.Object({ idOffer: OfferId, mdn: Type.Optional(Mdn) }, { additionalProperties: false });
export interface ChangeOfferQuery extends Static<typeof ChangeOfferQuery> {}

export const ChangeOfferRequest = Type.Object({ otpToken: Token, feesToken: Token }, { additionalProperties: false });
export interface ChangeOfferRequest extends Static<typeof ChangeOfferRequest> {}

export const ChangeOfferResponse = Type.Object({
  mdn: Type.String(),
  offerId: Type.String(),
  offerName: Localized,
  /** ISO: the moment the new plan took effect. */
  effectiveAt: Type.String(),
  // The act's receipt (LineServiceReceipt).
  requestId: Type.String(),
  reference: Type.String(),
  createdAt: Type.String(),
});
export interface ChangeOfferResponse extends Static<typeof ChangeOfferResponse> {}
/** Fails to compile if the receipt's fields and LineServiceReceipt part ways. */
const receiptOfOfferChange: LineServiceReceipt = {} as Pick<ChangeOfferResponse, keyof LineServiceReceipt>;
void receiptOfOfferChange;

/** POST /api/v1/ms-ecom/payment/change-offer/cb (Idempotency-Key): the change's fees, paid by card. */
export const ChangeOfferPaymentRequest = Type.Object(
  { mdn: Mdn, offerId: OfferId, otpToken: Token, feesToken: Token, returnUrl: Type.Optional(ReturnUrl) },
  { additionalProperties: false },
);
export interface ChangeOfferPaymentRequest extends Static<typeof ChangeOfferPaymentRequest> {}
