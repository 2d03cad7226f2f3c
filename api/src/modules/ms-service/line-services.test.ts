import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { ApiErrorBody } from '@atlas/contracts/api-error';
import type { LineStatusResponse, PukResponse, RoamingStatusResponse, SimSwapResponse } from '@atlas/contracts/line-services';
import type { NotificationItem, NotificationsResponse } from '@atlas/contracts/histories';
import type { OtpPurpose } from '@atlas/contracts/selfcare';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../demo-accounts';
import { emailOutbox, identityScans, lineServiceRequests, lineServiceStates, otpChallenges, smsOutbox } from '../../db/schema';
import { seedIccOf } from '../../db/seed/line-services';
import { appPerTestFile } from '../../test/build-test-app';
import { bearer, lastCodeSentTo, signedInCustomer, type SignedInCustomer } from '../../test/session';
import { makeIdentity, renderDocument, type TrueIdentity } from '../ms-identification/test-set/synthetic-documents';

const app = appPerTestFile();
jest.setTimeout(30_000);

type Customer = SignedInCustomer;
const customer = (username: string, mdn?: string): Promise<Customer> => signedInCustomer(app(), username, mdn);

const headersOf = (who: Customer, line = who.line) => ({ ...bearer(who.tokens, line), 'idempotency-key': randomUUID() });

/** A code sent to the line for the purpose (as the OTP step asks it) and its verified proof. */
async function proofFor(who: Customer, purpose: OtpPurpose, line = who.line): Promise<string> {
  // Each proof is fresh: the resend delay is not what these tests are about.
  await app()
    .db.delete(otpChallenges)
    .where(and(eq(otpChallenges.mdn, line.mdn), eq(otpChallenges.purpose, purpose)));
  const sent = await app().inject({ method: 'POST', url: '/api/ms-iam/v1/otp/send', headers: bearer(who.tokens, line), payload: { mdn: line.mdn, purpose } });
  expect(sent.statusCode).toBe(200);
  const code = await lastCodeSentTo(app(), line.mdn);
  const verified = await app().inject({ method: 'POST', url: '/api/ms-iam/v1/otp/verify', payload: { mdn: line.mdn, purpose, code } });
  expect(verified.statusCode).toBe(200);
  return verified.json<{ otpToken: string }>().otpToken;
}

/** A lost line's confirmation by the account's password typed again: the proof suspend-reactivate-line spends. */
async function suspensionProof(who: Customer, line = who.line): Promise<string> {
  const confirmed = await app().inject({
    method: 'POST',
    url: '/api/ms-service/v1/line-suspension/password',
    headers: bearer(who.tokens, line),
    payload: { mdn: line.mdn, password: DEMO_PASSWORD },
  });
  expect(confirmed.statusCode).toBe(200);
  return confirmed.json<{ otpToken: string }>().otpToken;
}

