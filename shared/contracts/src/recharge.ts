/**
 * Prepaid recharge contracts (public-site spec §3 "Recharge product", §4, §7, §8; selfcare spec
 * §2 "recharges"): the products a line may buy (ms-catalog), the recharge payment routes of
 * ms-payment and the favourites. Amounts are MAD TTC, numbers of dirhams.
 */
import { LocalizedText } from './catalog';
import { Named, Nullable, StringEnum, Type, type Static } from './schema-kit';

/** `recharge`: an amount in Dh credited to the line's balance; `pass`: an allowance bought for a validity. */
export type RechargeProductType = 'recharge' | 'pass';

/** What a pass gives (its category picto): internet, calls, international calls, roaming. */
export const RECHARGE_PICTOS = ['Dh', 'internet', 'appels', 'international', 'roaming'] as const;
export type RechargePicto = (typeof RECHARGE_PICTOS)[number];

export const RECHARGE_SEGMENTS = ['prepaid', 'postpaid', 'cameleon'] as const;
const RechargeSegment = Named<(typeof RECHARGE_SEGMENTS)[number]>(StringEnum(RECHARGE_SEGMENTS));
const CreditUnit = StringEnum(['Dh', 'Go', 'min']);

export const RechargeCategory = Type.Object({
  /** Only the first category carries the code and the promo descriptions. */
  category_code: Type.Optional(Type.String()),
  promo_description: Type.Optional(LocalizedText),
  promo_description_postpaid: Type.Optional(LocalizedText),
  picto_text: Named<RechargePicto>(StringEnum(RECHARGE_PICTOS)),
  name: LocalizedText,
});
// Interfaces (not type aliases) keep the types' recorded surface as it was before the schemas.
export interface RechargeCategory extends Static<typeof RechargeCategory> {}

/** One product of GET /api/v1/ms-catalog/recharge/{mdn}. */
export const RechargeProduct = Type.Object({
  id: Type.String(),
  productType: Named<RechargeProductType>(StringEnum(['recharge', 'pass'])),
  categories: Type.Array(Named<RechargeCategory>(RechargeCategory)),
  ProductSpecs: Type.Object({
    segment: Type.Array(RechargeSegment),
    /** `*3` (balance top-up), `*6` (internet), `*1` (calls), `*5` (international), `*9` (star promo), `roaming`. */
    rechargeType: Type.String(),
    /** Days the credit or the pass lasts. */
    validity: Type.Integer(),
  }),
  pricing: Type.Object({ finalPrice: Type.Number() }),
  name: LocalizedText,
  description: LocalizedText,
  /** What the line receives: for a recharge the Dh credit and its bonus; for a pass its allowance. */
  credit: Type.Object({ amount: Type.Number(), unit: CreditUnit, bonus: Type.Number(), bonusUnit: Nullable(CreditUnit) }),
});
export interface RechargeProduct extends Static<typeof RechargeProduct> {}

/** GET /api/v1/ms-catalog/recharge/{mdn} */
export const RechargeProductsResponse = Type.Object({
  mdn: Type.String(),
  segment: RechargeSegment,
  products: Type.Array(Named<RechargeProduct>(RechargeProduct)),
});
export interface RechargeProductsResponse extends Static<typeof RechargeProductsResponse> {}

/** `{mdn}` of GET /api/v1/ms-catalog/recharge/{mdn}: any text, its format checked by the route (payment-014). */
export const RechargeProductsParams = Type.Object({ mdn: Type.String({ maxLength: 32 }) });
export type RechargeProductsParams = Static<typeof RechargeProductsParams>;
export const RechargeProductsQuery = Type.Object({ gzip_controle: Type.Optional(Type.Boolean()) }, { additionalProperties: false });
export type RechargeProductsQuery = Static<typeof RechargeProductsQuery>;

/** Items with picto 'Dh' first, then by category picto (spec §4), each group in its seeded order. */
export function sortRechargeProducts<T extends Pick<RechargeProduct, 'categories'>>(products: T[]): T[] {
  const rank = (product: T) => {
    const picto = product.categories[0]?.picto_text ?? 'roaming';
    return picto === 'Dh' ? -1 : RECHARGE_PICTOS.indexOf(picto);
  };
  return products
    .map((product, index) => ({ product, index }))
    .sort((a, b) => rank(a.product) - rank(b.product) || a.index - b.index)
    .map(({ product }) => product);
}

