import { rememberCookieConsent } from '../layout/cookie-consent';

jest.mock('./analytics-tag', () => ({ startAnalyticsTag: jest.fn() }));

beforeEach(() => {
  localStorage.clear();
  jest.resetModules();
  (window as { requestIdleCallback?: unknown }).requestIdleCallback = (run: () => void) => run();
});

async function startAndSettle() {
  const { startAnalyticsWhenAllowed } = await import('./start-analytics');
  const { startAnalyticsTag } = await import('./analytics-tag');
  startAnalyticsWhenAllowed();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return startAnalyticsTag as jest.Mock;
}

it('loads no tag while the withoutPermission flag is not set (no answer, or refused)', async () => {
  expect(await startAndSettle()).not.toHaveBeenCalled();
  rememberCookieConsent('refused');
  expect(await startAndSettle()).not.toHaveBeenCalled();
});

it('loads the tag once the visitor accepted the cookies', async () => {
  rememberCookieConsent('accepted');
  expect(await startAndSettle()).toHaveBeenCalledTimes(1);
});

it('hands the tag the pages seen before its chunk arrived, starting with the one the visitor accepted on', async () => {
  rememberCookieConsent('accepted');
  window.history.replaceState(null, '', '/en/recharge');
  let runIdle: () => void = () => undefined;
  (window as { requestIdleCallback?: unknown }).requestIdleCallback = (run: () => void) => (runIdle = run);
  const { startAnalyticsWhenAllowed } = await import('./start-analytics');
  const { startAnalyticsTag } = await import('./analytics-tag');
  const { PAGE_VIEW_EVENT } = await import('./page-view-signal');
  startAnalyticsWhenAllowed();
  window.history.pushState(null, '', '/en/faq');
  window.dispatchEvent(new Event(PAGE_VIEW_EVENT));
  runIdle();
  await new Promise((resolve) => setTimeout(resolve, 0));
  const [{ early }] = (startAnalyticsTag as jest.Mock).mock.calls[0] as [{ early: Array<{ path: string; language: string }> }];
  expect(early.map(({ path, language }) => ({ path, language }))).toEqual([
    { path: '/en/recharge', language: 'en' },
    { path: '/en/faq', language: 'en' },
  ]);
});
