import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CartProductType, LocalizedText } from '@atlas/contracts/catalog';
import { SHOP_ERROR_CODES, type CartKind, type CheckoutRequest, type PaymentMethodId, type RechargeCheckoutRequest } from '@atlas/contracts/shop';
import { ApiError } from '../errors';
import type { Language } from '../language';
import type { CheckoutOrders } from './orders';
import type { CartItemRow, CartRow, OrderRow, PaymentStatus } from './rows';
import type { UnitOfWork } from '../db/unit-of-work';

/**
 * The checkout core: it knows no domain. The module that owns a kind of cart or a kind of product
 * fills these registries from its own plugin; ms-ecom's payment initiation and confirmation then
 * dispatch through them (docs/checkout-core.md).
 */

export type { CartItemRow, CartRow, OrderLine, OrderRow, OrderTimelineEntry, PaymentStatus, SameRow } from './rows';

/** A shop cart sends the client form and the delivery; a recharge cart may send only a contact email. */
export type CheckoutBody = Partial<CheckoutRequest> & RechargeCheckoutRequest;

/** The site's origins, from configuration (never from the request's Host or X-Forwarded-Host). */
export interface SiteOrigins {
  /** PUBLIC_ORIGIN, or null: links handed out are then paths of the site. */
  publicOrigin: string | null;
  /** CORS_ORIGINS: remotes' dev servers. */
  allowedOrigins: string[];
}

/**
 * What is paid, and through which route: the cart, the request's body (its hash tells a key's
 * retry from another payment), and the route's name, which the cart kind's rule must list.
 */
export interface PaymentOf {
  cartId: string;
  body?: CheckoutBody;
  route: string;
}

/** What a payment method's step gets: the cart (locked), its items, the order (created or updated). */
export interface CheckoutContext {
  cart: CartRow;
  items: CartItemRow[];
  order: OrderRow;
  body: CheckoutBody;
  language: Language;
  /** `https://host` of the request: the gateway's page is on the same site. */
  origin: string;
  returnUrl: string;
  /**
   * The checkout's rules (a step that closes an earlier bank bill asks its cart kind's) and the
   * products' stocks (a chosen number is held as long as a bank bill, sold when cash registers the order).
   */
  checkout: Pick<CheckoutRegistry, 'ruleOf' | 'stock'>;
  /**
   * Who pays, for the one pending bank bill per number and payer (ms-payment's bankBillPayer:
   * `holder` when the line is proved, else the account or the browser; null for a visitor without
   * a browser id, or an order for no line).
   */
  payer: string | null;
}

export interface MethodOutcome {
  answer: Record<string, unknown>;
  status: PaymentStatus;
  gatewaySessionId?: string;
}

/** The method-specific part of a payment initiation, run inside its transaction. */
export type MethodStep = (work: UnitOfWork, context: CheckoutContext) => Promise<MethodOutcome>;

/** A payment initiation (ms-ecom's, registered with the core): once per Idempotency-Key, the cart locked. */
export type InitiatePayment = (
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  of: PaymentOf,
  method: PaymentMethodId,
  step: MethodStep,
  origins: SiteOrigins,
) => Promise<Record<string, unknown>>;

/**
 * Makes a cart with its items (ms-payment's, registered with the core): a module that puts its own
 * products in a cart for a caller (ms-billing's invoices, once proved theirs) makes it through here.
 */
export type MakeCart = (
  work: UnitOfWork,
  cart: Pick<CartRow, 'id' | 'kind' | 'accountId'>,
  items: ReadonlyArray<Omit<CartItemRow, 'id' | 'cartId'>>,
) => Promise<void>;

/** What the cart needs to know of a product to hold it and price it. */
export interface SellableProduct {
  name: LocalizedText;
  image: string | null;
  unitPriceCentimes: number;
  period: 'once' | 'month';
  inStock: boolean;
}

/** Finds a product of one product type by its id and the options chosen; null when there is none. */
export type CartProductSource = (work: UnitOfWork, productId: string, options: Record<string, string>) => Promise<SellableProduct | null>;

/**
 * What a product type's owner says beyond the price: the refusal when an item can no longer be
 * sold (default 422 product-not-sellable), and a stock the payment holds (a chosen number: held
 * while its payment is open, sold when the order is paid or registered).
 */
export interface ProductStock {
  unavailable?: { status: number; code: string };
  /** Holds the cart's items of this type until `until`; false when one went to someone else. */
  hold?: (work: UnitOfWork, cartId: string, items: readonly StockedItem[], until: Date) => Promise<boolean>;
  /** The items leave the stock for good: the order is paid, or registered to be paid later. */
  sell?: (work: UnitOfWork, cartId: string, items: readonly StockedItem[], refNumber: string) => Promise<void>;
}

