import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { ApiErrorBody } from '@atlas/contracts/api-error';
import type { AnalyticsBatch, AnalyticsEvent } from '@atlas/contracts/analytics';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { analyticsEvents } from './analytics.tables';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ seed: false });
}, 60_000);
afterAll(() => testApp?.close());

const pageView = (path: string): AnalyticsEvent => ({ kind: 'page_view', name: path, path, language: 'fr', at: '2026-11-24T10:00:00.000Z' });
const send = (batch: unknown, contentType = 'application/json') =>
  testApp.app.inject({ method: 'POST', url: '/api/v1/analytics/events', headers: { 'content-type': contentType }, payload: JSON.stringify(batch) });
const storedFor = (visit: string) =>
  testApp.app.db
    .select({ kind: analyticsEvents.kind, name: analyticsEvents.name, path: analyticsEvents.path })
    .from(analyticsEvents)
    .where(eq(analyticsEvents.visit, visit))
    .orderBy(asc(analyticsEvents.occurredAt), asc(analyticsEvents.name));

describe('POST /api/v1/analytics/events', () => {
  it('stores a batch of page views and bus events, sent as a beacon (text/plain)', async () => {
    const visit = randomUUID();
    const batch: AnalyticsBatch = {
      visit,
      events: [pageView('/recharge'), { kind: 'bus', name: 'cart/updated', path: '/recharge', language: 'fr', at: '2026-11-24T10:00:01.000Z' }],
    };
    const answer = await send(batch, 'text/plain;charset=UTF-8');
    expect(answer.statusCode).toBe(204);
    expect(await storedFor(visit)).toEqual([
      { kind: 'page_view', name: '/recharge', path: '/recharge' },
      { kind: 'bus', name: 'cart/updated', path: '/recharge' },
    ]);
  });

  it.each([
    ['a query string, which may carry personal data', { visit: randomUUID(), events: [pageView('/suivi-commande?ref=AT261105DEMO000001')] }],
    ['a visit that is not a random id', { visit: '0661234501', events: [pageView('/')] }],
    ['more events than a batch holds', { visit: randomUUID(), events: Array.from({ length: 51 }, () => pageView('/')) }],
    ['an empty batch', { visit: randomUUID(), events: [] }],
    ['an unknown kind', { visit: randomUUID(), events: [{ ...pageView('/'), kind: 'click' }] }],
    ['a name with spaces', { visit: randomUUID(), events: [{ ...pageView('/'), kind: 'bus', name: 'payment succeeded 0661234501' }] }],
  ])('refuses %s with request-invalid and stores nothing', async (_what, batch) => {
    const answer = await send(batch);
    expect(answer.statusCode).toBe(400);
    expect(answer.json<ApiErrorBody>().code).toBe('request-invalid');
    expect(await storedFor((batch as { visit: string }).visit).catch(() => [])).toEqual([]);
  });

  it('answers a body that is not JSON with a 400, never a 500', async () => {
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/events',
      headers: { 'content-type': 'text/plain' },
      payload: 'not json',
    });
    expect(answer.statusCode).toBe(400);
  });
});
