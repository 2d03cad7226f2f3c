import { eq } from 'drizzle-orm';
import type { SeedPolicy } from '../../config';
import type { Database } from '../database';
import {
  accountAddresses,
  accountLines,
  accounts,
  appErrorMessages,
  appLabels,
  appServices,
  appSettings,
  carouselSlides,
  catalogProducts,
  agencies,
  faqEntries,
  searchDocuments,
  contentBlocks,
  imageParcours,
  lineBalances,
  lines,
  megamenuEntries,
  coverageCities,
  coverageNeighbourhoods,
  coverageStreets,
  coverageBuildings,
  businessEvents,
  promotions,
  roamingCountries,
  roamingPasses,
  roamingZones,
  numberCategories,
  numberPool,
  operatorAccounts,
  carts,
  cartItems,
  orders,
  lineServiceStates,
  billingAccounts,
  invoices,
  rechargeProducts,
  scratchCards,
  usageRecords,
} from '../schema';
import { hashPasswordWithSalt } from '../../modules/ms-iam/passwords';
import { DEMO_OPERATOR, DEMO_PASSWORD } from '../../demo-accounts';
import { LANGUAGES } from '../../language';
import { appParams, otpDurations } from './app-settings';
import { carousel } from './carousel';
import { agencyRows } from './agencies';
import { catalogRows } from './catalog';
import { coverageRows } from './coverage';
import { faqRows } from './faq';
import { searchDocumentRows } from './search-documents';
import { balancesFor, SEED_ACCOUNTS, SEED_FREE_LINES } from './customers';
import { errorMessages } from './error-messages';
import { homePageBlocks } from './home-pages';
import { contentPageBlocks } from './content-pages';
import { imageParcoursRows } from './image-parcours';
import { labels } from './labels';
import { megamenuRows } from './megamenu';
import { businessEventRows } from './business-events';
import { promotionRows } from './promotions';
import { roamingCountryRows, roamingPassRows, roamingZoneRows } from './roaming';
import { services } from './services';
import { seedDay } from './moroccan-time';
import { upsert } from './upsert';
import { seedIdentification } from './identification';
import { DEMO_SOLD_NUMBER, numberCategoryRows, numberPoolRows } from './numbers';
import { demoCartItemRows, demoCartRows, demoOrderRows } from './orders';
import { lineServiceStateRows } from './line-services';
import { billingAccountRows, invoiceRows } from './invoices';
import { CLOSED_LINE, rechargeProductRows, scratchCardRows } from './recharge';
import { usageRowsFor } from './usage';

/**
 * The seed's last write, holding its version: a database that has this version holds the whole
 * seed (it runs in one transaction). Raise the version when the seed gains data, so a database
 * seeded before gets it at the next start.
 */
const SEEDED_MARKER = 'seedVersion';
export const SEED_VERSION = 27;

/** Tables the running API fills (sessions, codes, outbox, requests); the seed leaves them empty. */
export const RUNTIME_TABLES = [
  'refresh_tokens',
  'signin_failures',
  'signin_devices',
  'signin_links',
  'otp_challenges',
  'used_otp_tokens',
  'sms_outbox',
  'form_requests',
  'form_attachments',
  'eligibility_checks',
  'installation_bookings',
  'installation_slot_usage',
  'survey_answers',
  'captchas',
  'number_reservations',
  'payments',
  'bank_bills',
  'payment_callback_events',
  'gateway_sessions',
  'gateway_bill_references',
  'gateway_confirmations',
  'telemetry_histograms',
  'operator_audit',
  'line_service_requests',
  'email_outbox',
  'analytics_events',
  'balance_credits',
  'etoile9_advances',
  'notifications',
  'identity_scans',
  'terms_acceptances',
  'usage_alerts',
  'usage_alert_deliveries',
];

export async function isSeeded(db: Database): Promise<boolean> {
  const rows = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.name, SEEDED_MARKER));
  return rows[0]?.value === SEED_VERSION;
}

/** What the app's start does with the seed: on an empty (or older-seeded) database, always, or never. */
export async function applySeedPolicy(db: Database, policy: SeedPolicy, options: SeedOptions = {}): Promise<void> {
  if (policy === 'always' || (policy === 'when-empty' && !(await isSeeded(db)))) await seedDatabase(db, options);
}

export interface SeedOptions {
  /** The demo customers, their lines, invoices, orders and scratch cards too (default); false: the reference content only. */
  demo?: boolean;
}