/** multipart/form-data for inject: the fields, then the images (JPEG). */
function multipartOf(fields: Record<string, string>, files: Record<string, Buffer>) {
  const boundary = '----atlas-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const [name, bytes] of Object.entries(files)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const codeOf = (response: { statusCode: number; json: <T>() => T }) => [response.statusCode, response.json<ApiErrorBody>().code];

/** The customer's notifications of a kind, as the notification centre lists them (in English). */
async function notified(who: Customer, kind: string): Promise<NotificationItem[]> {
  const response = await app().inject({ url: '/api/ms-client/v1/notifications', headers: { ...bearer(who.tokens), 'accept-language': 'en' } });
  return response.json<NotificationsResponse>().list.filter((item) => item.kind === kind);
}

describe('codes for line services', () => {
  it('are sent only to the caller’s selected line, with its tokens', async () => {
    const salma = await customer(DEMO_ACCOUNTS.prepaid.username);
    const karim = await customer(DEMO_ACCOUNTS.business.username);
    const anonymous = await app().inject({ method: 'POST', url: '/api/ms-iam/v1/otp/send', payload: { mdn: salma.line.mdn, purpose: 'sim-swap' } });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await app().inject({
      method: 'POST',
      url: '/api/ms-iam/v1/otp/send',
      headers: bearer(karim.tokens, karim.line),
      payload: { mdn: salma.line.mdn, purpose: 'sim-swap' },
    });
    expect(codeOf(foreign)).toEqual([403, 'client-segmentation-invalid']);
  });
});

describe('POST /api/ms-service/v1/get-puk', () => {
  const readPuk = (who: Customer, payload: object, line = who.line) =>
    app().inject({ method: 'POST', url: '/api/ms-service/v1/get-puk', headers: bearer(who.tokens, line), payload });
  const readings = async (mdn: string) =>
    app()
      .db.select()
      .from(lineServiceRequests)
      .where(and(eq(lineServiceRequests.mdn, mdn), eq(lineServiceRequests.kind, 'puk')));

  it('is refused with only the session and the line token: no code, a forged one, a code of another act or another line', async () => {
    const salma = await customer(DEMO_ACCOUNTS.prepaid.username);
    const karim = await customer(DEMO_ACCOUNTS.business.username);
    const before = (await readings(salma.line.mdn)).filter((row) => row.outcome === 'done').length;
    const bare = await app().inject({ url: `/api/ms-service/v1/get-puk?mdn=${salma.line.mdn}`, headers: bearer(salma.tokens, salma.line) });
    expect(bare.statusCode).toBe(404);
    expect(bare.body).not.toMatch(/"puk"/);
    expect(codeOf(await readPuk(salma, { mdn: salma.line.mdn }))).toEqual([400, 'request-invalid']);
    const refused = [
      await readPuk(salma, { mdn: salma.line.mdn, otpToken: 'forged' }),
      await readPuk(salma, { mdn: salma.line.mdn, otpToken: await proofFor(salma, 'sim-lock') }),
      await readPuk(salma, { mdn: salma.line.mdn, otpToken: await proofFor(karim, 'puk') }),
    ];
    for (const response of refused) {
      expect(codeOf(response)).toEqual([400, 'iam-otp-token-invalid']);
      expect(response.body).not.toMatch(/"puk"/);
    }
    const after = await readings(salma.line.mdn);
    expect(after.filter((row) => row.outcome === 'done')).toHaveLength(before);
    expect(after.filter((row) => row.outcome === 'refused' && row.reason === 'iam-otp-token-invalid').length).toBeGreaterThanOrEqual(3);
  });

  it('answers the PUK of the selected line’s SIM with a fresh code sent to the line, and records the reading', async () => {
    const salma = await customer(DEMO_ACCOUNTS.prepaid.username);
    const sent = await app().inject({
      method: 'POST',
      url: '/api/ms-iam/v1/otp/send',
      headers: bearer(salma.tokens, salma.line),
      payload: { mdn: salma.line.mdn, purpose: 'puk' },
    });
    expect(sent.statusCode).toBe(200);
    const code = await lastCodeSentTo(app(), salma.line.mdn);
    const verified = await app().inject({ method: 'POST', url: '/api/ms-iam/v1/otp/verify', payload: { mdn: salma.line.mdn, purpose: 'puk', code } });
    const response = await readPuk(salma, { mdn: salma.line.mdn, otpToken: verified.json<{ otpToken: string }>().otpToken });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json<PukResponse>();
    expect(body.puk).toMatch(/^\d{8}$/);
    expect(body.iccEnd).toBe(seedIccOf(salma.line.mdn).slice(-4));
    expect((await readings(salma.line.mdn)).filter((row) => row.outcome === 'done').length).toBeGreaterThan(0);
  });

  it('shows it once per code: the same proof again is refused, a new code shows it again', async () => {
    const salma = await customer(DEMO_ACCOUNTS.prepaid.username);
    const otpToken = await proofFor(salma, 'puk');
    expect((await readPuk(salma, { mdn: salma.line.mdn, otpToken })).statusCode).toBe(200);
    const again = await readPuk(salma, { mdn: salma.line.mdn, otpToken });
    expect(codeOf(again)).toEqual([400, 'iam-otp-token-invalid']);
    expect(again.body).not.toMatch(/"puk"/);
    expect((await readPuk(salma, { mdn: salma.line.mdn, otpToken: await proofFor(salma, 'puk') })).statusCode).toBe(200);
  });

  it('refuses another customer’s line, a missing segmentation token, a fixed line and a bad number, before any code is spent', async () => {
    const salma = await customer(DEMO_ACCOUNTS.prepaid.username);
    const youssef = await customer(DEMO_ACCOUNTS.postpaidWithFibre.username);
    const otpToken = await proofFor(salma, 'puk');
    expect(codeOf(await readPuk(salma, { mdn: youssef.line.mdn, otpToken }))).toEqual([403, 'client-segmentation-invalid']);
    expect(codeOf(await readPuk(salma, { mdn: youssef.line.mdn, otpToken }, youssef.line))).toEqual([403, 'client-segmentation-invalid']);
    const none = await app().inject({
      method: 'POST',
      url: '/api/ms-service/v1/get-puk',
      headers: bearer(salma.tokens),
      payload: { mdn: salma.line.mdn, otpToken },
    });
    expect(codeOf(none)).toEqual([403, 'client-segmentation-required']);
    const fibre = youssef.lines.find((line) => line.kind === 'ftth')!;
    expect(codeOf(await readPuk(youssef, { mdn: fibre.mdn, otpToken: 'any' }, fibre))).toEqual([409, 'service-001']);
    expect(codeOf(await readPuk(salma, { mdn: '06\u0000\ud800', otpToken }))).toEqual([400, 'request-invalid']);
    // None of these spent Salma's proof.
    expect((await readPuk(salma, { mdn: salma.line.mdn, otpToken })).statusCode).toBe(200);
  });
});

describe('suspension and reactivation', () => {
  const url = '/api/ms-service/v1/suspend-reactivate-line';

  it('suspends a lost phone’s line confirmed by the password, once for a doubled submit, then reactivates it', async () => {
    const karim = await customer(DEMO_ACCOUNTS.business.username, '0700112202');
    const status = async () =>
      (
        await app().inject({ url: `/api/ms-service/v1/line-status?mdn=${karim.line.mdn}`, headers: bearer(karim.tokens, karim.line) })
      ).json<LineStatusResponse>();
    expect(await status()).toMatchObject({ status: 'active', reason: null, since: null });

    const headers = headersOf(karim);
    const payload = { mdn: karim.line.mdn, action: 'suspend', reason: 'stolen', otpToken: await suspensionProof(karim) };
    const first = await app().inject({ method: 'POST', url, headers, payload });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'suspended', reason: 'stolen', reference: expect.stringMatching(/^SRV-/) });
    const again = await app().inject({ method: 'POST', url, headers, payload });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await status()).toMatchObject({ status: 'suspended', reason: 'stolen' });
    const done = await app()
      .db.select()
      .from(lineServiceRequests)
      .where(and(eq(lineServiceRequests.mdn, karim.line.mdn), eq(lineServiceRequests.kind, 'suspension'), eq(lineServiceRequests.outcome, 'done')));
    expect(done).toHaveLength(1);

    // Same key, other content.
    const conflict = await app().inject({ method: 'POST', url, headers, payload: { ...payload, reason: 'lost' } });
    expect(codeOf(conflict)).toEqual([409, 'service-010']);
    const twice = await app().inject({ method: 'POST', url, headers: headersOf(karim), payload: { ...payload, otpToken: 'x' } });
    expect(codeOf(twice)).toEqual([409, 'service-002']);

    const reactivated = await app().inject({
      method: 'POST',
      url,
      headers: headersOf(karim),
      payload: { mdn: karim.line.mdn, action: 'reactivate', otpToken: await suspensionProof(karim) },
    });
    expect(reactivated.statusCode).toBe(200);
    expect(await status()).toMatchObject({ status: 'active' });
    const nothing = await app().inject({
      method: 'POST',
      url,
      headers: headersOf(karim),
      payload: { mdn: karim.line.mdn, action: 'reactivate', otpToken: 'x' },
    });
    expect(codeOf(nothing)).toEqual([409, 'service-003']);
  });

  it('refuses without a valid code, without a reason, without a key, and on another customer’s line', async () => {
    const salma = await customer(DEMO_ACCOUNTS.prepaid.username);
    const karim = await customer(DEMO_ACCOUNTS.business.username, '0700112203');
    const noCode = await app().inject({
      method: 'POST',
      url,
      headers: headersOf(karim),
      payload: { mdn: karim.line.mdn, action: 'suspend', reason: 'lost', otpToken: 'forged' },
    });
    expect(codeOf(noCode)).toEqual([400, 'iam-otp-token-invalid']);
    // A proof of another purpose does not suspend.
    const otherPurpose = await proofFor(karim, 'sim-swap');
    const wrongPurpose = await app().inject({
      method: 'POST',
      url,
      headers: headersOf(karim),
      payload: { mdn: karim.line.mdn, action: 'suspend', reason: 'lost', otpToken: otherPurpose },
    });
    expect(codeOf(wrongPurpose)).toEqual([400, 'iam-otp-token-invalid']);
    const noReason = await app().inject({ method: 'POST', url, headers: headersOf(karim), payload: { mdn: karim.line.mdn, action: 'suspend', otpToken: 'x' } });
    expect(codeOf(noReason)).toEqual([400, 'request-invalid']);
    const noKey = await app().inject({
      method: 'POST',
      url,
      headers: bearer(karim.tokens, karim.line),
      payload: { mdn: karim.line.mdn, action: 'suspend', reason: 'lost', otpToken: 'x' },
    });
    expect(codeOf(noKey)).toEqual([400, 'request-invalid']);
    const foreign = await app().inject({
      method: 'POST',
      url,
      headers: headersOf(salma),
      payload: { mdn: karim.line.mdn, action: 'suspend', reason: 'lost', otpToken: 'x' },
    });
    expect(codeOf(foreign)).toEqual([403, 'client-segmentation-invalid']);
    const [state] = await app().db.select().from(lineServiceStates).where(eq(lineServiceStates.mdn, karim.line.mdn));
    expect(state!.suspendedAt).toBeNull();
    const refused = await app()
      .db.select()
      .from(lineServiceRequests)
      .where(and(eq(lineServiceRequests.mdn, karim.line.mdn), eq(lineServiceRequests.outcome, 'refused')));
    expect(refused.map((row) => row.reason)).toEqual(expect.arrayContaining(['iam-otp-token-invalid']));
  });
});

