/**
 * What other modules may use of ms-catalog (its only public entry: the eslint zones refuse any other
 * import of this folder from another module). Routes are never exported: each module registers its own.
 */
export { toCatalogProduct } from './catalog-products';
export { planOf, plansOfSegment, ProductsRepository, type ProductRow } from './products.repository';
