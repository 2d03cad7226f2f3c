import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ApiErrorBody } from '@atlas/contracts/api-error';
import {
  VISITOR_BOOKING_LIMITS,
  type EligibilityCheck,
  type InstallationBooking,
  type InstallationBookingRequest,
  type InstallationSlots,
} from '@atlas/contracts/eligibility';
import type { FormReceipt } from '@atlas/contracts/forms';
import { installationDates } from '@atlas/contracts/installation';
import { formRequests } from '../ms-forms/ms-forms.tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { browserHeaders } from '../../test/shop';
import { coverageCities, installationBookings } from './ms-eligibility.tables';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
}, 60_000);
afterAll(() => testApp?.close());

const BASE = '/api/v1/ms-eligibility';

const newCheck = async (buildingId: string, extra: object = {}) => {
  const response = await testApp.app.inject({ method: 'POST', url: `${BASE}/checks`, payload: { technology: 'fibre', buildingId, ...extra } });
  return response.json<EligibilityCheck>();
};

/** A visitor: their browser (the sdata browser id) and their address. Each test's visitor is a new one unless it says otherwise. */
interface TestVisitor {
  browserId: string;
  address: string;
}
let visitors = 0;
const newVisitor = (): TestVisitor => ({ browserId: randomUUID(), address: `10.19.${Math.floor(visitors / 250)}.${(visitors++ % 250) + 1}` });

const book = (payload: unknown, key: string | null = randomUUID(), visitor: TestVisitor = newVisitor()) =>
  testApp.app.inject({
    method: 'POST',
    url: `${BASE}/installation-bookings`,
    payload: payload as object,
    remoteAddress: visitor.address,
    headers: { ...browserHeaders(visitor.browserId), ...(key ? { 'idempotency-key': key } : {}) },
  });

const cancel = (bookingId: string, visitor: TestVisitor) =>
  testApp.app.inject({
    method: 'POST',
    url: `${BASE}/installation-bookings/${bookingId}/cancel`,
    remoteAddress: visitor.address,
    headers: browserHeaders(visitor.browserId),
  });

const slots = async (cityId: string) => (await testApp.app.inject({ url: `${BASE}/installation-slots?cityId=${cityId}` })).json<InstallationSlots>();
const remaining = (answer: InstallationSlots, date: string, slot: string) =>
  answer.days.find((day) => day.date === date)!.slots.find((entry) => entry.slot === slot)!.remaining;

const [FIRST_DAY, SECOND_DAY] = installationDates();
const MARRAKECH_BUILDING = 'marrakech-mohammed-v-12';
const dayBefore = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

const booking = (checkId: string, overrides: Partial<InstallationBookingRequest> = {}): InstallationBookingRequest => ({
  checkId,
  productId: 'fibre-200',
  addressDetails: { housingType: 'apartment', floor: '3', apartment: '12', accessNotes: 'Résidence Al Firdaous, interphone 12' },
  visitDate: FIRST_DAY!,
  slot: 'morning',
  contactName: 'Nadia Berrada',
  contactMobile: '0612345678',
  ...overrides,
});

describe('GET /api/v1/ms-eligibility/installation-slots', () => {
  it('lists the working days from tomorrow with the places left, morning and evening', async () => {
    const answer = await slots('rabat');
    expect(answer.days.map((day) => day.date)).toEqual(installationDates());
    expect(answer.days.some((day) => new Date(`${day.date}T12:00:00Z`).getUTCDay() === 0)).toBe(false);
    expect(answer.days[0]!.slots).toEqual([
      { slot: 'morning', remaining: 3 },
      { slot: 'evening', remaining: 3 },
    ]);
  });

  it('refuses an unknown city', async () => {
    const response = await testApp.app.inject({ url: `${BASE}/installation-slots?cityId=oujda` });
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiErrorBody>().code).toBe('not-found');
    expect((await testApp.app.inject({ url: `${BASE}/installation-slots` })).statusCode).toBe(400);
  });
});

