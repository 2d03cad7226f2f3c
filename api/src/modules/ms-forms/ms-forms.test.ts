import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ApiErrorBody } from '@atlas/contracts/api-error';
import type { FormReceipt } from '@atlas/contracts/forms';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { formRequests } from './ms-forms.tables';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
}, 60_000);
afterAll(() => testApp?.close());

const post = (path: string, payload: unknown, key: string | null = randomUUID()) =>
  testApp.app.inject({ method: 'POST', url: `/api/v1/ms-forms/${path}`, payload: payload as object, headers: key ? { 'idempotency-key': key } : {} });

/** A Monday a few weeks ahead, so the tests do not depend on today. */
const nextMonday = () => {
  const date = new Date(Date.now() + 21 * 86_400_000);
  date.setUTCDate(date.getUTCDate() + ((8 - date.getUTCDay()) % 7));
  return date.toISOString().slice(0, 10);
};

const CALL_BACK = {
  segment: 'consumer',
  name: 'Nadia Berrada',
  phone: '0612345678',
  reason: 'offer-info',
  type: 'scheduled',
  date: nextMonday(),
  hour: '11:00',
};

describe('POST /api/v1/ms-forms/call-back', () => {
  it('stores the request before answering its reference and the time of the call', async () => {
    const response = await post('call-back', CALL_BACK);
    expect(response.statusCode).toBe(201);
    const receipt = response.json<FormReceipt>();
    expect(receipt.reference).toMatch(/^RAP-[A-Z2-9]{6}$/);
    expect(receipt.callBackFrom).toBe(`${CALL_BACK.date}T11:00`);
    const [stored] = await testApp.app.db.select().from(formRequests).where(eq(formRequests.id, receipt.requestId));
    expect(stored).toMatchObject({ kind: 'call-back', reference: receipt.reference, payload: CALL_BACK });
  });

  it('keeps one request for a doubled submit, and refuses the same key with other content', async () => {
    const key = randomUUID();
    const first = (await post('call-back', CALL_BACK, key)).json<FormReceipt>();
    const again = await post('call-back', { ...CALL_BACK }, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<FormReceipt>().requestId).toBe(first.requestId);
    expect(await testApp.app.db.select().from(formRequests).where(eq(formRequests.idempotencyKey, key))).toHaveLength(1);
    const other = await post('call-back', { ...CALL_BACK, name: 'Someone else' }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json<ApiErrorBody>().code).toBe('form-002');
  });

  it('answers when an immediate call will come', async () => {
    const receipt = (await post('call-back', { ...CALL_BACK, type: 'immediate', date: undefined, hour: undefined })).json<FormReceipt>();
    expect(receipt.callBackFrom).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  });

  it('refuses a time outside Monday–Friday 10:00–18:00 or in the past', async () => {
    const saturday = new Date(`${nextMonday()}T12:00:00Z`);
    saturday.setUTCDate(saturday.getUTCDate() + 5);
    const weekend = await post('call-back', { ...CALL_BACK, date: saturday.toISOString().slice(0, 10) });
    expect(weekend.json<ApiErrorBody>().code).toBe('form-003');
    expect((await post('call-back', { ...CALL_BACK, hour: '18:00' })).json<ApiErrorBody>().code).toBe('form-003');
    expect((await post('call-back', { ...CALL_BACK, date: '2024-01-08' })).json<ApiErrorBody>().code).toBe('form-004');
  });

  it.each([
    ['a business without company and employees', { ...CALL_BACK, segment: 'business' }],
    ['a scheduled call without a date', { ...CALL_BACK, date: undefined }],
    ['a number of 9 digits', { ...CALL_BACK, phone: '061234567' }],
    ['a number starting 08', { ...CALL_BACK, phone: '0812345678' }],
    ['a blank name', { ...CALL_BACK, name: '   ' }],
    ['an unknown reason', { ...CALL_BACK, reason: 'chat' }],
  ])('refuses %s (request-invalid)', async (_case, payload) => {
    const response = await post('call-back', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().code).toBe('request-invalid');
  });

  it('drops a field the form does not have instead of storing it', async () => {
    const receipt = (await post('call-back', { ...CALL_BACK, admin: true })).json<FormReceipt>();
    const [stored] = await testApp.app.db.select().from(formRequests).where(eq(formRequests.id, receipt.requestId));
    expect(stored!.payload).toEqual(CALL_BACK);
  });

  it('needs an idempotency key', async () => {
    expect((await post('call-back', CALL_BACK, null)).statusCode).toBe(400);
  });
});

