import { chromium, type Page } from '@playwright/test';

const BASE = process.env.BASE ?? 'http://localhost:9320';
const OUT = '/tmp/shots33';
const VIEWS = [
  { locale: 'fr', prefix: '', width: 1280, height: 800 },
  { locale: 'ar', prefix: '/ar', width: 360, height: 780 },
  { locale: 'en', prefix: '/en', width: 390, height: 844 },
] as const;
const LOGIN = {
  fr: { user: /Numéro de mobile ou e-mail/, pass: /^Mot de passe/, submit: 'Se connecter' },
  ar: { user: /رقم الهاتف المحمول أو البريد الإلكتروني/, pass: /^كلمة المرور/, submit: 'تسجيل الدخول' },
  en: { user: /Mobile number or email/, pass: /^Password/, submit: 'Sign in' },
};

async function signIn(page: Page, view: (typeof VIEWS)[number], username: string) {
  await page.goto(`${BASE}${view.prefix}/espace-client/login`);
  const labels = LOGIN[view.locale];
  await page.getByLabel(labels.user).fill(username);
  await page.getByLabel(labels.pass).fill('Atlas2026');
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
  await page.waitForURL(/dashboard/, { timeout: 60_000 });
  await page.locator('[data-balance-category]').first().waitFor({ timeout: 60_000 });
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${OUT}/${name}.png`, fullPage: true });

(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  for (const view of VIEWS) {
    const tag = `${view.locale}-${view.width}`;
    // Prepaid: the menu without "Changer de forfait" (why), its page, the suspension's ways, the history.
    {
      const context = await browser.newContext({ viewport: { width: view.width, height: view.height } });
      const page = await context.newPage();
      await signIn(page, view, '0661234501');
      const cookie = page.getByRole('button', { name: /Accepter|قبول|Accept/ }).first();
      if (await cookie.isVisible().catch(() => false)) await cookie.click();
      await page.locator('[data-line-services]').scrollIntoViewIfNeeded();
      await page.locator('[data-line-services]').screenshot({ path: `${OUT}/services-menu-prepaid-${tag}.png` });
      await page.goto(`${BASE}${view.prefix}/espace-client/services/changement-offre`);
      await page.locator('[data-service-absent]').waitFor();
      await shot(page, `change-offer-prepaid-${tag}`);
      await page.goto(`${BASE}${view.prefix}/espace-client/assistance/suspension-ligne`);
      await page.locator('input[name="reason"]').first().check();
      await page.locator('[data-line-status]').waitFor();
      await page.getByRole('button').filter({ hasText: /Suspendre la ligne|إيقاف الخط|Suspend the line/ }).click();
      await page.locator('[data-lost-line-confirmation] input[name="confirm-way"]').first().waitFor();
      await shot(page, `suspension-ways-${tag}`);
      await page.goto(`${BASE}${view.prefix}/espace-client/TransactionHistory`);
      await page.waitForTimeout(3000);
      await shot(page, `transactions-${tag}`);
      await context.close();
    }
    // Postpaid: the migration page says why, roaming with a request pending, the SIM swap's ICC.
    {
      const context = await browser.newContext({ viewport: { width: view.width, height: view.height } });
      const page = await context.newPage();
      await signIn(page, view, '0662345602');
      await page.locator('[data-line-services]').scrollIntoViewIfNeeded();
      await page.locator('[data-line-services]').screenshot({ path: `${OUT}/services-menu-postpaid-${tag}.png` });
      await page.goto(`${BASE}${view.prefix}/espace-client/services/migration`);
      await page.locator('[data-service-absent]').waitFor();
      await shot(page, `migration-postpaid-${tag}`);
      await page.goto(`${BASE}${view.prefix}/espace-client/roaming`);
      await page.locator('[data-roaming-act]').waitFor();
      if ((await page.locator('[data-roaming-act]').getAttribute('data-roaming-act')) !== 'cancel') await page.locator('[data-roaming-act]').click();
      await page.locator('[data-roaming-pending]').waitFor();
      await shot(page, `roaming-pending-${tag}`);
      await page.locator('[data-roaming-act="cancel"]').click();
      await page.locator('[data-roaming-pending]').waitFor({ state: 'detached' });
      await context.close();
    }
  }
  await browser.close();
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
