/** The shop's limits and the cart (ms-payment, /api/v1/ms-payment/cart/...). */
import { type Static, StringEnum, Type } from '../schema-kit';
import { CartProductTypeSchema, Named, ProductId } from './schema';

/**
 * The shop's limits, once: the API enforces them and GET /cart/config answers them. Choices the
 * spec leaves open: at most 5 products a cart (sum of quantities), a chosen number held 30
 * minutes, cash on delivery up to 5 000 Dh, a bank-bill reference valid 72 hours.
 */
export const CART_LIMITS = {
  maxProducts: 5,
  /** A recharge cart must total more than this (spec §9), MAD. */
  rechargeMinTotal: 5,
  numberReservationMinutes: 30,
  cashMaxTotal: 5000,
  bankBillValidityHours: 72,
} as const;

/**
 * Numbers a visitor (not signed in) may hold at once across their carts: per browser (the sdata
 * browser id) and per client address (the customers behind one carrier address share it). A hold
 * lasts CART_LIMITS.numberReservationMinutes; removing the number from the cart releases it.
 */
export const VISITOR_HOLD_LIMITS = { numbersPerBrowser: 2, numbersPerAddress: 6 } as const;

/** A cart or cart item id (a UUID). */
export const CartId = Type.String({ format: 'uuid' });

/**
 * A shop cart (smartphones, plans, home internet, numbers), a recharge cart (recharge, pass), an
 * invoice cart (invoices to pay, made by ms-billing), or a line's number change or prepaid-to-postpaid
 * migration or plan change paid from self-care (`change-number`, `migration`, `change-offer`).
 */
export type CartKind = 'shop' | 'recharge' | 'invoice' | 'change-number' | 'migration' | 'change-offer';
export const CART_KINDS = ['shop', 'recharge', 'invoice', 'change-number', 'migration', 'change-offer'] as const satisfies readonly CartKind[];
export const CartKindSchema = Type.Unsafe<CartKind>({ type: 'string', enum: [...CART_KINDS] });

export const CartItem = Type.Object({
  /** The line of the cart (one product with its options); what /cart/remove names. */
  itemId: Type.String(),
  productType: CartProductTypeSchema,
  productId: Type.String(),
  offer_name_fr: Type.String(),
  offer_name_ar: Type.String(),
  offer_name_en: Type.String(),
  offerName: Type.String(),
  /** Main picture (`/api/v1/ms-content/media/...`). */
  image: Type.Optional(Type.String()),
  /** Unit price, MAD TTC. */
  unitPrice: Type.Number(),
  /** `month` for plans and home internet (paid monthly, first month due at checkout). */
  period: StringEnum(['once', 'month'] as const),
  quantity: Type.Integer(),
  /** Chosen options: colour of a handset, the chosen number (`mdn`) of a choix-de-numeros item… */
  options: Type.Optional(Named<Record<string, string>>(Type.Record(Type.String(), Type.String()))),
  /** choix-de-numeros: until when the chosen number is held for this cart (ISO date). */
  reservedUntil: Type.Optional(Type.String()),
});
export interface CartItem extends Static<typeof CartItem> {}

/** An item a merge of a visitor's cart into the customer's could not keep, with the rule's code. */
export const DroppedCartItem = Type.Object({ productType: CartProductTypeSchema, productId: Type.String(), code: Type.String() });
export interface DroppedCartItem extends Static<typeof DroppedCartItem> {}

export const Cart = Type.Object({
  cartId: Type.String(),
  kind: CartKindSchema,
  /** `open` while it can change; `ordered` once its order is paid or registered (a new cart starts). */
  status: StringEnum(['open', 'ordered'] as const),
  items: Type.Array(Named<CartItem>(CartItem)),
  /** Sum of the quantities. */
  itemCount: Type.Integer(),
  /** What the checkout charges now: one-off prices plus the first month of monthly ones, MAD TTC. */
  total: Type.Number(),
  /** What the monthly items cost each month after, MAD TTC. */
  monthlyTotal: Type.Number(),
  currency: Type.Literal('MAD'),
  updatedAt: Type.String(),
  /** Only in the answer of POST /cart/create that merged a visitor's cart: what did not fit. */
  droppedItems: Type.Optional(Type.Array(Named<DroppedCartItem>(DroppedCartItem))),
});
export interface Cart extends Static<typeof Cart> {}

/** POST /cart/create. A signed-in customer's cart is bound to them; `cartId` (a visitor's cart) is then merged in. */
export const CreateCartRequest = Type.Object(
  {
    /** The cart routes create shop and recharge carts; the others are made by their own services. */
    kind: Type.Optional(Type.Unsafe<CartKind>({ type: 'string', enum: ['shop', 'recharge'] })),
    cartId: Type.Optional(CartId),
  },
  { additionalProperties: false },
);
export interface CreateCartRequest extends Static<typeof CreateCartRequest> {}

/** GET /cart/pull?cartId */
export const CartQuery = Type.Object({ cartId: CartId });
export interface CartQuery extends Static<typeof CartQuery> {}

/** Routes under /cart/{cartId}/… */
export const CartParams = Type.Object({ cartId: CartId });
export interface CartParams extends Static<typeof CartParams> {}

/** Options are short strings (a colour, a chosen number): at most 5, named in letters and digits. */
export const CartItemOptions = Type.Unsafe<Record<string, string>>({
  type: 'object',
  maxProperties: 5,
  propertyNames: { pattern: '^[a-zA-Z][a-zA-Z0-9]{0,31}$' },
  additionalProperties: { type: 'string', maxLength: 64 },
});

/** POST /cart/add (spec: "body: item"). */
export const AddCartItemRequest = Type.Object(
  {
    cartId: CartId,
    productType: CartProductTypeSchema,
    productId: ProductId,
    quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: CART_LIMITS.maxProducts })),
    options: Type.Optional(CartItemOptions),
  },
  { additionalProperties: false },
);
export interface AddCartItemRequest extends Static<typeof AddCartItemRequest> {}

/** POST /cart/remove */
export const RemoveCartItemRequest = Type.Object({ cartId: CartId, itemId: CartId }, { additionalProperties: false });
export interface RemoveCartItemRequest extends Static<typeof RemoveCartItemRequest> {}

/** GET /cart/config: the rules the cart enforces, so the page can say them before the server refuses. */
export const CartConfig = Type.Object({
  /** Most products (sum of quantities) one cart holds. */
  maxProducts: Type.Integer(),
  /** A recharge cart must total more than this (payment-062), MAD. */
  rechargeMinTotal: Type.Number(),
  /** Product types that may join a smartphone only when it is the cart's single smartphone. */
  singleSmartphoneCompanions: Type.Array(CartProductTypeSchema),
  /** Minutes a chosen number stays reserved for the cart. */
  numberReservationMinutes: Type.Integer(),
  /** Cash (especes) is offered up to this total, MAD. */
  cashMaxTotal: Type.Number(),
  /** How long a bank-bill (fatourati) reference can be paid, hours. */
  bankBillValidityHours: Type.Integer(),
  currency: Type.Literal('MAD'),
});
export interface CartConfig extends Static<typeof CartConfig> {}
