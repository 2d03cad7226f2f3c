import { eq } from 'drizzle-orm';
import type { ApiErrorBody } from '@atlas/contracts/api-error';
import type { EmailOutbox, SmsOutbox } from '@atlas/contracts/dev';
import type { NotificationsResponse } from '@atlas/contracts/histories';
import type { BalanceCategory } from '@atlas/contracts/selfcare';
import type { UsageAlertsResponse } from '@atlas/contracts/usage-alerts';
import { DEMO_ACCOUNTS } from '../../demo-accounts';
import { lineBalances } from '../../db/schema';
import { appPerTestFile } from '../../test/build-test-app';
import { bearer, signedInCustomer, type SignedInCustomer } from '../../test/session';
import { applyUsage } from '../ms-balance/public';
import { alertText, crossedThresholds } from './usage-alerts';

const app = appPerTestFile();
jest.setTimeout(30_000);

const GO_KB = 1024 * 1024;
const sdata = (language: string) => Buffer.from(JSON.stringify({ language, origin: 'selfcare' })).toString('base64');

const internet = (value: number, total = 50, validUntil = '2026-12-31T00:00:00.000Z'): BalanceCategory => ({
  category: 'internet',
  name: 'Internet',
  name_ar: 'الإنترنت',
  name_en: 'Internet',
  subCategories: [
    { name: 'Internet national', name_ar: 'الإنترنت الوطني', name_en: 'National internet', value, total, unit: 'Go', unlimited: false, validUntil },
  ],
});

describe('the usage draw and the crossings (pure)', () => {
  const calls: BalanceCategory = {
    category: 'appels',
    name: 'Appels',
    name_ar: 'المكالمات',
    name_en: 'Calls',
    subCategories: [{ name: 'Appels', name_ar: 'مكالمات', name_en: 'Calls', value: 60, total: 60, unit: 'min', unlimited: false, validUntil: null }],
  };

  it('draws outgoing uses on their allowance and nothing for what the customer received', () => {
    const after = applyUsage(
      [internet(10), calls],
      [
        { kind: 'data', direction: 'out', scope: 'national', durationSeconds: 60, volumeKb: GO_KB / 2 },
        { kind: 'call', direction: 'out', scope: 'national', durationSeconds: 600, volumeKb: 0 },
        { kind: 'call', direction: 'in', scope: 'national', durationSeconds: 1200, volumeKb: 0 },
      ],
    );
    expect(after[0]!.subCategories[0]!.value).toBe(9.5);
    expect(after[1]!.subCategories[0]!.value).toBe(50);
  });

  it('a threshold is crossed once: from below it to at or above it, in the same period', () => {
    const alerts = { internet: [50, 80, 100] as const, calls: [], sms: [] } as never;
    expect(crossedThresholds([internet(26)], [internet(24)], alerts).map((crossing) => crossing.threshold)).toEqual([50]);
    expect(crossedThresholds([internet(24)], [internet(20)], alerts)).toEqual([]);
    expect(crossedThresholds([internet(26)], [internet(0)], alerts).map((crossing) => crossing.threshold)).toEqual([50, 80, 100]);
    // A renewed allowance (another period) counts from nothing used.
    expect(crossedThresholds([internet(1)], [internet(20, 50, '2027-01-31T00:00:00.000Z')], alerts).map((crossing) => crossing.period)).toEqual([
      '2027-01-31T00:00:00.000Z',
    ]);
  });

  it('tells the alert in the customer’s language, the number kept whole', () => {
    const crossing = { item: internet(10).subCategories[0]!, threshold: 80 as const };
    expect(alertText('0662345602', crossing, 'fr').text).toBe(
      'Atlas Telecom : vous avez utilisé 80 % de « Internet national » sur la ligne \u206606\u00a062\u00a034\u00a056\u00a002\u2069. Il se renouvelle le 31 décembre.',
    );
    expect(alertText('0662345602', crossing, 'ar').text).toContain('استعملت 80% من «الإنترنت الوطني» على الخط \u206606\u00a062\u00a034\u00a056\u00a002\u2069');
    expect(alertText('0662345602', { ...crossing, threshold: 100 }, 'en').text).toContain('“National internet” is used up on line');
  });
});

