import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  IDENTIFICATION_ERROR_CODES,
  IDENTITY_IMAGE_LIMITS,
  SCAN_LIFETIME_MINUTES,
  SIM_SWAP_READING_MINUTES,
  type DocumentReadingPurpose,
  type IdentityType,
  type OcrResponse,
} from '@atlas/contracts/identification';
import { SELFCARE_ERROR_CODES } from '@atlas/contracts/selfcare';
import { API_ERROR_CODES, ApiError } from '../../errors';
import { guardImage, IMAGE_POLICIES, IsolatedJobFailed, readingFailure } from '../../images';
import { knownLine } from '../ms-iam/public';
import { requireProof } from './proof';
import { tokenId, type ScanContent } from './scans';

/** Readings allowed per window, per line and per client address (each costs a second of CPU). */
export const OCR_LIMITS = { windowSeconds: 15 * 60, perLine: 10, perAddress: 30 };

/**
 * POST /v2/ocr (multipart: mdn, otpToken, identityType, recto, verso): the document read, its
 * reading sealed and kept SCAN_LIFETIME_MINUTES under the answer's ocrToken for the recap; and the
 * same reading for a signed-in customer's SIM swap (/v2/ocr/sim-swap).
 */
export const ocrRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const { reader, sealer, scans } = app.identification;
  await app.register(multipart, { limits: { fileSize: IDENTITY_IMAGE_LIMITS.maxBytes, files: 2, fields: 4, parts: 6 } });

  async function limitReadings(mdn: string, ip: string) {
    const { windowSeconds } = OCR_LIMITS;
    const lineKey = `identification-line:${mdn}`;
    const addressKey = `identification-address:${ip}`;
    const locks = await Promise.all([
      app.failureLimits.lockedUntil(lineKey, { windowSeconds, limit: OCR_LIMITS.perLine }),
      app.failureLimits.lockedUntil(addressKey, { windowSeconds, limit: OCR_LIMITS.perAddress }),
    ]);
    const until = locks.filter((at): at is Date => at !== null).sort((a, b) => b.getTime() - a.getTime())[0];
    if (until) {
      throw new ApiError(429, IDENTIFICATION_ERROR_CODES.tooManyScans, 'Too many readings: try again later', undefined, {
        retryAfter: Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000)),
      });
    }
    await app.failureLimits.record(lineKey, addressKey);
  }

  /** The form's fields and images; refused (400, 413) when it is not the form expected. */
  async function formOf(request: FastifyRequest, expected: string) {
    if (!request.isMultipart()) throw new ApiError(400, API_ERROR_CODES.requestInvalid, `Send multipart/form-data: ${expected}`);
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
    return { fields, files, identityType };
  }

  /**
   * The document read (the line's proof already checked): its images guarded, the readings limited,
   * the reading sealed under a new ocrToken with what it is for, kept `lifetimeMinutes`.
   */
  async function readDocument(
    request: FastifyRequest,
    mdn: string,
    { identityType, files }: { identityType: IdentityType; files: Record<string, Buffer> },
    { lifetimeMinutes, purpose, accountId }: { lifetimeMinutes: number; purpose?: DocumentReadingPurpose; accountId?: string },
  ): Promise<OcrResponse> {
    const recto = files.recto;
    const verso = files.verso ?? null;
    if (!recto || (identityType === 'cin' && !verso)) {
      throw new ApiError(
        400,
        API_ERROR_CODES.requestInvalid,
        identityType === 'cin' ? 'Send both sides of the card: recto and verso' : 'Send the data page as recto',
        [{ field: recto ? 'verso' : 'recto', rule: 'required' }],
      );
    }
    // Refused by their bytes and the dimensions their headers declare, before anything decodes them.
    guardImage(recto, IMAGE_POLICIES.identityDocument, 'recto', IDENTIFICATION_ERROR_CODES.fileInvalid);
    if (verso) guardImage(verso, IMAGE_POLICIES.identityDocument, 'verso', IDENTIFICATION_ERROR_CODES.fileInvalid);
    await scans.purgeAbandoned();
    await limitReadings(mdn, request.ip);

    // Read in the reader's own process: its memory and time are bounded, its failure is this reading's only.
    const read = await reader.run({ type: identityType, recto, verso: identityType === 'cin' ? verso : null }).catch((error: unknown) => {
      if (error instanceof IsolatedJobFailed) return null;
      throw readingFailure(error);
    });
    if (!read) {
      throw new ApiError(
        422,
        IDENTIFICATION_ERROR_CODES.documentUnreadable,
        'The document could not be read: hold it flat, still, in good light, without reflections',
      );
    }
    if (read.expiryDate && !read.fieldsToReview.includes('expiryDate') && read.expiryDate < new Date().toISOString().slice(0, 10)) {
      throw new ApiError(422, IDENTIFICATION_ERROR_CODES.documentExpired, 'This document has expired');
    }
    const ocrToken = randomBytes(32).toString('base64url');
    await scans.add({
      id: tokenId(ocrToken),
      mdn,
      identityType,
      sealed: sealer.seal({ read, ...(purpose ? { purpose, accountId } : {}) } satisfies ScanContent),
      expiresAt: new Date(Date.now() + lifetimeMinutes * 60_000),
    });
    const { documentNumber, expiryDate, checkDigitsValid, fieldsToReview, mrz: _mrz, ...identity } = read;
    return { identity, documentNumber, expiryDate, checkDigitsValid, fieldsToReview, ocrToken };
  }

  app.post('/v2/ocr', async (request): Promise<OcrResponse> => {
    const form = await formOf(request, 'mdn, otpToken, identityType, recto, verso');
    const line = await knownLine(db, form.fields.mdn ?? '');
    await requireProof(app, form.fields.otpToken, line.mdn);
    return readDocument(request, line.mdn, form, { lifetimeMinutes: SCAN_LIFETIME_MINUTES });
  });

  /**
   * POST /v2/ocr/sim-swap (multipart: mdn, identityType, recto, verso; bearer and the line's
   * segmentation token): the same reading of the holder's document for a SIM swap of the selected
   * line. Its ocrToken is the swap's tokenOcr: this account's and this line's, SIM_SWAP_READING_MINUTES, once.
   */
  app.post('/v2/ocr/sim-swap', { preHandler: app.requireLine }, async (request): Promise<OcrResponse> => {
    const form = await formOf(request, 'mdn, identityType, recto, verso');
    if (form.fields.mdn !== request.line.mdn) throw new ApiError(403, SELFCARE_ERROR_CODES.segmentationInvalid, 'The mdn is not the selected line');
    return readDocument(request, request.line.mdn, form, {
      lifetimeMinutes: SIM_SWAP_READING_MINUTES,
      purpose: 'sim-swap',
      accountId: request.customer.accountId,
    });
  });
};
