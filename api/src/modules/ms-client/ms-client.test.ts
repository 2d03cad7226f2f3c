import sharp from 'sharp';
import type { ApiErrorBody } from '@atlas/contracts/api-error';
import type { CustomerAddress, Profile } from '@atlas/contracts/selfcare';
import { DEMO_ACCOUNTS } from '../../demo-accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, lastCodeSentTo, profileOf, signIn } from '../../test/session';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
}, 60_000);
afterAll(() => testApp?.close());
jest.setTimeout(20_000);
const app = () => testApp.app;
const codeOf = (response: { json: () => unknown }) => (response.json() as ApiErrorBody).code;

function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = '----atlas' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('GET /profile', () => {
  it('answers the customer with every line, main first, each with a segmentation token', async () => {
    const profile = await profileOf(app(), await signIn(app(), DEMO_ACCOUNTS.postpaidWithFibre.username));
    expect(profile).toMatchObject({ firstName: 'Youssef', lastName: 'Benali', email: DEMO_ACCOUNTS.postpaidWithFibre.email, segment: 'B2C', civility: 'mr' });
    expect(
      profile.lines.map(({ mdn, kind, segment, isMain, offer_name_fr, offer_name_ar }) => ({ mdn, kind, segment, isMain, offer_name_fr, offer_name_ar })),
    ).toEqual([
      {
        mdn: '0662345602',
        kind: 'mobile',
        segment: 'postpaid',
        isMain: true,
        offer_name_fr: 'Forfait Illimité 199 Dh',
        offer_name_ar: 'اشتراك بلا حدود 199 درهم',
      },
      { mdn: '0522345603', kind: 'ftth', segment: 'postpaid', isMain: false, offer_name_fr: 'Fibre 200 Mb/s', offer_name_ar: 'الألياف 200 ميغابت' },
    ]);
    expect(profile.lines.every((line) => line.mdnSegmentationToken.split('.').length === 3 && line.tokenType === 'Bearer')).toBe(true);
  });

  it('needs a signed-in customer', async () => {
    expect((await app().inject({ url: '/api/ms-client/v1/profile' })).statusCode).toBe(401);
  });
});

describe('segmentation tokens', () => {
  it('answers the crm id for the selected line and refuses another customer’s line token', async () => {
    const youssef = await signIn(app(), DEMO_ACCOUNTS.postpaidWithFibre.username);
    const salma = await signIn(app(), DEMO_ACCOUNTS.prepaid.username);
    const [youssefLine] = (await profileOf(app(), youssef)).lines;
    const crm = await app().inject({ url: '/api/ms-client/v1/client-crmid?mdn=0662345602', headers: bearer(youssef, youssefLine) });
    expect(crm.json()).toEqual({ crmId: 'CRM-1000452' });
    const foreign = await app().inject({ url: '/api/ms-client/v1/client-crmid', headers: bearer(salma, youssefLine) });
    expect([foreign.statusCode, codeOf(foreign)]).toEqual([403, 'client-segmentation-invalid']);
    const missing = await app().inject({ url: '/api/ms-client/v1/client-crmid', headers: bearer(youssef) });
    expect([missing.statusCode, codeOf(missing)]).toEqual([403, 'client-segmentation-required']);
    const otherNumber = await app().inject({ url: '/api/ms-client/v1/client-crmid?mdn=0661234501', headers: bearer(youssef, youssefLine) });
    expect(codeOf(otherNumber)).toBe('client-segmentation-invalid');
    const tampered = { ...youssefLine!, mdnSegmentationToken: youssefLine!.mdnSegmentationToken.slice(0, -3) + 'abc' };
    expect(codeOf(await app().inject({ url: '/api/ms-client/v1/client-crmid', headers: bearer(youssef, tampered) }))).toBe('client-segmentation-invalid');
  });
});

