import { createHash, randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  IDENTIFICATION_ERROR_CODES,
  IDENTIFICATION_TERMS,
  IDENTITY_IMAGE_LIMITS,
  SCAN_LIFETIME_MINUTES,
  type CheckIdentificationStatusResponse,
  type Identity,
  type IdentityType,
  type OcrResponse,
  type UpdateCustomerCrmRequest,
} from '@atlas/contracts/identification';
import { accountLines, identityScans, lineIdentifications } from '../../db/schema';
import { API_ERROR_CODES, ApiError, errorResponses } from '../../errors';
import { requestLanguage } from '../../language';
import { storedSecret } from '../../plugins/stored-secret';
import { imageTypeOf } from '../ms-client/public';
import { knownLine } from '../ms-iam/public';
import { createOcrEngine, type OcrEngine } from './ocr/engine';
import { readDocument, type IdentityRead } from './ocr/read-document';
import { createSealer, type Sealer } from './sealed';
import { identificationStatus } from './identification-status';

/** Readings allowed per window, per line and per client address (each costs a second of CPU). */
export const OCR_LIMITS = { windowSeconds: 15 * 60, perLine: 10, perAddress: 30 };
const PURPOSE = 'identification' as const;

declare module 'fastify' {
  interface FastifyInstance {
    identification: { engine: OcrEngine; sealer: Sealer };
  }
}

/** The OCR engine (started on first use, stopped with the app) and the identity sealer. */
export const identificationPlugin = fp(
  async (app) => {
    const engine = createOcrEngine();
    const sealer = createSealer(await storedSecret(app.db, 'identityKey', process.env.IDENTITY_KEY ?? null));
    app.decorate('identification', { engine, sealer });
    app.addHook('onClose', async () => engine.close());
  },
  { name: 'atlas-identification', dependencies: ['atlas-database'] },
);

/** What a scan row holds, sealed. */
interface ScanContent {
  read: IdentityRead;
  identity?: Identity;
}

const tokenId = (token: string) => createHash('sha256').update(token).digest('base64url');
const mdnField = { type: 'string', minLength: 9, maxLength: 20 } as const;
const tokenField = { type: 'string', minLength: 1, maxLength: 2048 } as const;
const text = (max: number) => ({ type: 'string', maxLength: max, pattern: '^[^\\u0000-\\u001f]*$' }) as const;

const identitySchema = {
  type: 'object',
  required: ['type', 'cinId', 'firstName', 'lastName', 'birthDate', 'documentOcrName', 'gender', 'city', 'address', 'passportNumber', 'nationality'],
  additionalProperties: false,
  properties: {
    type: { type: 'string', enum: ['cin', 'passport'] },
    cinId: text(12),
    firstName: { ...text(60), minLength: 1 },
    lastName: { ...text(60), minLength: 1 },
    birthDate: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    documentOcrName: text(130),
    gender: { type: 'string', enum: ['M', 'F', ''] },
    city: text(60),
    address: text(160),
    passportNumber: text(12),
    nationality: text(3),
  },
} as const;

/** Removes scans nobody finished within their lifetime (applied on every call of the flow). */
async function purgeAbandoned(app: { db: FastifyRequest['server']['db'] }) {
  await app.db.delete(identityScans).where(lt(identityScans.expiresAt, new Date()));
}


