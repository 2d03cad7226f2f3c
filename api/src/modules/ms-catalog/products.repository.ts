import { and, asc, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CartProductType, CatalogQuery, CatalogSort } from '@atlas/contracts/catalog';
import type { Database } from '../../db/database';
import { catalogProducts } from './ms-catalog.tables';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

/** A catalogue product as stored. */
export type ProductRow = typeof catalogProducts.$inferSelect;

/** The plans of a catalogue segment, in the catalogue's order. */
export function plansOfSegment(work: UnitOfWork, segment: ProductRow['segment']): Promise<ProductRow[]> {
  const db = handleOf(work);
  return db
    .select()
    .from(catalogProducts)
    .where(and(eq(catalogProducts.family, 'plan'), eq(catalogProducts.segment, segment)))
    .orderBy(asc(catalogProducts.position));
}

/** The plan of that id, if the catalogue has one (sold or not). */
export async function planOf(work: UnitOfWork, id: string): Promise<ProductRow | undefined> {
  const db = handleOf(work);
  const [row] = await db
    .select()
    .from(catalogProducts)
    .where(and(eq(catalogProducts.id, id), eq(catalogProducts.family, 'plan')));
  return row;
}

declare module 'fastify' {
  interface FastifyInstance {
    productsRepository: ProductsRepository;
  }
}

const ORDER_BY: Record<CatalogSort, SQL[]> = {
  newest: [desc(catalogProducts.releasedAt), asc(catalogProducts.position)],
  'price-asc': [asc(catalogProducts.priceCentimes), asc(catalogProducts.position)],
  'price-desc': [desc(catalogProducts.priceCentimes), asc(catalogProducts.position)],
};

/** A family, and within it a segment or a home-internet family: what the facets describe. */
export type ProductScope = Pick<CatalogQuery, 'family' | 'segment' | 'homeFamily'>;
/** The filters within a scope, prices in centimes. */
export interface ProductFilters {
  brands?: string[];
  networks?: CatalogQuery['network'];
  systems?: CatalogQuery['os'];
  minCentimes?: number;
  maxCentimes?: number;
}

/** ms-catalog's SQL: the products. */
export class ProductsRepository {
  private readonly db: Database;

  constructor(work: UnitOfWork) {
    this.db = handleOf(work);
  }

  private static where({ family, segment, homeFamily }: ProductScope): SQL | undefined {
    return and(
      eq(catalogProducts.family, family),
      segment ? eq(catalogProducts.segment, segment) : undefined,
      homeFamily ? eq(catalogProducts.homeFamily, homeFamily) : undefined,
    );
  }

  /** Every product of the scope, in no order (for its facets). */
  inScope(scope: ProductScope): Promise<ProductRow[]> {
    return this.db.select().from(catalogProducts).where(ProductsRepository.where(scope));
  }

  /** The products of the scope that pass the filters, in the sort's order. */
  filtered(scope: ProductScope, { brands, networks, systems, minCentimes, maxCentimes }: ProductFilters, sort: CatalogSort): Promise<ProductRow[]> {
    return this.db
      .select()
      .from(catalogProducts)
      .where(
        and(
          ProductsRepository.where(scope),
          brands?.length ? inArray(catalogProducts.brand, brands) : undefined,
          networks?.length ? inArray(catalogProducts.network, networks) : undefined,
          systems?.length ? inArray(catalogProducts.os, systems) : undefined,
          minCentimes !== undefined ? gte(catalogProducts.priceCentimes, minCentimes) : undefined,
          maxCentimes !== undefined ? lte(catalogProducts.priceCentimes, maxCentimes) : undefined,
        ),
      )
      .orderBy(...ORDER_BY[sort]);
  }

  /** The product of that id (none or one). */
  byId(id: string): Promise<ProductRow[]> {
    return this.db.select().from(catalogProducts).where(eq(catalogProducts.id, id));
  }

  /** The products of that cart product type offered to that segment, in the catalogue's order. */
  ofTypeInSegment(productType: CartProductType, segment: NonNullable<ProductRow['segment']>): Promise<ProductRow[]> {
    return this.db
      .select()
      .from(catalogProducts)
      .where(and(eq(catalogProducts.productType, productType), eq(catalogProducts.segment, segment)))
      .orderBy(asc(catalogProducts.position));
  }

  /** The product of that id if it is of that cart product type. */
  async ofType(id: string, productType: CartProductType): Promise<ProductRow | undefined> {
    const [row] = await this.db
      .select()
      .from(catalogProducts)
      .where(and(eq(catalogProducts.id, id), eq(catalogProducts.productType, productType)));
    return row;
  }
}

/** Registered by the ms-catalog module, before its routes (its scope only). */
export const productsRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('productsRepository', new ProductsRepository(app.db));
    // The catalogue and its products are public reads.
    app.publicReads.follow(catalogProducts);
  },
  { name: 'products-repository' },
);
