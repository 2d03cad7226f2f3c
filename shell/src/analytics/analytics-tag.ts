import { BUS_WINDOW_EVENT, type BusWindowEventDetail } from '@atlas/contracts';
import { ANALYTICS_EVENTS_PATH, ANALYTICS_LIMITS, type AnalyticsEvent } from '@atlas/contracts/analytics';
import { analyticsEventAt } from './analytics-event';
import { PAGE_VIEW_EVENT } from './page-view-signal';

/** How often a visit's events leave the browser while the page stays open. */
const FLUSH_EVERY_MS = 10_000;

export interface AnalyticsTag {
  /** Sends what is queued now (also on page hide). */
  flush(): void;
  stop(): void;
}

type Send = (url: string, body: string) => void;

/** `navigator.sendBeacon` survives the page closing; its text/plain body is read as JSON by the API. */
const beacon: Send = (url, body) => {
  if (!navigator.sendBeacon?.(url, new Blob([body], { type: 'text/plain' }))) {
    void fetch(url, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => undefined);
  }
};

/**
 * The first-party analytics tag: the page views of the visit (the shell signals each one) and the
 * shop's bus events that the shell repeats on `window`, by name only — never a payload, a query
 * string or an identity. Batched, sent every few seconds and when the page is hidden.
 */
export function startAnalyticsTag({
  send = beacon,
  visit = crypto.randomUUID(),
  early = [analyticsEventAt('page_view', window.location.pathname)],
}: {
  send?: Send;
  visit?: string;
  /** What happened before the tag loaded; by default the page it starts on. */
  early?: AnalyticsEvent[];
} = {}): AnalyticsTag {
  const queue: AnalyticsEvent[] = [...early];
  const record = (kind: AnalyticsEvent['kind'], name: string) => {
    queue.push(analyticsEventAt(kind, name));
    if (queue.length >= ANALYTICS_LIMITS.eventsPerBatch) flush();
  };
  const flush = () => {
    if (queue.length === 0) return;
    send(ANALYTICS_EVENTS_PATH, JSON.stringify({ visit, events: queue.splice(0, ANALYTICS_LIMITS.eventsPerBatch) }));
  };
  const onPageView = () => record('page_view', window.location.pathname);
  const onBus = (event: Event) => record('bus', (event as CustomEvent<BusWindowEventDetail>).detail.type);
  const onHide = () => {
    if (document.visibilityState === 'hidden') flush();
  };

  window.addEventListener(PAGE_VIEW_EVENT, onPageView);
  window.addEventListener(BUS_WINDOW_EVENT, onBus);
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', flush);
  const timer = window.setInterval(flush, FLUSH_EVERY_MS);

  return {
    flush,
    stop() {
      flush();
      window.clearInterval(timer);
      window.removeEventListener(PAGE_VIEW_EVENT, onPageView);
      window.removeEventListener(BUS_WINDOW_EVENT, onBus);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', flush);
    },
  };
}
