import { randomUUID } from 'node:crypto';
import type { ApiErrorBody } from '@atlas/contracts/api-error';
import type { DevCaptchaAnswer, EmailOutbox, SmsOutbox } from '@atlas/contracts/dev';
import { emailOutbox, smsOutbox } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ seed: false });
}, 60_000);
afterAll(() => testApp?.close());

const app = () => testApp.app;

describe('GET /api/dev/sms-outbox', () => {
  it('answers the latest twenty text messages to the number, latest first, and none of another number', async () => {
    const to = '0699000011';
    await app()
      .db.insert(smsOutbox)
      .values(Array.from({ length: 22 }, (_, index) => ({ to, text: `message ${index}` })));
    await app().db.insert(smsOutbox).values({ to: '0699000012', text: 'someone else’s' });
    const response = await app().inject({ url: `/api/dev/sms-outbox?to=${to}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const messages = response.json<SmsOutbox>();
    expect(messages.map((message) => message.text)).toEqual(Array.from({ length: 20 }, (_, index) => `message ${21 - index}`));
    expect(messages[0]).toEqual({ id: expect.any(Number), to, text: 'message 21', sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  it('refuses what is not a mobile number', async () => {
    const response = await app().inject({ url: '/api/dev/sms-outbox?to=12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().code).toBe('request-invalid');
  });
});

describe('GET /api/dev/email-outbox', () => {
  it('answers the mails to the address whatever its case, latest first', async () => {
    const to = `dev-${randomUUID().slice(0, 8)}@example.ma`;
    await app()
      .db.insert(emailOutbox)
      .values([
        { to, subject: 'first', text: 'one', language: 'fr' },
        { to, subject: 'second', text: 'two', html: '<p>two</p>', language: 'ar' },
      ]);
    const mails = (await app().inject({ url: `/api/dev/email-outbox?to=${to.toUpperCase()}` })).json<EmailOutbox>();
    expect(mails.map((mail) => [mail.subject, mail.html, mail.language, mail.status])).toEqual([
      ['second', '<p>two</p>', 'ar', 'sandbox'],
      ['first', null, 'fr', 'sandbox'],
    ]);
  });

  it('refuses an address too short to be one', async () => {
    expect((await app().inject({ url: '/api/dev/email-outbox?to=a' })).statusCode).toBe(400);
  });
});

describe('GET /api/dev/captcha', () => {
  it('answers the development answer of a captcha, 404 for an unknown id and 400 for what is not an id', async () => {
    const captchaId = await app().captcha.store('K7P3X', { devAnswer: true });
    expect((await app().inject({ url: `/api/dev/captcha?captchaId=${captchaId}` })).json<DevCaptchaAnswer>()).toEqual({ text: 'K7P3X' });
    expect((await app().inject({ url: `/api/dev/captcha?captchaId=${randomUUID()}` })).statusCode).toBe(404);
    expect((await app().inject({ url: '/api/dev/captcha?captchaId=nope' })).statusCode).toBe(400);
  });
});
