/** ms-identification: a line's identification by its holder's identity document (selfcare spec). */

export const IDENTIFICATION_ERROR_CODES = {
  /** The document's validity has ended. */
  documentExpired: 'identification-001',
  /** Nothing could be read: the answer's meta/advice says what to fix (hold still, avoid the light). */
  documentUnreadable: 'identification-002',
  /** Not a JPEG, PNG or WebP image by its bytes, or larger than the limit. */
  fileInvalid: 'identification-003',
  /** The scan's token is unknown, expired (the flow was abandoned) or belongs to another line. */
  scanInvalid: 'identification-004',
  /** Too many readings for this line or this address: try later (meta.retryAfter). */
  tooManyScans: 'identification-005',
  /** The confirmation of the line's code is missing, expired or already used. */
  proofInvalid: 'identification-006',
  /** A field confirmed by its check digit cannot be changed on the recap. */
  fieldLocked: 'identification-007',
  /** The line is already identified. */
  alreadyIdentified: 'identification-008',
} as const;

export type IdentityType = 'cin' | 'passport';
export type Honorific = 'mr' | 'mme';

/** The images' limits, the same in the browser (before upload) and on the server. */
export const IDENTITY_IMAGE_LIMITS = { maxBytes: 4 * 1024 * 1024, maxSide: 1600, types: ['image/jpeg', 'image/png', 'image/webp'] } as const;

/** The spec's identity fields plus what the check digits and the recap need. */
export interface Identity {
  type: IdentityType;
  cinId: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  birthDate: string;
  documentOcrName: string;
  gender: 'M' | 'F' | '';
  city: string;
  address: string;
  passportNumber: string;
  nationality: string;
}

export interface OcrResponse {
  identity: Identity;
  documentNumber: string;
  expiryDate: string;
  /** Every check digit of the machine-readable zone held. */
  checkDigitsValid: boolean;
  /** Fields that no check digit or second reading confirmed: the recap marks them. */
  fieldsToReview: string[];
  ocrToken: string;
}

export interface CheckIdentificationStatusResponse {
  mdn: string;
  isIdentified: boolean;
}

/** Minutes an unfinished scan is kept (encrypted) before it is deleted. */
export const SCAN_LIFETIME_MINUTES = 30;
