import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { ApiErrorBody } from '@atlas/contracts/api-error';
import { MEDIA_WIDTHS } from '@atlas/contracts/content';
import { MEDIA_DIR } from '../../config';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { MediaLibrary } from './media-library';

const MEDIA = '/api/v1/ms-content/media';
const IMMUTABLE = 'public, max-age=31536000, immutable';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ seed: false });
});
afterAll(() => testApp?.close());

const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ url: `${MEDIA}${url}`, headers });

describe('GET /media/:file', () => {
  it('serves the original file without a width, with long-lived cache headers', async () => {
    const response = await get('/hero-5g.svg', { 'accept-encoding': 'identity' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.rawPayload.equals(readFileSync(path.join(MEDIA_DIR, 'hero-5g.svg')))).toBe(true);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.etag).toMatch(/^"[\w-]{22}"$/);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it.each(MEDIA_WIDTHS)('resizes to width %i, as WebP by default', async (width) => {
    const response = await get(`/hero-fibre.svg?width=${width}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width });
  });

  it.each([
    ['png', 'image/png', 'png'],
    ['jpeg', 'image/jpeg', 'jpeg'],
    ['webp', 'image/webp', 'webp'],
  ])('converts to %s', async (format, contentType, sharpFormat) => {
    const response = await get(`/icon-recharge.svg?width=320&format=${format}`);
    expect(response.headers['content-type']).toBe(contentType);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: sharpFormat, width: 320 });
  });

  it('answers 304 to the ETag it gave', async () => {
    const first = await get('/router.svg?width=768');
    const second = await get('/router.svg?width=768', { 'if-none-match': first.headers.etag as string });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
    expect(second.headers['cache-control']).toBe(IMMUTABLE);
  });

  it.each(['500', '0', '4000'])('refuses width %s with content-002', async (width) => {
    const response = await get(`/hero-5g.svg?width=${width}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>()).toMatchObject({ code: 'content-002', error: 'content-002' });
  });

  it('refuses a width that is not a number, or an unknown format, with request-invalid', async () => {
    expect((await get('/hero-5g.svg?width=large')).json<ApiErrorBody>().code).toBe('request-invalid');
    expect((await get('/hero-5g.svg?width=480&format=gif')).json<ApiErrorBody>().code).toBe('request-invalid');
  });

  it('answers not-found for a file it does not have', async () => {
    const response = await get('/no-such-picture.svg');
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiErrorBody>().code).toBe('not-found');
  });

  it.each(['/..%2F..%2Fpackage.json', '/..%2Fsrc%2Fapp.ts', '/%2Fetc%2Fpasswd', '/.hidden.svg', '/..%5C..%5Cpackage.json', '/hero-5g.svg%00.png'])(
    'refuses the path %s',
    async (file) => {
      const response = await get(file);
      expect([400, 404]).toContain(response.statusCode);
      expect(['request-invalid', 'not-found']).toContain(response.json<ApiErrorBody>().code);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    },
  );

  it('does not reach outside its folder through ../ either', async () => {
    const response = await testApp.app.inject({ url: `${MEDIA}/../../../package.json` });
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiErrorBody>().code).toBe('not-found');
  });
});

describe('MediaLibrary', () => {
  it('renders each variant once, however many ask for it at the same time', async () => {
    const library = new MediaLibrary(MEDIA_DIR, 1 << 20);
    const [first, ...others] = await Promise.all(Array.from({ length: 5 }, () => library.get('hero-cloud.svg', { width: 320 })));
    for (const other of others) expect(other).toBe(first);
    expect(await library.get('hero-cloud.svg', { width: 320 })).toBe(first);
  });

  it('keeps within its byte budget, dropping the least recently used', async () => {
    const sizeOf = (file: string) => readFileSync(path.join(MEDIA_DIR, file)).length;
    const [largest, middle, smallest] = ['icon-faq.svg', 'icon-roaming.svg', 'icon-5g.svg', 'icon-cloud.svg']
      .sort((a, b) => sizeOf(b) - sizeOf(a))
      .slice(0, 3) as [string, string, string];
    const library = new MediaLibrary(MEDIA_DIR, sizeOf(largest) + sizeOf(middle));
    const kept = await library.get(largest);
    const dropped = await library.get(middle);
    await library.get(largest);
    await library.get(smallest); // over budget: the middle one is now the least recently used
    expect(await library.get(largest)).toBe(kept);
    expect(await library.get(middle)).not.toBe(dropped);
  });
});

it('every file of api/media is a well-formed image', async () => {
  for (const file of readdirSync(MEDIA_DIR)) {
    const metadata = await sharp(path.join(MEDIA_DIR, file)).metadata();
    expect(metadata.width).toBeGreaterThan(0);
  }
});

describe('the resize-image URL prefix (selfcare spec §7)', () => {
  const resized = (url: string) => testApp.app.inject({ url: `/api/v1/ms-content/resize-image${url}` });

  it('serves a media file at a width given in the path, as the media route does', async () => {
    const response = await resized('/480/hero-fibre.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480 });
    expect((await get('/hero-fibre.svg?width=480')).headers.etag).toBe(response.headers.etag);
    expect(await sharp((await resized('/320/icon-recharge.svg?format=png')).rawPayload).metadata()).toMatchObject({ format: 'png', width: 320 });
  });

  it('refuses a width it does not offer and a file outside the library', async () => {
    expect((await resized('/500/hero-fibre.svg')).json<ApiErrorBody>().code).toBe('content-002');
    expect((await resized('/480/..%2Fconfig.ts')).statusCode).toBe(400);
  });

  it('is named by the app configuration', async () => {
    const seeded = await buildTestApp();
    try {
      const config = (await seeded.app.inject({ url: '/api/ms-config/v2/app-config' })).json<{ appParams: { resizeImageUrl: string } }>();
      expect(config.appParams.resizeImageUrl).toBe('/api/v1/ms-content/resize-image');
    } finally {
      await seeded.close();
    }
  });
});
