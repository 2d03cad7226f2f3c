import type { ApiErrorBody } from '@atlas/contracts/api-error';
import type { BusinessEvent, BusinessEventRegistration } from '@atlas/contracts/business-events';
import type { FormReceipt } from '@atlas/contracts/forms';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
}, 60_000);
afterAll(() => testApp?.close());

const events = async (language = 'fr') => {
  const response = await testApp.app.inject({ url: `/api/v1/ms-content/business-events?language=${language}` });
  expect(response.statusCode).toBe(200);
  return { events: response.json<BusinessEvent[]>(), headers: response.headers };
};

const register = (body: Partial<BusinessEventRegistration>, key: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/v1/ms-forms/business-event', headers: { 'idempotency-key': key }, payload: body });

const registration: BusinessEventRegistration = {
  eventId: 'petit-dejeuner-cyber-rabat',
  fullName: 'Salma Bennani',
  company: 'Bennani Logistique',
  jobTitle: 'DSI',
  email: 'salma.bennani@example.ma',
  phone: '0612345678',
  attendees: 2,
};

describe('GET /api/v1/ms-content/business-events', () => {
  it('lists the events to come, soonest first, with their seats, for a minute of cache', async () => {
    const { events: upcoming, headers } = await events();
    expect(headers['cache-control']).toBe('public, max-age=60');
    expect(upcoming.map((event) => event.id)).toEqual([
      'forum-cloud-casablanca',
      'petit-dejeuner-cyber-rabat',
      'atelier-iot-tanger',
      'rencontre-pme-marrakech',
      'atelier-agro-agadir',
    ]);
    expect(upcoming.every((event) => Date.parse(event.startsAt) > Date.now())).toBe(true);
    expect(upcoming[1]).toMatchObject({ city: 'Rabat', format: 'breakfast', seatsLeft: 40 });
    const arabic = (await events('ar')).events;
    expect(arabic[0]!.city).toBe('الدار البيضاء');
  });

  it('refuses a request without language', async () => {
    expect((await testApp.app.inject({ url: '/api/v1/ms-content/business-events' })).statusCode).toBe(400);
  });
});

describe('POST /api/v1/ms-forms/business-event', () => {
  it('stores a registration once, takes its seats, and replays it for the same key', async () => {
    const first = await register(registration, 'event-key-0000000001');
    expect(first.statusCode).toBe(201);
    const receipt = first.json<FormReceipt>();
    expect(receipt.reference).toMatch(/^EVT-[A-Z0-9]{6}$/);
    const again = await register(registration, 'event-key-0000000001');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<FormReceipt>().reference).toBe(receipt.reference);
    const rabat = (await events()).events.find((event) => event.id === registration.eventId)!;
    expect(rabat.seatsLeft).toBe(38);
  });

  it('refuses a party larger than the seats left, a past event and an unknown one with event-001', async () => {
    // The Agadir workshop has 50 seats: ten parties of five fill it.
    for (let party = 0; party < 10; party++) {
      expect(
        (await register({ ...registration, eventId: 'atelier-agro-agadir', attendees: 5 }, `agadir-party-${String(party).padStart(8, '0')}`)).statusCode,
      ).toBe(201);
    }
    const full = await register({ ...registration, eventId: 'atelier-agro-agadir', attendees: 1 }, 'agadir-party-full-0001');
    expect(full.statusCode).toBe(409);
    expect(full.json<ApiErrorBody>()).toMatchObject({ code: 'event-001', meta: { seatsLeft: 0 } });
    for (const eventId of ['matinale-5g-fes', 'salon-inconnu']) {
      const closed = await register({ ...registration, eventId }, `closed-${eventId}-key`);
      expect(closed.statusCode).toBe(409);
      expect(closed.json<ApiErrorBody>().code).toBe('event-001');
    }
  });

  it.each([
    [{ ...registration, email: 'salma@' }, 'email'],
    [{ ...registration, phone: '0812345678' }, 'phone'],
    [{ ...registration, attendees: 6 }, 'attendees'],
    [{ ...registration, fullName: '   ' }, 'fullName'],
    [{ ...registration, company: undefined }, 'company'],
  ])('refuses an invalid registration (%#)', async (body, field) => {
    const response = await register(body, `invalid-registration-${field}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().details?.map((detail) => detail.field)).toContain(field);
  });

  it('refuses a registration without an idempotency key', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/v1/ms-forms/business-event', payload: registration });
    expect(response.statusCode).toBe(400);
  });
});