/** Writes the reference content and, unless `demo` is false, the demo customers; idempotent (upserts by natural key). */
export async function seedDatabase(db: Database, { demo = true }: SeedOptions = {}): Promise<void> {
  await db.transaction(async (tx) => {
    await upsert(tx, appServices, [appServices.id], services);
    await upsert(
      tx,
      appLabels,
      [appLabels.language, appLabels.key],
      LANGUAGES.flatMap((language) => Object.entries(labels).map(([key, text]) => ({ language, key, text: text[language] }))),
    );
    await upsert(
      tx,
      appErrorMessages,
      [appErrorMessages.language, appErrorMessages.code],
      LANGUAGES.flatMap((language) => Object.entries(errorMessages).map(([code, message]) => ({ language, code, message: message[language] }))),
    );
    await upsert(tx, carouselSlides, [carouselSlides.id], carousel);
    await upsert(tx, megamenuEntries, [megamenuEntries.id], megamenuRows());
    await upsert(tx, contentBlocks, [contentBlocks.id], [...homePageBlocks(), ...contentPageBlocks()]);
    await upsert(tx, imageParcours, [imageParcours.type, imageParcours.language], imageParcoursRows());
    await upsert(tx, catalogProducts, [catalogProducts.id], catalogRows());
    await upsert(tx, agencies, [agencies.id], agencyRows());
    await upsert(tx, faqEntries, [faqEntries.id, faqEntries.language], faqRows());
    await upsert(tx, roamingZones, [roamingZones.id], roamingZoneRows());
    await upsert(tx, roamingCountries, [roamingCountries.code], roamingCountryRows());
    await upsert(tx, roamingPasses, [roamingPasses.id], roamingPassRows());
    await upsert(tx, promotions, [promotions.id], promotionRows());
    await upsert(tx, businessEvents, [businessEvents.id], businessEventRows());
    await upsert(tx, searchDocuments, [searchDocuments.id, searchDocuments.language], searchDocumentRows());
    await seedCoverage(tx);
    if (demo) {
      await seedCustomers(tx);
      await seedIdentification(tx);
      await seedDemoOperator(tx);
    }
    await seedShop(tx, demo);
    if (demo) await seedInvoices(tx);
    await seedRecharge(tx, demo);
    await upsert(
      tx,
      appSettings,
      [appSettings.name],
      [
        { name: 'otpDurations', value: otpDurations },
        { name: 'appParams', value: appParams },
        { name: SEEDED_MARKER, value: SEED_VERSION },
      ],
    );
  });
}

/** The operations page's demo operator (DEMO_OPERATOR): a fixed salt and date keep the seed idempotent. */
async function seedDemoOperator(db: Database): Promise<void> {
  const passwordHash = await hashPasswordWithSalt(DEMO_OPERATOR.password, Buffer.from('atlas-demo-operator'));
  await upsert(
    db,
    operatorAccounts,
    [operatorAccounts.login],
    [{ id: '0b6c3f1e-1a1a-4c55-9a01-0000000000f1', login: DEMO_OPERATOR.login, passwordHash, createdAt: new Date('2026-01-01T00:00:00Z') }],
  );
}

/** The fibre and ADSL coverage model, parents before children. */
async function seedCoverage(db: Database): Promise<void> {
  const coverage = coverageRows();
  await upsert(db, coverageCities, [coverageCities.id], coverage.cities);
  await upsert(db, coverageNeighbourhoods, [coverageNeighbourhoods.id], coverage.neighbourhoods);
  await upsert(db, coverageStreets, [coverageStreets.id], coverage.streets);
  await upsert(db, coverageBuildings, [coverageBuildings.id], coverage.buildings);
}