describe('lines', () => {
  it('sets the main line, removes a line, keeps the last one and dies with removed lines’ tokens', async () => {
    const tokens = await signIn(app(), DEMO_ACCOUNTS.business.username);
    const call = (method: 'PUT' | 'DELETE', url: string, username: string) =>
      app().inject({ method, url: `/api/ms-client/v1/${url}`, payload: { username }, headers: bearer(tokens) });
    expect((await call('PUT', 'update-main-line', '+212700112203')).statusCode).toBe(204);
    let profile = await profileOf(app(), tokens);
    expect(profile.lines.filter((line) => line.isMain).map((line) => line.mdn)).toEqual(['0700112203']);
    expect(codeOf(await call('PUT', 'update-main-line', DEMO_ACCOUNTS.prepaid.username))).toBe('client-line-not-found');

    const removed = profile.lines.find((line) => line.mdn === '0700112203')!;
    expect((await call('DELETE', 'remove-line', '0700112203')).statusCode).toBe(204);
    profile = await profileOf(app(), tokens);
    expect(profile.lines.map((line) => line.mdn)).toEqual(expect.not.arrayContaining(['0700112203']));
    expect(profile.lines.filter((line) => line.isMain)).toHaveLength(1);
    const stale = await app().inject({ url: '/api/ms-balance/v1/balances', headers: bearer(tokens, removed) });
    expect(codeOf(stale)).toBe('client-segmentation-invalid');

    await call('DELETE', 'remove-line', profile.lines[1]!.mdn);
    const last = await call('DELETE', 'remove-line', profile.lines[0]!.mdn);
    expect([last.statusCode, codeOf(last)]).toEqual([409, 'client-last-line']);
  });

  it('adds a line proven by a code, and refuses a line another customer holds', async () => {
    const tokens = await signIn(app(), DEMO_ACCOUNTS.cameleon.username);
    const add = (payload: object) => app().inject({ method: 'POST', url: '/api/ms-client/v1/add-line', payload, headers: bearer(tokens) });
    const send = (mdn: string) => app().inject({ method: 'POST', url: '/api/ms-iam/v1/otp/send', payload: { mdn, purpose: 'add-line' } });
    expect(codeOf(await send(DEMO_ACCOUNTS.prepaid.username))).toBe('client-line-already-attached');
    expect((await send('0539000888')).statusCode).toBe(200);
    const code = await lastCodeSentTo(app(), '0671000999');
    const verified = await app().inject({ method: 'POST', url: '/api/ms-iam/v1/otp/verify', payload: { mdn: '0539000888', purpose: 'add-line', code } });
    const { otpToken } = verified.json<{ otpToken: string }>();
    expect(codeOf(await add({ kind: 'mobile', mdn: '0539000888', otpToken }))).toBe('iam-line-unknown');
    const added = await add({ kind: 'home', mdn: '0539000888', otpToken });
    expect(added.statusCode).toBe(200);
    expect(added.json<Profile>().lines.map((line) => [line.mdn, line.kind, line.isMain])).toEqual([
      ['0663456704', 'mobile', true],
      ['0539000888', 'adsl', false],
    ]);
    expect(codeOf(await add({ kind: 'home', mdn: '0539000888', otpToken }))).toBe('client-line-already-attached');
  });
});

