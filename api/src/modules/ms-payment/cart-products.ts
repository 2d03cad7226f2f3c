import { and, eq, isNull } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { CART_PRODUCT_TYPES, type CartProductType, type LocalizedText } from '@atlas/contracts/catalog';
import { mdnInText } from '@atlas/ui-kit/format/format-mdn';
import { NUMBER_CHANGE_FEE_DIRHAMS } from '@atlas/contracts/line-services';
import type { Database } from '../../db/database';
import { toCentimes } from '../../money';
import { outOfQuarantine } from '../ms-service/public';
import { OFFER_CHANGE_OPTION, offerChangeFeesProduct } from '../ms-order/public';
import { catalogProducts, lines, numberCategories, numberPool } from '../../db/schema';
import { invoiceProductSource } from '../ms-billing/public';

/** What the cart needs to know of a product to hold it and price it. */
export interface SellableProduct {
  name: LocalizedText;
  image: string | null;
  unitPriceCentimes: number;
  period: 'once' | 'month';
  inStock: boolean;
}

/** Finds a product of one product type by its id and the options chosen; null when there is none. */
export type CartProductSource = (db: Database, productId: string, options: Record<string, string>) => Promise<SellableProduct | null>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Where the cart finds the products of each type. The catalogue serves every type it holds,
     * ms-service the chosen numbers; another service may register its own (the recharge
     * products) with `cartProductSources.set('recharge', source)`.
     */
    cartProductSources: Map<CartProductType, CartProductSource>;
  }
}

const fromCatalog =
  (productType: CartProductType): CartProductSource =>
  async (db, productId, options) => {
    const [row] = await db
      .select()
      .from(catalogProducts)
      .where(and(eq(catalogProducts.id, productId), eq(catalogProducts.productType, productType)));
    if (!row) return null;
    // A colour is one of the product's (named by its French name) and shows in the item's name, in each language.
    const colour = options.colour === undefined ? null : row.colours?.find((candidate) => candidate.fr === options.colour);
    if (colour === undefined) return null;
    const name = colour ? withColour(row.name, colour) : row.name;
    return { name, image: row.images[0] ?? null, unitPriceCentimes: row.priceCentimes, period: row.period, inStock: row.stockState === 'in-stock' };
  };

const withColour = (name: LocalizedText, colour: LocalizedText): LocalizedText => ({
  fr: `${name.fr} · ${colour.fr}`,
  ar: `${name.ar} · ${colour.ar}`,
  en: `${name.en} · ${colour.en}`,
});

/** A chosen number: productId is its category, options.mdn the number; in stock while unsold and not a line. */
const chosenNumber: CartProductSource = async (db, categoryId, options) => {
  const mdn = options.mdn;
  if (!mdn || !/^0[5-7]\d{8}$/.test(mdn)) return null;
  const [row] = await db
    .select({ category: numberCategories, soldTo: numberPool.soldTo, line: lines.mdn })
    .from(numberPool)
    .innerJoin(numberCategories, eq(numberCategories.id, numberPool.categoryId))
    .leftJoin(lines, eq(lines.mdn, numberPool.mdn))
    .where(and(eq(numberPool.mdn, mdn), eq(numberPool.categoryId, categoryId), isNull(numberPool.soldTo), outOfQuarantine()));
  if (!row) return null;
  const { label } = row.category;
  // A line's number change (cart kind change-number) pays the change fees with the number.
  if (options.change === 'number') {
    const fees = NUMBER_CHANGE_FEE_DIRHAMS;
    return {
      name: {
        fr: `Changement de numéro vers ${mdnInText(mdn)} (${label.fr}) et frais de ${fees} DH`,
        ar: `تغيير الرقم إلى ${mdnInText(mdn)} (${label.ar}) ورسوم ${fees} درهم`,
        en: `Number change to ${mdnInText(mdn)} (${label.en}) and ${fees} MAD fees`,
      },
      image: null,
      unitPriceCentimes: row.category.priceCentimes + toCentimes(fees),
      period: 'once',
      inStock: row.line === null,
    };
  }
  return {
    name: { fr: `Numéro ${mdnInText(mdn)} (${label.fr})`, ar: `الرقم ${mdnInText(mdn)} (${label.ar})`, en: `Number ${mdnInText(mdn)} (${label.en})` },
    image: null,
    unitPriceCentimes: row.category.priceCentimes,
    period: 'once',
    inStock: row.line === null,
  };
};

/** Decorates the app with the product sources of the cart. */
export const cartProductSourcesPlugin = fp(
  async (app) => {
    const sources = new Map<CartProductType, CartProductSource>();
    for (const productType of CART_PRODUCT_TYPES) sources.set(productType, fromCatalog(productType));
    sources.set('choix-de-numeros', chosenNumber);
    // A plan change's fees (cart kind change-offer) are priced from the line and the plan, not the catalogue.
    const plans = fromCatalog('offre-mobile');
    sources.set('offre-mobile', (db, productId, options) =>
      options.change === OFFER_CHANGE_OPTION ? offerChangeFeesProduct(db, productId, options.line) : plans(db, productId, options),
    );
    // Invoices enter carts only through ms-billing's invoice cart (add-item refuses them).
    sources.set('facture', invoiceProductSource);
    app.decorate('cartProductSources', sources);
  },
  { name: 'atlas-cart-product-sources' },
);