/** The demo customers, their lines (and lines without an account, for sign-up), addresses and balances. */
async function seedCustomers(db: Database): Promise<void> {
  const owned = SEED_ACCOUNTS.flatMap((account) => account.lines);
  const allLines = [...owned, ...SEED_FREE_LINES];
  await upsert(
    db,
    lines,
    [lines.mdn],
    allLines.map(({ holder, contactMdn, ...line }) => ({
      ...line,
      contactMdn: contactMdn ?? null,
      crmId: `CRM-L${line.mdn.slice(-6)}`,
      holderFirstName: holder[0],
      holderLastName: holder[1],
    })),
  );
  await upsert(
    db,
    accounts,
    [accounts.id],
    await Promise.all(
      SEED_ACCOUNTS.map(async ({ lines: _lines, addresses: _addresses, ...account }) => ({
        ...account,
        // A fixed salt per account keeps the seed idempotent; customers who change it get a random one.
        passwordHash: await hashPasswordWithSalt(DEMO_PASSWORD, Buffer.from(account.id.replace(/-/g, ''), 'hex')),
        avatar: null,
        createdAt: new Date(Date.UTC(2024, 5, 1)),
      })),
    ),
  );
  await upsert(
    db,
    accountLines,
    [accountLines.mdn],
    SEED_ACCOUNTS.flatMap((account) =>
      account.lines.map((line, index) => ({ mdn: line.mdn, accountId: account.id, isMain: index === 0, attachedAt: new Date(Date.UTC(2025, 0, 1 + index)) })),
    ),
  );
  await upsert(
    db,
    accountAddresses,
    [accountAddresses.id],
    SEED_ACCOUNTS.flatMap((account) => account.addresses.map((address) => ({ ...address, accountId: account.id }))),
  );
  const day = seedDay();
  await upsert(
    db,
    lineBalances,
    [lineBalances.mdn],
    allLines.map((line) => ({ mdn: line.mdn, balances: balancesFor(line, day), updatedAt: day })),
  );
  // A line's SIM, suspension and roaming change at run time: the seed only adds missing lines.
  await db
    .insert(lineServiceStates)
    .values(lineServiceStateRows(allLines.filter((line) => line.kind === 'mobile').map((line) => line.mdn)))
    .onConflictDoNothing();
  const usage = SEED_ACCOUNTS.flatMap((account) => account.lines.flatMap((line) => usageRowsFor(line, day)));
  for (let start = 0; start < usage.length; start += 500) await upsert(db, usageRecords, [usageRecords.id], usage.slice(start, start + 500));
}

/** Number categories and the pool of numbers to give; with the demo, its sold number and past orders (tracking demonstrations). */
async function seedShop(db: Database, demo: boolean): Promise<void> {
  await upsert(db, numberCategories, [numberCategories.id], numberCategoryRows());
  // Numbers sold since the last run stay sold: the pool is only completed, never reset.
  const pool = numberPoolRows();
  await db
    .insert(numberPool)
    .values(pool.filter((row) => row.mdn !== DEMO_SOLD_NUMBER.mdn))
    .onConflictDoNothing();
  if (!demo) return;
  await upsert(
    db,
    numberPool,
    [numberPool.mdn],
    pool.filter((row) => row.mdn === DEMO_SOLD_NUMBER.mdn),
  );
  await upsert(db, carts, [carts.id], demoCartRows());
  await upsert(db, cartItems, [cartItems.id], demoCartItemRows());
  await upsert(db, orders, [orders.refNumber], demoOrderRows());
}

/**
 * The business billing account and 24 months of invoices per billed line. Invoices already there
 * keep their state: one paid since the last run stays paid (never reset by a later seed).
 */
async function seedInvoices(db: Database): Promise<void> {
  await upsert(db, billingAccounts, [billingAccounts.accountNumber], billingAccountRows());
  const rows = invoiceRows();
  for (let start = 0; start < rows.length; start += 200)
    await db
      .insert(invoices)
      .values(rows.slice(start, start + 200))
      .onConflictDoNothing();
}

/** The recharge catalogue; with the demo, its scratch cards (a card used since stays used) and a closed line. */
async function seedRecharge(db: Database, demo: boolean): Promise<void> {
  await upsert(db, rechargeProducts, [rechargeProducts.id], rechargeProductRows());
  if (!demo) return;
  await db.insert(scratchCards).values(scratchCardRows()).onConflictDoNothing();
  await upsert(
    db,
    lines,
    [lines.mdn],
    [
      {
        mdn: CLOSED_LINE.mdn,
        kind: 'mobile',
        segment: 'prepaid',
        customerSegment: 'B2C',
        crmId: `CRM-L${CLOSED_LINE.mdn.slice(-6)}`,
        offerId: 'atlas-libre',
        offerNameFr: 'Atlas Libre',
        offerNameAr: 'أطلس حر',
        offerNameEn: 'Atlas Libre',
        contactMdn: null,
        holderFirstName: CLOSED_LINE.holder[0],
        holderLastName: CLOSED_LINE.holder[1],
        status: 'closed',
      },
    ],
  );
}
