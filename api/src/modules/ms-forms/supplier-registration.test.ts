import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ApiErrorBody } from '@atlas/contracts/api-error';
import type { FormReceipt, SupplierRegistrationRequest, UploadedAttachment } from '@atlas/contracts/forms';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { formAttachments, formRequests } from './ms-forms.tables';
import { ATTACHMENT_UPLOAD_QUOTA, cleanFileName } from './supplier-registration';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
}, 60_000);
afterAll(() => testApp?.close());
jest.setTimeout(30_000);

const MB = 1024 * 1024;
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n');
const DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
const DOCX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('\u0014\u0000[Content_Types].xml...word/document.xml...')]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function upload(filename: string, type: string, bytes: Buffer, field = 'file', remoteAddress = '127.0.0.1') {
  const boundary = '----atlas' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/v1/ms-forms/supplier-attachments',
    payload,
    remoteAddress,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

const register = (payload: unknown, key = randomUUID()) =>
  testApp.app.inject({ method: 'POST', url: '/api/v1/ms-forms/supplier-registration', payload: payload as object, headers: { 'idempotency-key': key } });

const REGISTRATION: SupplierRegistrationRequest = {
  company: {
    name: 'Tazi Réseaux',
    legalForm: 'sarl',
    location: 'Casablanca',
    shareCapital: 100000,
    taxId: '40123456',
    tradeRegister: '345678',
    businessLicence: '34567890',
    socialSecurity: '7654321',
    shareholders: 'Karim Tazi 60 %, Nadia Berrada 40 %',
    turnover: 12500000,
    headcount: 48,
    creationYear: 2009,
  },
  activities: {
    sector: 'network-works',
    products: 'Déploiement et raccordement de fibre optique',
    sector2: 'energy',
    products2: 'Alimentation solaire des sites radio',
    references: 'ONEE, Ville de Casablanca',
    certifications: 'ISO 9001:2015',
    technicalMeans: '12 équipes de tirage, 4 nacelles',
    comments: 'Disponibles dans les 12 régions.',
  },
  contact: {
    fullName: 'Karim Tazi',
    job: 'Gérant',
    email: 'karim.tazi@tazi-reseaux.ma',
    dialCode: '212',
    mobile: '0661234567',
    landline: '0522123456',
    fax: '0522123457',
    country: 'MA',
    city: 'Casablanca',
    addressLine1: 'Zone industrielle Aïn Sebaâ, lot 112',
    addressLine2: 'Bâtiment B',
    addressLine3: '2e étage',
    website: 'www.tazi-reseaux.ma',
    website2: 'https://fibre.tazi-reseaux.ma/references',
  },
};

const withAttachments = (attachments: string[]) => ({ ...REGISTRATION, activities: { ...REGISTRATION.activities, attachments } });

describe('POST /api/v1/ms-forms/supplier-attachments', () => {
  it('stores a pdf, a doc, a docx, a txt and a dt file with the type of their extension', async () => {
    for (const [name, type, bytes, stored] of [
      ['kbis.pdf', 'application/pdf', PDF, 'application/pdf'],
      ['références.doc', 'application/msword', DOC, 'application/msword'],
      ['offre.docx', 'application/octet-stream', DOCX, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['moyens.txt', 'text/plain', Buffer.from('12 équipes de tirage\n'), 'text/plain'],
      ['notes.dt', 'application/octet-stream', Buffer.from('Données techniques\r\n'), 'text/plain'],
    ] as const) {
      const response = await upload(name, type, bytes);
      expect(response.statusCode).toBe(201);
      const answer = response.json<UploadedAttachment>();
      expect(answer).toMatchObject({ fileName: name, size: bytes.length });
      const [row] = await testApp.app.db.select().from(formAttachments).where(eq(formAttachments.id, answer.attachmentId));
      expect(row).toMatchObject({ fileName: name, contentType: stored, requestId: null });
      expect(Buffer.compare(row!.content, bytes)).toBe(0);
    }
  });

  it.each([
    ['an extension outside the list', 'logo.png', 'image/png', PNG, 415, 'form-005', 'type'],
    ['a declared type that contradicts the name', 'kbis.pdf', 'image/png', PDF, 415, 'form-005', 'type'],
    ['a renamed image', 'kbis.pdf', 'application/pdf', PNG, 415, 'form-007', 'content'],
    ['a pdf called docx', 'offre.docx', 'application/octet-stream', PDF, 415, 'form-007', 'content'],
    ['a binary called txt', 'notes.txt', 'text/plain', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]), 415, 'form-007', 'content'],
    ['an empty file', 'vide.txt', 'text/plain', Buffer.alloc(0), 415, 'form-007', 'content'],
  ])('refuses %s', async (_case, name, type, bytes, status, code, rule) => {
    const response = await upload(name, type, bytes);
    expect(response.statusCode).toBe(status);
    expect(response.json<ApiErrorBody>()).toMatchObject({ code, details: [{ field: 'file', rule }] });
  });

  it('takes a file of exactly 15 MB and refuses one byte more', async () => {
    const exactly = Buffer.concat([PDF, Buffer.alloc(15 * MB - PDF.length, 0x20)]);
    expect((await upload('catalogue.pdf', 'application/pdf', exactly)).statusCode).toBe(201);
    const over = await upload('catalogue.pdf', 'application/pdf', Buffer.concat([exactly, Buffer.from('x')]));
    expect([over.statusCode, over.json<ApiErrorBody>().code]).toEqual([413, 'form-006']);
  });

  it('needs a multipart "file" part', async () => {
    expect((await upload('kbis.pdf', 'application/pdf', PDF, 'document')).json<ApiErrorBody>().code).toBe('request-invalid');
    const json = await testApp.app.inject({ method: 'POST', url: '/api/v1/ms-forms/supplier-attachments', payload: { file: 'x' } });
    expect(json.json<ApiErrorBody>().code).toBe('request-invalid');
  });

  it('gives each address a quota of files an hour, refused ones included', async () => {
    for (let sent = 0; sent < ATTACHMENT_UPLOAD_QUOTA.limit; sent += 1) {
      expect((await upload('logo.png', 'image/png', PNG, 'file', '192.0.2.7')).statusCode).toBe(415);
    }
    const over = await upload('kbis.pdf', 'application/pdf', PDF, 'file', '192.0.2.7');
    expect(over.statusCode).toBe(429);
    expect(over.json<ApiErrorBody>().code).toBe('rate-limited');
    expect(over.json<ApiErrorBody>().meta?.retryAfter).toBeGreaterThan(0);
    expect((await upload('kbis.pdf', 'application/pdf', PDF, 'file', '192.0.2.8')).statusCode).toBe(201);
  });

  it('keeps the last segment of a file name, without control characters', () => {
    expect(cleanFileName('C:\\Users\\karim\\Documents\\kbis.pdf')).toBe('kbis.pdf');
    expect(cleanFileName('../../etc/pass\u0000wd.txt')).toBe('passwd.txt');
    expect(cleanFileName(`${'a'.repeat(300)}.pdf`)).toHaveLength(200);
    expect(cleanFileName(`${'a'.repeat(300)}.pdf`).endsWith('.pdf')).toBe(true);
  });
});