/** A cart's item or an order's line, as the stock of its type sees it. */
export interface StockedItem {
  productType: string;
  productId: string;
  options: Record<string, string>;
}

const NOT_SELLABLE = { status: 422, code: SHOP_ERROR_CODES.productNotSellable } as const;

/**
 * Where the cart finds the products of each type (pricing). A module sets the source of the types
 * it owns; `setVariant` lets another module price some items of a type (those whose options it
 * recognises, a plan change's fees among the plans) without replacing the type's own source;
 * `setStock` says what the type's stock does as the cart is paid.
 */
export class ProductSources extends Map<CartProductType, CartProductSource> {
  private readonly variants: Array<{ productType: CartProductType; when: (options: Record<string, string>) => boolean; source: CartProductSource }> = [];
  private readonly stocks = new Map<string, ProductStock>();

  setVariant(productType: CartProductType, when: (options: Record<string, string>) => boolean, source: CartProductSource): this {
    this.variants.push({ productType, when, source });
    return this;
  }

  setStock(productType: CartProductType, stock: ProductStock): this {
    this.stocks.set(productType, stock);
    return this;
  }

  override get(productType: CartProductType): CartProductSource | undefined {
    const own = super.get(productType);
    const variants = this.variants.filter((variant) => variant.productType === productType);
    if (variants.length === 0) return own;
    return async (work, productId, options) => {
      const source = variants.find((variant) => variant.when(options))?.source ?? own;
      return source ? source(work, productId, options) : null;
    };
  }

  /** The refusal of an item its source no longer sells (a chosen number taken: 409 cart-008). */
  unavailable(productType: string): { status: number; code: string } {
    return this.stocks.get(productType)?.unavailable ?? NOT_SELLABLE;
  }

  /** Holds the stock of every type among the items until `until`; the type of an item gone to someone else, or null. */
  async hold(work: UnitOfWork, cartId: string, items: readonly StockedItem[], until: Date): Promise<string | null> {
    for (const [productType, stock] of this.stocks) {
      const own = items.filter((item) => item.productType === productType);
      if (stock.hold && !(await stock.hold(work, cartId, own, until))) return productType;
    }
    return null;
  }

  /** The items' stock is sold to the order (paid, or registered to be paid later). */
  async sell(work: UnitOfWork, cartId: string, items: readonly StockedItem[], refNumber: string): Promise<void> {
    for (const [productType, stock] of this.stocks)
      await stock.sell?.(
        work,
        cartId,
        items.filter((item) => item.productType === productType),
        refNumber,
      );
  }
}

/** The cart being paid, as the checkout rule of its kind sees it (items priced again). */
export interface CartToPay {
  cart: CartRow;
  items: CartItemRow[];
  body: CheckoutBody;
}

/** The facts of a cart's line the methods' rules read (ms-payment's PaymentContext, in part). */
export interface MethodFacts {
  holderOfLine?: boolean;
  segment?: 'prepaid' | 'postpaid' | 'cameleon';
  productTypes?: readonly string[];
}

/** What a limit is checked for: the line, what this payment adds, and the order it belongs to. */
export interface LimitCheck {
  line: string | null;
  totalCentimes: number;
  cartId: string;
  /** What is bought: the cart's items at initiation, the order's lines at confirmation. */
  products: ReadonlyArray<{ productType: string; productId: string; options: Record<string, string> }>;
  /** `initiation` counts the payments in progress too; `confirmation` runs in the confirmation's transaction. */
  moment: 'initiation' | 'confirmation';
}

/**
 * How a kind of cart is paid, said by the module that owns the kind. The payment initiation
 * refuses a route not listed, a payer the rule does not allow, and takes the order's line from
 * `lineOf` — from the cart as it was made and authorised, never from a field of the payment form.
 */
export interface CheckoutRule {
  /**
   * The routes that may pay it: `shop` is POST cart/{cartId}/payment/{cb,app,cash,eb}; a
   * self-care act names its own route (it checks the act's proofs before paying).
   */
  routes: readonly string[];
  /**
   * Who may pay it: `cart-holder`, whoever may use the cart (a visitor's cart from its id, a
   * customer's with that customer's bearer); `maker`, only the signed-in account that made it.
   */
  payer: 'cart-holder' | 'maker';
  /** The line the order is for, from the cart and its items as made (null: not a line's order). */
  lineOf: (cart: CartToPay) => string | null;
  /** The kind's own checks of the cart and the request at initiation (the shop's client form, its numbers…). */
  check?: (work: UnitOfWork, cart: CartToPay) => Promise<void>;
  /**
   * What the payment methods' rules need to know of this kind's line and products (a recharge: the
   * line's segment, whether the caller holds it), so that a payment refuses a method for the same
   * reason as the methods list does.
   */
  methodFacts?: (work: UnitOfWork, cart: CartToPay & { line: string | null; accountId: string | null }) => Promise<MethodFacts>;
  /**
   * The kind's limits (a monthly maximum, a segment), at initiation and again when the payment is
   * confirmed (in that transaction): an ApiError refuses the payment, the gateway voids it.
   */
  limits?: (work: UnitOfWork, check: LimitCheck) => Promise<void>;
  /** When its order is cancelled (a bank bill cancelled or expired): the cart reopens, or it closes (an act is over). */
  whenCancelled: 'reopen' | 'close';
  /** Its carts are made for a caller who proved the line (a code sent to it) or the account: no captcha for a visitor. */
  madeForProvenCaller?: boolean;
  /** Who the checkout tells of the payment: the buyer's account, the line's holder, or nobody (the fulfilment tells). */
  paymentNotice: 'buyer' | 'line' | 'none';
}