/** ms-identification, mounted at /api/ms-identification. */
export const msIdentificationRoutes: FastifyPluginAsync = async (app) => {
  const { db, otpService } = app;
  const { engine, sealer } = app.identification;
  await app.register(multipart, { limits: { fileSize: IDENTITY_IMAGE_LIMITS.maxBytes, files: 2, fields: 4, parts: 6 } });

  app.post<{ Body: { mdn: string }; Reply: CheckIdentificationStatusResponse }>(
    '/v1/check-identification-status',
    {
      schema: {
        body: { type: 'object', required: ['mdn'], properties: { mdn: mdnField } },
        response: { 200: { type: 'object', required: ['mdn', 'isIdentified'], properties: { mdn: { type: 'string' }, isIdentified: { type: 'boolean' } } }, ...errorResponses },
      },
    },
    async (request) => {
      const line = await knownLine(db, request.body.mdn);
      return { mdn: line.mdn, isIdentified: await identificationStatus(db, line.mdn) };
    },
  );

  // The flow's one-time code: the shared OTP service, purpose "identification".
  app.post<{ Body: { mdn: string } }>(
    '/v1/otp/send',
    { schema: { body: { type: 'object', required: ['mdn'], properties: { mdn: mdnField } } } },
    async (request) => {
      const line = await knownLine(db, request.body.mdn);
      if (await identificationStatus(db, line.mdn)) throw new ApiError(409, IDENTIFICATION_ERROR_CODES.alreadyIdentified, 'This line is already identified');
      const deliverTo = line.kind === 'mobile' ? line.mdn : line.contactMdn;
      if (!deliverTo) throw new ApiError(409, API_ERROR_CODES.lineUnknown, 'No contact mobile is known for this line');
      return otpService.send({ mdn: line.mdn, purpose: PURPOSE, deliverTo, language: requestLanguage(request.headers) });
    },
  );

  app.post<{ Body: { mdn: string; code: string } }>(
    '/v1/otp/verify',
    {
      schema: {
        body: { type: 'object', required: ['mdn', 'code'], properties: { mdn: mdnField, code: { type: 'string', minLength: 1, maxLength: 12 } } },
        response: { 200: { type: 'object', required: ['otpToken'], properties: { otpToken: { type: 'string' } } }, ...errorResponses },
      },
    },
    async (request) => {
      const line = await knownLine(db, request.body.mdn);
      return { otpToken: await otpService.verify({ mdn: line.mdn, purpose: PURPOSE, code: request.body.code.trim() }) };
    },
  );

  /** The proof of the code, checked (not spent: the customer may retake a picture). */
  async function requireProof(token: string | undefined, mdn: string) {
    const claims = token ? await app.sessionTokens.verify(token, 'otp') : null;
    if (!claims || claims.mdn !== mdn || claims.purpose !== PURPOSE) {
      throw new ApiError(401, IDENTIFICATION_ERROR_CODES.proofInvalid, 'Confirm the line with its one-time code first');
    }
  }

  async function limitReadings(mdn: string, ip: string) {
    const { windowSeconds } = OCR_LIMITS;
    const lineKey = `identification-line:${mdn}`;
    const addressKey = `identification-address:${ip}`;
    const locks = await Promise.all([app.failureLimits.lockedUntil(lineKey, { windowSeconds, limit: OCR_LIMITS.perLine }), app.failureLimits.lockedUntil(addressKey, { windowSeconds, limit: OCR_LIMITS.perAddress })]);
    const until = locks.filter((at): at is Date => at !== null).sort((a, b) => b.getTime() - a.getTime())[0];
    if (until) {
      throw new ApiError(429, IDENTIFICATION_ERROR_CODES.tooManyScans, 'Too many readings: try again later', undefined, {
        retryAfter: Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000)),
      });
    }
    await app.failureLimits.record(lineKey, addressKey);
  }

  app.post<{ Reply: OcrResponse }>('/v2/ocr', async (request) => {
    if (!request.isMultipart()) throw new ApiError(400, API_ERROR_CODES.requestInvalid, 'Send multipart/form-data: mdn, otpToken, identityType, recto, verso');
    const fields: Record<string, string> = {};
    const files: Record<string, Buffer> = {};
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'recto' && part.fieldname !== 'verso') {
            await part.toBuffer();
            continue;
          }
          files[part.fieldname] = await part.toBuffer();
        } else if (typeof part.value === 'string' && part.value.length <= 2048) {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new ApiError(413, IDENTIFICATION_ERROR_CODES.fileInvalid, `An image is larger than ${IDENTITY_IMAGE_LIMITS.maxBytes / 1024 / 1024} MB`);
      }
      throw new ApiError(400, API_ERROR_CODES.requestInvalid, 'The form data cannot be read');
    }
    const identityType = fields.identityType as IdentityType;
    if (identityType !== 'cin' && identityType !== 'passport') {
      throw new ApiError(400, API_ERROR_CODES.requestInvalid, 'identityType must be cin or passport', [{ field: 'identityType', rule: 'enum' }]);
    }
    const line = await knownLine(db, fields.mdn ?? '');
    await requireProof(fields.otpToken, line.mdn);
    const recto = files.recto;
    const verso = files.verso ?? null;
    if (!recto || (identityType === 'cin' && !verso)) {
      throw new ApiError(400, API_ERROR_CODES.requestInvalid, identityType === 'cin' ? 'Send both sides of the card: recto and verso' : 'Send the data page as recto', [
        { field: recto ? 'verso' : 'recto', rule: 'required' },
      ]);
    }
    for (const image of [recto, verso]) {
      if (image && !imageTypeOf(image)) throw new ApiError(415, IDENTIFICATION_ERROR_CODES.fileInvalid, 'The images must be JPEG, PNG or WebP');
    }
    await purgeAbandoned(app);
    await limitReadings(line.mdn, request.ip);

    const read = await readDocument(engine, identityType, recto, identityType === 'cin' ? verso : null).catch(() => null);
    if (!read) {
      throw new ApiError(422, IDENTIFICATION_ERROR_CODES.documentUnreadable, 'The document could not be read: hold it flat, still, in good light, without reflections');
    }
    if (read.expiryDate && !read.fieldsToReview.includes('expiryDate') && read.expiryDate < new Date().toISOString().slice(0, 10)) {
      throw new ApiError(422, IDENTIFICATION_ERROR_CODES.documentExpired, 'This document has expired');
    }
    const ocrToken = randomBytes(32).toString('base64url');
    await db.insert(identityScans).values({
      id: tokenId(ocrToken),
      mdn: line.mdn,
      identityType,
      sealed: sealer.seal({ read } satisfies ScanContent),
      expiresAt: new Date(Date.now() + SCAN_LIFETIME_MINUTES * 60_000),
    });
    const { documentNumber, expiryDate, checkDigitsValid, fieldsToReview, mrz: _mrz, ...identity } = read;
    return { identity, documentNumber, expiryDate, checkDigitsValid, fieldsToReview, ocrToken };
  });

  async function scanOf(token: string, mdn: string) {
    await purgeAbandoned(app);
    const [scan] = await db.select().from(identityScans).where(and(eq(identityScans.id, tokenId(token)), eq(identityScans.mdn, mdn)));
    if (!scan) throw new ApiError(404, IDENTIFICATION_ERROR_CODES.scanInvalid, 'This reading is unknown, expired or of another line: scan the document again');
    return { scan, content: sealer.open<ScanContent>(scan.sealed) };
  }

  app.post<{ Body: UpdateCustomerCrmRequest }>(
    '/v2/update-customer-crm',
    {
      schema: {
        body: {
          type: 'object',
          required: ['mdn', 'otpToken', 'ocrToken', 'honorific', 'signature', 'termsAccepted'],
          properties: {
            mdn: mdnField,
            otpToken: tokenField,
            ocrToken: { type: 'string', minLength: 10, maxLength: 100 },
            honorific: { type: 'string', enum: ['mr', 'mme'] },
            // The signature drawn on screen: a PNG data URL.
            signature: { type: 'string', minLength: 30, maxLength: 400_000, pattern: '^data:image/png;base64,[A-Za-z0-9+/=]+$' },
            // The identification_cgu terms: the line is not identified without them.
            termsAccepted: { type: 'boolean', const: true },
          },
        },
        response: {
          200: { type: 'object', required: ['mdn', 'isIdentified'], properties: { mdn: { type: 'string' }, isIdentified: { type: 'boolean' }, signupToken: { type: 'string' } } },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const body = request.body;
      const line = await knownLine(db, body.mdn);
      await requireProof(body.otpToken, line.mdn);
      const { scan, content } = await scanOf(body.ocrToken, line.mdn);
      if (!scan.verifiedAt || !content.identity) throw new ApiError(409, IDENTIFICATION_ERROR_CODES.scanInvalid, 'Confirm the recap (verify-ocr-scan) first');
      const png = Buffer.from(body.signature.slice('data:image/png;base64,'.length), 'base64');
      if (imageTypeOf(png) !== 'image/png') throw new ApiError(415, IDENTIFICATION_ERROR_CODES.fileInvalid, 'The signature must be a PNG image');
      if (!(await otpService.consumeProof(body.otpToken, line.mdn, PURPOSE))) {
        throw new ApiError(401, IDENTIFICATION_ERROR_CODES.proofInvalid, 'The confirmation has expired or was already used');
      }
      const now = new Date();
      const terms = { type: IDENTIFICATION_TERMS.type, process: IDENTIFICATION_TERMS.process, acceptedAt: now.toISOString() };
      const sealed = sealer.seal({ identity: content.identity, documentNumber: content.read.documentNumber, expiryDate: content.read.expiryDate, signature: body.signature, terms });
      await db.transaction(async (tx) => {
        await tx
          .insert(lineIdentifications)
          .values({ mdn: line.mdn, isIdentified: true, honorific: body.honorific, sealed, identifiedAt: now, updatedAt: now })
          .onConflictDoUpdate({ target: lineIdentifications.mdn, set: { isIdentified: true, honorific: body.honorific, sealed, identifiedAt: now, updatedAt: now } });
        // The flow is over: the reading is not kept beside the CRM record.
        await tx.delete(identityScans).where(eq(identityScans.id, scan.id));
      });
      // A line without a web account ends the flow by creating one: ms-iam's sign-up, with this
      // proof standing for the confirmed number.
      const [attached] = await db.select().from(accountLines).where(eq(accountLines.mdn, line.mdn));
      return { mdn: line.mdn, isIdentified: true, ...(attached ? {} : { signupToken: (await app.sessionTokens.signOtpProof(line.mdn, 'signup')).token }) };
    },
  );

  // Lent to ms-client's verify-ocr-scan (same module, other prefix).
  identificationScanAccess.scanOf = scanOf;
};

/** Shared between the two prefixes of the module. */
const identificationScanAccess: { scanOf?: (token: string, mdn: string) => Promise<{ scan: typeof identityScans.$inferSelect; content: ScanContent }> } = {};

/** Fields the check digits held: the recap cannot change them. */
const LOCKED_BY_CHECK_DIGIT: Array<keyof Identity> = ['birthDate', 'cinId', 'passportNumber'];

/** POST /api/ms-client/v1/verify-ocr-scan: the recap as the customer confirmed (and corrected) it. */
export const verifyOcrScanRoutes: FastifyPluginAsync = async (app) => {
  const { db, identification } = app;
  app.post<{ Body: { mdn: string; ocrToken: string; identity: Identity } }>(
    '/verify-ocr-scan',
    {
      schema: {
        body: { type: 'object', required: ['mdn', 'ocrToken', 'identity'], properties: { mdn: mdnField, ocrToken: { type: 'string', minLength: 10, maxLength: 100 }, identity: identitySchema } },
        response: { 200: { type: 'object', required: ['verified', 'corrected'], properties: { verified: { type: 'boolean' }, corrected: { type: 'array', items: { type: 'string' } } } }, ...errorResponses },
      },
    },
    async (request) => {
      const line = await knownLine(db, request.body.mdn);
      if (!identificationScanAccess.scanOf) throw new Error('ms-identification is not registered');
      const { scan, content } = await identificationScanAccess.scanOf(request.body.ocrToken, line.mdn);
      const submitted = request.body.identity;
      const read = content.read;
      if (submitted.type !== read.type) throw new ApiError(400, API_ERROR_CODES.requestInvalid, 'The document type cannot change', [{ field: 'type', rule: 'locked' }]);
      const corrected = (Object.keys(identitySchema.properties) as Array<keyof Identity>).filter((field) => submitted[field] !== read[field]);
      const locked = corrected.filter((field) => LOCKED_BY_CHECK_DIGIT.includes(field) && !read.fieldsToReview.includes(field));
      if (locked.length > 0) {
        throw new ApiError(409, IDENTIFICATION_ERROR_CODES.fieldLocked, 'Fields confirmed by the check digits cannot be changed', locked.map((field) => ({ field, rule: 'locked' })));
      }
      const identity: Identity = { ...submitted, documentOcrName: `${submitted.firstName} ${submitted.lastName}`.trim() };
      await db
        .update(identityScans)
        .set({ sealed: identification.sealer.seal({ read, identity } satisfies ScanContent), verifiedAt: new Date() })
        .where(eq(identityScans.id, scan.id));
      return { verified: true, corrected };
    },
  );
};
