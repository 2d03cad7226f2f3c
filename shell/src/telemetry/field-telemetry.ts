/**
 * The field telemetry collector (issue 30), its own chunk loaded once the page is idle after its
 * largest paint (start-field-telemetry.ts): Web Vitals through the `web-vitals` library — its plain
 * build here, each vital blamed on a remote by the entries it gives; its attribution build, a chunk
 * of its own, only once a vital is not good (vitals-attribution.ts) —, errors and federation load
 * failures attributed to the remote and version that caused them, one beacon
 * (`navigator.sendBeacon`) each time the page is hidden. Budget: 3 KB compressed (docs/telemetry.md).
 */
import { registerPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { CLSMetric, INPMetric, LCPMetric, Metric } from 'web-vitals';
// Each observer's own module (the package's per-function exports): only what is used is bundled.
import { onCLS } from 'web-vitals/onCLS.js';
import { onINP } from 'web-vitals/onINP.js';
import { onLCP } from 'web-vitals/onLCP.js';
import { onTTFB } from 'web-vitals/onTTFB.js';
import { remoteOfUrl, SHELL, TELEMETRY_BEACON_PATH, type DeviceClass, type LoadPhase, type TelemetryBeacon, type VitalName } from './field-report';
import { remoteOfNode } from './vital-remote';
import type { AttributedVital, attributeVital } from './vitals-attribution';

export interface FieldTelemetryOptions {
  route: () => string;
  language: () => string;
  device: DeviceClass;
  shell: string;
  /** A random id for this tab, kept in memory only, given only while the cookie banner's consent stands. */
  tab?: () => string | undefined;
  send?: (url: string, body: string) => void;
  /** The page's errors as the shell keeps them (keepErrors), taken and counted at each beacon. */
  errors?: Event[];
}

/** The remote named by an error's stack (the first frame served from /remotes/…). */
const remoteOfStack = (error: unknown) => remoteOfUrl((error as { stack?: string } | null)?.stack);

/** What the federation runtime says failed, by phase: the manifest, the entry, an exposed module, a shared library. */
function telemetryRuntimePlugin(onFailure: (phase: LoadPhase, url: string | undefined, id: string) => void): ModuleFederationRuntimePlugin {
  const phaseOf = { afterResolve: 'manifest', beforeRequest: 'entry', onLoad: 'expose', beforeLoadShare: 'shared' } as const;
  return {
    name: 'atlas-field-telemetry',
    errorLoadRemote({ lifecycle, remote, id }) {
      onFailure(phaseOf[lifecycle], (remote as { entry?: string } | undefined)?.entry, id);
      return undefined;
    },
    async loadEntryError({ remoteInfo }) {
      onFailure('entry', remoteInfo.entry, remoteInfo.name);
      return undefined;
    },
  };
}

/** The remote a vital is blamed on from the plain build's entries: the LCP's element, the interaction's target, the largest shift's node (TTFB: none). */
function remoteOfEntries(metric: Metric): string | undefined {
  if (metric.name === 'CLS') {
    const [largest] = [...(metric as CLSMetric).entries].sort((a, b) => b.value - a.value);
    return remoteOfNode(largest?.sources.find((source) => source.node)?.node);
  }
  return remoteOfNode(
    metric.name === 'INP' ? (metric as INPMetric).entries.find((entry) => entry.target)?.target : (metric as LCPMetric).entries.at(-1)?.element,
  );
}

/** Counted rows (errors, failures) as JSON → how many, listed for the beacon. */
const listed = (rows: Map<string, number>) => [...rows].map(([row, count]) => ({ ...(JSON.parse(row) as object), count }));
const count = (rows: Map<string, number>, row: object) => {
  const key = JSON.stringify(row);
  rows.set(key, (rows.get(key) ?? 0) + 1);
};

/**
 * Starts the collector: one page view's counts (route, language, device, versions, vitals, errors,
 * failures) sent as a beacon each time the page is hidden, then counted anew. Written small: with
 * web-vitals' plain build it is the 3 KB of a first visit (docs/telemetry.md).
 */
export function startFieldTelemetry({
  route,
  language,
  device,
  shell,
  tab,
  // A string: sent as text/plain;charset=UTF-8, a simple request (no preflight).
  send = (url, body) => navigator.sendBeacon(url, body),
  errors = [],
}: FieldTelemetryOptions) {
  // The page view as it started (its route, language, consent), its counts as they come.
  const open = () => ({ route: route(), language: language(), tab: tab?.() });
  let page = open();
  let remotes: Record<string, string> = {};
  let vitals: Partial<Record<VitalName, TelemetryBeacon['vitals'][number]>> = {};
  let errorRows = new Map<string, number>();
  let failureRows = new Map<string, number>();
  const failure = (phase: LoadPhase, remote: string, version: string) => count(failureRows, { remote, version, phase });
  /** An error the shell kept, blamed on the remote its script URL or its stack names, or on the area it broke. */
  const error = (event: Event) => {
    const { type, filename, error: thrown, reason, detail } = event as ErrorEvent & PromiseRejectionEvent & CustomEvent<{ remote: string; error: unknown }>;
    const [kind, source] =
      type === 'error'
        ? ['error', remoteOfUrl(filename) ?? remoteOfStack(thrown)]
        : type === 'unhandledrejection'
          ? ['rejection', remoteOfStack(reason)]
          : // A render error: its remote's version by the stack, else the one this page view loaded (resource timings, seen first).
            ['render', { remote: detail.remote, version: remoteOfStack(detail.error)?.version ?? remotes[detail.remote] ?? 'unknown' }];
    count(errorRows, { ...(source ?? { remote: SHELL, version: shell }), kind });
  };

  // Each vital's latest value (reported at every change), and the remote the attribution build blames it on.
  const latest: Partial<Record<VitalName, Metric>> = {};
  const blamed: Partial<Record<VitalName, string>> = {};
  let attribution: Promise<{ attributeVital: typeof attributeVital }> | undefined;
  const record = (name: VitalName) => {
    const { value } = latest[name]!;
    const remote = name in blamed ? blamed[name] : remoteOfEntries(latest[name]!);
    vitals[name] = remote ? { name, value, remote } : { name, value };
  };
  const onVital = (metric: Metric) => {
    const name = metric.name as VitalName;
    latest[name] = metric;
    record(name);
    // Where attribution helps: a vital not good, still measured while the page is visible.
    if (metric.rating !== 'good' && name !== 'TTFB' && !(name in blamed)) {
      blamed[name] = remoteOfEntries(metric);
      (attribution ??= import(/* webpackChunkName: "field-telemetry-attribution" */ './vitals-attribution')).then(
        ({ attributeVital }) => {
          attributeVital(
            name as AttributedVital,
            (remote) => {
              blamed[name] = remote;
              record(name);
            },
            { remoteOfUrl, remoteOfNode },
          );
        },
        () => undefined,
      );
    }
  };

  const flush = () => {
    if (document.visibilityState !== 'hidden') return;
    for (const entry of performance.getEntriesByType('resource') as Array<PerformanceResourceTiming & { responseStatus?: number }>) {
      const source = remoteOfUrl(entry.name);
      if (!source) continue;
      remotes[source.remote] = source.version;
      // A file that answered an error status (before the collector loaded, too): its phase by its name.
      if (entry.responseStatus! >= 400)
        failure(/\.json$/.test(entry.name) ? 'manifest' : /remoteEntry/.test(entry.name) ? 'entry' : 'expose', source.remote, source.version);
    }
    errors.splice(0).forEach(error);
    const measured = Object.values(vitals);
    if (measured.length + errorRows.size + failureRows.size === 0) return;
    const beacon = { ...page, device, shell, remotes, vitals: measured, errors: listed(errorRows), failures: listed(failureRows) };
    send(TELEMETRY_BEACON_PATH, JSON.stringify(beacon));
    page = open();
    remotes = {};
    vitals = {};
    errorRows = new Map();
    failureRows = new Map();
  };

  registerPlugins([
    telemetryRuntimePlugin((phase, url, id) => {
      const source = remoteOfUrl(url);
      failure(phase, source?.remote ?? id.split('/')[0]!, source?.version ?? 'unknown');
    }),
  ]);
  for (const observe of [onLCP, onINP, onCLS]) observe(onVital, { reportAllChanges: true });
  onTTFB(onVital);
  // Last of all the page's listeners: the event bubbles from the document to the window, so the beacon
  // goes after web-vitals' reports of INP and CLS and after every remote's own hidden handler — even one
  // loaded after the collector — whose error then counts in this page view, not in one never sent.
  window.addEventListener('visibilitychange', flush);

  // Stops it (tests).
  return () => window.removeEventListener('visibilitychange', flush);
}