describe('account details', () => {
  it('changes the email with the password, and the identity', async () => {
    const tokens = await signIn(app(), DEMO_ACCOUNTS.homeInternet.username);
    const put = (url: string, payload: object) => app().inject({ method: 'PUT', url: `/api/ms-client/v1/${url}`, payload, headers: bearer(tokens) });
    expect(codeOf(await put('update-email', { email: 'omar@example.ma', password: 'Wrong2026' }))).toBe('iam-password-invalid');
    expect(codeOf(await put('update-email', { email: DEMO_ACCOUNTS.prepaid.email, password: 'Atlas2026' }))).toBe('client-email-taken');
    expect(codeOf(await put('update-email', { email: 'omar@', password: 'Atlas2026' }))).toBe('request-invalid');
    expect((await put('update-email', { email: 'Omar.Chraibi@Atlas.MA', password: 'Atlas2026' })).json<Profile>().email).toBe('omar.chraibi@atlas.ma');
    expect(codeOf(await put('update-info', { civility: 'sir', firstName: 'Omar', lastName: 'Chraibi', birthDate: null }))).toBe('request-invalid');
    const updated = await put('update-info', { civility: 'mr', firstName: 'Omar', lastName: 'Chraïbi', birthDate: '1969-11-05' });
    expect(updated.json<Profile>()).toMatchObject({ lastName: 'Chraïbi', birthDate: '1969-11-05' });
  });

  it('keeps each customer’s addresses to themselves', async () => {
    const youssef = await signIn(app(), DEMO_ACCOUNTS.postpaidWithFibre.username);
    const salma = await signIn(app(), DEMO_ACCOUNTS.prepaid.username);
    const list = (tokens: typeof youssef) =>
      app()
        .inject({ url: '/api/ms-client/v1/address', headers: bearer(tokens) })
        .then((r) => r.json<CustomerAddress[]>());
    expect((await list(youssef)).map((address) => address.label)).toEqual(['Bureau', 'Domicile']);
    const input = { label: 'Parents', addressLine: '9 rue de Fès', city: 'Meknès', neighborhood: 'Hamria', postalCode: '50000', isDefault: true };
    const created = await app().inject({ method: 'POST', url: '/api/ms-client/v1/address', payload: input, headers: bearer(youssef) });
    expect(created.statusCode).toBe(201);
    const addresses = created.json<CustomerAddress[]>();
    expect(addresses.filter((address) => address.isDefault).map((address) => address.label)).toEqual(['Parents']);
    expect(
      codeOf(await app().inject({ method: 'POST', url: '/api/ms-client/v1/address', payload: { ...input, postalCode: '500' }, headers: bearer(youssef) })),
    ).toBe('request-invalid');
    const parents = addresses.find((address) => address.label === 'Parents')!;
    const foreign = await app().inject({ method: 'DELETE', url: `/api/ms-client/v1/address/${parents.id}`, headers: bearer(salma) });
    expect(foreign.statusCode).toBe(404);
    const edited = await app().inject({
      method: 'PUT',
      url: `/api/ms-client/v1/address/${parents.id}`,
      payload: { ...input, city: 'Ifrane' },
      headers: bearer(youssef),
    });
    expect(edited.json<CustomerAddress[]>().find((address) => address.id === parents.id)?.city).toBe('Ifrane');
    const deleted = await app().inject({ method: 'DELETE', url: `/api/ms-client/v1/address/${parents.id}`, headers: bearer(youssef) });
    expect(deleted.json<CustomerAddress[]>()).toHaveLength(2);
  });
});

describe('avatar', () => {
  it('stores an uploaded image as a 256 px square and serves it back', async () => {
    const tokens = await signIn(app(), DEMO_ACCOUNTS.prepaid.username);
    expect((await app().inject({ url: '/api/ms-client/v1/get-avatar', headers: bearer(tokens) })).statusCode).toBe(404);
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c2185b' } })
      .png()
      .toBuffer();
    const form = multipart('avatar', 'me.png', 'image/png', png);
    const upload = await app().inject({
      method: 'POST',
      url: '/api/ms-client/v1/upload-avatar',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(tokens) },
    });
    expect(upload.json()).toEqual({ status: 'ok' });
    const avatar = await app().inject({ url: '/api/ms-client/v1/get-avatar', headers: bearer(tokens) });
    expect(avatar.headers['content-type']).toBe('image/webp');
    expect(await sharp(avatar.rawPayload).metadata()).toMatchObject({ width: 256, height: 256, format: 'webp' });
    expect((await profileOf(app(), tokens)).hasAvatar).toBe(true);
  });

  it('refuses what is not an image, whatever it claims, and what is too large', async () => {
    const tokens = await signIn(app(), DEMO_ACCOUNTS.prepaid.username);
    const send = (bytes: Buffer, type: string) => {
      const form = multipart('avatar', 'x.png', type, bytes);
      return app().inject({ method: 'POST', url: '/api/ms-client/v1/upload-avatar', payload: form.payload, headers: { ...form.headers, ...bearer(tokens) } });
    };
    const pdf = await send(Buffer.from('%PDF-1.7 not an image'), 'image/png');
    expect([pdf.statusCode, codeOf(pdf)]).toEqual([415, 'client-avatar-type']);
    const huge = await send(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(2 * 1024 * 1024 + 10)]), 'image/jpeg');
    expect([huge.statusCode, codeOf(huge)]).toEqual([413, 'client-avatar-size']);
  });
});
