import type { ApiErrorBody } from '@atlas/contracts/api-error';
import type { BalancesResponse } from '@atlas/contracts/selfcare';
import { eq } from 'drizzle-orm';
import { accountLines, lineBalances } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../demo-accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, profileOf, signIn, signLikeTheApi } from '../../test/session';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
}, 60_000);
afterAll(() => testApp?.close());
jest.setTimeout(20_000);
const app = () => testApp.app;

describe('GET /api/ms-balance/v1/balances', () => {
  it('answers the selected line’s categories with French names, values, units and validity', async () => {
    const tokens = await signIn(app(), DEMO_ACCOUNTS.prepaid.username);
    const [line] = (await profileOf(app(), tokens)).lines;
    const response = await app().inject({ url: '/api/ms-balance/v1/balances', headers: bearer(tokens, line) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json<BalancesResponse>();
    expect(body.mdn).toBe(DEMO_ACCOUNTS.prepaid.username);
    expect(body.balances.map((category) => [category.category, category.name])).toEqual([
      ['dirhams', 'Solde'],
      ['recharge', 'Recharge'],
      ['internet', 'Internet'],
      ['bonus', 'Bonus'],
      ['sms', 'SMS'],
    ]);
    const internet = body.balances.find((category) => category.category === 'internet')!.subCategories[0]!;
    expect(internet).toMatchObject({ name: 'Internet national', unit: 'Go', total: 15, unlimited: false });
    expect(internet.value).toBeLessThanOrEqual(15);
    expect(new Date(internet.validUntil!).getTime()).toBeGreaterThan(Date.now() - 86400_000);
  });

  it('follows the line: the fibre line of a customer has its own counters', async () => {
    const tokens = await signIn(app(), DEMO_ACCOUNTS.postpaidWithFibre.username);
    const [mobile, fibre] = (await profileOf(app(), tokens)).lines;
    const of = async (line: typeof mobile) =>
      (await app().inject({ url: '/api/ms-balance/v1/balances', headers: bearer(tokens, line) })).json<BalancesResponse>();
    const units = (body: BalancesResponse) => body.balances.flatMap((category) => category.subCategories.map((item) => item.unit));
    expect(units(await of(mobile))).toEqual(expect.arrayContaining(['h', 'min', 'Go', 'sms']));
    const fibreBody = await of(fibre);
    expect(fibreBody.mdn).toBe('0522345603');
    expect(fibreBody.balances[0]?.subCategories[0]).toMatchObject({ unlimited: true, unit: 'Go' });
  });

  it('is refused without a segmentation token, or with another customer’s', async () => {
    const salma = await signIn(app(), DEMO_ACCOUNTS.prepaid.username);
    const karim = await signIn(app(), DEMO_ACCOUNTS.business.username);
    const [karimLine] = (await profileOf(app(), karim)).lines;
    const none = await app().inject({ url: '/api/ms-balance/v1/balances', headers: bearer(salma) });
    expect([none.statusCode, none.json<ApiErrorBody>().code]).toEqual([403, 'client-segmentation-required']);
    const foreign = await app().inject({ url: '/api/ms-balance/v1/balances', headers: bearer(salma, karimLine) });
    expect([foreign.statusCode, foreign.json<ApiErrorBody>().code]).toEqual([403, 'client-segmentation-invalid']);
    const anonymous = await app().inject({
      url: '/api/ms-balance/v1/balances',
      headers: { 'mdn-segmentation-token': `Bearer ${karimLine!.mdnSegmentationToken}` },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is refused with an expired, tampered or wrongly typed segmentation token', async () => {
    const salma = await signIn(app(), DEMO_ACCOUNTS.prepaid.username);
    const [line] = (await profileOf(app(), salma)).lines;
    const accountId = '0b6c3f1e-1a1a-4c55-9a01-000000000001';
    // A line token is bound to the session it was given to.
    const { sid } = JSON.parse(Buffer.from(salma.accessToken.split('.')[1]!, 'base64url').toString()) as { sid: string };
    const withToken = (token: string) =>
      app().inject({
        url: '/api/ms-balance/v1/balances',
        headers: { authorization: `Bearer ${salma.accessToken}`, 'mdn-segmentation-token': `Bearer ${token}` },
      });
    const expired = await signLikeTheApi(app(), { typ: 'segmentation', sid, mdn: line!.mdn }, accountId, new Date(Date.now() - 1000));
    const stillValid = await signLikeTheApi(app(), { typ: 'segmentation', sid, mdn: line!.mdn }, accountId, new Date(Date.now() + 60_000));
    // The same customer's token, rebound to a number she does not hold.
    const rebound = await signLikeTheApi(app(), { typ: 'segmentation', sid, mdn: '0700112202' }, accountId, new Date(Date.now() + 60_000));
    const [head, , signature] = line!.mdnSegmentationToken.split('.');
    const tampered = `${head}.${Buffer.from(JSON.stringify({ typ: 'segmentation', mdn: '0700112202', sub: accountId, iss: 'atlas-iam', exp: 9999999999 })).toString('base64url')}.${signature}`;
    for (const token of [expired, rebound, tampered, salma.accessToken, 'garbage']) {
      const response = await withToken(token);
      expect([response.statusCode, response.json<ApiErrorBody>().code]).toEqual([403, 'client-segmentation-invalid']);
    }
    expect((await withToken(stillValid)).statusCode).toBe(200);
  });

  it('is refused at once when the session ends or the line leaves the customer, with tokens still unexpired', async () => {
    const balancesOf = (headers: Record<string, string>) => app().inject({ url: '/api/ms-balance/v1/balances', headers });
    const refusal = async (headers: Record<string, string>) => {
      const response = await balancesOf(headers);
      return [response.statusCode, response.json<ApiErrorBody>().code, response.body.includes('balances')];
    };
    // Signed out: the very next request with the same access and line tokens is refused.
    const ended = await signIn(app(), DEMO_ACCOUNTS.prepaid.username);
    const [endedLine] = (await profileOf(app(), ended)).lines;
    expect((await balancesOf(bearer(ended, endedLine))).statusCode).toBe(200);
    expect((await app().inject({ method: 'POST', url: '/api/ms-iam/v1/signout', headers: bearer(ended) })).statusCode).toBe(204);
    expect(await refusal(bearer(ended, endedLine))).toEqual([401, 'unauthorized', false]);

    // The fibre line moves to another customer: its token, still signed and unexpired, reads nothing more.
    const owner = await signIn(app(), DEMO_ACCOUNTS.postpaidWithFibre.username);
    const [, fibre] = (await profileOf(app(), owner)).lines;
    const karim = await signIn(app(), DEMO_ACCOUNTS.business.username);
    const [karimHolding] = await app()
      .db.select()
      .from(accountLines)
      .where(eq(accountLines.mdn, (await profileOf(app(), karim)).lines[0]!.mdn));
    const [fibreHolding] = await app().db.select().from(accountLines).where(eq(accountLines.mdn, fibre!.mdn));
    expect((await balancesOf(bearer(owner, fibre))).statusCode).toBe(200);
    await app().db.update(accountLines).set({ accountId: karimHolding!.accountId }).where(eq(accountLines.mdn, fibre!.mdn));
    try {
      expect(await refusal(bearer(owner, fibre))).toEqual([403, 'client-segmentation-invalid', false]);
      // Nobody holds it any more: still refused, and a signed-out session still answers 401 first.
      await app().db.delete(accountLines).where(eq(accountLines.mdn, fibre!.mdn));
      expect(await refusal(bearer(owner, fibre))).toEqual([403, 'client-segmentation-invalid', false]);
    } finally {
      await app()
        .db.insert(accountLines)
        .values(fibreHolding!)
        .onConflictDoUpdate({ target: accountLines.mdn, set: { accountId: fibreHolding!.accountId } });
    }
    expect((await balancesOf(bearer(owner, fibre))).statusCode).toBe(200);
  });

  it('answers an empty list for a line of the customer that has no counters yet', async () => {
    const tokens = await signIn(app(), DEMO_ACCOUNTS.postpaidWithFibre.username);
    const [, fibre] = (await profileOf(app(), tokens)).lines;
    const [counters] = await app().db.select().from(lineBalances).where(eq(lineBalances.mdn, fibre!.mdn));
    await app().db.delete(lineBalances).where(eq(lineBalances.mdn, fibre!.mdn));
    try {
      const response = await app().inject({ url: '/api/ms-balance/v1/balances', headers: bearer(tokens, fibre) });
      expect(response.statusCode).toBe(200);
      expect(response.json<BalancesResponse>()).toMatchObject({ mdn: fibre!.mdn, balances: [] });
    } finally {
      await app().db.insert(lineBalances).values(counters!);
    }
  });

  it('gives every seeded line counters with known units, French names and sub-categories', async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const tokens = await signIn(app(), account.username);
      for (const line of (await profileOf(app(), tokens)).lines) {
        const body = (await app().inject({ url: '/api/ms-balance/v1/balances', headers: bearer(tokens, line) })).json<BalancesResponse>();
        expect(body.balances.length).toBeGreaterThan(0);
        for (const category of body.balances) {
          expect(category.subCategories.length).toBeGreaterThan(0);
          for (const item of category.subCategories) {
            expect(['Go', 'Dh', 'sms', 'h', 'min', 's']).toContain(item.unit);
            expect(item.name && item.name_ar && item.name_en).toBeTruthy();
            if (!item.unlimited && item.total !== null) expect(item.value).toBeLessThanOrEqual(item.total);
          }
        }
      }
    }
  });
});
