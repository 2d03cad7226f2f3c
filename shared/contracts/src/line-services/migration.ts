/** Prepaid-to-postpaid migration: the plans a line can migrate to and their payment. */
import { EMAIL_PATTERN } from '../patterns';
import { Localized, Named, type Static, Type } from '../schema-kit';
import { Mdn, OfferId, ReturnUrl, Token } from './schema';

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
