import { BUS_WINDOW_EVENT, type BusWindowEventDetail } from '@atlas/contracts';
import type { AnalyticsEvent } from '@atlas/contracts/analytics';
import { analyticsAllowed } from '../layout/cookie-consent';
import { analyticsEventAt } from './analytics-event';
import { PAGE_VIEW_EVENT } from './page-view-signal';

let started = false;

/**
 * Loads the analytics tag — only when the stored `withoutPermission` flag is set (the cookie
 * banner's "accept") — in its own chunk, once the browser is idle: the first screen pays nothing.
 * What happens before the chunk arrives (the page the visitor accepted on, the next clicks) is
 * kept here and handed to the tag.
 */
export function startAnalyticsWhenAllowed(): void {
  if (started || !analyticsAllowed()) return;
  started = true;
  const early: AnalyticsEvent[] = [];
  const onPageView = () => early.push(analyticsEventAt('page_view', window.location.pathname));
  const onBus = (event: Event) => early.push(analyticsEventAt('bus', (event as CustomEvent<BusWindowEventDetail>).detail.type));
  onPageView();
  window.addEventListener(PAGE_VIEW_EVENT, onPageView);
  window.addEventListener(BUS_WINDOW_EVENT, onBus);
  const load = () =>
    void import(/* webpackChunkName: "analytics-tag" */ './analytics-tag').then(({ startAnalyticsTag }) => {
      window.removeEventListener(PAGE_VIEW_EVENT, onPageView);
      window.removeEventListener(BUS_WINDOW_EVENT, onBus);
      startAnalyticsTag({ early });
    });
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 2000);
}
