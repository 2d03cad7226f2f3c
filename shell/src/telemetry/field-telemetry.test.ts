import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { MetricWithAttribution } from 'web-vitals/attribution';
import type { TelemetryBeacon } from './field-report';
import { REMOTE_ERROR_EVENT } from './remote-error-event';

const vitals: Array<(metric: MetricWithAttribution) => void> = [];
const plugins: ModuleFederationRuntimePlugin[] = [];
jest.mock('web-vitals/attribution', () => {
  const observe = (callback: (metric: MetricWithAttribution) => void) => vitals.push(callback);
  return { onLCP: observe, onINP: observe, onCLS: observe, onTTFB: observe };
});
jest.mock('@module-federation/enhanced/runtime', () => ({ registerPlugins: (added: ModuleFederationRuntimePlugin[]) => plugins.push(...added) }));

import { startFieldTelemetry } from './field-telemetry';

const ENTRY = 'https://shop.example/remotes/mf-invoices/1.4.0/remoteEntry.js';
const sent: TelemetryBeacon[] = [];
let telemetry: ReturnType<typeof startFieldTelemetry>;

const hide = () => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
};
const metric = (name: string, value: number, attribution: object) => ({ name, value, attribution }) as unknown as MetricWithAttribution;

beforeEach(() => {
  sent.length = 0;
  vitals.length = 0;
  plugins.length = 0;
  window.history.replaceState(null, '', '/ar/paiement-facture/invoices?mdn=0661234501');
  telemetry = startFieldTelemetry({
    route: () => '/paiement-facture/invoices',
    language: () => 'ar',
    device: 'mobile',
    shell: '1.0.0',
    send: (url, body) => {
      if (url === '/api/v1/telemetry/beacons') sent.push(JSON.parse(body) as TelemetryBeacon);
    },
  });
});
afterEach(() => telemetry.stop());

it('sends one beacon when the page is hidden: the vitals with the remote they are attributed to, the page, no tab id without consent', () => {
  document.body.innerHTML = '<div data-remote-area="mf-invoices" data-remote-version="1.4.0"><img id="hero"></div>';
  vitals.forEach((report, index) => report(metric(['LCP', 'INP', 'CLS', 'TTFB'][index]!, [2100, 180, 0.02, 300][index]!, { target: '#hero' })));
  hide();
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ route: '/paiement-facture/invoices', language: 'ar', device: 'mobile', shell: '1.0.0' });
  expect(sent[0]!.tab).toBeUndefined();
  expect(sent[0]!.vitals).toEqual([
    { name: 'LCP', value: 2100, remote: 'mf-invoices' },
    { name: 'INP', value: 180, remote: 'mf-invoices' },
    { name: 'CLS', value: 0.02, remote: 'mf-invoices' },
    { name: 'TTFB', value: 300, remote: 'mf-invoices' },
  ]);
  expect(JSON.stringify(sent)).not.toContain('0661234501');
  hide();
  expect(sent).toHaveLength(1);
});

it('attributes errors to the remote and version their script came from, and render errors caught by a remote area', () => {
  window.dispatchEvent(
    new ErrorEvent('error', { filename: 'https://shop.example/remotes/mf-recharge/2.0.1/assets/12.abc.js', message: 'boom for 0661234501' }),
  );
  window.dispatchEvent(new ErrorEvent('error', { filename: 'https://shop.example/assets/main.js' }));
  const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
  rejection.reason = { stack: `TypeError: x\n    at f (${ENTRY}:1:200)` };
  window.dispatchEvent(rejection);
  window.dispatchEvent(new CustomEvent(REMOTE_ERROR_EVENT, { detail: { remote: 'mf-invoices', error: { stack: `Error\n at g (${ENTRY}:1:9)` } } }));
  hide();
  expect(sent[0]!.errors).toEqual([
    { remote: 'mf-recharge', version: '2.0.1', kind: 'error', count: 1 },
    { remote: 'shell', version: '1.0.0', kind: 'error', count: 1 },
    { remote: 'mf-invoices', version: '1.4.0', kind: 'rejection', count: 1 },
    { remote: 'mf-invoices', version: '1.4.0', kind: 'render', count: 1 },
  ]);
  expect(JSON.stringify(sent)).not.toContain('boom');
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

it('counts the errors the page had before the collector loaded, as if it had been listening', () => {
  telemetry.stop();
  telemetry = startFieldTelemetry({
    route: () => '/',
    language: () => 'fr',
    device: 'desktop',
    shell: '1.0.0',
    send: (_url, body) => sent.push(JSON.parse(body) as TelemetryBeacon),
    earlier: [
      new CustomEvent(REMOTE_ERROR_EVENT, {
        detail: { remote: 'mf-catalogue', error: { stack: `Error\n at h (https://shop.example/remotes/mf-catalogue/1.5.0/assets/7.js:1:3)` } },
      }),
      new ErrorEvent('error', { filename: 'https://shop.example/remotes/mf-catalogue/1.5.0/assets/7.js' }),
    ],
  });
  hide();
  expect(sent[0]!.errors).toEqual([
    { remote: 'mf-catalogue', version: '1.5.0', kind: 'render', count: 1 },
    { remote: 'mf-catalogue', version: '1.5.0', kind: 'error', count: 1 },
  ]);
});
