import { createHash, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { ApiErrorBody } from '@atlas/contracts/api-error';
import type { SessionTokensResponse } from '@atlas/contracts/selfcare';
import { emailOutbox, signInFailures, signInLinks } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../demo-accounts';
import { appPerTestFile } from '../../test/build-test-app';
import { profileOf } from '../../test/session';
import { SIGN_IN_THROTTLE } from './sign-in-throttle';
import { SIGN_IN_LINK_LIMITS } from './signin-link.routes';

const app = appPerTestFile();
jest.setTimeout(30_000);

const browser = (uuid: string, language = 'fr') => ({ sdata: Buffer.from(JSON.stringify({ language, origin: 'selfcare', uuid })).toString('base64') });
const codeOf = (response: { json: () => unknown }) => (response.json() as ApiErrorBody).code;
const askLink = (username: string, uuid: string, remoteAddress: string, language = 'fr') =>
  app().inject({ method: 'POST', url: '/api/ms-iam/v1/signin/link/send', payload: { username }, remoteAddress, headers: browser(uuid, language) });
const useLink = (token: string, uuid: string, remoteAddress = '198.51.100.40') =>
  app().inject({ method: 'POST', url: '/api/ms-iam/v1/signin/link', payload: { token }, remoteAddress, headers: browser(uuid) });
const signInFrom = (username: string, password: string, uuid: string, remoteAddress: string) =>
  app().inject({ method: 'POST', url: '/api/ms-iam/v1/signin', payload: { username, password }, remoteAddress, headers: browser(uuid) });

const LINK = /(\S*)\/espace-client\/login\/lien#([A-Za-z0-9_-]+)/;
/** The mails the development outbox holds for an address, latest first. */
const mailsTo = async (email: string) =>
  (await app().inject({ url: `/api/dev/email-outbox?to=${encodeURIComponent(email)}` })).json<Array<{ subject: string; text: string }>>();
/** The token of the latest link mailed to an address. */
const lastLinkTo = async (email: string) => {
  const token = (await mailsTo(email))[0]?.text.match(LINK)?.[2];
  if (!token) throw new Error(`no sign-in link was mailed to ${email}`);
  return token;
};
/** As if every link of the account had been sent `seconds` earlier. */
const ageLinks = (seconds: number) =>
  app()
    .db.update(signInLinks)
    .set({
      createdAt: sql`${signInLinks.createdAt} - make_interval(secs => ${seconds})`,
      expiresAt: sql`${signInLinks.expiresAt} - make_interval(secs => ${seconds})`,
    });
const forget = async () => {
  await app().db.delete(signInFailures);
  await app().db.delete(signInLinks);
};

describe('sign-in with a link sent to the email: the way in strangers cannot exhaust', () => {
  beforeEach(forget);

  it('signs the owner in on a new browser at once while strangers from many browsers and addresses ask for links and guess the password', async () => {
    const { username, email } = DEMO_ACCOUNTS.postpaidWithFibre;
    const before = (await mailsTo(email)).length;
    // Strangers, each from a fresh browser and address: links asked for the account, wrong passwords.
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const address = `203.0.113.${100 + attempt}`;
      const asked = await askLink(attempt % 2 ? email : `+212${username.slice(1)}`, randomUUID(), address);
      expect(asked.statusCode).toBe(200);
      expect([401, 429]).toContain((await signInFrom(username, `Wrong${attempt}pass1`, randomUUID(), address)).statusCode);
    }
    expect(SIGN_IN_THROTTLE.perAccount.free).toBeLessThan(12);
    const owner = randomUUID();
    expect(codeOf(await signInFrom(username, DEMO_PASSWORD, owner, '198.51.100.40'))).toBe('iam-signin-slowed');
    // A dozen requests within the minute sent one mail: the link, nothing new.
    expect((await mailsTo(email)).length).toBe(before + 1);

    // The owner asks too: the same answer, no new mail, and the link in the inbox opens the account.
    const asked = await askLink(username, owner, '198.51.100.40');
    expect(asked.json()).toEqual({ expiresIn: 900, resendIn: 60 });
    expect((await mailsTo(email)).length).toBe(before + 1);
    const token = await lastLinkTo(email);
    const signedIn = await useLink(token, owner);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const tokens = signedIn.json<SessionTokensResponse>();
    expect(tokens.tokenType).toBe('Bearer');
    expect((await profileOf(app(), tokens)).email).toBe(email);
    expect((await app().inject({ method: 'POST', url: '/api/ms-iam/v1/refresh-token', payload: { refreshToken: tokens.refreshToken } })).statusCode).toBe(200);
    // The browser is now the owner's: its password sign-in passes at once, a stranger's is still slowed.
    expect((await signInFrom(email, DEMO_PASSWORD, owner, '198.51.100.40')).statusCode).toBe(200);
    expect(codeOf(await signInFrom(username, DEMO_PASSWORD, randomUUID(), '203.0.113.99'))).toBe('iam-signin-slowed');
  });

  it('sends one new link per account per minute: within it nothing new and the earlier link works; after it a new link', async () => {
    const { username, email } = DEMO_ACCOUNTS.cameleon;
    const before = (await mailsTo(email)).length;
    await askLink(username, randomUUID(), '198.51.100.41');
    const first = await lastLinkTo(email);
    await askLink(email, randomUUID(), '198.51.100.42');
    expect((await mailsTo(email)).length).toBe(before + 1);
    // A minute later, a new request sends a new link.
    await ageLinks(61);
    await askLink(username, randomUUID(), '198.51.100.43');
    expect((await mailsTo(email)).length).toBe(before + 2);
    const second = await lastLinkTo(email);
    expect(second).not.toBe(first);
    // Both were valid; signing in with one spends the account's others.
    expect((await useLink(first, randomUUID())).statusCode).toBe(200);
    expect(codeOf(await useLink(second, randomUUID()))).toBe('iam-signin-link-invalid');
  });

  it('is single use, 256 random bits kept hashed, and a forged or expired token is refused', async () => {
    const { username, email } = DEMO_ACCOUNTS.prepaid;
    await askLink(username, randomUUID(), '198.51.100.44', 'ar');
    const [mail] = await mailsTo(email);
    const [, origin, token] = mail!.text.match(LINK)!;
    // In the customer's language, a path of the site (no PUBLIC_ORIGIN in tests), the token in the fragment.
    expect(origin).toBe('/ar');
    expect(mail!.subject).toBe('رابط تسجيل الدخول');
    expect(Buffer.from(token!, 'base64url')).toHaveLength(32);
    const [stored] = await app().db.select().from(signInLinks);
    expect(stored!.tokenHash).toBe(createHash('sha256').update(token!).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token!);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(900_000);

    const owner = randomUUID();
    expect((await useLink(token!, owner)).statusCode).toBe(200);
    const reused = await useLink(token!, owner);
    expect([reused.statusCode, codeOf(reused)]).toEqual([400, 'iam-signin-link-invalid']);
    expect(reused.json<ApiErrorBody>().message).toBeTruthy();

    // Forged: any other token, of the right form or not.
    for (const forged of [`${token!.slice(0, -1)}${token!.endsWith('A') ? 'B' : 'A'}`, 'x', stored!.tokenHash]) {
      expect(codeOf(await useLink(forged, owner))).toBe('iam-signin-link-invalid');
    }
    // Expired: fifteen minutes after it was sent.
    await ageLinks(61);
    await askLink(email, randomUUID(), '198.51.100.44');
    const late = await lastLinkTo(email);
    await ageLinks(901);
    const expired = await useLink(late, owner);
    expect([expired.statusCode, codeOf(expired)]).toEqual([400, 'iam-signin-link-invalid']);
  });

  it('answers an unknown username the same and mails nothing', async () => {
    const known = await askLink(DEMO_ACCOUNTS.business.email, randomUUID(), '198.51.100.45');
    expect(known.json()).toEqual({ expiresIn: 900, resendIn: 60 });
    const mails = async () =>
      (
        await app()
          .db.select({ count: sql<number>`count(*)::int` })
          .from(emailOutbox)
      )[0]!.count;
    const before = await mails();
    for (const username of ['nobody@example.ma', '0669000555', 'not a username']) {
      const unknown = await askLink(username, randomUUID(), '198.51.100.45');
      expect([unknown.statusCode, unknown.json()]).toEqual([known.statusCode, known.json()]);
    }
    expect(await mails()).toBe(before);
    expect(await mailsTo('nobody@example.ma')).toEqual([]);
  });

  it('bounds the requests of one address, known usernames or not, without slowing other addresses', async () => {
    const { username, email } = DEMO_ACCOUNTS.homeInternet;
    for (let request = 0; request < SIGN_IN_LINK_LIMITS.perAddress; request += 1) {
      expect((await askLink(request % 2 ? username : `nobody${request}@example.ma`, randomUUID(), '203.0.113.200')).statusCode).toBe(200);
    }
    const flooded = await askLink(username, randomUUID(), '203.0.113.200');
    expect([flooded.statusCode, codeOf(flooded)]).toEqual([429, 'rate-limited']);
    expect(flooded.json<ApiErrorBody>().meta?.retryAfter).toBeGreaterThan(0);
    // The owner elsewhere: the link of the minute still signs in.
    expect((await askLink(username, randomUUID(), '198.51.100.46')).statusCode).toBe(200);
    expect((await useLink(await lastLinkTo(email), randomUUID())).statusCode).toBe(200);
    await app().db.delete(signInFailures).where(eq(signInFailures.key, 'signin-link-address:203.0.113.200'));
  });
});
