import type { FastifyInstance } from 'fastify';
import { CART_PRODUCT_TYPES, type CartProductType, type LocalizedText } from '@atlas/contracts/catalog';
import type { CartProductSource } from '../../checkout/registries';
import { ProductsRepository } from './products.repository';

const withColour = (name: LocalizedText, colour: LocalizedText): LocalizedText => ({
  fr: `${name.fr} · ${colour.fr}`,
  ar: `${name.ar} · ${colour.ar}`,
  en: `${name.en} · ${colour.en}`,
});

/** A catalogue product of one product type, with its colour (named by its French name) when one is chosen. */
export const fromCatalog =
  (productType: CartProductType): CartProductSource =>
  async (work, productId, options) => {
    const row = await new ProductsRepository(work).ofType(productId, productType);
    if (!row) return null;
    // A colour is one of the product's (named by its French name) and shows in the item's name, in each language.
    const colour = options.colour === undefined ? null : row.colours?.find((candidate) => candidate.fr === options.colour);
    if (colour === undefined) return null;
    const name = colour ? withColour(row.name, colour) : row.name;
    return { name, image: row.images[0] ?? null, unitPriceCentimes: row.priceCentimes, period: row.period, inStock: row.stockState === 'in-stock' };
  };

/**
 * The catalogue prices every product type it holds, unless the type's owner set its own source
 * (numbers: ms-service, invoices: ms-billing, recharges and passes: ms-payment), whichever
 * module registers first.
 */
export function registerCatalogueSources(app: FastifyInstance): void {
  for (const productType of CART_PRODUCT_TYPES) {
    if (!app.cartProductSources.has(productType)) app.cartProductSources.set(productType, fromCatalog(productType));
  }
}