describe('a lost or stolen line is confirmed with what its holder still has', () => {
  const url = '/api/ms-service/v1/suspend-reactivate-line';
  const smsTo = async (mdn: string) => (await app().db.select().from(smsOutbox).where(eq(smsOutbox.to, mdn))).length;
  const sendCode = (who: Customer, payload: object) =>
    app().inject({ method: 'POST', url: '/api/ms-service/v1/line-suspension/code', headers: bearer(who.tokens, who.line), payload });
  const verify = (mdn: string, code: string) =>
    app().inject({ method: 'POST', url: '/api/ms-iam/v1/otp/verify', payload: { mdn, purpose: 'line-suspension', code } });
  const act = (who: Customer, action: 'suspend' | 'reactivate', otpToken: string) =>
    app().inject({
      method: 'POST',
      url,
      headers: headersOf(who),
      payload: { mdn: who.line.mdn, action, ...(action === 'suspend' ? { reason: 'lost' } : {}), otpToken },
    });

  it('never sends a code to the lost line itself', async () => {
    const karim = await customer(DEMO_ACCOUNTS.business.username, '0700112202');
    const before = await smsTo(karim.line.mdn);
    const toTheLine = await app().inject({
      method: 'POST',
      url: '/api/ms-iam/v1/otp/send',
      headers: bearer(karim.tokens, karim.line),
      payload: { mdn: karim.line.mdn, purpose: 'line-suspension' },
    });
    expect(codeOf(toTheLine)).toEqual([409, 'service-021']);
    expect(codeOf(await sendCode(karim, { mdn: karim.line.mdn, via: 'other-line', to: karim.line.mdn }))).toEqual([409, 'service-022']);
    expect(await smsTo(karim.line.mdn)).toBe(before);
  });

  it('offers the password, the account’s email and the customer’s other active mobile lines', async () => {
    const karim = await customer(DEMO_ACCOUNTS.business.username, '0700112202');
    const salma = await customer(DEMO_ACCOUNTS.prepaid.username);
    const ways = await app().inject({
      url: `/api/ms-service/v1/line-suspension/confirmation?mdn=${karim.line.mdn}`,
      headers: bearer(karim.tokens, karim.line),
    });
    expect(ways.json()).toEqual({ password: true, email: 'k•••@tazi-logistique.ma', otherLines: ['0700112201', '0700112203'] });
    const alone = await app().inject({
      url: `/api/ms-service/v1/line-suspension/confirmation?mdn=${salma.line.mdn}`,
      headers: bearer(salma.tokens, salma.line),
    });
    expect(alone.json()).toEqual({ password: true, email: 's•••@example.ma', otherLines: [] });
    // Another customer's line is not theirs to ask about.
    const foreign = await app().inject({
      url: `/api/ms-service/v1/line-suspension/confirmation?mdn=${salma.line.mdn}`,
      headers: bearer(karim.tokens, karim.line),
    });
    expect(codeOf(foreign)).toEqual([403, 'client-segmentation-invalid']);
  });

  it('suspends with a code sent to another of their lines and reactivates with a code sent to the account’s email', async () => {
    const karim = await customer(DEMO_ACCOUNTS.business.username, '0700112203');
    const salma = await customer(DEMO_ACCOUNTS.prepaid.username);
    const lostLineSms = await smsTo(karim.line.mdn);
    // A stranger's number, or none: refused before anything is sent.
    expect(codeOf(await sendCode(karim, { mdn: karim.line.mdn, via: 'other-line', to: salma.line.mdn }))).toEqual([409, 'service-022']);
    expect(codeOf(await sendCode(karim, { mdn: karim.line.mdn, via: 'other-line' }))).toEqual([400, 'request-invalid']);

    const sent = await sendCode(karim, { mdn: karim.line.mdn, via: 'other-line', to: '0700112201' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ sentTo: expect.stringMatching(/01$/) });
    const suspended = await act(
      karim,
      'suspend',
      (await verify(karim.line.mdn, await lastCodeSentTo(app(), '0700112201'))).json<{ otpToken: string }>().otpToken,
    );
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({ status: 'suspended' });

    await app()
      .db.delete(otpChallenges)
      .where(and(eq(otpChallenges.mdn, karim.line.mdn), eq(otpChallenges.purpose, 'line-suspension')));
    const mailed = await sendCode(karim, { mdn: karim.line.mdn, via: 'email' });
    expect(mailed.json()).toMatchObject({ sentTo: 'k•••@tazi-logistique.ma' });
    const [mail] = await app()
      .db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'karim.tazi@tazi-logistique.ma'))
      .orderBy(desc(emailOutbox.sentAt))
      .limit(1);
    const code = mail!.text.match(/\b(\d{6})\b/)![1]!;
    const reactivated = await act(karim, 'reactivate', (await verify(karim.line.mdn, code)).json<{ otpToken: string }>().otpToken);
    expect(reactivated.json()).toMatchObject({ status: 'active' });
    // Not one code went to the lost line.
    expect(await smsTo(karim.line.mdn)).toBe(lostLineSms + 1 /* the reactivation's notice */);
  });

  it('takes the password typed again, and slows a guesser down after five wrong ones', async () => {
    const khadija = await customer(DEMO_ACCOUNTS.cameleon.username);
    const typed = (password: string) =>
      app().inject({
        method: 'POST',
        url: '/api/ms-service/v1/line-suspension/password',
        headers: bearer(khadija.tokens, khadija.line),
        payload: { mdn: khadija.line.mdn, password },
      });
    for (let attempt = 0; attempt < 5; attempt += 1) expect(codeOf(await typed('Wrong-guess-1'))).toEqual([400, 'iam-password-invalid']);
    const slowed = await typed(DEMO_PASSWORD);
    expect(codeOf(slowed)).toEqual([429, 'rate-limited']);
  });
});