/**
 * A payment refused as the money moves: a limit crossed since the initiation, or a fulfilment that
 * can no longer be done (a recharge's line closed meanwhile). The confirmation rolls back, records
 * the code on the attempt and the order (which stays payable), and the gateway voids the capture.
 */
export class RefusedAtConfirmation extends ApiError {}

/** What a paid order of a kind sets off (credit a recharge, settle invoices, apply a plan change…), in the confirmation's transaction. */
export type Fulfilment = (app: FastifyInstance, work: UnitOfWork, order: OrderRow) => Promise<void>;

/** The checkout rules per cart kind and the fulfilments per order kind. */
export class CheckoutRegistry {
  private readonly rules = new Map<CartKind, CheckoutRule>();
  private readonly fulfilments = new Map<CartKind, Fulfilment[]>();
  private initiation: InitiatePayment | null = null;
  private cartMaker: MakeCart | null = null;
  private orderReads: CheckoutOrders | null = null;

  /** The products' stocks, held and sold as carts of any kind are paid. */
  constructor(readonly stock: Pick<ProductSources, 'hold' | 'sell'>) {}

  /** The payment initiation the routes of every module go through (ms-ecom provides it). */
  provideInitiation(initiate: InitiatePayment): this {
    this.initiation = initiate;
    return this;
  }

  readonly initiate: InitiatePayment = (...args) => {
    if (!this.initiation) throw new Error('No module provides the payment initiation');
    return this.initiation(...args);
  };

  /** How carts are made with their items (ms-payment provides it). */
  provideCartMaker(make: MakeCart): this {
    this.cartMaker = make;
    return this;
  }

  readonly makeCart: MakeCart = (...args) => {
    if (!this.cartMaker) throw new Error('No module provides the carts');
    return this.cartMaker(...args);
  };

  /** What the orders, their payments and bank bills tell the modules that cannot import their owner (ms-ecom provides it). */
  provideOrders(orders: CheckoutOrders): this {
    this.orderReads = orders;
    return this;
  }

  get orders(): CheckoutOrders {
    if (!this.orderReads) throw new Error('No module provides the orders');
    return this.orderReads;
  }

  /** The kind's owner says how its carts are paid (once: two owners of one kind are a mistake). */
  rule(kind: CartKind, rule: CheckoutRule): this {
    if (this.rules.has(kind)) throw new Error(`The checkout rule of ${kind} carts is already registered`);
    this.rules.set(kind, rule);
    return this;
  }

  /** A fulfilment of the kind's paid orders; several run in the order they were added. */
  fulfil(kind: CartKind, fulfilment: Fulfilment): this {
    this.fulfilments.set(kind, [...(this.fulfilments.get(kind) ?? []), fulfilment]);
    return this;
  }

  /** The rule of a kind: a kind nobody registered cannot be paid (422, cart kind not payable). */
  ruleOf(kind: CartKind): CheckoutRule {
    const rule = this.rules.get(kind);
    if (!rule) throw new ApiError(422, 'request-invalid', `No module takes payments of ${kind} carts`);
    return rule;
  }

  fulfilmentsOf(kind: CartKind): readonly Fulfilment[] {
    return this.fulfilments.get(kind) ?? [];
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Where the cart finds the products of each type: each module sets the sources of the types
     * it owns (`cartProductSources.set('recharge', source)`).
     */
    cartProductSources: ProductSources;
    /** The checkout rules per cart kind and the fulfilments per order kind, filled by their owners. */
    checkout: CheckoutRegistry;
  }
}

/** Decorates the app with the checkout core's registries (empty: the modules fill them as they register). */
export const checkoutCorePlugin = fp(
  async (app) => {
    const sources = new ProductSources();
    app.decorate('cartProductSources', sources);
    app.decorate('checkout', new CheckoutRegistry(sources));
  },
  { name: 'atlas-checkout-core' },
);