describe('POST /api/v1/ms-forms/supplier-registration', () => {
  const uploaded = async (name = 'kbis.pdf') => (await upload(name, 'application/pdf', PDF)).json<UploadedAttachment>().attachmentId;

  it('stores the registration and claims its attachments in one go; a replay answers the same receipt', async () => {
    const attachments = [await uploaded('kbis.pdf'), await uploaded('attestation.pdf')];
    const key = randomUUID();
    const response = await register(withAttachments(attachments), key);
    expect(response.statusCode).toBe(201);
    const receipt = response.json<FormReceipt>();
    expect(receipt.reference).toMatch(/^FRS-[A-Z2-9]{6}$/);
    const [stored] = await testApp.app.db.select().from(formRequests).where(eq(formRequests.id, receipt.requestId));
    expect(stored).toMatchObject({ kind: 'supplier-registration', payload: withAttachments(attachments) });
    const files = await testApp.app.db.select({ id: formAttachments.id }).from(formAttachments).where(eq(formAttachments.requestId, receipt.requestId));
    expect(files.map((file) => file.id).sort()).toEqual([...attachments].sort());
    const replay = await register(withAttachments(attachments), key);
    expect([replay.statusCode, replay.headers['idempotent-replayed'], replay.json<FormReceipt>().reference]).toEqual([201, 'true', receipt.reference]);
  });

  it('refuses an attachment that is unknown or already sent, and then stores nothing', async () => {
    const mine = await uploaded();
    expect((await register(withAttachments([mine]))).statusCode).toBe(201);
    const key = randomUUID();
    for (const attachments of [[mine], [randomUUID()]]) {
      const response = await register(withAttachments(attachments), key);
      expect([response.statusCode, response.json<ApiErrorBody>().code]).toEqual([422, 'form-008']);
    }
    expect(await testApp.app.db.select().from(formRequests).where(eq(formRequests.idempotencyKey, key))).toHaveLength(0);
  });

  it('stores a registration with the required fields only', async () => {
    const { company, activities, contact } = REGISTRATION;
    const minimal = {
      company: {
        name: company.name,
        legalForm: company.legalForm,
        location: company.location,
        shareCapital: 10000.01,
        taxId: company.taxId,
        tradeRegister: company.tradeRegister,
        businessLicence: company.businessLicence,
        socialSecurity: company.socialSecurity,
      },
      activities: { sector: activities.sector, products: activities.products },
      contact: {
        fullName: contact.fullName,
        job: contact.job,
        email: contact.email,
        dialCode: '33',
        mobile: '612345678',
        country: 'FR',
        city: 'Lyon',
        addressLine1: '3 quai Perrache',
      },
    };
    expect((await register(minimal)).statusCode).toBe(201);
  });

  const change = (section: keyof SupplierRegistrationRequest, fields: Record<string, unknown>) => ({
    ...REGISTRATION,
    [section]: { ...REGISTRATION[section], ...fields },
  });

  it.each([
    ['a share capital of 10000 dh', change('company', { shareCapital: 10000 })],
    ['a share capital in words', change('company', { shareCapital: 'cent mille' })],
    ['a tax id with letters', change('company', { taxId: 'IF4012' })],
    ['no trade register', change('company', { tradeRegister: undefined })],
    ['no business licence', change('company', { businessLicence: undefined })],
    ['no social security number', change('company', { socialSecurity: undefined })],
    ['an unknown legal form', change('company', { legalForm: 'ltd' })],
    ['a creation year to come', change('company', { creationYear: new Date().getFullYear() + 1 })],
    ['a headcount of 2.5', change('company', { headcount: 2.5 })],
    ['a second sector without its products', change('activities', { products2: undefined })],
    ['no products', change('activities', { products: undefined })],
    ['six attachments', change('activities', { attachments: Array.from({ length: 6 }, () => randomUUID()) })],
    ['a Moroccan mobile starting 08', change('contact', { mobile: '0812345678' })],
    ['a Moroccan fax that is a mobile', change('contact', { fax: '0612345678' })],
    ['an unknown country', change('contact', { country: 'ZZ' })],
    ['an unknown dial code', change('contact', { dialCode: '999' })],
    ['no address line 1', change('contact', { addressLine1: undefined })],
    ['no job', change('contact', { job: ' ' })],
    ['a website without a domain suffix', change('contact', { website: 'tazi' })],
  ])('refuses %s (request-invalid)', async (_case, payload) => {
    const response = await register(payload);
    expect([response.statusCode, response.json<ApiErrorBody>().code]).toEqual([400, 'request-invalid']);
  });
});
