/**
 * One upload cannot take the site down (issue 29, property 2): hostile images sent to every image
 * route are refused with a 4xx while another client keeps getting answers within a second and the
 * API's memory stays bounded.
 */
import type { AddressInfo } from 'node:net';
import type { ApiErrorBody } from '@atlas/contracts/api-error';
import { DEMO_ACCOUNTS } from '../demo-accounts';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { bearer, lastCodeSentTo, signIn } from '../test/session';
import { makeIdentity, renderDocument } from '../modules/ms-identification/test-set/synthetic-documents';
import { hostileImages } from './hostile-images';

/** How much the API process's resident memory may grow while the hostile images are sent. */
const RSS_GROWTH_BOUND = 200 * 1024 * 1024;
/** The other client's longest wait. */
const ANSWER_WITHIN_MS = 1000;
const LINE = '0673000222';
const OTHER_LINE = '0672000111';

function multipart(files: Record<string, Buffer>, fields: Record<string, string> = {}) {
  const boundary = '----atlas-hostile-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const [name, bytes] of Object.entries(files))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.png"\r\nContent-Type: image/png\r\n\r\n`),
      bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Another customer asking the site for its health every 100 ms over HTTP: each wait, and the API's peak RSS. */
function anotherClient(baseUrl: string) {
  const waits: number[] = [];
  let peakRss = process.memoryUsage().rss;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/health`);
      await response.arrayBuffer();
      waits.push(performance.now() - started);
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { waits, peakRss };
    },
  };
}

describe('hostile images', () => {
  let test: TestApp;
  let baseUrl = '';
  let document: { recto: Buffer; verso: Buffer | null };
  let hostile: Array<{ name: string; bytes: Buffer }> = [];
  const app = () => test.app;
  beforeAll(async () => {
    test = await buildTestApp();
    await app().listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app().server.address() as AddressInfo).port}`;
    document = await renderDocument(makeIdentity(7, 'cin', 'clean'), 7);
    // Made once, before any client waits: making them takes the test's own event loop a while.
    hostile = hostileImages(document.recto);
  }, 120_000);
  afterAll(() => test.close());

  async function identificationProof(mdn: string): Promise<string> {
    await app().inject({ method: 'POST', url: '/api/ms-identification/v1/otp/send', payload: { mdn } });
    const code = await lastCodeSentTo(app(), mdn);
    return (await app().inject({ method: 'POST', url: '/api/ms-identification/v1/otp/verify', payload: { mdn, code } })).json<{ otpToken: string }>().otpToken;
  }

  async function refusedWhileTheSiteAnswers(send: (bytes: Buffer) => Promise<{ statusCode: number; json: () => unknown }>) {
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    const client = anotherClient(baseUrl);
    const answers: Array<[string, number, string]> = [];
    for (const { name, bytes } of hostile) {
      const response = await send(bytes);
      answers.push([name, response.statusCode, (response.json() as ApiErrorBody).code]);
    }
    const { waits, peakRss } = await client.stop();
    for (const [name, status] of answers) expect([name, status >= 400 && status < 500]).toEqual([name, true]);
    expect(waits.length).toBeGreaterThan(0);
    expect(Math.max(...waits)).toBeLessThan(ANSWER_WITHIN_MS);
    expect(peakRss - rssBefore).toBeLessThan(RSS_GROWTH_BOUND);
    return answers;
  }

  it('the OCR refuses each with a 4xx, by its header before decoding, while the site keeps answering', async () => {
    const otpToken = await identificationProof(LINE);
    const answers = await refusedWhileTheSiteAnswers(async (bytes) => {
      const form = multipart({ recto: bytes, verso: document.verso! }, { mdn: LINE, otpToken, identityType: 'cin' });
      return app().inject({ method: 'POST', url: '/api/ms-identification/v2/ocr', ...form });
    });
    // Refused by what the header declares: the dimensions, or the file is not what its bytes claim.
    expect(answers.filter(([name]) => /strip|Mpx|declaring/.test(name)).map(([, status, code]) => [status, code])).toEqual(
      new Array(5).fill([422, 'image-dimensions']),
    );
    expect(answers.filter(([name]) => /truncated PNG|ZIP|HTML/.test(name)).map(([, status, code]) => [status, code])).toEqual(
      new Array(3).fill([415, 'identification-003']),
    );
  }, 120_000);

  it('the avatar upload refuses each with a 4xx, by its header before decoding, while the site keeps answering', async () => {
    const tokens = await signIn(app(), DEMO_ACCOUNTS.prepaid.username);
    const answers = await refusedWhileTheSiteAnswers(async (bytes) => {
      const form = multipart({ avatar: bytes });
      return app().inject({ method: 'POST', url: '/api/ms-client/v1/upload-avatar', payload: form.payload, headers: { ...form.headers, ...bearer(tokens) } });
    });
    expect(answers.filter(([name]) => /strip|Mpx|declaring/.test(name)).map(([, status, code]) => [status, code])).toEqual(
      new Array(5).fill([422, 'image-dimensions']),
    );
    expect(answers.filter(([name]) => /truncated|ZIP|HTML/.test(name)).map(([, status, code]) => [status, code])).toEqual(
      new Array(4).fill([415, 'client-avatar-type']),
    );
  }, 120_000);

  it('a reader that dies costs only its reading: a stable 4xx, the site answers, the next reading works', async () => {
    const otpToken = await identificationProof(OTHER_LINE);
    const read = () => {
      const form = multipart({ recto: document.recto, verso: document.verso! }, { mdn: OTHER_LINE, otpToken, identityType: 'cin' });
      return app().inject({ method: 'POST', url: '/api/ms-identification/v2/ocr', ...form });
    };
    const reading = read();
    // The reader is killed (as the kernel's OOM killer or a native crash would) while it reads:
    // once this reading is its job (a child left by an earlier reading has a process id before).
    const reader = app().identification.reader;
    while (!reader.busy || reader.pid === null) await new Promise((resolve) => setTimeout(resolve, 5));
    process.kill(app().identification.reader.pid!, 'SIGKILL');
    const killed = await reading;
    expect([killed.statusCode, killed.json<ApiErrorBody>().code]).toEqual([422, 'image-reading-aborted']);
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
    const next = await read();
    expect(next.statusCode).toBe(200);
    expect(next.json<{ documentNumber: string }>().documentNumber).not.toBe('');
  }, 120_000);
});
