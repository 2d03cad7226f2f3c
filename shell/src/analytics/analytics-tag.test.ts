import { BUS_WINDOW_EVENT } from '@atlas/contracts';
import type { AnalyticsBatch } from '@atlas/contracts/analytics';
import { startAnalyticsTag, type AnalyticsTag } from './analytics-tag';
import { PAGE_VIEW_EVENT } from './page-view-signal';

const sent: Array<{ url: string; batch: AnalyticsBatch }> = [];
let tag: AnalyticsTag;
const VISIT = '3f0e4a52-8a4b-4c55-9a5e-2f4cde1a9b10';

beforeEach(() => {
  sent.length = 0;
  window.history.replaceState(null, '', '/ar/recharge?mdn=0661234501');
  tag = startAnalyticsTag({ visit: VISIT, send: (url, body) => sent.push({ url, batch: JSON.parse(body) as AnalyticsBatch }) });
});
afterEach(() => tag.stop());

it('records the page it starts on and every page view the shell signals, without the query string', () => {
  window.history.pushState(null, '', '/ar/recharges/recap');
  window.dispatchEvent(new Event(PAGE_VIEW_EVENT));
  tag.flush();
  expect(sent).toHaveLength(1);
  expect(sent[0]!.url).toBe('/api/v1/analytics/events');
  expect(sent[0]!.batch.visit).toBe(VISIT);
  expect(sent[0]!.batch.events.map(({ kind, name, path, language }) => ({ kind, name, path, language }))).toEqual([
    { kind: 'page_view', name: '/ar/recharge', path: '/ar/recharge', language: 'ar' },
    { kind: 'page_view', name: '/ar/recharges/recap', path: '/ar/recharges/recap', language: 'ar' },
  ]);
  expect(JSON.stringify(sent)).not.toContain('0661234501');
});

it("records the shop's bus events by name, never their payload", () => {
  window.dispatchEvent(new CustomEvent(BUS_WINDOW_EVENT, { detail: { type: 'payment/succeeded', payload: { refNumber: 'AT1', mdn: '0661234501' } } }));
  tag.flush();
  expect(sent[0]!.batch.events.at(-1)).toMatchObject({ kind: 'bus', name: 'payment/succeeded', path: '/ar/recharge' });
  expect(JSON.stringify(sent)).not.toContain('AT1');
});

it('sends what is queued when the page is hidden, and nothing when nothing happened', () => {
  tag.flush();
  sent.length = 0;
  tag.flush();
  expect(sent).toHaveLength(0);
  window.dispatchEvent(new Event(PAGE_VIEW_EVENT));
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  expect(sent).toHaveLength(1);
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});
