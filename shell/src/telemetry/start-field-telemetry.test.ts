import { rememberCookieConsent } from '../layout/cookie-consent';
import type { OwnedRoute } from '../platform/route-table';
import { REMOTE_ERROR_EVENT } from './remote-error-event';
import { ERRORS_KEPT, routeTemplate, startFieldTelemetryWhenIdle } from './start-field-telemetry';

type Started = { tab: () => string | undefined; route: () => string; errors: Event[] };
const started: Started[] = [];
jest.mock('./field-telemetry', () => ({ startFieldTelemetry: (options: Started) => started.push(options) }));

const routes: OwnedRoute[] = [{ remote: 'mf-catalogue', pattern: '/offres/:slug', area: 'public', layout: {} }];
const now = (load: () => void) => load();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  started.length = 0;
  localStorage.clear();
  (navigator as { sendBeacon?: unknown }).sendBeacon = jest.fn(() => true);
});

it('names the page by its route template, never by the URL with its values', () => {
  expect(routeTemplate(routes, '/ar/offres/forfait-99')).toBe('/offres/:slug');
  expect(routeTemplate(routes, '/')).toBe('/');
  expect(routeTemplate(routes, '/en/espace/commande/AT123456')).toBe('(shell)');
});

it('reports from the sampled share of tabs only', async () => {
  expect(startFieldTelemetryWhenIdle({ routes, shell: '1.0.0', sampleRate: 0.1, random: () => 0.5, whenIdle: now })).toBe(false);
  await settle();
  expect(started).toHaveLength(0);
  expect(startFieldTelemetryWhenIdle({ routes, shell: '1.0.0', sampleRate: 0.1, random: () => 0.05, whenIdle: now })).toBe(true);
  await settle();
  expect(started).toHaveLength(1);
});

it('carries a random tab id only while the cookie banner consent stands', async () => {
  startFieldTelemetryWhenIdle({ routes, shell: '1.0.0', sampleRate: 1, whenIdle: now });
  await settle();
  expect(started[0]!.tab()).toBeUndefined();
  rememberCookieConsent('accepted');
  expect(started[0]!.tab()).toMatch(/^[0-9a-f-]{36}$/);
  expect(started[0]!.tab()).toBe(started[0]!.tab());
  rememberCookieConsent('refused');
  expect(started[0]!.tab()).toBeUndefined();
});

it('loads nothing before the page is idle after its load', async () => {
  let later: (() => void) | null = null;
  startFieldTelemetryWhenIdle({ routes, shell: '1.0.0', sampleRate: 1, whenIdle: (load) => (later = load) });
  await settle();
  expect(started).toHaveLength(0);
  later!();
  await settle();
  expect(started).toHaveLength(1);
});

it('hands the collector the errors of the page from its start (a remote failing its first render), and keeps them for it afterwards', async () => {
  let later: (() => void) | null = null;
  startFieldTelemetryWhenIdle({ routes, shell: '1.0.0', sampleRate: 1, whenIdle: (load) => (later = load) });
  window.dispatchEvent(new CustomEvent(REMOTE_ERROR_EVENT, { detail: { remote: 'mf-catalogue', error: new Error('first render') } }));
  window.dispatchEvent(new ErrorEvent('error', { message: 'early' }));
  later!();
  await settle();
  expect(started[0]!.errors.map((event) => event.type)).toEqual([REMOTE_ERROR_EVENT, 'error']);
  window.dispatchEvent(new Event('unhandledrejection'));
  expect(started[0]!.errors.map((event) => event.type)).toEqual([REMOTE_ERROR_EVENT, 'error', 'unhandledrejection']);
});

it('keeps a bounded number of errors for a beacon', async () => {
  let later: (() => void) | null = null;
  startFieldTelemetryWhenIdle({ routes, shell: '1.0.0', sampleRate: 1, whenIdle: (load) => (later = load) });
  for (let index = 0; index < ERRORS_KEPT + 5; index += 1) window.dispatchEvent(new ErrorEvent('error', { message: 'loop' }));
  later!();
  await settle();
  expect(started[0]!.errors).toHaveLength(ERRORS_KEPT);
  // Taken for a beacon, the next ones are kept again.
  started[0]!.errors.splice(0);
  window.dispatchEvent(new ErrorEvent('error', { message: 'next page view' }));
  expect(started[0]!.errors).toHaveLength(1);
});