describe('POST /api/v1/ms-eligibility/installation-bookings', () => {
  it('books the visit, answers its reference and takes one place of the slot', async () => {
    const check = await newCheck('casa-al-massira-27');
    const before = remaining(await slots('casablanca'), SECOND_DAY!, 'evening');
    const response = await book(booking(check.checkId, { visitDate: SECOND_DAY!, slot: 'evening' }));
    expect(response.statusCode).toBe(201);
    const receipt = response.json<InstallationBooking>();
    expect(receipt).toMatchObject({ checkId: check.checkId, productId: 'fibre-200', visitDate: SECOND_DAY, slot: 'evening' });
    expect(receipt.reference).toMatch(/^INS-[A-Z2-9]{6}$/);
    expect(remaining(await slots('casablanca'), SECOND_DAY!, 'evening')).toBe(before - 1);
    const [stored] = await testApp.app.db.select().from(installationBookings).where(eq(installationBookings.id, receipt.bookingId));
    expect(stored).toMatchObject({
      cityId: 'casablanca',
      contactMobile: '0612345678',
      addressDetails: { housingType: 'apartment', floor: '3', apartment: '12' },
    });
    // The test now carries its booking, so a reload of the page shows the confirmation.
    const again = (await testApp.app.inject({ url: `${BASE}/checks/${check.checkId}` })).json<EligibilityCheck>();
    expect(again.booking).toEqual({
      bookingId: receipt.bookingId,
      reference: receipt.reference,
      visitDate: SECOND_DAY,
      slot: 'evening',
      productId: 'fibre-200',
    });
  });

  it('keeps one booking for a doubled click, and refuses the same key with other content', async () => {
    const check = await newCheck('casa-al-massira-45');
    const key = randomUUID();
    const [first, second] = await Promise.all([book(booking(check.checkId), key), book(booking(check.checkId), key)]);
    expect([first!.statusCode, second!.statusCode]).toEqual([201, 201]);
    expect(first!.json<InstallationBooking>().reference).toBe(second!.json<InstallationBooking>().reference);
    expect([first!.headers['idempotent-replayed'], second!.headers['idempotent-replayed']]).toContain('true');
    expect(await testApp.app.db.select().from(installationBookings).where(eq(installationBookings.checkId, check.checkId))).toHaveLength(1);
    const other = await book(booking(check.checkId, { slot: 'evening' }), key);
    expect(other.statusCode).toBe(409);
    expect(other.json<ApiErrorBody>().code).toBe('form-002');
  });

  it('books a house without floor nor door, and trims the contact name', async () => {
    const check = await newCheck('rabat-annakhil-29');
    const response = await book(booking(check.checkId, { addressDetails: { housingType: 'house' }, contactName: ' Omar Chraibi ' }));
    expect(response.statusCode).toBe(201);
    const [stored] = await testApp.app.db.select().from(installationBookings).where(eq(installationBookings.checkId, check.checkId));
    expect(stored!.contactName).toBe('Omar Chraibi');
  });

  it('refuses a second booking on the same test (eligibility-006)', async () => {
    const check = await newCheck('casa-moussa-ibn-noussair-2');
    expect((await book(booking(check.checkId))).statusCode).toBe(201);
    const second = await book(booking(check.checkId, { slot: 'evening' }));
    expect(second.statusCode).toBe(409);
    expect(second.json<ApiErrorBody>().code).toBe('eligibility-006');
  });

  it('refuses a full slot with eligibility-004 and leaves the others open, even for two customers at once', async () => {
    await testApp.app.db.update(coverageCities).set({ slotCapacity: 1 }).where(eq(coverageCities.id, 'tanger'));
    const [a, b] = await Promise.all([newCheck('tanger-mohammed-vi-18'), newCheck('tanger-mohammed-vi-52')]);
    const answers = await Promise.all([book(booking(a.checkId)), book(booking(b.checkId))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json<ApiErrorBody>()).toMatchObject({ code: 'eligibility-004', details: [{ field: 'slot', rule: 'available' }] });
    expect(remaining(await slots('tanger'), FIRST_DAY!, 'morning')).toBe(0);
    expect(remaining(await slots('tanger'), FIRST_DAY!, 'evening')).toBe(1);
    // The refused customer keeps their test and takes the evening.
    const loser = answers[0]!.statusCode === 409 ? a : b;
    expect((await book(booking(loser.checkId, { slot: 'evening' }))).statusCode).toBe(201);
  });

  it('refuses a test that is not eligible (eligibility-003) and an offer the address cannot get (eligibility-007)', async () => {
    const adslOnly = await newCheck('rabat-atlas-19');
    const notEligible = await book(booking(adslOnly.checkId));
    expect(notEligible.statusCode).toBe(409);
    expect(notEligible.json<ApiErrorBody>().code).toBe('eligibility-003');
    // 200 Mb/s at most on rue Ahmed El Mokri.
    const slowFibre = await newCheck('casa-ahmed-el-mokri-14');
    const tooFast = await book(booking(slowFibre.checkId, { productId: 'fibre-1000' }));
    expect(tooFast.statusCode).toBe(409);
    expect(tooFast.json<ApiErrorBody>().code).toBe('eligibility-007');
  });

  it.each([
    ['today', new Date().toISOString().slice(0, 10)],
    ['a Sunday', dayBefore(installationDates().find((date) => new Date(`${date}T12:00:00Z`).getUTCDay() === 1)!)],
    ['six weeks ahead', new Date(Date.now() + 42 * 86_400_000).toISOString().slice(0, 10)],
  ])('refuses a visit %s (eligibility-005)', async (_case, visitDate) => {
    const check = await newCheck('rabat-france-2');
    const response = await book(booking(check.checkId, { visitDate }));
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().code).toBe('eligibility-005');
  });

  it('refuses an unknown test (eligibility-002)', async () => {
    const response = await book(booking(randomUUID()));
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiErrorBody>().code).toBe('eligibility-002');
  });

  it.each([
    ['an apartment without its floor', { addressDetails: { housingType: 'apartment', apartment: '4' } }],
    ['an unknown housing type', { addressDetails: { housingType: 'boat' } }],
    ['a night slot', { slot: 'night' }],
    ['a number that is not a Moroccan phone', { contactMobile: '0812345678' }],
    ['a blank name', { contactName: '  ' }],
    ['a date in another format', { visitDate: '24/11/2026' }],
    ['a test id that is not one', { checkId: 'abc' }],
  ])('refuses %s (request-invalid)', async (_case, overrides) => {
    const response = await book({ ...booking(randomUUID()), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().code).toBe('request-invalid');
  });

  it('lets a visitor hold a few visits only: one place per slot from an address, two per browser, six per address', async () => {
    await testApp.app.db.update(coverageCities).set({ slotCapacity: 3 }).where(eq(coverageCities.id, 'marrakech'));
    const [day] = installationDates().slice(4);
    const hoarder = newVisitor();
    const checks = await Promise.all(Array.from({ length: 6 }, () => newCheck(MARRAKECH_BUILDING)));
    // Three anonymous bookings sent at once from one address used to fill the slot: one passes.
    const atOnce = await Promise.all(
      checks.slice(0, 3).map((check) => book(booking(check.checkId, { visitDate: day! }), randomUUID(), { ...hoarder, browserId: randomUUID() })),
    );
    expect(atOnce.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect(atOnce.filter((answer) => answer.statusCode === 409).map((answer) => answer.json<ApiErrorBody>().code)).toEqual([
      'eligibility-008',
      'eligibility-008',
    ]);
    expect(remaining(await slots('marrakech'), day!, 'morning')).toBe(2);
    // One browser: a second visit elsewhere in time, not a third.
    const browser = newVisitor();
    expect((await book(booking(checks[3]!.checkId, { visitDate: day!, slot: 'evening' }), randomUUID(), browser)).statusCode).toBe(201);
    expect((await book(booking(checks[4]!.checkId, { visitDate: FIRST_DAY! }), randomUUID(), browser)).statusCode).toBe(201);
    const third = await book(booking(checks[5]!.checkId, { visitDate: SECOND_DAY! }), randomUUID(), { ...browser, address: newVisitor().address });
    expect([third.statusCode, third.json<ApiErrorBody>().code]).toEqual([409, 'eligibility-008']);
    // Fresh browser ids from one address: six visits to come, then no more.
    const address = newVisitor().address;
    const dates = installationDates().slice(6, 7 + VISITOR_BOOKING_LIMITS.perAddress);
    const fromAddress = [];
    for (const date of dates)
      fromAddress.push(
        (await book(booking((await newCheck(MARRAKECH_BUILDING)).checkId, { visitDate: date }), randomUUID(), { browserId: randomUUID(), address })).statusCode,
      );
    expect(fromAddress).toEqual([...Array<number>(VISITOR_BOOKING_LIMITS.perAddress).fill(201), 409]);
  });

  it('lets the browser that booked cancel: the place is free again, the test may be booked anew; nobody else can', async () => {
    const check = await newCheck('rabat-annakhil-29');
    const visitor = newVisitor();
    const [, , day] = installationDates();
    const before = remaining(await slots('rabat'), day!, 'evening');
    const receipt = (await book(booking(check.checkId, { visitDate: day!, slot: 'evening' }), randomUUID(), visitor)).json<InstallationBooking>();
    expect(remaining(await slots('rabat'), day!, 'evening')).toBe(before - 1);
    // Another browser, even from the same address, is told it does not exist.
    for (const stranger of [{ ...visitor, browserId: randomUUID() }, newVisitor()]) {
      const refused = await cancel(receipt.bookingId, stranger);
      expect([refused.statusCode, refused.json<ApiErrorBody>().code]).toEqual([404, 'eligibility-009']);
    }
    const noBrowser = await testApp.app.inject({
      method: 'POST',
      url: `${BASE}/installation-bookings/${receipt.bookingId}/cancel`,
      remoteAddress: visitor.address,
    });
    expect(noBrowser.statusCode).toBe(404);
    expect(remaining(await slots('rabat'), day!, 'evening')).toBe(before - 1);
    // Its browser cancels (a retry answers the same), the place comes back once.
    expect((await cancel(receipt.bookingId, visitor)).statusCode).toBe(204);
    expect((await cancel(receipt.bookingId, visitor)).statusCode).toBe(204);
    expect(remaining(await slots('rabat'), day!, 'evening')).toBe(before);
    const again = (await testApp.app.inject({ url: `${BASE}/checks/${check.checkId}` })).json<EligibilityCheck>();
    expect(again.booking).toBeUndefined();
    expect((await book(booking(check.checkId, { visitDate: day! }), randomUUID(), visitor)).statusCode).toBe(201);
  });

  it('needs an idempotency key', async () => {
    const check = await newCheck('rabat-france-32');
    expect((await book(booking(check.checkId), null)).statusCode).toBe(400);
  });
});

describe('POST /api/v1/ms-eligibility/business-requests', () => {
  const post = (payload: object, key: string | null = randomUUID()) =>
    testApp.app.inject({ method: 'POST', url: `${BASE}/business-requests`, payload, headers: key ? { 'idempotency-key': key } : {} });
  const request = (checkId: string) => ({
    checkId,
    productId: 'fibre-pro-500',
    companyName: 'Tazi Logistique',
    contactName: 'Karim Tazi',
    phone: '0700112201',
    email: 'karim.tazi@tazi-logistique.ma',
  });

  it('stores the request with the test’s outcome before answering its reference and the call time', async () => {
    const check = await newCheck('rabat-annakhil-1', { segment: 'business' });
    const response = await post(request(check.checkId));
    expect(response.statusCode).toBe(201);
    const receipt = response.json<FormReceipt>();
    expect(receipt.reference).toMatch(/^ENT-[A-Z2-9]{6}$/);
    expect(new Date(`${receipt.callBackFrom!.slice(0, 10)}T12:00:00Z`).getUTCDay()).not.toBe(0);
    const [stored] = await testApp.app.db.select().from(formRequests).where(eq(formRequests.id, receipt.requestId));
    expect(stored).toMatchObject({
      kind: 'business-fibre-eligibility',
      payload: { ...request(check.checkId), status: 'eligible', technology: 'fibre', buildingId: 'rabat-annakhil-1' },
    });
  });

  it('keeps one request for a doubled submit', async () => {
    const check = await newCheck('rabat-annakhil-43', { segment: 'business' });
    const key = randomUUID();
    const first = (await post(request(check.checkId), key)).json<FormReceipt>();
    const again = await post(request(check.checkId), key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<FormReceipt>().reference).toBe(first.reference);
  });

  it('takes a request for an address not covered too, without an offer', async () => {
    const check = await newCheck('casa-attacharouk-8', { segment: 'business' });
    const { productId: _productId, ...withoutOffer } = request(check.checkId);
    expect((await post(withoutOffer)).statusCode).toBe(201);
    const withOffer = await post(request(check.checkId));
    expect(withOffer.statusCode).toBe(409);
    expect(withOffer.json<ApiErrorBody>().code).toBe('eligibility-007');
  });

  it.each([
    ['an unknown test', { checkId: randomUUID() }, 404, 'eligibility-002'],
    ['a bad email', { email: 'karim@' }, 400, 'request-invalid'],
    ['a bad phone', { phone: '06123' }, 400, 'request-invalid'],
    ['no company', { companyName: '' }, 400, 'request-invalid'],
  ])('refuses %s', async (_case, overrides, status, code) => {
    const check = await newCheck('rabat-annakhil-15', { segment: 'business' });
    const response = await post({ ...request(check.checkId), ...overrides });
    expect(response.statusCode).toBe(status);
    expect(response.json<ApiErrorBody>().code).toBe(code);
  });
});