describe('roaming', () => {
  it('records a request, says when it takes effect, applies it then, and turns it off', async () => {
    const youssef = await customer(DEMO_ACCOUNTS.postpaidWithFibre.username);
    const status = async () =>
      (
        await app().inject({ url: `/api/ms-service/v1/display-roaming-status?mdn=${youssef.line.mdn}`, headers: bearer(youssef.tokens, youssef.line) })
      ).json<RoamingStatusResponse>();
    expect(await status()).toEqual({ mdn: youssef.line.mdn, active: false, pending: null });

    const headers = headersOf(youssef);
    const on = await app().inject({
      method: 'POST',
      url: '/api/ms-service/v1/update-roaming-status',
      headers,
      payload: { mdn: youssef.line.mdn, active: true },
    });
    expect(on.statusCode).toBe(200);
    const pending = on.json<RoamingStatusResponse>().pending!;
    expect(pending.active).toBe(true);
    const delay = new Date(pending.effectiveAt).getTime() - Date.now();
    expect(delay).toBeGreaterThan(14 * 60_000);
    expect(delay).toBeLessThanOrEqual(15 * 60_000);
    const replay = await app().inject({
      method: 'POST',
      url: '/api/ms-service/v1/update-roaming-status',
      headers,
      payload: { mdn: youssef.line.mdn, active: true },
    });
    expect(replay.json()).toEqual(on.json());
    const sms = (await app().inject({ url: `/api/dev/sms-outbox?to=${youssef.line.mdn}` })).json<Array<{ text: string }>>();
    expect(sms[0]!.text).toMatch(/activation du roaming.*prend effet/);

    expect(await notified(youssef, 'roaming-activated')).toHaveLength(0);

    // The time comes: the network has it, and the customer is told once, when it took effect.
    const tookEffect = new Date(Date.now() - 1000);
    await app().db.update(lineServiceStates).set({ roamingEffectiveAt: tookEffect }).where(eq(lineServiceStates.mdn, youssef.line.mdn));
    const [told] = await notified(youssef, 'roaming-activated');
    expect(told).toMatchObject({ title: 'Roaming on', createdAt: tookEffect.toISOString(), mdn: youssef.line.mdn });
    expect(await status()).toEqual({ mdn: youssef.line.mdn, active: true, pending: null });
    expect(await notified(youssef, 'roaming-activated')).toHaveLength(1);

    const off = await app().inject({
      method: 'POST',
      url: '/api/ms-service/v1/update-roaming-status',
      headers: headersOf(youssef),
      payload: { mdn: youssef.line.mdn, active: false },
    });
    expect(off.json<RoamingStatusResponse>()).toMatchObject({ active: true, pending: { active: false } });
    // Asking back for the state in force cancels the pending request at once.
    const back = await app().inject({
      method: 'POST',
      url: '/api/ms-service/v1/update-roaming-status',
      headers: headersOf(youssef),
      payload: { mdn: youssef.line.mdn, active: true },
    });
    expect(back.json<RoamingStatusResponse>()).toMatchObject({ active: true, pending: null });
  });

  it('sends the network settings by SMS, and refuses another customer’s line', async () => {
    const youssef = await customer(DEMO_ACCOUNTS.postpaidWithFibre.username);
    const salma = await customer(DEMO_ACCOUNTS.prepaid.username);
    const sent = await app().inject({
      method: 'POST',
      url: '/api/ms-service/v1/network-config',
      headers: headersOf(youssef),
      payload: { mdn: youssef.line.mdn },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ sentTo: expect.stringContaining('••') });
    const sms = (await app().inject({ url: `/api/dev/sms-outbox?to=${youssef.line.mdn}` })).json<Array<{ text: string }>>();
    expect(sms[0]!.text).toContain('APN');
    const foreign = await app().inject({
      method: 'POST',
      url: '/api/ms-service/v1/update-roaming-status',
      headers: headersOf(salma),
      payload: { mdn: youssef.line.mdn, active: true },
    });
    expect(codeOf(foreign)).toEqual([403, 'client-segmentation-invalid']);
    const foreignRead = await app().inject({
      url: `/api/ms-service/v1/display-roaming-status?mdn=${youssef.line.mdn}`,
      headers: bearer(salma.tokens, salma.line),
    });
    expect(codeOf(foreignRead)).toEqual([403, 'client-segmentation-invalid']);
  });
});

