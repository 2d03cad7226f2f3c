/**
 * The field telemetry collector (issue 30), its own chunk loaded once the page is idle after its
 * largest paint (start-field-telemetry.ts): Web Vitals through the `web-vitals` library's
 * attribution build, errors and federation load failures attributed to the remote and version
 * that caused them, one beacon (`navigator.sendBeacon`) each time the page is hidden.
 */
import { registerPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { onCLS, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { REMOTE_ERROR_EVENT } from './remote-error-event';
import { FieldReport, remoteOfUrl, TELEMETRY_BEACON_PATH, type DeviceClass, type LoadPhase, type VitalName } from './field-report';

export interface FieldTelemetryOptions {
  route: () => string;
  language: () => string;
  device: DeviceClass;
  shell: string;
  /** A random id for this tab, kept in memory only, given only while the cookie banner's consent stands. */
  tab?: () => string | undefined;
  send?: (url: string, body: string) => void;
  /** Errors the page dispatched before the collector loaded (keepEarlyErrors), counted as they come in. */
  earlier?: Event[];
}

const beacon = (url: string, body: string) => void navigator.sendBeacon?.(url, new Blob([body], { type: 'text/plain' }));

/** The remote named by an error's stack (the first frame served from /remotes/…). */
const remoteOfStack = (error: unknown) => remoteOfUrl((error as { stack?: string } | null)?.stack);

/** What the federation runtime says failed, by phase: the manifest, the entry, an exposed module, a shared library. */
export function telemetryRuntimePlugin(onFailure: (phase: LoadPhase, url: string | undefined, id: string) => void): ModuleFederationRuntimePlugin {
  const phaseOf = { afterResolve: 'manifest', beforeRequest: 'entry', onLoad: 'expose', beforeLoadShare: 'shared' } as const;
  return {
    name: 'atlas-field-telemetry',
    errorLoadRemote({ lifecycle, remote, id }) {
      onFailure(phaseOf[lifecycle], (remote as { entry?: string } | undefined)?.entry, id);
      return undefined;
    },
    loadEntryError({ remoteInfo }) {
      onFailure('entry', remoteInfo.entry, remoteInfo.name);
      return Promise.resolve(undefined);
    },
  };
}

/** Which remote an element belongs to: the area the shell drew it in (`data-remote-area`). */
const remoteOfTarget = (selector: string | undefined): string | undefined => {
  if (!selector) return undefined;
  try {
    return document.querySelector(selector)?.closest<HTMLElement>('[data-remote-area]')?.dataset.remoteArea;
  } catch {
    return undefined;
  }
};

function attributedRemote(metric: MetricWithAttribution): string | undefined {
  const attribution = metric.attribution as { target?: string; interactionTarget?: string; largestShiftTarget?: string; url?: string };
  return remoteOfUrl(attribution.url)?.remote ?? remoteOfTarget(attribution.target ?? attribution.interactionTarget ?? attribution.largestShiftTarget);
}

export function startFieldTelemetry({ route, language, device, shell, tab, send = beacon, earlier = [] }: FieldTelemetryOptions): {
  report: () => FieldReport;
  stop: () => void;
} {
  const open = () => new FieldReport({ route: route(), language: language(), device, shell, tab: tab?.() });
  let report = open();
  let pending = false;

  const seeResources = () => {
    for (const entry of (performance.getEntriesByType?.('resource') ?? []) as PerformanceResourceTiming[]) {
      const source = remoteOfUrl(entry.name);
      if (!source) continue;
      report.sawRemote(source.remote, source.version);
      // A file that answered an error status before the collector loaded: its phase by its name.
      const status = (entry as { responseStatus?: number }).responseStatus ?? 0;
      if (status >= 400)
        report.failure(
          entry.name.endsWith('mf-manifest.json') ? 'manifest' : entry.name.endsWith('remoteEntry.js') ? 'entry' : 'expose',
          source.remote,
          source.version,
        );
    }
  };
  const onVital = (metric: MetricWithAttribution) => {
    report.vital(metric.name as VitalName, metric.value, attributedRemote(metric));
    pending = true;
  };
  const onError = (event: ErrorEvent) => {
    report.error('error', remoteOfUrl(event.filename) ?? remoteOfStack(event.error));
    pending = true;
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    report.error('rejection', remoteOfStack(event.reason));
    pending = true;
  };
  const onRemoteError = (event: Event) => {
    const { remote, error } = (event as CustomEvent<{ remote: string; error: unknown }>).detail;
    seeResources();
    const version = remoteOfStack(error)?.version ?? document.querySelector<HTMLElement>(`[data-remote-area="${CSS.escape(remote)}"]`)?.dataset.remoteVersion;
    report.error('render', { remote, version: version ?? report.beacon().remotes[remote] ?? 'unknown' });
    pending = true;
  };
  const flush = () => {
    if (document.visibilityState !== 'hidden') return;
    seeResources();
    if (!pending && report.beacon().vitals.length === 0) return;
    send(TELEMETRY_BEACON_PATH, JSON.stringify(report.beacon()));
    report = open();
    pending = false;
  };

  registerPlugins([
    telemetryRuntimePlugin((phase, url, id) => {
      const source = remoteOfUrl(url);
      report.failure(phase, source?.remote ?? id.split('/')[0]!, source?.version ?? 'unknown');
      pending = true;
    }),
  ]);
  for (const observe of [onLCP, onINP, onCLS, onTTFB]) observe(onVital);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener(REMOTE_ERROR_EVENT, onRemoteError);
  for (const event of earlier) {
    if (event.type === 'error') onError(event as ErrorEvent);
    else if (event.type === 'unhandledrejection') onRejection(event as PromiseRejectionEvent);
    else if (event.type === REMOTE_ERROR_EVENT) onRemoteError(event);
  }
  // After web-vitals' own listeners: they report INP and CLS as the page is hidden.
  document.addEventListener('visibilitychange', flush);

  return {
    report: () => report,
    stop() {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener(REMOTE_ERROR_EVENT, onRemoteError);
      document.removeEventListener('visibilitychange', flush);
    },
  };
}
