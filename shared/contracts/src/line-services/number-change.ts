import { type Static, Type } from '../schema-kit';
import { LineMdn, Mdn, ReturnUrl, Token } from './schema';

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

/** POST /api/v1/ms-ecom/payment/change-number/cb (Idempotency-Key): the number is paid by card on the gateway's page. */
export const ChangeNumberPaymentRequest = Type.Object(
  { mdn: Mdn, newMdn: Mdn, category: Type.String({ pattern: '^[a-z0-9-]{1,32}$' }), otpToken: Token, returnUrl: Type.Optional(ReturnUrl) },
  { additionalProperties: false },
);
export interface ChangeNumberPaymentRequest extends Static<typeof ChangeNumberPaymentRequest> {}