describe('SIM swap', () => {
  const NEW_ICC = '892120000000000777';
  /** A token of the reading's shape that no reading gave. */
  const FORGED = 'x'.repeat(43);
  const swap = (who: Customer, headers: Record<string, string>, body: Record<string, unknown>) =>
    app().inject({
      method: 'POST',
      url: '/api/ms-service/v1/sim-swap',
      headers,
      payload: { mdn: who.line.mdn, mdnNewIcc: who.line.mdn, upgrade4G: true, typeSim: 'sameLine', ...body },
    });
  const identity = async (who: Customer, tokenOcr: string) =>
    app().inject({
      method: 'POST',
      url: '/api/ms-client/v1/check-identity-sim-swap',
      headers: bearer(who.tokens, who.line),
      payload: { mdn: who.line.mdn, tokenOcr },
    });
  /** A CNIE of the project's generated set, printed with these names and number (the rest from its seed). */
  const cardOf = (seed: number, printed: Partial<TrueIdentity> = {}) => renderDocument({ ...makeIdentity(seed, 'cin', 'clean'), ...printed }, seed);
  /** The customer's document read by the identification OCR for a SIM swap of the selected line: its tokenOcr. */
  async function read(who: Customer, document: { recto: Buffer; verso: Buffer | null }): Promise<string> {
    const form = multipartOf({ mdn: who.line.mdn, identityType: 'cin' }, { recto: document.recto, verso: document.verso! });
    const response = await app().inject({
      method: 'POST',
      url: '/api/ms-identification/v2/ocr/sim-swap',
      ...form,
      headers: { ...form.headers, ...bearer(who.tokens, who.line) },
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ ocrToken: string; checkDigitsValid: boolean }>();
    expect(answer.checkDigitsValid).toBe(true);
    return answer.ocrToken;
  }
  const KHADIJA = { firstName: 'KHADIJA', lastName: 'EL AMRANI', cinId: 'JB112233', gender: 'F' } as const;
  const SALMA = { firstName: 'SALMA', lastName: 'IDRISSI', cinId: 'BE123456', gender: 'F' } as const;
  const KARIM = { firstName: 'KARIM', lastName: 'TAZI', cinId: 'A445566', gender: 'M' } as const;
  const iccOf = async (mdn: string) => (await app().db.select().from(lineServiceStates).where(eq(lineServiceStates.mdn, mdn)))[0]!.icc;

  it('refuses a swap proved only by a typed identity number: the holder’s own number opens nothing', async () => {
    const salma = await customer(DEMO_ACCOUNTS.prepaid.username);
    // The number the holder's card bears, typed: no longer an identity check.
    const typed = await app().inject({
      method: 'POST',
      url: '/api/ms-client/v1/check-identity-sim-swap',
      headers: bearer(salma.tokens, salma.line),
      payload: { mdn: salma.line.mdn, identityNumber: SALMA.cinId },
    });
    expect(codeOf(typed)).toEqual([400, 'request-invalid']);
    const otpToken = await proofFor(salma, 'sim-swap');
    for (const body of [{ identityNumber: SALMA.cinId }, { identityToken: 'x' }, {}]) {
      expect(codeOf(await swap(salma, headersOf(salma), { icc: NEW_ICC, otpToken, ...body }))).toEqual([400, 'request-invalid']);
    }
    expect(codeOf(await swap(salma, headersOf(salma), { icc: NEW_ICC, otpToken, tokenOcr: FORGED }))).toEqual([400, 'service-009']);
    expect(await iccOf(salma.line.mdn)).toBe(seedIccOf(salma.line.mdn));
  });

  it('refuses the reading of another person’s document, and a token read for another line or session', async () => {
    const salma = await customer(DEMO_ACCOUNTS.prepaid.username);
    // Somebody else's card; then a card with the holder's number under other names.
    const stranger = await read(salma, await cardOf(41));
    expect(codeOf(await identity(salma, stranger))).toEqual([400, 'service-008']);
    const otpToken = await proofFor(salma, 'sim-swap');
    expect(codeOf(await swap(salma, headersOf(salma), { icc: NEW_ICC, otpToken, tokenOcr: stranger }))).toEqual([400, 'service-008']);
    const borrowedNumber = await read(salma, await cardOf(42, { cinId: SALMA.cinId }));
    expect(codeOf(await swap(salma, headersOf(salma), { icc: NEW_ICC, otpToken, tokenOcr: borrowedNumber }))).toEqual([400, 'service-008']);
    // Karim's own card read for his line: not a proof for Salma's line, nor for his line from another session.
    const karim = await customer(DEMO_ACCOUNTS.business.username);
    const karims = await read(karim, await cardOf(43, KARIM));
    expect(codeOf(await swap(salma, headersOf(salma), { icc: NEW_ICC, otpToken, tokenOcr: karims }))).toEqual([400, 'service-009']);
    expect(codeOf(await identity(salma, karims))).toEqual([400, 'service-009']);
    expect((await identity(karim, karims)).json()).toMatchObject({ matched: true });
    // The reading route itself is the selected line's: Salma cannot read a document for Karim's line.
    const form = multipartOf({ mdn: karim.line.mdn, identityType: 'cin' }, { recto: Buffer.from('x'), verso: Buffer.from('x') });
    const foreignRead = await app().inject({
      method: 'POST',
      url: '/api/ms-identification/v2/ocr/sim-swap',
      ...form,
      headers: { ...form.headers, ...bearer(salma.tokens, salma.line) },
    });
    expect(codeOf(foreignRead)).toEqual([403, 'client-segmentation-invalid']);
    expect(await iccOf(salma.line.mdn)).toBe(seedIccOf(salma.line.mdn));
    const refused = await app()
      .db.select()
      .from(lineServiceRequests)
      .where(and(eq(lineServiceRequests.mdn, salma.line.mdn), eq(lineServiceRequests.outcome, 'refused')));
    expect(refused.filter((row) => row.kind.startsWith('sim-swap')).map((row) => row.reason)).toEqual(expect.arrayContaining(['service-008', 'service-009']));
  }, 120_000);

  it('moves the line to the new SIM with the holder’s document read by the OCR and a code, notifies at once, once per key; the token serves once', async () => {
    const khadija = await customer(DEMO_ACCOUNTS.cameleon.username);
    const tokenOcr = await read(khadija, await cardOf(44, KHADIJA));
    const checked = await identity(khadija, tokenOcr);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({ matched: true, expiresAt: expect.any(String) });
    // Short-lived: minutes, not the identification flow's half hour.
    expect(Date.parse(checked.json<{ expiresAt: string }>().expiresAt) - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    const headers = headersOf(khadija);
    const body = { icc: NEW_ICC, tokenOcr, otpToken: await proofFor(khadija, 'sim-swap') };
    const done = await swap(khadija, headers, body);
    expect(done.statusCode).toBe(200);
    expect(done.json<SimSwapResponse>()).toMatchObject({
      mdn: khadija.line.mdn,
      iccEnd: '0777',
      notified: { sms: expect.any(String), email: 'k•••@example.ma' },
    });
    const replay = await swap(khadija, headers, body);
    expect([replay.statusCode, replay.headers['idempotent-replayed']]).toEqual([200, 'true']);
    expect(await iccOf(khadija.line.mdn)).toBe(NEW_ICC);
    // Spent: the same reading proves nothing a second time.
    const again = await swap(khadija, headersOf(khadija), { icc: '892120000000000778', tokenOcr, otpToken: await proofFor(khadija, 'sim-swap') });
    expect(codeOf(again)).toEqual([400, 'service-009']);
    expect(codeOf(await identity(khadija, tokenOcr))).toEqual([400, 'service-009']);
    const sms = (await app().inject({ url: `/api/dev/sms-outbox?to=${khadija.line.mdn}` })).json<Array<{ text: string }>>();
    expect(sms.some((message) => /carte SIM se terminant par 0777.*220/.test(message.text))).toBe(true);
    const mails = (await app().inject({ url: `/api/dev/email-outbox?to=${DEMO_ACCOUNTS.cameleon.email}` })).json<Array<{ subject: string }>>();
    expect(mails.filter((mail) => mail.subject === 'Votre ligne a changé de carte SIM')).toHaveLength(1);
    const swapped = await notified(khadija, 'sim-swapped');
    expect(swapped.map((item) => item.text)).toEqual(['The new SIM card of line \u206606\u00a063\u00a045\u00a067\u00a004\u2069 is active.']);
    const audit = await app().db.select().from(lineServiceRequests).where(eq(lineServiceRequests.mdn, khadija.line.mdn));
    expect(audit.filter((row) => row.kind.startsWith('sim-swap')).map((row) => [row.kind, row.outcome])).toEqual(
      expect.arrayContaining([
        ['sim-swap-identity', 'done'],
        ['sim-swap', 'done'],
      ]),
    );
    // The used SIM cannot go in another line.
    const salma = await customer(DEMO_ACCOUNTS.prepaid.username);
    const used = await swap(salma, headersOf(salma), { icc: NEW_ICC, tokenOcr: FORGED, otpToken: 'x' });
    expect(codeOf(used)).toEqual([409, 'service-006']);
  }, 120_000);

  it('refuses the holder’s own reading once it has expired', async () => {
    const khadija = await customer(DEMO_ACCOUNTS.cameleon.username);
    const tokenOcr = await read(khadija, await cardOf(45, KHADIJA));
    await app()
      .db.update(identityScans)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(identityScans.mdn, khadija.line.mdn));
    expect(codeOf(await identity(khadija, tokenOcr))).toEqual([400, 'service-009']);
    const expired = await swap(khadija, headersOf(khadija), { icc: '892120000000000779', tokenOcr, otpToken: await proofFor(khadija, 'sim-swap') });
    expect(codeOf(expired)).toEqual([400, 'service-009']);
    expect(await iccOf(khadija.line.mdn)).toBe(NEW_ICC);
  }, 60_000);

  it('refuses a bad ICC, a foreign SIM, a forged reading, and another customer’s line; each attempt is audited', async () => {
    const salma = await customer(DEMO_ACCOUNTS.prepaid.username);
    const karim = await customer(DEMO_ACCOUNTS.business.username);
    for (const [icc, code] of [
      ['89212000000000001', 'service-004'],
      ['8921200000000000012', 'service-004'],
      ['123456789012345678', 'service-005'],
    ] as const) {
      expect(codeOf(await swap(salma, headersOf(salma), { icc, tokenOcr: FORGED, otpToken: 'x' }))).toEqual([400, code]);
    }
    expect(codeOf(await swap(salma, headersOf(salma), { icc: 'abc\u0000', tokenOcr: FORGED, otpToken: 'x' }))).toEqual([400, 'request-invalid']);
    const noIdentity = await swap(salma, headersOf(salma), { icc: '892120000000000888', tokenOcr: FORGED, otpToken: 'x' });
    expect(codeOf(noIdentity)).toEqual([400, 'service-009']);
    const foreign = await app().inject({
      method: 'POST',
      url: '/api/ms-service/v1/sim-swap',
      headers: headersOf(karim),
      payload: { mdn: salma.line.mdn, mdnNewIcc: salma.line.mdn, icc: '892120000000000888', tokenOcr: FORGED, otpToken: 'x', upgrade4G: true },
    });
    expect(codeOf(foreign)).toEqual([403, 'client-segmentation-invalid']);
    const foreignIdentity = await app().inject({
      method: 'POST',
      url: '/api/ms-client/v1/check-identity-sim-swap',
      headers: bearer(karim.tokens, karim.line),
      payload: { mdn: salma.line.mdn, tokenOcr: FORGED },
    });
    expect(codeOf(foreignIdentity)).toEqual([403, 'client-segmentation-invalid']);
    const refused = await app()
      .db.select()
      .from(lineServiceRequests)
      .where(and(eq(lineServiceRequests.mdn, salma.line.mdn), eq(lineServiceRequests.kind, 'sim-swap'), eq(lineServiceRequests.outcome, 'refused')));
    expect(refused.map((row) => row.reason)).toEqual(expect.arrayContaining(['service-004', 'service-005', 'service-009']));
    expect(await iccOf(salma.line.mdn)).toBe(seedIccOf(salma.line.mdn));
  });

  it('answers request-invalid, never a 500, for a NUL byte or a lone surrogate in the reading’s token or the ICC', async () => {
    const salma = await customer(DEMO_ACCOUNTS.prepaid.username);
    for (const tokenOcr of [`${FORGED}\u0000`, `${FORGED}\ud800`]) expect(codeOf(await identity(salma, tokenOcr))).toEqual([400, 'request-invalid']);
    expect(codeOf(await swap(salma, headersOf(salma), { icc: '89212\ud80000000000000', tokenOcr: FORGED, otpToken: 'x' }))).toEqual([400, 'request-invalid']);
  });

  it('locks the identity check of a line after five documents that are not the holder’s within an hour, even for the holder’s', async () => {
    const karim = await customer(DEMO_ACCOUNTS.business.username);
    // Four earlier wrong documents (as the failure counter records them), then a fifth read by the OCR.
    for (let attempt = 0; attempt < 4; attempt += 1) await app().failureLimits.record(`sim-identity:${karim.line.mdn}`);
    expect(codeOf(await identity(karim, await read(karim, await cardOf(46))))).toEqual([400, 'service-008']);
    const locked = await identity(karim, await read(karim, await cardOf(47, KARIM)));
    expect(codeOf(locked)).toEqual([429, 'service-012']);
    expect(locked.json<ApiErrorBody>().meta?.retryAfter).toBeGreaterThan(3500);
  }, 60_000);

  it('refuses a swap while the customer’s SIM lock is on; turning it off takes a code and is notified', async () => {
    const youssef = await customer(DEMO_ACCOUNTS.postpaidWithFibre.username);
    const lockUrl = '/api/ms-service/v1/sim-lock';
    const on = await app().inject({ method: 'PUT', url: lockUrl, headers: headersOf(youssef), payload: { mdn: youssef.line.mdn, locked: true } });
    expect(on.json()).toEqual({ mdn: youssef.line.mdn, locked: true });
    const locked = await swap(youssef, headersOf(youssef), { icc: '892120000000000999', tokenOcr: FORGED, otpToken: 'x' });
    expect(codeOf(locked)).toEqual([409, 'service-007']);
    const offWithoutCode = await app().inject({ method: 'PUT', url: lockUrl, headers: headersOf(youssef), payload: { mdn: youssef.line.mdn, locked: false } });
    expect(codeOf(offWithoutCode)).toEqual([400, 'iam-otp-token-invalid']);
    const off = await app().inject({
      method: 'PUT',
      url: lockUrl,
      headers: headersOf(youssef),
      payload: { mdn: youssef.line.mdn, locked: false, otpToken: await proofFor(youssef, 'sim-lock') },
    });
    expect(off.json()).toEqual({ mdn: youssef.line.mdn, locked: false });
    const read = await app().inject({ url: `${lockUrl}?mdn=${youssef.line.mdn}`, headers: bearer(youssef.tokens, youssef.line) });
    expect(read.json()).toEqual({ mdn: youssef.line.mdn, locked: false });
    const mails = (await app().inject({ url: `/api/dev/email-outbox?to=${DEMO_ACCOUNTS.postpaidWithFibre.email}` })).json<Array<{ subject: string }>>();
    expect(mails[0]!.subject).toBe('Verrouillage SIM désactivé');
    const audit = await app()
      .db.select()
      .from(lineServiceRequests)
      .where(and(eq(lineServiceRequests.mdn, youssef.line.mdn), eq(lineServiceRequests.kind, 'sim-swap')));
    expect(audit.map((row) => row.reason)).toContain('service-007');
  });
});
