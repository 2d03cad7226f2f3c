import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { FORM_ERROR_CODES, FormReceipt, SupplierRegistrationRequest, UploadedAttachment } from '@atlas/contracts/forms';
import { ATTACHMENT_TYPES, attachmentExtension, checkAttachment, type AttachmentRefusal } from '@atlas/contracts/attachments';
import { dialCodeOf, isCountryCode, isDialCode } from '@atlas/contracts/countries';
import { ATTACHMENT_MAX_BYTES, HOME_LINE_NUMBER_PATTERN, MDN_PATTERN } from '@atlas/contracts/patterns';
import { API_ERROR_CODES, ApiError, errorResponses } from '../../errors';
import { storeFormRequest } from './form-requests';
import { idempotencyHeaderSchema } from '../../plugins/idempotency';

const MOROCCO_DIAL_CODE = dialCodeOf('MA');
/** An upload no registration claims within this time is deleted. */
const UNCLAIMED_ATTACHMENT_MS = 24 * 3600_000;

/** What JSON schema cannot say: real country and calling codes, the phone rules of the dial code, a past year. */
function crossFieldProblems({ company, contact }: SupplierRegistrationRequest): Array<{ field: string; rule: string }> {
  const problems: Array<{ field: string; rule: string }> = [];
  if (company.creationYear !== undefined && company.creationYear > new Date().getFullYear()) problems.push({ field: 'company.creationYear', rule: 'maximum' });
  if (!isCountryCode(contact.country)) problems.push({ field: 'contact.country', rule: 'enum' });
  if (!isDialCode(contact.dialCode)) problems.push({ field: 'contact.dialCode', rule: 'enum' });
  if (contact.dialCode === MOROCCO_DIAL_CODE) {
    if (!MDN_PATTERN.test(contact.mobile)) problems.push({ field: 'contact.mobile', rule: 'pattern' });
    for (const field of ['landline', 'fax'] as const) {
      const number = contact[field];
      if (number !== undefined && !HOME_LINE_NUMBER_PATTERN.test(number)) problems.push({ field: `contact.${field}`, rule: 'pattern' });
    }
  }
  return problems;
}

/** The last segment of what the browser sent, without control characters, 200 characters at most (extension kept). */
export function cleanFileName(sent: string): string {
  const base = (sent.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  if (base.length <= 200) return base;
  const dot = base.lastIndexOf('.');
  return base.slice(0, 200 - (base.length - dot)) + base.slice(dot);
}

const REFUSALS: Record<AttachmentRefusal, { status: number; code: string; message: string }> = {
  type: { status: 415, code: FORM_ERROR_CODES.attachmentType, message: 'Attachments are pdf, doc, docx, dt or txt files' },
  size: { status: 413, code: FORM_ERROR_CODES.attachmentSize, message: `An attachment is ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB at most` },
  content: { status: 415, code: FORM_ERROR_CODES.attachmentContent, message: 'The file’s bytes are not the format its name says' },
};

/** Files one address may send in an hour, accepted or refused: a supplier sends five at most. */
export const ATTACHMENT_UPLOAD_QUOTA = { windowSeconds: 3600, limit: 40 };

/**
 * Supplier registration (corporate/fournisseurs/form), under /api/v1/ms-forms:
 * each attachment is sent alone as soon as it is chosen (POST /supplier-attachments, multipart,
 * checked by name, declared type, size and bytes, then stored), and the registration names the
 * ones it keeps (POST /supplier-registration), which claims them in the transaction that stores it.
 */
export const supplierRegistrationRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  const attachments = app.supplierAttachmentsRepository;
  await app.register(multipart, { limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

  app.post('/supplier-attachments', { schema: { response: { 201: UploadedAttachment, ...errorResponses } } }, async (request, reply) => {
    // Anyone may send files here: each address gets a quota, counted in PostgreSQL so replicas agree.
    const quotaKey = `attachment:${request.ip}`;
    const unlockAt = await app.failureLimits.lockedUntil(quotaKey, ATTACHMENT_UPLOAD_QUOTA);
    if (unlockAt) {
      throw new ApiError(429, API_ERROR_CODES.rateLimited, 'Too many files sent from this address: try again later', undefined, {
        retryAfter: Math.max(1, Math.ceil((unlockAt.getTime() - Date.now()) / 1000)),
      });
    }
    await app.failureLimits.record(quotaKey);
    if (!request.isMultipart()) throw new ApiError(400, API_ERROR_CODES.requestInvalid, 'Send the file as multipart/form-data, field "file"');
    const file = await request.file();
    if (!file || file.fieldname !== 'file')
      throw new ApiError(400, API_ERROR_CODES.requestInvalid, 'The "file" part is missing', [{ field: 'file', rule: 'required' }]);
    let bytes: Buffer | null = null;
    try {
      bytes = await file.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    }
    const fileName = cleanFileName(file.filename);
    const refusal = checkAttachment({ name: fileName, type: file.mimetype, size: bytes ? bytes.length : ATTACHMENT_MAX_BYTES + 1 }, bytes);
    if (refusal) {
      const { status, code, message } = REFUSALS[refusal];
      throw new ApiError(status, code, message, [{ field: 'file', rule: refusal }]);
    }
    const content = bytes!;
    await attachments.deleteUnclaimed(new Date(Date.now() - UNCLAIMED_ATTACHMENT_MS));
    const stored = await attachments.store({ fileName, contentType: ATTACHMENT_TYPES[attachmentExtension(fileName)!][0]!, content });
    return reply.code(201).send(stored);
  });

  app.post(
    '/supplier-registration',
    { schema: { headers: idempotencyHeaderSchema, body: SupplierRegistrationRequest, response: { 201: FormReceipt, ...errorResponses } } },
    async (request, reply) => {
      const problems = crossFieldProblems(request.body);
      if (problems.length > 0) throw new ApiError(400, API_ERROR_CODES.requestInvalid, 'Some fields are invalid', problems);
      const attachmentIds = request.body.activities.attachments ?? [];
      return storeFormRequest(app, request, reply, {
        kind: 'supplier-registration',
        prefix: 'FRS',
        payload: { ...request.body },
        attach: async (work, requestId) => {
          if (attachmentIds.length === 0) return;
          const claimed = await attachments.within(work).claim(attachmentIds, requestId);
          if (claimed.length !== attachmentIds.length) {
            const missing = attachmentIds.filter((id) => !claimed.includes(id));
            throw new ApiError(
              422,
              FORM_ERROR_CODES.attachmentUnknown,
              'An attachment is unknown, expired or already sent',
              missing.map(() => ({ field: 'activities.attachments', rule: 'exists' })),
            );
          }
        },
      });
    },
  );
};