describe('POST /api/v1/ms-forms/fibre-call-back', () => {
  const FIBRE = { firstName: 'Omar', lastName: 'Chraibi', reason: 'adsl-to-fibre', contactNumber: '0661234501', internetLineNumber: '0537112205' };

  it('stores the request and says when the call comes (Monday–Saturday 9:00–19:00)', async () => {
    const response = await post('fibre-call-back', FIBRE);
    expect(response.statusCode).toBe(201);
    const receipt = response.json<FormReceipt>();
    expect(receipt.reference).toMatch(/^FIB-/);
    const day = new Date(`${receipt.callBackFrom!.slice(0, 10)}T12:00:00Z`).getUTCDay();
    expect(day).not.toBe(0);
  });

  it('needs a home line number and one of the three reasons', async () => {
    expect((await post('fibre-call-back', { ...FIBRE, internetLineNumber: '0661234501' })).statusCode).toBe(400);
    expect((await post('fibre-call-back', { ...FIBRE, reason: 'mobile-to-fibre' })).statusCode).toBe(400);
  });
});

describe('POST /api/v1/ms-forms/fraud-report', () => {
  it('stores a report with every field, and refuses one without', async () => {
    const response = await post('fraud-report', { city: 'Rabat', type: 'sim-swap', description: 'Ma carte SIM ne fonctionne plus depuis un appel suspect.' });
    expect(response.statusCode).toBe(201);
    expect(response.json<FormReceipt>().reference).toMatch(/^FRD-/);
    for (const missing of ['city', 'type', 'description']) {
      const payload: Record<string, string> = { city: 'Rabat', type: 'sim-swap', description: 'x' };
      delete payload[missing];
      expect((await post('fraud-report', payload)).statusCode).toBe(400);
    }
  });
});

