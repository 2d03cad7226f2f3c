import { expect, test, type APIRequestContext } from '../support/test';
import { dismissCookieBanner, expectAccessible, expectNoHorizontalScroll, LOCALE_PREFIX, VIEWPORTS, type Locale, shot } from '../support/pages';
import { ensureSignedUpThroughApi, SELF_CARE, signInThroughUi } from '../support/selfcare';

/** A postpaid line of its own (seeded free, signed up here): its internet allowance is 48.6 % used (25.7 Go left of 50). */
const LINE = '0681000902';
const EMAIL = 'amine.lazrak@example.ma';
const GO_KB = 1024 * 1024;

const smsTo = async (request: APIRequestContext) =>
  ((await (await request.get(`/api/dev/sms-outbox?to=${LINE}`)).json()) as Array<{ text: string }>).map((sms) => sms.text);
const mailsTo = async (request: APIRequestContext) =>
  ((await (await request.get(`/api/dev/email-outbox?to=${EMAIL}`)).json()) as Array<{ subject: string }>).map((mail) => mail.subject);

/** The network's usage of the line, as the operator's mediation hands it to the usage feed. */
const useInternet = async (request: APIRequestContext, gigabytes: number) => {
  const answer = await request.post('/api/dev/usage', {
    data: { mdn: LINE, uses: [{ kind: 'data', direction: 'out', scope: 'national', volumeKb: Math.round(gigabytes * GO_KB) }] },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { delivered: Array<{ threshold: number }> }).delivered;
};

const LABELS: Record<Locale, { menu: string; page: string; threshold: string; save: string; saved: string }> = {
  fr: {
    menu: 'Mes alertes de consommation',
    page: 'Alertes de consommation',
    threshold: 'À 80 %',
    save: 'Enregistrer mes alertes',
    saved: 'Vos alertes sont enregistrées.',
  },
  ar: { menu: 'تنبيهات الاستهلاك', page: 'تنبيهات الاستهلاك', threshold: 'عند 80%', save: 'حفظ تنبيهاتي', saved: 'تم حفظ تنبيهاتك.' },
  en: { menu: 'My usage alerts', page: 'Usage alerts', threshold: 'At 80%', save: 'Save my alerts', saved: 'Your alerts are saved.' },
};

test('a usage alert set in the account crosses its threshold once: one SMS, one email, one notification', async ({ page, request }) => {
  await ensureSignedUpThroughApi(request, LINE, EMAIL);
  await signInThroughUi(page, LINE);
  await dismissCookieBanner(page);

  // Set from the account: internet at 80 %.
  await page.goto(`${SELF_CARE}/mon-compte`);
  await page.getByRole('link', { name: LABELS.fr.menu }).click();
  await expect(page.getByRole('heading', { level: 1, name: LABELS.fr.page })).toBeVisible();
  const internet = page.locator('[data-alert-family="internet"]');
  await expect(internet).toContainText('Internet national : 48 % utilisés.');
  await internet.getByRole('checkbox', { name: LABELS.fr.threshold }).check();
  await page.getByRole('button', { name: LABELS.fr.save }).click();
  await expect(page.getByRole('status').filter({ hasText: LABELS.fr.saved })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'usage-alerts-fr-1280');

  const smsBefore = (await smsTo(request)).length;
  const mailsBefore = (await mailsTo(request)).length;
  // 48.6 % → 68.6 %: below the threshold, nothing told.
  expect(await useInternet(request, 10)).toEqual([]);
  // → 88.6 %: crossed, told; more use in the same period tells nothing more.
  expect((await useInternet(request, 10)).map((alert) => alert.threshold)).toEqual([80]);
  expect(await useInternet(request, 2)).toEqual([]);

  const sms = await smsTo(request);
  expect(sms.length - smsBefore).toBe(1);
  expect(sms[0]).toContain('vous avez utilisé 80 % de « Internet national »');
  const mails = await mailsTo(request);
  expect(mails.length - mailsBefore).toBe(1);
  expect(mails[0]).toBe('Alerte de consommation : 80 % utilisés');

  await page.reload();
  await page.locator('[data-account-widget] button[aria-expanded]').click();
  const told = page.locator('[data-notifications] li[data-kind="usage-alert"]');
  await expect(told).toHaveCount(1);
  await expect(told).toContainText('Vous avez utilisé 80 % de « Internet national »');
  await shot(page, 'usage-alert-notification-fr-1280');

  // The page shows where the counter stands now (48.6 + 20 + 20 + 4 = 92.6 %), the alert kept.
  await page.goto(`${SELF_CARE}/mon-compte/alertes-consommation`);
  await expect(internet).toContainText('Internet national : 92 % utilisés');
  await expect(internet.getByRole('checkbox', { name: LABELS.fr.threshold })).toBeChecked();
});

for (const [locale, viewport] of [
  ['ar', VIEWPORTS.mobile],
  ['en', { width: 390, height: 844 }],
] as const) {
  test(`the usage alerts page in ${locale} at ${viewport.width} px`, async ({ page, request }) => {
    await ensureSignedUpThroughApi(request, LINE, EMAIL);
    await page.setViewportSize(viewport);
    await signInThroughUi(page, LINE, { locale });
    await dismissCookieBanner(page);
    await page.goto(`${LOCALE_PREFIX[locale]}${SELF_CARE}/mon-compte/alertes-consommation`);
    await expect(page.getByRole('heading', { level: 1, name: LABELS[locale].page })).toBeVisible();
    await expect(page.locator('[data-alert-family="internet"]').getByRole('checkbox', { name: LABELS[locale].threshold })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await shot(page, `usage-alerts-${locale}-${viewport.width}`);
  });
}
