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
