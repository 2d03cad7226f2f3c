import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { identityScans, lineIdentifications } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { DEMO_ACCOUNTS } from '../../demo-accounts';
import { bearer, lastCodeSentTo, signedInCustomer } from '../../test/session';
import { OCR_LIMITS } from './ocr.routes';
import { makeIdentity, renderDocument } from './test-set/synthetic-documents';

const LINE = '0672000111';
const OTHER_LINE = '0673000222';
const THIRD_LINE = '0674000333';
// A 1×1 PNG: a valid signature image.
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** multipart/form-data for inject. */
function multipart(fields: Record<string, string>, files: Record<string, { bytes: Buffer; type: string }>) {
  const boundary = '----atlas-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const [name, file] of Object.entries(files)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.jpg"\r\nContent-Type: ${file.type}\r\n\r\n`),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('ms-identification', () => {
  let test: TestApp;
  let thirdLineProof = '';
  const app = () => test.app;
  beforeAll(async () => {
    test = await buildTestApp();
  }, 120_000);
  afterAll(() => test.close());

  const post = (url: string, payload: unknown) => app().inject({ method: 'POST', url, payload: payload as Record<string, unknown> });
  const status = async (mdn: string) =>
    (await post('/api/ms-identification/v1/check-identification-status', { mdn })).json<{ isIdentified: boolean }>().isIdentified;

  async function proofFor(mdn: string): Promise<string> {
    expect((await post('/api/ms-identification/v1/otp/send', { mdn })).statusCode).toBe(200);
    const response = await post('/api/ms-identification/v1/otp/verify', { mdn, code: await lastCodeSentTo(app(), mdn) });
    expect(response.statusCode).toBe(200);
    return response.json<{ otpToken: string }>().otpToken;
  }

  const ocr = (fields: Record<string, string>, files: Record<string, { bytes: Buffer; type: string }>) => {
    const body = multipart(fields, files);
    return app().inject({ method: 'POST', url: '/api/ms-identification/v2/ocr', ...body });
  };
  const jpeg = (bytes: Buffer) => ({ bytes, type: 'image/jpeg' });

  it('answers isIdentified: false for a seeded unidentified line, true (the default) for any other', async () => {
    expect(await status(LINE)).toBe(false);
    expect(await status('0661234501')).toBe(true);
    expect(await status('0700112203')).toBe(false);
    const unknown = await post('/api/ms-identification/v1/check-identification-status', { mdn: '0612345678' });
    expect(unknown.statusCode).toBe(404);
    const nul = await post('/api/ms-identification/v1/check-identification-status', { mdn: '06\u000072000111' });
    expect(nul.statusCode).toBeLessThan(500);
  });

  it('refuses a reading without the proof of the code, and images that are not images by their bytes', async () => {
    const document = await renderDocument(makeIdentity(7, 'cin', 'clean'), 7);
    const noProof = await ocr({ mdn: LINE, identityType: 'cin' }, { recto: jpeg(document.recto), verso: jpeg(document.verso!) });
    expect(noProof.json()).toMatchObject({ code: 'identification-006' });

    const proof = await proofFor(OTHER_LINE);
    const notAnImage = await ocr(
      { mdn: OTHER_LINE, otpToken: proof, identityType: 'cin' },
      { recto: jpeg(Buffer.from('%PDF-1.4 not an image')), verso: jpeg(document.verso!) },
    );
    expect(notAnImage.statusCode).toBe(415);
    expect(notAnImage.json()).toMatchObject({ code: 'identification-003' });
    const missingBack = await ocr({ mdn: OTHER_LINE, otpToken: proof, identityType: 'cin' }, { recto: jpeg(document.recto) });
    expect(missingBack.json()).toMatchObject({ code: 'request-invalid', details: [{ field: 'verso', rule: 'required' }] });
    // The proof of one line does not open another.
    const otherLine = await ocr({ mdn: LINE, otpToken: proof, identityType: 'cin' }, { recto: jpeg(document.recto), verso: jpeg(document.verso!) });
    expect(otherLine.json()).toMatchObject({ code: 'identification-006' });
  });

  it('refuses an expired document with its own code', async () => {
    const token = await proofFor(THIRD_LINE);
    thirdLineProof = token;
    const document = await renderDocument(makeIdentity(11, 'passport', 'clean', { expired: true }), 11);
    const response = await ocr({ mdn: THIRD_LINE, otpToken: token, identityType: 'passport' }, { recto: jpeg(document.recto) });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'identification-001' });
  }, 30_000);

  it('reads a card, takes a correction on the recap, records the identity encrypted and marks the line identified', async () => {
    const truth = makeIdentity(1000, 'cin', 'clean');
    const document = await renderDocument(truth, 1000);
    const proof = await proofFor(LINE);
    const response = await ocr({ mdn: LINE, otpToken: proof, identityType: 'cin' }, { recto: jpeg(document.recto), verso: jpeg(document.verso!) });
    expect(response.statusCode).toBe(200);
    const read = response.json<{
      identity: Record<string, string>;
      ocrToken: string;
      checkDigitsValid: boolean;
      fieldsToReview: string[];
      documentNumber: string;
      expiryDate: string;
    }>();
    expect(read.identity).toMatchObject({
      type: 'cin',
      lastName: truth.lastName,
      firstName: truth.firstName,
      birthDate: truth.birthDate,
      cinId: truth.cinId,
      gender: truth.gender,
      nationality: 'MAR',
    });
    expect(read).toMatchObject({ documentNumber: truth.documentNumber, expiryDate: truth.expiryDate, fieldsToReview: [] });

    // Nothing readable is stored: the row holds ciphertext only.
    const [row] = await app().db.select().from(identityScans).where(eq(identityScans.mdn, LINE));
    expect(row!.sealed).not.toContain(truth.lastName);
    expect(row!.sealed).not.toContain(truth.cinId);

    // Another line cannot use the reading; a field held by a check digit cannot be changed.
    const recap = { ...read.identity, address: `${truth.address} APPT 4` };
    expect((await post('/api/ms-client/v1/verify-ocr-scan', { mdn: OTHER_LINE, ocrToken: read.ocrToken, identity: recap })).json()).toMatchObject({
      code: 'identification-004',
    });
    const locked = await post('/api/ms-client/v1/verify-ocr-scan', { mdn: LINE, ocrToken: read.ocrToken, identity: { ...recap, birthDate: '2001-01-01' } });
    expect(locked.json()).toMatchObject({ code: 'identification-007', details: [{ field: 'birthDate', rule: 'locked' }] });
    const verified = await post('/api/ms-client/v1/verify-ocr-scan', { mdn: LINE, ocrToken: read.ocrToken, identity: recap });
    expect(verified.json()).toEqual({ verified: true, corrected: ['address'] });

    // The identification_cgu terms must be accepted: without them the line stays unidentified.
    const withoutTerms = await post('/api/ms-identification/v2/update-customer-crm', {
      mdn: LINE,
      otpToken: proof,
      ocrToken: read.ocrToken,
      honorific: 'mr',
      signature: SIGNATURE,
    });
    expect(withoutTerms.statusCode).toBe(400);
    expect(withoutTerms.json()).toMatchObject({ code: 'request-invalid' });
    expect(await status(LINE)).toBe(false);
    const crm = await post('/api/ms-identification/v2/update-customer-crm', {
      mdn: LINE,
      otpToken: proof,
      ocrToken: read.ocrToken,
      honorific: 'mr',
      signature: SIGNATURE,
      termsAccepted: true,
    });
    expect(crm.json()).toMatchObject({ mdn: LINE, isIdentified: true });
    // The line has no web account: the proof for ms-iam's sign-up ends the flow with one.
    const signUp = await post('/api/ms-iam/v1/signup', {
      kind: 'mobile',
      mdn: LINE,
      otpToken: crm.json<{ signupToken: string }>().signupToken,
      email: 'nadia.identified@example.ma',
      password: 'Identite2026',
      firstName: read.identity.firstName,
      lastName: read.identity.lastName,
      termsAccepted: true,
    });
    expect(signUp.statusCode).toBe(201);
    expect(await status(LINE)).toBe(true);
    const [identification] = await app().db.select().from(lineIdentifications).where(eq(lineIdentifications.mdn, LINE));
    expect(identification!.sealed).not.toContain(truth.lastName);
    const kept = app().identification.sealer.open<{ identity: { address: string }; terms: { type: string; process: string } }>(identification!.sealed!);
    expect(kept.identity.address).toBe(`${truth.address} APPT 4`);
    expect(kept.terms).toMatchObject({ type: 'identification_cgu', process: 'IDENTIFICATION_PROCESS' });
    // The flow's reading is gone, and the proof is spent.
    expect(await app().db.select().from(identityScans).where(eq(identityScans.mdn, LINE))).toHaveLength(0);
    const again = await post('/api/ms-identification/v2/update-customer-crm', {
      mdn: LINE,
      otpToken: proof,
      ocrToken: read.ocrToken,
      honorific: 'mr',
      signature: SIGNATURE,
      termsAccepted: true,
    });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.statusCode).toBeLessThan(500);
  }, 60_000);

  it('limits the readings of a line (10 in 15 minutes) with a retry time', async () => {
    // The proof of the previous test: a reading does not spend it (a picture may be retaken).
    const token = thirdLineProof;
    // A blank page of a document's size (smaller pictures are refused by their dimensions before any reading).
    const blank = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const answers: Array<{ code: string; meta?: { retryAfter?: number } }> = [];
    for (let i = 0; i <= OCR_LIMITS.perLine; i += 1) {
      answers.push((await ocr({ mdn: THIRD_LINE, otpToken: token, identityType: 'passport' }, { recto: { bytes: blank, type: 'image/png' } })).json());
    }
    // The expired-document test already read once for this line.
    expect(answers.slice(0, OCR_LIMITS.perLine - 1).every((answer) => answer.code === 'identification-002')).toBe(true);
    expect(answers.at(-1)).toMatchObject({ code: 'identification-005' });
    expect(answers.at(-1)!.meta!.retryAfter).toBeGreaterThan(0);
  }, 60_000);

  it('reads a signed-in holder’s document for a SIM swap: the selected line’s only, short-lived, sealed for that account, never a recap of the flow', async () => {
    const salma = await signedInCustomer(app(), DEMO_ACCOUNTS.prepaid.username);
    const document = await renderDocument({ ...makeIdentity(1001, 'cin', 'clean'), firstName: 'SALMA', lastName: 'IDRISSI', cinId: 'BE123456' }, 1001);
    const form = (mdn: string) => multipart({ mdn, identityType: 'cin' }, { recto: jpeg(document.recto), verso: jpeg(document.verso!) });
    const read = (mdn: string, headers: Record<string, string>) => {
      const body = form(mdn);
      return app().inject({ method: 'POST', url: '/api/ms-identification/v2/ocr/sim-swap', payload: body.payload, headers: { ...body.headers, ...headers } });
    };
    // Without the session and the line's token, or for another line than the selected one: refused before any reading.
    expect((await read(salma.line.mdn, {})).statusCode).toBe(401);
    expect((await read(LINE, bearer(salma.tokens, salma.line))).json()).toMatchObject({ code: 'client-segmentation-invalid' });
    const before = Date.now();
    const response = await read(salma.line.mdn, bearer(salma.tokens, salma.line));
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ identity: { cinId: string; lastName: string }; ocrToken: string; checkDigitsValid: boolean }>();
    expect(answer).toMatchObject({ identity: { cinId: 'BE123456', lastName: 'IDRISSI' }, checkDigitsValid: true });
    const [row] = await app().db.select().from(identityScans).where(eq(identityScans.mdn, salma.line.mdn));
    // Ten minutes from the reading (not the flow's half hour).
    expect(row!.expiresAt.getTime()).toBeGreaterThan(before + 9 * 60_000);
    expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 10 * 60_000);
    expect(row!.sealed).not.toContain('IDRISSI');
    expect(app().identification.sealer.open<{ purpose: string; accountId: string }>(row!.sealed)).toMatchObject({
      purpose: 'sim-swap',
      accountId: expect.any(String),
    });
    // The identification flow does not take a reading made for a SIM swap.
    const recap = await post('/api/ms-client/v1/verify-ocr-scan', { mdn: salma.line.mdn, ocrToken: answer.ocrToken, identity: answer.identity });
    expect(recap.json()).toMatchObject({ code: 'identification-004' });
  }, 60_000);

  it('answers a stable code, never a 500, to a NUL byte or a lone surrogate in the recap', async () => {
    const identity = {
      type: 'cin',
      cinId: 'AB123456',
      firstName: 'A',
      lastName: 'B',
      birthDate: '2000-01-01',
      documentOcrName: '',
      gender: '',
      city: '',
      address: '',
      passportNumber: '',
      nationality: 'MAR',
    };
    const nul = await post('/api/ms-client/v1/verify-ocr-scan', {
      mdn: OTHER_LINE,
      ocrToken: 'x'.repeat(43),
      identity: { ...identity, address: '12 rue\u0000' },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: 'request-invalid' });
    const surrogate = await post('/api/ms-client/v1/verify-ocr-scan', {
      mdn: OTHER_LINE,
      ocrToken: 'x'.repeat(43),
      identity: { ...identity, lastName: 'B\ud800' },
    });
    expect(surrogate.statusCode).toBeLessThan(500);
    expect(surrogate.json()).toHaveProperty('code');
  });

  it('deletes a reading abandoned past its lifetime', async () => {
    await app()
      .db.insert(identityScans)
      .values({ id: 'abandoned', mdn: OTHER_LINE, identityType: 'cin', sealed: 'v1.x.y.z', expiresAt: new Date(Date.now() - 1000) });
    await post('/api/ms-client/v1/verify-ocr-scan', { mdn: OTHER_LINE, ocrToken: 'not-a-real-token-at-all', identity: {} });
    const response = await post('/api/ms-client/v1/verify-ocr-scan', {
      mdn: OTHER_LINE,
      ocrToken: 'not-a-real-token-at-all',
      identity: {
        type: 'cin',
        cinId: '',
        firstName: 'A',
        lastName: 'B',
        birthDate: '2000-01-01',
        documentOcrName: '',
        gender: '',
        city: '',
        address: '',
        passportNumber: '',
        nationality: '',
      },
    });
    expect(response.json()).toMatchObject({ code: 'identification-004' });
    expect(await app().db.select().from(identityScans).where(eq(identityScans.id, 'abandoned'))).toHaveLength(0);
  });
});
