import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { Metric } from 'web-vitals';
import type { TelemetryBeacon } from './field-report';
import { REMOTE_ERROR_EVENT } from './remote-error-event';
import type { AttributedVital } from './vitals-attribution';

const vitals: Record<string, (metric: Metric) => void> = {};
const plugins: ModuleFederationRuntimePlugin[] = [];
// The plain build's observers, by the vital they report.
jest.mock('web-vitals/onLCP.js', () => ({ onLCP: (callback: (metric: Metric) => void) => (vitals.LCP = callback) }));
jest.mock('web-vitals/onINP.js', () => ({ onINP: (callback: (metric: Metric) => void) => (vitals.INP = callback) }));
jest.mock('web-vitals/onCLS.js', () => ({ onCLS: (callback: (metric: Metric) => void) => (vitals.CLS = callback) }));
jest.mock('web-vitals/onTTFB.js', () => ({ onTTFB: (callback: (metric: Metric) => void) => (vitals.TTFB = callback) }));
// The attribution build's chunk: which vitals it was asked to attribute, and how to answer.
const attributed = new Map<AttributedVital, (remote: string | undefined) => void>();
jest.mock('./vitals-attribution', () => ({
  attributeVital: (name: AttributedVital, onRemote: (remote: string | undefined) => void) => attributed.set(name, onRemote),
}));
jest.mock('@module-federation/enhanced/runtime', () => ({ registerPlugins: (added: ModuleFederationRuntimePlugin[]) => plugins.push(...added) }));

import { startFieldTelemetry } from './field-telemetry';

const ENTRY = 'https://shop.example/remotes/mf-invoices/1.4.0/remoteEntry.js';
const sent: TelemetryBeacon[] = [];
// jsdom keeps no resource timings (browsers do): none, unless a test says which.
performance.getEntriesByType ??= () => [];
/** The page's errors as the shell keeps them (keepErrors) for the collector. */
const kept: Event[] = [];
let stop: ReturnType<typeof startFieldTelemetry>;

const hide = () => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  // As browsers fire it: at the document, bubbling to the window.
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
};
const metric = (name: string, value: number, rating: Metric['rating'], entries: object[] = []) => ({ name, value, rating, entries }) as unknown as Metric;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  sent.length = 0;
  for (const name of Object.keys(vitals)) delete vitals[name];
  attributed.clear();
  plugins.length = 0;
  kept.length = 0;
  window.history.replaceState(null, '', '/ar/paiement-facture/invoices?mdn=0661234501');
  stop = startFieldTelemetry({
    route: () => '/paiement-facture/invoices',
    language: () => 'ar',
    device: 'mobile',
    shell: '1.0.0',
    send: (url, body) => {
      if (url === '/api/v1/telemetry/beacons') sent.push(JSON.parse(body) as TelemetryBeacon);
    },
    errors: kept,
  });
});
afterEach(() => {
  stop();
  jest.restoreAllMocks();
});

it('sends one beacon when the page is hidden: the vitals blamed on the remote their entries name, the page, no tab id without consent', async () => {
  document.body.innerHTML =
    '<div data-remote-area="mf-invoices" data-remote-version="1.4.0"><img id="hero"><button id="pay">Payer</button><p id="moved"><span>x</span></p></div><footer id="foot"></footer>';
  const byId = (id: string) => document.getElementById(id);
  vitals.LCP!(metric('LCP', 2100, 'good', [{ element: byId('hero'), url: '' }]));
  vitals.INP!(metric('INP', 180, 'good', [{ target: null }, { target: byId('pay') }]));
  const shift = (node: Node | null, value: number) => ({ value, sources: [{ node }] });
  vitals.CLS!(metric('CLS', 0.02, 'good', [shift(byId('foot'), 0.005), shift(byId('moved')!.firstChild, 0.015)]));
  vitals.TTFB!(metric('TTFB', 300, 'good'));
  hide();
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ route: '/paiement-facture/invoices', language: 'ar', device: 'mobile', shell: '1.0.0' });
  expect(sent[0]!.tab).toBeUndefined();
  expect(sent[0]!.vitals).toEqual([
    { name: 'LCP', value: 2100, remote: 'mf-invoices' },
    { name: 'INP', value: 180, remote: 'mf-invoices' },
    { name: 'CLS', value: 0.02, remote: 'mf-invoices' },
    { name: 'TTFB', value: 300 },
  ]);
  expect(JSON.stringify(sent)).not.toContain('0661234501');
  hide();
  expect(sent).toHaveLength(1);
  // Every vital good: the attribution build is never loaded.
  await settle();
  expect(attributed.size).toBe(0);
});

it('the latest value of a vital is the one sent, blamed on the area of its latest entry', () => {
  document.body.innerHTML = '<div data-remote-area="mf-catalogue"><img id="hero"></div><p id="intro">x</p>';
  vitals.LCP!(metric('LCP', 900, 'good', [{ element: document.getElementById('intro') }]));
  vitals.LCP!(metric('LCP', 1900, 'good', [{ element: document.getElementById('hero') }]));
  hide();
  expect(sent[0]!.vitals).toEqual([{ name: 'LCP', value: 1900, remote: 'mf-catalogue' }]);
});

