import type { ApiErrorBody } from '@atlas/contracts/api-error';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import type { Language } from '../language';
import { createOtpService, MAX_OTP_ATTEMPTS, type OtpService } from './otp-service';
import { OtpRepository } from './otp.repository';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
}, 60_000);
afterAll(() => testApp?.close());

/** A clock the test moves by hand, and an SMS sender that keeps what it was given. */
function harness(durations: object | null = null) {
  let time = new Date('2026-03-02T09:00:00Z').getTime();
  const sent: Array<{ to: string; text: string; language: Language }> = [];
  const service: OtpService = createOtpService({
    challenges: new OtpRepository(testApp.app.db),
    settings: testApp.app.appConfigRepository,
    tokens: testApp.app.sessionTokens,
    sms: { send: async (message) => void sent.push(message) },
    now: () => new Date(time),
    durations,
  });
  return {
    service,
    sent,
    advance: (seconds: number) => void (time += seconds * 1000),
    lastCode: () => sent.at(-1)?.text.match(/\b(\d{6})\b/)?.[1] ?? '',
  };
}

/** The refusal's code and meta, to compare in one expectation. */
async function refusal(promise: Promise<unknown>): Promise<Partial<ApiErrorBody> & { statusCode?: number }> {
  try {
    await promise;
  } catch (error) {
    const { code, meta, statusCode } = error as { code: string; meta?: Record<string, number>; statusCode: number };
    return { code, statusCode, ...(meta ? { meta } : {}) };
  }
  throw new Error('expected a refusal');
}

