import { expect, test } from '../support/test';
import { E2E_URL } from '../support/environment';
import { expectSecurityHeadersThrough } from '../support/security-headers';

/**
 * The security headers through the Node edge of `npm start`, on the production builds: the pages
 * (their policy computed from the page served), the API, the shell's and every remote's files.
 * The same checks run through nginx in topology/production-topology.spec.ts.
 */
test('the Node edge sends the security headers with the pages, the API and the remotes’ files', async ({ request }) => {
  expect(await expectSecurityHeadersThrough(request, E2E_URL)).toBeGreaterThanOrEqual(12);
});

test('a page of the site cannot be framed by another site', async ({ page }) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors|Refused to display/i.test(message.text())) blocked.push(message.text());
  });
  await page.setContent(`<iframe id="victim" src="${E2E_URL}/connexion" width="400" height="300"></iframe>`);
  await expect.poll(() => blocked.length).toBeGreaterThan(0);
  // The frame stays empty (Chromium shows its error page instead): no sign-in form to overlay.
  const frame = page.frames().find((candidate) => candidate.url().includes('/connexion'));
  expect(frame ? await frame.locator('input').count() : 0).toBe(0);
});
