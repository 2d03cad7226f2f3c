/** Plan change (services/changement-offre). */
import { CatalogProduct } from '../catalog';
import { Localized, Nullable, type Static, StringEnum, Type } from '../schema-kit';
import { type LineServiceReceipt, Mdn, OfferId, ReturnUrl, Token } from './schema';

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