describe('/api/ms-consumption/v1/usage-alerts and the usage feed', () => {
  let youssef: SignedInCustomer;
  beforeAll(async () => {
    youssef = await signedInCustomer(app(), DEMO_ACCOUNTS.postpaidWithFibre.username);
  });
  const alertsOf = (who: SignedInCustomer, language = 'fr') =>
    app().inject({ url: '/api/ms-consumption/v1/usage-alerts', headers: { ...bearer(who.tokens, who.line), sdata: sdata(language) } });
  const setAlerts = (who: SignedInCustomer, payload: object, language = 'fr') =>
    app().inject({ method: 'PUT', url: '/api/ms-consumption/v1/usage-alerts', headers: { ...bearer(who.tokens, who.line), sdata: sdata(language) }, payload });
  const use = (mdn: string, gigabytes: number) =>
    app().inject({
      method: 'POST',
      url: '/api/dev/usage',
      payload: { mdn, uses: [{ kind: 'data', direction: 'out', scope: 'national', volumeKb: Math.round(gigabytes * GO_KB) }] },
    });
  const texts = async (mdn: string) => (await app().inject({ url: `/api/dev/sms-outbox?to=${mdn}` })).json<SmsOutbox>().map((sms) => sms.text);
  const mails = async (to: string) => (await app().inject({ url: `/api/dev/email-outbox?to=${to}` })).json<EmailOutbox>();
  const notices = async (who: SignedInCustomer) =>
    (await app().inject({ url: '/api/ms-client/v1/notifications', headers: bearer(who.tokens) })).json<NotificationsResponse>().list;
  const setUsed = async (mdn: string, percent: number) => {
    const [row] = await app().db.select().from(lineBalances).where(eq(lineBalances.mdn, mdn));
    const balances = row!.balances.map((category) =>
      category.category === 'internet'
        ? {
            ...category,
            subCategories: category.subCategories.map((item, index) => (index === 0 ? { ...item, value: (item.total! * (100 - percent)) / 100 } : item)),
          }
        : category,
    );
    await app().db.update(lineBalances).set({ balances }).where(eq(lineBalances.mdn, mdn));
  };

  it('a line starts without alerts, with the counters they can watch and the account’s email', async () => {
    const answer = (await alertsOf(youssef)).json<UsageAlertsResponse>();
    expect(answer).toMatchObject({ mdn: youssef.line.mdn, alerts: { internet: [], calls: [], sms: [] }, channels: { sms: true, email: true } });
    expect(answer.email).toBe(DEMO_ACCOUNTS.postpaidWithFibre.email);
    expect(answer.counters.map((counter) => `${counter.counter}:${counter.name}`)).toEqual(
      expect.arrayContaining(['internet:Internet national', 'calls:Appels vers l’international']),
    );
    // Unlimited counters cannot be watched.
    expect(answer.counters.map((counter) => counter.name)).not.toContain('Appels nationaux');
  });

  it('refuses thresholds it does not offer and a family left out', async () => {
    for (const alerts of [
      { internet: [75], calls: [], sms: [] },
      { internet: [80, 80, 80, 80, 80], calls: [], sms: [] },
      { internet: [80], calls: [] },
    ]) {
      const response = await setAlerts(youssef, { alerts, channels: { sms: true, email: true } });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().code).toBeTruthy();
    }
  });

  it('an alert crossing its threshold is told once by SMS, email and the notification centre, again in a new period only', async () => {
    const mdn = youssef.line.mdn;
    await setUsed(mdn, 40);
    const set = await setAlerts(youssef, { alerts: { internet: [80, 50], calls: [], sms: [] }, channels: { sms: true, email: true } });
    expect(set.statusCode).toBe(200);
    expect(set.json<UsageAlertsResponse>().alerts.internet).toEqual([50, 80]);
    const smsBefore = (await texts(mdn)).length;
    const mailsBefore = (await mails(DEMO_ACCOUNTS.postpaidWithFibre.email)).length;

    // 40 % → 52 % of 50 Go: the 50 % alert.
    const crossing = await use(mdn, 6);
    expect(crossing.json()).toMatchObject({ delivered: [{ counter: 'internet', threshold: 50 }] });
    // The same use again (a retried batch) and more use below 80 %: nothing more.
    expect((await use(mdn, 0.5)).json()).toEqual({ delivered: [] });
    expect((await use(mdn, 6)).json()).toEqual({ delivered: [] });
    // Allowance added in the same period (a pass bought): below 50 % again, then past it: still told once.
    await setUsed(mdn, 45);
    expect((await use(mdn, 3)).json()).toEqual({ delivered: [] });

    const sms = await texts(mdn);
    expect(sms.length - smsBefore).toBe(1);
    expect(sms[0]).toContain('vous avez utilisé 50 % de « Internet national »');
    const sent = await mails(DEMO_ACCOUNTS.postpaidWithFibre.email);
    expect(sent.length - mailsBefore).toBe(1);
    expect(sent[0]).toMatchObject({ subject: 'Alerte de consommation : 50 % utilisés', language: 'fr' });
    const centre = (await notices(youssef)).filter((notice) => notice.kind === 'usage-alert');
    expect(centre).toHaveLength(1);
    expect(centre[0]!.text).toContain('50 %');

    // A renewed allowance is a new period: the same threshold warns again.
    const [row] = await app().db.select().from(lineBalances).where(eq(lineBalances.mdn, mdn));
    const renewed = row!.balances.map((category) =>
      category.category === 'internet'
        ? {
            ...category,
            subCategories: category.subCategories.map((item, index) =>
              index === 0 ? { ...item, value: item.total!, validUntil: '2099-01-31T00:00:00.000Z' } : item,
            ),
          }
        : category,
    );
    await app().db.update(lineBalances).set({ balances: renewed }).where(eq(lineBalances.mdn, mdn));
    expect((await use(mdn, 26)).json()).toMatchObject({ delivered: [{ threshold: 50, period: '2099-01-31T00:00:00.000Z' }] });
    expect((await notices(youssef)).filter((notice) => notice.kind === 'usage-alert')).toHaveLength(2);
  });

  it('writes in the language the alerts were set in, and only where the customer asked', async () => {
    const karim = await signedInCustomer(app(), DEMO_ACCOUNTS.business.username);
    const mdn = karim.line.mdn;
    await setUsed(mdn, 10);
    await setAlerts(karim, { alerts: { internet: [50], calls: [], sms: [] }, channels: { sms: true, email: false } }, 'ar');
    const mailsBefore = (await mails(DEMO_ACCOUNTS.business.email)).length;
    expect((await use(mdn, 45)).json()).toMatchObject({ delivered: [{ threshold: 50 }] });
    expect((await texts(mdn))[0]).toContain('استعملت 50% من «الإنترنت الوطني»');
    expect((await mails(DEMO_ACCOUNTS.business.email)).length).toBe(mailsBefore);
  });

  it('the feed refuses a number that is no line', async () => {
    const response = await use('0699999999', 1);
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiErrorBody>().code).toBe('not-found');
  });
});
