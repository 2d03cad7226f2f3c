import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { MEDIA_DIR } from '../../config';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import type { Database } from '../database';
import * as schema from '../schema';
import { carousel } from './carousel';
import { homePageBlocks } from './home-pages';
import { imageParcoursRows } from './image-parcours';
import { isSeeded, RUNTIME_TABLES, seedDatabase } from './index';
import { services } from './services';

const TABLES: PgTable[] = Object.values(schema).filter((value) => is(value, PgTable));

/** Every row of every table with its row version (xmin): any write, even of equal values, shows. */
async function snapshot(db: Database): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const rows = (await db.execute(sql`SELECT xmin::text AS row_version, t.* FROM ${table} t ORDER BY t::text`)) as unknown as {
      rows: unknown[];
    };
    result[getTableName(table)] = rows.rows;
  }
  return result;
}

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp?.close());

describe('the seed without its demo (production: DEMO_DATA off)', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await buildTestApp({ seed: false });
    await seedDatabase(bare.app.db, { demo: false });
  });
  afterAll(() => bare?.close());

  it('writes the reference content and no customer, line, invoice, order or scratch card', async () => {
    const { db } = bare.app;
    const count = async (table: PgTable) => Number((await db.select({ n: sql<number>`count(*)` }).from(table))[0]!.n);
    expect(await isSeeded(db)).toBe(true);
    for (const table of [schema.accounts, schema.lines, schema.accountLines, schema.invoices, schema.orders, schema.carts, schema.scratchCards]) {
      expect([getTableName(table), await count(table)]).toEqual([getTableName(table), 0]);
    }
    for (const table of [schema.appLabels, schema.appErrorMessages, schema.catalogProducts, schema.rechargeProducts, schema.numberPool]) {
      expect(await count(table)).toBeGreaterThan(0);
    }
  });
});

describe('the seed', () => {
  it('filled the empty database at start', async () => {
    const { db } = testApp.app;
    expect(await isSeeded(db)).toBe(true);
    const counts = await snapshot(db);
    expect(TABLES.length).toBeGreaterThan(8);
    for (const [table, rows] of Object.entries(counts)) {
      expect({ table, empty: rows.length === 0 }).toEqual({ table, empty: RUNTIME_TABLES.includes(table) });
    }
  });

  it('changes nothing when it runs again', async () => {
    const { db } = testApp.app;
    // Seeded once today first: the run's template may have been seeded before midnight, and the
    // seed dates its events and promotions from the day it runs.
    await seedDatabase(db);
    const before = await snapshot(db);
    await seedDatabase(db);
    await seedDatabase(db);
    expect(await snapshot(db)).toEqual(before);
  });

  it('puts back what was changed, and only that', async () => {
    const { db } = testApp.app;
    await db.update(schema.appServices).set({ link: '/ailleurs' }).where(eq(schema.appServices.id, 'recharge'));
    const before = await snapshot(db);
    await seedDatabase(db);
    const after = await snapshot(db);
    const [recharge] = await db.select().from(schema.appServices).where(eq(schema.appServices.id, 'recharge'));
    expect(recharge?.link).toBe('/recharge');
    for (const table of Object.keys(before)) if (table !== 'app_services') expect(after[table]).toEqual(before[table]);
  });
});

describe('the seed content', () => {
  const content = JSON.stringify([services, carousel, homePageBlocks(), imageParcoursRows()]);

  it('only names media files that exist', () => {
    const files = new Set([...content.matchAll(/\/api\/v1\/ms-content\/media\/([^"?]+)/g)].map((match) => match[1]!));
    expect(files.size).toBeGreaterThan(20);
    const missing = [...files].filter((file) => !existsSync(path.join(MEDIA_DIR, file)));
    expect(missing).toEqual([]);
  });

  it('prices mobile plans from 49 to 349 Dh and home fibre from 249 to 999 Dh a month', () => {
    const offers = homePageBlocks()
      .flatMap((block) => block.items)
      .filter((item) => item.price);
    const mobile = offers.filter((offer) => offer.id.startsWith('forfait-') && !offer.id.startsWith('forfait-pro'));
    const fibre = offers.filter((offer) => offer.id.startsWith('fibre-') && !offer.id.includes('pro') && !offer.id.includes('business'));
    expect(mobile.length).toBeGreaterThan(0);
    expect(fibre.length).toBeGreaterThan(0);
    for (const offer of [...mobile, ...fibre]) expect(offer.price).toMatchObject({ currency: 'MAD', period: 'month' });
    expect(mobile.every((offer) => offer.price!.amount >= 49 && offer.price!.amount <= 349)).toBe(true);
    expect(fibre.every((offer) => offer.price!.amount >= 249 && offer.price!.amount <= 999)).toBe(true);
  });

  it('has unique block ids', () => {
    const ids = homePageBlocks().map((block) => block.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