/**
 * POST /api/v1/ms-payment/recharge/{scratchcard|solderecharge|invoice|etoile9} (Idempotency-Key).
 * The spec's text fields arrive as any string: the API checks their format itself so the answer
 * is the spec's code (payment-015 for the code, payment-025 for the email).
 */
export const RechargePaymentRequest = Type.Object(
  {
    cartId: Type.String({ format: 'uuid' }),
    contact: Type.Optional(Type.Object({ email: Type.String({ maxLength: 254 }) }, { additionalProperties: false })),
    /** scratchcard only: the 14-digit code. */
    code: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
export interface RechargePaymentRequest extends Static<typeof RechargePaymentRequest> {}

/** The answer of a recharge paid at once (not through the gateway). */
export const RechargePaymentAnswer = Type.Object({
  refNumber: Type.String(),
  status: Type.Literal('paid'),
  method: Type.String(),
  /** What was credited, MAD; for a scratch card the card's value. */
  credited: Type.Number(),
});
export interface RechargePaymentAnswer extends Static<typeof RechargePaymentAnswer> {}

/** GET /api/v1/ms-payment/recharge/favorite/{mdn}: any string, checked against the customer's lines. */
export const RechargeFavoriteParams = Type.Object({ mdn: Type.String({ maxLength: 32 }) });
export interface RechargeFavoriteParams extends Static<typeof RechargeFavoriteParams> {}

/** GET /api/v1/ms-payment/recharge/favorite/{mdn} (bearer): numbers the customer recharges, most often first. */
export const RechargeFavorite = Type.Object({
  mdn: Type.String(),
  count: Type.Integer(),
  /** Whether this number is one of the customer's lines. */
  ownLine: Type.Boolean(),
  lastRechargeAt: Nullable(Type.String()),
  /** The last product bought for this number, as the catalogue names and prices it now: "repeat" puts it back in a cart. */
  lastProduct: Nullable(
    Type.Object({
      productType: Type.Unsafe<RechargeProductType>({ type: 'string', enum: ['recharge', 'pass'] }),
      productId: Type.String(),
      name: LocalizedText,
      /** MAD TTC. */
      price: Type.Number(),
    }),
  ),
});
export interface RechargeFavorite extends Static<typeof RechargeFavorite> {}
export const RechargeFavorites = Type.Array(RechargeFavorite);

export const RECHARGE_LIMITS = {
  /** Paid recharges of one line in a calendar month (Moroccan time) may not exceed this, MAD (payment-031). */
  monthlyMax: 2000,
  /** A *9 (etoile9) advance: at most this, MAD, one outstanding per line, repaid from the next recharge. */
  etoile9Max: 20,
  scratchCodeLength: 14,
} as const;

/**
 * A well-formed mobile number that is not one of the operator's lines (another operator's): the
 * customer is told it is not an Atlas Telecom number, not that it "does not exist" (payment-019
 * stays for the operator's own fixed or closed lines).
 */
export const NOT_ATLAS_NUMBER_ERROR_CODE = 'recharge-004';
/** A scratch card past its date: told it has expired (payment-041 stays for a card otherwise unusable). */
export const SCRATCH_CARD_EXPIRED_ERROR_CODE = 'recharge-005';

export const RECHARGE_ERROR_CODES = {
  invalidMdn: 'payment-014',
  invalidPin: 'payment-015',
  rechargeProblem: 'payment-018',
  lineNotEligible: 'payment-019',
  scratchUnknown: 'payment-020',
  scratchBlocked: 'payment-021',
  scratchUsed: 'payment-022',
  invalidEmail: 'payment-025',
  monthlyMax: 'payment-031',
  scratchInvalid: 'payment-041',
  scratchInsufficient: 'payment-050',
  balanceInsufficient: 'payment-056',
  /** A recharge cart holds the products of one number. */
  oneNumberPerCart: 'recharge-001',
  /** A *9 advance is already outstanding for this line. */
  etoile9Outstanding: 'recharge-002',
  /** Deferral onto the next invoice: only for lines that receive one (postpaid, cameleon). */
  noInvoice: 'recharge-003',
} as const;
