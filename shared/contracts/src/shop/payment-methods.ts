/** The payment methods a cart offers, and the captcha some of them ask. */
import { LocalizedText } from '../catalog';
import { MDN_PATTERN } from '../patterns';
import { type Static, StringEnum, Type } from '../schema-kit';
import { Named, pattern } from './schema';

/** The spec's payment method identifiers. */
export const PAYMENT_METHODS = ['cartebancaire', 'scratchcard', 'solderecharge', 'facture', 'especes', 'etoile9', 'fatourati', 'applicationbancaire'] as const;
export type PaymentMethodId = (typeof PAYMENT_METHODS)[number];
export const PaymentMethodIdSchema = StringEnum(PAYMENT_METHODS);

/** Methods of the shop; the others belong to recharge carts. */
export const SHOP_PAYMENT_METHODS = ['cartebancaire', 'especes', 'fatourati', 'applicationbancaire'] as const satisfies readonly PaymentMethodId[];

export const PaymentMethod = Type.Object({
  id: PaymentMethodIdSchema,
  label: LocalizedText,
  description: LocalizedText,
  /** Media URL of its logo. */
  icon: Type.Optional(Type.String()),
  /** False when the cart cannot use it now; `unavailableReason` is an error code to show. */
  available: Type.Boolean(),
  unavailableReason: Type.Optional(Type.String()),
  /** With ecom-001: the rule that refuses it (own-line, passes-only, prepaid-only, recharges-only, etoile9-max). */
  unavailableRule: Type.Optional(Type.String()),
});
export interface PaymentMethod extends Static<typeof PaymentMethod> {}

/** Methods of recharge carts (their payment routes belong to the recharge service). */
export const RECHARGE_PAYMENT_METHODS = [
  'cartebancaire',
  'scratchcard',
  'solderecharge',
  'facture',
  'etoile9',
  'fatourati',
] as const satisfies readonly PaymentMethodId[];

/** GET /cart/{cartId}/payment-methods?mdn: the buyer's number, so that fatourati says ecom-067 when a reference is already pending for it. */
export const PaymentMethodsQuery = Type.Object({ mdn: Type.Optional(pattern(MDN_PATTERN)) }, { additionalProperties: false });
export interface PaymentMethodsQuery extends Static<typeof PaymentMethodsQuery> {}

/** GET /cart/{cartId}/payment-methods (spec §4 "methodsPayment.methods"). */
export const PaymentMethodsResponse = Type.Object({ methods: Type.Array(Named<PaymentMethod>(PaymentMethod)) });
export interface PaymentMethodsResponse extends Static<typeof PaymentMethodsResponse> {}

/** GET /captcha/generate: an image to read; its answer is checked server-side (payment-059). */
export const Captcha = Type.Object({
  captchaId: Type.String(),
  /** `data:image/svg+xml;base64,...` */
  image: Type.String(),
  expiresIn: Type.Integer(),
});
// An interface (not a type alias) keeps the type's recorded surface as it was before the schema.
export interface Captcha extends Static<typeof Captcha> {}

/** What a visitor read in the captcha, sent with the request it guards. */
export const CaptchaAnswer = Type.Object(
  { captchaId: Type.String({ format: 'uuid' }), captchaText: Type.String({ minLength: 1, maxLength: 12 }) },
  { additionalProperties: false },
);
export interface CaptchaAnswer extends Static<typeof CaptchaAnswer> {}