// Each test uses its own number: the windows live in the one database of this file.
describe('the OTP window on an injectable clock, with the seeded durations (300 s, 60 s, 3 sends, 900 s)', () => {
  it('counts the resend delay down, then sends a new code that replaces the old one', async () => {
    const { service, sent, advance, lastCode } = harness();
    const first = await service.send({ mdn: '0610000001', purpose: 'signup', deliverTo: '0610000001', language: 'en' });
    expect(first).toEqual({ sentTo: '06 •• •• •• 01', expiresIn: 300, resendIn: 60, sendsLeft: 2 });
    expect(sent[0]).toMatchObject({
      to: '0610000001',
      language: 'en',
      text: expect.stringMatching(/^Atlas Telecom: your confirmation code is \d{6}\. It expires in 5 min/),
    });
    const oldCode = lastCode();

    advance(45);
    expect(await refusal(service.send({ mdn: '0610000001', purpose: 'signup', deliverTo: '0610000001', language: 'en' }))).toEqual({
      code: 'otp-resend-too-early',
      statusCode: 429,
      // The code sent 45 s ago stays valid: the screen shows its boxes again.
      meta: { resendIn: 15, expiresIn: 255 },
    });
    advance(15);
    expect((await service.send({ mdn: '0610000001', purpose: 'signup', deliverTo: '0610000001', language: 'fr' })).sendsLeft).toBe(1);
    expect(sent[1]?.text).toMatch(/^Atlas Telecom : votre code de confirmation est \d{6}/);
    const newCode = lastCode();
    if (oldCode !== newCode) {
      // The replaced code is told as replaced, and spends no attempt.
      expect(await refusal(service.verify({ mdn: '0610000001', purpose: 'signup', code: oldCode }))).toEqual({
        code: 'otp-replaced',
        statusCode: 400,
        meta: { attemptsLeft: MAX_OTP_ATTEMPTS },
      });
    }
    expect(await service.verify({ mdn: '0610000001', purpose: 'signup', code: newCode })).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('accepts a code until its validity ends, and refuses it one second later', async () => {
    const { service, advance, lastCode } = harness();
    await service.send({ mdn: '0610000002', purpose: 'password-recovery', deliverTo: '0610000002', language: 'fr' });
    advance(300);
    expect(await refusal(service.verify({ mdn: '0610000002', purpose: 'password-recovery', code: lastCode() }))).toEqual({
      code: 'otp-expired',
      statusCode: 400,
    });

    const other = harness();
    await other.service.send({ mdn: '0610000003', purpose: 'password-recovery', deliverTo: '0610000003', language: 'fr' });
    other.advance(299);
    await expect(other.service.verify({ mdn: '0610000003', purpose: 'password-recovery', code: other.lastCode() })).resolves.toBeTruthy();
    // A confirmed code is spent: it cannot give a second proof.
    expect(await refusal(other.service.verify({ mdn: '0610000003', purpose: 'password-recovery', code: other.lastCode() }))).toMatchObject({
      code: 'otp-expired',
    });
  });

  it('blocks after the maximum of sends until the blocked time after the last send, then opens a new window', async () => {
    const { service, advance } = harness();
    const send = () => service.send({ mdn: '0610000004', purpose: 'add-line', deliverTo: '0610000004', language: 'ar' });
    for (const left of [2, 1, 0]) {
      expect((await send()).sendsLeft).toBe(left);
      advance(60);
    }
    // The last code went out 60 s ago: the window closes 900 s after it.
    expect(await refusal(send())).toEqual({ code: 'otp-max-sends', statusCode: 429, meta: { retryAfter: 840 } });
    advance(600);
    expect(await refusal(send())).toEqual({ code: 'otp-blocked', statusCode: 429, meta: { retryAfter: 240 } });
    advance(240);
    expect((await send()).sendsLeft).toBe(2);
  });

  it('forgets the sends of a window that has passed: codes an hour old do not count', async () => {
    const { service, advance } = harness();
    const send = () => service.send({ mdn: '0610000010', purpose: 'signup', deliverTo: '0610000010', language: 'fr' });
    for (const left of [2, 1, 0]) {
      expect((await send()).sendsLeft).toBe(left);
      advance(60);
    }
    advance(3600);
    expect(await send()).toMatchObject({ sendsLeft: 2 });
  });

  it('tells a code a resend replaced apart from a wrong one, without spending an attempt', async () => {
    const { service, advance, lastCode } = harness();
    const mdn = '0610000011';
    await service.send({ mdn, purpose: 'signup', deliverTo: mdn, language: 'fr' });
    const first = lastCode();
    advance(60);
    await service.send({ mdn, purpose: 'signup', deliverTo: mdn, language: 'fr' });
    const second = lastCode();
    if (first === second) return;
    const wrong = ['000000', '111111', '222222'].find((code) => code !== first && code !== second)!;
    expect(await refusal(service.verify({ mdn, purpose: 'signup', code: first }))).toMatchObject({ code: 'otp-replaced', meta: { attemptsLeft: 5 } });
    expect(await refusal(service.verify({ mdn, purpose: 'signup', code: wrong }))).toMatchObject({ code: 'otp-invalid', meta: { attemptsLeft: 4 } });
    await expect(service.verify({ mdn, purpose: 'signup', code: second })).resolves.toBeTruthy();
  });

  it('writes the message in the customer’s language, Arabic numbers of minutes included', async () => {
    const { service, sent } = harness();
    await service.send({ mdn: '0610000009', purpose: 'signup', deliverTo: '0610000009', language: 'ar' });
    expect(sent[0]).toMatchObject({
      language: 'ar',
      text: expect.stringMatching(/^أطلس تيليكوم: رمز التأكيد الخاص بك هو \d{6}\. تنتهي صلاحيته خلال 5 دقائق\./),
    });
  });

  it('blocks after too many wrong codes, the right one included', async () => {
    const { service, advance, lastCode } = harness();
    await service.send({ mdn: '0610000005', purpose: 'signup', deliverTo: '0610000005', language: 'fr' });
    const wrong = lastCode() === '123456' ? '654321' : '123456';
    for (let left = MAX_OTP_ATTEMPTS - 1; left > 0; left -= 1) {
      expect(await refusal(service.verify({ mdn: '0610000005', purpose: 'signup', code: wrong }))).toEqual({
        code: 'otp-invalid',
        statusCode: 400,
        meta: { attemptsLeft: left },
      });
    }
    expect(await refusal(service.verify({ mdn: '0610000005', purpose: 'signup', code: wrong }))).toMatchObject({
      code: 'otp-blocked',
      meta: { retryAfter: 900 },
    });
    advance(10);
    expect(await refusal(service.verify({ mdn: '0610000005', purpose: 'signup', code: lastCode() }))).toMatchObject({
      code: 'otp-blocked',
      meta: { retryAfter: 890 },
    });
  });

  it('keeps the windows of two purposes of one number apart', async () => {
    const { service } = harness();
    await service.send({ mdn: '0610000006', purpose: 'signup', deliverTo: '0610000006', language: 'fr' });
    expect((await service.send({ mdn: '0610000006', purpose: 'add-line', deliverTo: '0610000006', language: 'fr' })).sendsLeft).toBe(2);
  });

  it('takes configured durations over the seeded ones', async () => {
    const { service, advance } = harness({ resendDelaySeconds: 2, maxSends: 5 });
    expect(await service.send({ mdn: '0610000007', purpose: 'signup', deliverTo: '0610000007', language: 'fr' })).toMatchObject({
      resendIn: 2,
      sendsLeft: 4,
      expiresIn: 300,
    });
    advance(2);
    expect((await service.send({ mdn: '0610000007', purpose: 'signup', deliverTo: '0610000007', language: 'fr' })).sendsLeft).toBe(3);
  });
});

describe('OTP proofs', () => {
  it('are bound to a number and a purpose, and spent once', async () => {
    const { service, lastCode } = harness();
    await service.send({ mdn: '0610000008', purpose: 'signup', deliverTo: '0610000008', language: 'fr' });
    const proof = await service.verify({ mdn: '0610000008', purpose: 'signup', code: lastCode() });
    expect(await service.consumeProof(proof, '0610000009', 'signup')).toBe(false);
    expect(await service.consumeProof(proof, '0610000008', 'password-recovery')).toBe(false);
    expect(await service.consumeProof(`${proof.slice(0, -3)}abc`, '0610000008', 'signup')).toBe(false);
    expect(await service.consumeProof(proof, '0610000008', 'signup')).toBe(true);
    expect(await service.consumeProof(proof, '0610000008', 'signup')).toBe(false);
  });
});