describe('POST /api/v1/ms-forms/business-contact', () => {
  const BUSINESS = {
    civility: 'mme',
    firstName: 'Nadia',
    lastName: 'Berrada',
    email: 'nadia.berrada@berrada-conseil.ma',
    contactNumber: '0612345678',
    companyName: 'Berrada Conseil',
    needs: ['digital-transformation', 'secure-data'],
    feedback: 'Nous cherchons une offre fibre pour trois agences.',
    terms: true,
  };

  it('stores the request with its needs and answers a reference', async () => {
    const response = await post('business-contact', BUSINESS);
    expect(response.statusCode).toBe(201);
    const receipt = response.json<FormReceipt>();
    expect(receipt.reference).toMatch(/^ENT-[A-Z2-9]{6}$/);
    const [stored] = await testApp.app.db.select().from(formRequests).where(eq(formRequests.id, receipt.requestId));
    expect(stored).toMatchObject({ kind: 'business-contact', payload: BUSINESS });
  });

  it.each([
    ['no need ticked', { needs: [] }],
    ['an unknown need', { needs: ['cheaper-calls'] }],
    ['the terms not accepted', { terms: false }],
    ['no civility', { civility: undefined }],
    ['a civility outside mr / mme', { civility: 'dr' }],
    ['an invalid email', { email: 'nadia@' }],
    ['a fixed number to call', { contactNumber: '0822123456' }],
    ['a one-letter company', { companyName: 'B' }],
    ['a feedback over 1000 characters', { feedback: 'x'.repeat(1001) }],
    ['no first name', { firstName: '  ' }],
  ])('refuses %s', async (_case, change) => {
    const response = await post('business-contact', { ...BUSINESS, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().code).toBe('request-invalid');
  });

  it('keeps one request for a doubled submit', async () => {
    const key = randomUUID();
    const [first, second] = await Promise.all([post('business-contact', BUSINESS, key), post('business-contact', BUSINESS, key)]);
    expect(first.json<FormReceipt>().reference).toBe(second.json<FormReceipt>().reference);
    expect(await testApp.app.db.select().from(formRequests).where(eq(formRequests.idempotencyKey, key))).toHaveLength(1);
  });
});

describe('POST /api/v1/ms-forms/portability', () => {
  const PORTABILITY = {
    mdn: '0612345678',
    currentOperator: 'sahara-mobile',
    rio: 'SM1A2B3C4D5E',
    firstName: 'Amine',
    lastName: 'Alaoui',
    identityType: 'cin',
    identityNumber: 'BK123456',
    email: 'amine.alaoui@example.ma',
    sim: 'home',
    address: '12 rue des Orangers',
    city: 'Marrakech',
    postalCode: '40000',
    terms: true,
  };

  it('checks the number, stores the request and says when the number moves, the same on a replay', async () => {
    const key = randomUUID();
    const response = await post('portability', PORTABILITY, key);
    expect(response.statusCode).toBe(201);
    const receipt = response.json<FormReceipt>();
    expect(receipt.reference).toMatch(/^POR-/);
    expect(receipt.earliestPortingDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [stored] = await testApp.app.db.select().from(formRequests).where(eq(formRequests.id, receipt.requestId));
    expect(stored).toMatchObject({ kind: 'portability', payload: PORTABILITY, outcome: { earliestPortingDate: receipt.earliestPortingDate } });
    expect((await post('portability', PORTABILITY, key)).json<FormReceipt>()).toEqual(receipt);
  });

  it('refuses a number that cannot move with ecom-054 and stores nothing; the same key then serves an eligible number', async () => {
    const key = randomUUID();
    for (const mdn of ['0612000054', '0661234501']) {
      const refused = await post('portability', { ...PORTABILITY, mdn }, key);
      expect([refused.statusCode, refused.json<ApiErrorBody>().code]).toEqual([422, 'ecom-054']);
    }
    expect(await testApp.app.db.select().from(formRequests).where(eq(formRequests.idempotencyKey, key))).toHaveLength(0);
    expect((await post('portability', PORTABILITY, key)).statusCode).toBe(201);
  });

  it('keeps only the fields of the SIM choice', async () => {
    const receipt = (await post('portability', { ...PORTABILITY, sim: 'agency' })).json<FormReceipt>();
    const [stored] = await testApp.app.db.select().from(formRequests).where(eq(formRequests.id, receipt.requestId));
    expect(stored!.payload).not.toHaveProperty('address');
    expect(stored!.payload).toMatchObject({ sim: 'agency' });
  });

  it.each([
    ['a home delivery without a postal code', { postalCode: undefined }],
    ['an owned SIM without its ICC', { sim: 'owned' }],
    ['an ICC of 17 digits', { sim: 'owned', codeIcc: '12345678901234567' }],
    ['a CIN that is not one', { identityNumber: '123' }],
    ['a third operator', { currentOperator: 'atlas' }],
    ['a RIO with symbols', { rio: 'RIO-!' }],
    ['the terms not accepted', { terms: false }],
  ])('refuses %s', async (_case, change) => {
    const response = await post('portability', { ...PORTABILITY, ...change });
    expect([response.statusCode, response.json<ApiErrorBody>().code]).toEqual([400, 'request-invalid']);
  });

  it('accepts a passport number', async () => {
    expect((await post('portability', { ...PORTABILITY, identityType: 'passport', identityNumber: 'XK9876543' })).statusCode).toBe(201);
  });
});

describe('POST /api/v1/ms-forms/home-migration', () => {
  // Omar Chraibi's ADSL line (seeded with the offer adsl-xtra-20) and i-dar line.
  const MIGRATION = { homeLineNumber: '0537112205', contactMobile: '0664556606', targetOfferId: 'fibre-200', contactTime: 'evening' };

  it('stores the request of an ADSL or i-dar line moving to another home offer', async () => {
    const response = await post('home-migration', MIGRATION);
    expect(response.statusCode).toBe(201);
    const receipt = response.json<FormReceipt>();
    expect(receipt.reference).toMatch(/^MIG-/);
    const [stored] = await testApp.app.db.select().from(formRequests).where(eq(formRequests.id, receipt.requestId));
    expect(stored).toMatchObject({ kind: 'home-migration', payload: MIGRATION });
    expect((await post('home-migration', { ...MIGRATION, homeLineNumber: '0538112206', targetOfferId: 'adsl-xtra-20' })).statusCode).toBe(201);
  });

  it.each([
    ['an unknown number', { homeLineNumber: '0522999999' }, 'form-009'],
    ['a mobile line', { homeLineNumber: '0661234501' }, 'form-010'],
    ['a fibre line', { homeLineNumber: '0522345603' }, 'form-011'],
    ['the line’s own offer', { targetOfferId: 'adsl-xtra-20' }, 'form-012'],
    ['an offer that is no home offer', { targetOfferId: 'vacay-wifi-7j' }, 'catalog-001'],
    ['an unknown offer', { targetOfferId: 'fibre-9000' }, 'catalog-001'],
  ])('refuses %s with its code', async (_case, change, code) => {
    const response = await post('home-migration', { ...MIGRATION, ...change });
    expect([response.statusCode, response.json<ApiErrorBody>().code]).toEqual([422, code]);
  });

  it('refuses a malformed request', async () => {
    for (const change of [{ homeLineNumber: '05371122' }, { contactMobile: '0837112205' }, { contactTime: 'night' }]) {
      expect((await post('home-migration', { ...MIGRATION, ...change })).json<ApiErrorBody>().code).toBe('request-invalid');
    }
  });
});
