import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ApiErrorBody } from '@atlas/shared/contracts/api-error';
import type { FormReceipt } from '@atlas/shared/contracts/forms';
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

const CALL_BACK = { segment: 'consumer', name: 'Nadia Berrada', phone: '0612345678', reason: 'offer-info', type: 'scheduled', date: nextMonday(), hour: '11:00' };

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
