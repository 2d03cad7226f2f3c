import { eq } from 'drizzle-orm';
import type { Captcha } from '@atlas/contracts/shop';
import { captchas } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/build-test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
}, 60_000);
afterAll(() => testApp?.close());

const db = () => testApp.app.db;
const spend = (captchaId: string, captchaText: string, usedBy: string | null = null) => testApp.app.captcha.spend({ captchaId, captchaText }, usedBy);

describe('GET /api/v1/ms-payment/captcha/generate', () => {
  it('answers distorted text as an SVG image and keeps only the answer’s hash (and, in development, the answer)', async () => {
    const response = await testApp.app.inject({ url: '/api/v1/ms-payment/captcha/generate' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const captcha = response.json<Captcha>();
    expect(captcha.expiresIn).toBe(300);
    const svg = Buffer.from(captcha.image.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString();
    expect(svg).toMatch(/^<svg[^>]*>.*<path/s);
    const [row] = await db().select().from(captchas).where(eq(captchas.id, captcha.captchaId));
    expect(row!.answerHash).toMatch(/^[0-9a-f]{64}$/);
    // The answer is not in the image as text: it is drawn.
    expect(svg).not.toContain(`>${row!.devAnswer}<`);
    const dev = await testApp.app.inject({ url: `/api/dev/captcha?captchaId=${captcha.captchaId}` });
    expect(dev.json<{ text: string }>().text).toBe(row!.devAnswer);
    await expect(spend(captcha.captchaId, dev.json<{ text: string }>().text.toLowerCase())).resolves.toBeUndefined();
  });
});

describe('spendCaptcha', () => {
  it('accepts the right text once, whatever its case', async () => {
    const id = await testApp.app.captcha.store('K7P3X');
    await expect(spend(id, ' k7p3x ')).resolves.toBeUndefined();
    await expect(spend(id, 'K7P3X')).rejects.toMatchObject({ code: 'payment-059' });
  });

  it('burns a captcha answered wrong, so it cannot be guessed at', async () => {
    const id = await testApp.app.captcha.store('K7P3X');
    await expect(spend(id, 'K7P3Y', 'key-1')).rejects.toMatchObject({ code: 'payment-059' });
    await expect(spend(id, 'K7P3X', 'key-1')).rejects.toMatchObject({ code: 'payment-059' });
  });

  it('accepts it again only for a retry of the same request with the same right text', async () => {
    const id = await testApp.app.captcha.store('K7P3X');
    await spend(id, 'K7P3X', 'key-2');
    await expect(spend(id, 'K7P3X', 'key-2')).resolves.toBeUndefined();
    await expect(spend(id, 'K7P3X', 'key-3')).rejects.toMatchObject({ code: 'payment-059' });
    await expect(spend(id, 'K7P3Z', 'key-2')).rejects.toMatchObject({ code: 'payment-059' });
  });

  it('refuses an expired or unknown captcha', async () => {
    const id = await testApp.app.captcha.store('K7P3X');
    await db()
      .update(captchas)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(captchas.id, id));
    await expect(spend(id, 'K7P3X')).rejects.toMatchObject({ code: 'payment-059' });
    await expect(spend('5f0c0c1e-0000-4000-8000-000000000000', 'K7P3X')).rejects.toMatchObject({ code: 'payment-059' });
  });
});
