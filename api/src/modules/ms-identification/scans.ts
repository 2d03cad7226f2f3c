import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_ERROR_CODES, ApiError } from '../../errors';
import { IDENTIFICATION_ERROR_CODES, Identity, type DocumentReadingPurpose, type VerifyOcrScanResponse } from '@atlas/contracts/identification';
import type { IdentityRead } from './ocr/read-document';
import type { IdentityScanRow } from './identity-scans.repository';

/** What a scan row holds, sealed. */
export interface ScanContent {
  read: IdentityRead;
  identity?: Identity;
  /** A reading made for an act (a SIM swap), not for the identification flow: by this account, for its selected line. */
  purpose?: DocumentReadingPurpose;
  accountId?: string;
}

/** A scan is stored under the hash of its token: the database alone does not give the token. */
export const tokenId = (token: string) => createHash('sha256').update(token).digest('base64url');

type Identification = Pick<FastifyInstance, 'identification'>;

/** The line's scan of that token, opened, or identification-004. */
export async function scanOf({ identification }: Identification, token: string, mdn: string): Promise<{ scan: IdentityScanRow; content: ScanContent }> {
  await identification.scans.purgeAbandoned();
  const scan = await identification.scans.ofLine(tokenId(token), mdn);
  const content = scan ? identification.sealer.open<ScanContent>(scan.sealed) : null;
  // A reading made for an act (a SIM swap) is that act's only: the flow never identifies a line with it.
  if (!scan || !content || content.purpose) {
    throw new ApiError(404, IDENTIFICATION_ERROR_CODES.scanInvalid, 'This reading is unknown, expired or of another line: scan the document again');
  }
  return { scan, content };
}

/** Who a reading for an act must be of: the line, the signed-in account that read it, the act. */
export interface ReadingOwner {
  mdn: string;
  accountId: string;
  purpose: DocumentReadingPurpose;
}

/** What an act is given of its reading: the document as read (and its check digits), until `expiresAt`. */
export interface DocumentReading {
  read: IdentityRead;
  expiresAt: Date;
}

/**
 * The reading of that token made for `owner`'s act, or null (unknown, expired, spent, of another
 * line, account or act). With `spend`, the reading is deleted in the same statement that finds it:
 * of two acts spending one token, one gets it.
 */
export async function documentReadingOf(
  { identification }: Identification,
  token: string,
  owner: ReadingOwner,
  { spend }: { spend: boolean },
): Promise<DocumentReading | null> {
  const id = tokenId(token);
  const scan = spend ? await identification.scans.take(id, owner.mdn) : await identification.scans.ofLine(id, owner.mdn);
  if (!scan || scan.expiresAt.getTime() <= Date.now()) return null;
  const content = identification.sealer.open<ScanContent>(scan.sealed);
  if (content.purpose !== owner.purpose || content.accountId !== owner.accountId) return null;
  return { read: content.read, expiresAt: scan.expiresAt };
}

/** The identity's fields, in the contract's order. */
const IDENTITY_FIELDS = Object.keys(Identity.properties) as Array<keyof Identity>;
/** Fields the check digits held: the recap cannot change them. */
const LOCKED_BY_CHECK_DIGIT: Array<keyof Identity> = ['birthDate', 'cinId', 'passportNumber'];

/**
 * The recap as the customer confirmed (and corrected) it: the scan keeps the identity to record,
 * with the fields changed from the reading; the document type and the fields its check digits
 * confirmed cannot change.
 */
export async function confirmRecap(app: Identification, mdn: string, ocrToken: string, submitted: Identity): Promise<VerifyOcrScanResponse> {
  const { scan, content } = await scanOf(app, ocrToken, mdn);
  const read = content.read;
  if (submitted.type !== read.type)
    throw new ApiError(400, API_ERROR_CODES.requestInvalid, 'The document type cannot change', [{ field: 'type', rule: 'locked' }]);
  // The Arabic fields are optional: absent and empty are the same.
  const corrected = IDENTITY_FIELDS.filter((field) => (submitted[field] ?? '') !== (read[field] ?? ''));
  const locked = corrected.filter((field) => LOCKED_BY_CHECK_DIGIT.includes(field) && !read.fieldsToReview.includes(field));
  if (locked.length > 0) {
    throw new ApiError(
      409,
      IDENTIFICATION_ERROR_CODES.fieldLocked,
      'Fields confirmed by the check digits cannot be changed',
      locked.map((field) => ({ field, rule: 'locked' })),
    );
  }
  const identity: Identity = { ...submitted, documentOcrName: `${submitted.firstName} ${submitted.lastName}`.trim() };
  await app.identification.scans.markVerified(scan.id, app.identification.sealer.seal({ read, identity } satisfies ScanContent));
  return { verified: true, corrected };
}

/** The identity the identification flow recorded for the line (its holder's document, as confirmed), or null. */
export async function recordedIdentity({ identification }: Identification, mdn: string): Promise<Identity | null> {
  const sealed = await identification.scans.identificationOf(mdn);
  return sealed ? (identification.sealer.open<{ identity?: Identity }>(sealed).identity ?? null) : null;
}