it('loads the attribution build for a vital once it is not good, and sends the remote it blames', async () => {
  document.body.innerHTML = '<div data-remote-area="mf-invoices"><button id="pay">Payer</button></div>';
  const pay = document.getElementById('pay');
  vitals.INP!(metric('INP', 120, 'good', [{ target: pay }]));
  vitals.TTFB!(metric('TTFB', 1900, 'poor'));
  await settle();
  expect([...attributed.keys()]).toEqual([]);
  vitals.INP!(metric('INP', 350, 'needs-improvement', [{ target: pay }]));
  vitals.INP!(metric('INP', 420, 'poor', [{ target: pay }]));
  await settle();
  expect([...attributed.keys()]).toEqual(['INP']);
  // The script that made the interaction slow was the recharge's, not the invoices' button.
  attributed.get('INP')!('mf-recharge');
  hide();
  expect(sent[0]!.vitals).toEqual([
    { name: 'INP', value: 420, remote: 'mf-recharge' },
    { name: 'TTFB', value: 1900 },
  ]);
});

it('attributes the errors the shell kept to the remote and version their script came from, and render errors caught by a remote area', () => {
  kept.push(
    new ErrorEvent('error', { filename: 'https://shop.example/remotes/mf-recharge/2.0.1/assets/12.abc.js', message: 'boom for 0661234501' }),
    new ErrorEvent('error', { filename: 'https://shop.example/assets/main.js' }),
  );
  const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
  rejection.reason = { stack: `TypeError: x\n    at f (${ENTRY}:1:200)` };
  kept.push(rejection, new CustomEvent(REMOTE_ERROR_EVENT, { detail: { remote: 'mf-invoices', error: { stack: `Error\n at g (${ENTRY}:1:9)` } } }));
  hide();
  expect(sent[0]!.errors).toEqual([
    { remote: 'mf-recharge', version: '2.0.1', kind: 'error', count: 1 },
    { remote: 'shell', version: '1.0.0', kind: 'error', count: 1 },
    { remote: 'mf-invoices', version: '1.4.0', kind: 'rejection', count: 1 },
    { remote: 'mf-invoices', version: '1.4.0', kind: 'render', count: 1 },
  ]);
  expect(JSON.stringify(sent)).not.toContain('boom');
  // Taken once: the next beacon counts only what came after.
  expect(kept).toHaveLength(0);
  kept.push(new ErrorEvent('error', { filename: 'https://shop.example/remotes/mf-recharge/2.0.1/assets/12.abc.js' }));
  kept.push(new ErrorEvent('error', { filename: 'https://shop.example/remotes/mf-recharge/2.0.1/assets/12.abc.js' }));
  hide();
  expect(sent[1]!.errors).toEqual([{ remote: 'mf-recharge', version: '2.0.1', kind: 'error', count: 2 }]);
});

it('an error thrown by a remote’s own hidden handler, added after the collector started, is in the beacon sent as the page is hidden', () => {
  // As the shell's keepErrors does: the page's uncaught errors kept for the collector.
  const keep = (event: ErrorEvent) => kept.push(event);
  window.addEventListener('error', keep);
  const faulty = () => {
    if (document.visibilityState !== 'hidden') return;
    window.dispatchEvent(new ErrorEvent('error', { filename: 'https://shop.example/remotes/mf-catalogue/1.0.7/assets/routes.js' }));
  };
  document.addEventListener('visibilitychange', faulty);
  try {
    hide();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.errors).toEqual([{ remote: 'mf-catalogue', version: '1.0.7', kind: 'error', count: 1 }]);
  } finally {
    document.removeEventListener('visibilitychange', faulty);
    window.removeEventListener('error', keep);
  }
});

it('a render error whose stack names no remote file is counted for the version of that remote the page loaded', () => {
  jest.spyOn(performance, 'getEntriesByType').mockReturnValue([{ name: 'https://shop.example/remotes/mf-catalogue/1.5.0/remoteEntry.js' } as PerformanceEntry]);
  kept.push(new CustomEvent(REMOTE_ERROR_EVENT, { detail: { remote: 'mf-catalogue', error: new Error('render') } }));
  hide();
  expect(sent[0]!.errors).toEqual([{ remote: 'mf-catalogue', version: '1.5.0', kind: 'render', count: 1 }]);
  expect(sent[0]!.remotes).toEqual({ 'mf-catalogue': '1.5.0' });
});

it('records federation load failures with their phase through the runtime plugin hooks, and lets the error through', async () => {
  const [plugin] = plugins;
  expect(plugin?.name).toBe('atlas-field-telemetry');
  const remote = { name: 'mf_invoices', entry: ENTRY };
  const call = (lifecycle: string) =>
    (plugin!.errorLoadRemote as (args: object) => unknown)({ id: 'mf-invoices/routes', error: new Error('x'), lifecycle, remote });
  expect(call('afterResolve')).toBeUndefined();
  call('onLoad');
  call('beforeLoadShare');
  await (plugin!.loadEntryError as (args: object) => Promise<unknown>)({ remoteInfo: { name: 'mf_invoices', entry: ENTRY } });
  hide();
  expect(sent[0]!.failures).toEqual([
    { remote: 'mf-invoices', version: '1.4.0', phase: 'manifest', count: 1 },
    { remote: 'mf-invoices', version: '1.4.0', phase: 'expose', count: 1 },
    { remote: 'mf-invoices', version: '1.4.0', phase: 'shared', count: 1 },
    { remote: 'mf-invoices', version: '1.4.0', phase: 'entry', count: 1 },
  ]);
});
