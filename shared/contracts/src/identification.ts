/** ms-identification: a line's identification by its holder's identity document (selfcare spec). */
import { StringEnum, Type, type Static } from './schema-kit';

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

/** A number as typed (06…, 6…, 212…, +212…). */
const TypedMdn = Type.String({ minLength: 9, maxLength: 20 });
/** Text read from a document: no control character. */
const ReadText = (maxLength: number, minLength?: number) => Type.String({ maxLength, pattern: '^[^\\u0000-\\u001f]*$', ...(minLength ? { minLength } : {}) });
/**
 * Text in Arabic as Moroccan documents print it: the Arabic letters (with ڤ and ڭ), their vowel
 * marks and spaces; '' where the document prints none. Persian and Urdu forms (ی, ک) are not its letters.
 */
export const ARABIC_TEXT_PATTERN = '^[\\u0621-\\u063A\\u0641-\\u0652\\u0670\\u06A4\\u06AD ]*$';
const ArabicText = (maxLength: number) => Type.Optional(Type.String({ maxLength, pattern: ARABIC_TEXT_PATTERN }));

/** The spec's identity fields plus what the check digits and the recap need. */
export const Identity = Type.Object(
  {
    type: Type.Unsafe<IdentityType>(StringEnum(['cin', 'passport'])),
    cinId: ReadText(12),
    firstName: ReadText(60, 1),
    lastName: ReadText(60, 1),
    /** YYYY-MM-DD */
    birthDate: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
    documentOcrName: ReadText(130),
    gender: StringEnum(['M', 'F', '']),
    city: ReadText(60),
    address: ReadText(160),
    passportNumber: ReadText(12),
    nationality: ReadText(3),
    /** The names and the place of birth as the document prints them in Arabic (CNIE, Moroccan passport). */
    lastNameAr: ArabicText(60),
    firstNameAr: ArabicText(60),
    birthPlaceAr: ArabicText(60),
  },
  { additionalProperties: false },
);
export interface Identity extends Static<typeof Identity> {
  type: IdentityType;
}

/** The answer of POST /api/ms-identification/v2/ocr (multipart: mdn, otpToken, identityType, recto, verso). */
export const OcrResponse = Type.Object({
  identity: Identity,
  documentNumber: Type.String(),
  expiryDate: Type.String(),
  /** Every check digit of the machine-readable zone held. */
  checkDigitsValid: Type.Boolean(),
  /** Fields that no check digit or second reading confirmed: the recap marks them. */
  fieldsToReview: Type.Array(Type.String()),
  ocrToken: Type.String(),
});
export interface OcrResponse extends Static<typeof OcrResponse> {
  identity: Identity;
}

/** POST /api/ms-identification/v1/check-identification-status, /v1/otp/send: the line. */
export const IdentificationLineRequest = Type.Object({ mdn: TypedMdn });
export type IdentificationLineRequest = Static<typeof IdentificationLineRequest>;

export const CheckIdentificationStatusResponse = Type.Object({ mdn: Type.String(), isIdentified: Type.Boolean() });
export interface CheckIdentificationStatusResponse extends Static<typeof CheckIdentificationStatusResponse> {}

/** POST /api/ms-identification/v1/otp/verify: the code sent to the line, for the proof the flow carries. */
export const IdentificationOtpVerifyRequest = Type.Object({ mdn: TypedMdn, code: Type.String({ minLength: 1, maxLength: 12 }) });
export type IdentificationOtpVerifyRequest = Static<typeof IdentificationOtpVerifyRequest>;
export const IdentificationOtpVerifyResponse = Type.Object({ otpToken: Type.String() });
export type IdentificationOtpVerifyResponse = Static<typeof IdentificationOtpVerifyResponse>;

const OcrToken = Type.String({ minLength: 10, maxLength: 100 });

/** POST /api/ms-client/v1/verify-ocr-scan: the recap as the customer confirmed (and corrected) it. */
export const VerifyOcrScanRequest = Type.Object({ mdn: TypedMdn, ocrToken: OcrToken, identity: Identity });
export type VerifyOcrScanRequest = Static<typeof VerifyOcrScanRequest>;
/** `corrected`: the fields the customer changed from the reading. */
export const VerifyOcrScanResponse = Type.Object({ verified: Type.Boolean(), corrected: Type.Array(Type.String()) });
export type VerifyOcrScanResponse = Static<typeof VerifyOcrScanResponse>;

/** Minutes an unfinished scan is kept (encrypted) before it is deleted. */
export const SCAN_LIFETIME_MINUTES = 30;

/**
 * A reading of the holder's document for a SIM swap (POST /api/ms-identification/v2/ocr/sim-swap,
 * multipart: mdn, identityType, recto, verso; the bearer and the line's segmentation token): its
 * ocrToken is the swap's tokenOcr, accepted this many minutes, once.
 */
export const SIM_SWAP_READING_MINUTES = 10;

/**
 * The act a document reading is made for, besides the identification flow: `/identification/ocr?purpose=…&returnUrl=…`
 * reads the signed-in customer's document for it and goes back to `returnUrl` with a DocumentReadReturn
 * as the history entry's state (never in the address: the token is a secret).
 */
export const DOCUMENT_READING_PURPOSES = ['sim-swap'] as const;
export type DocumentReadingPurpose = (typeof DOCUMENT_READING_PURPOSES)[number];
export interface DocumentReadReturn {
  documentRead: { purpose: DocumentReadingPurpose; mdn: string; tokenOcr: string };
}

/**
 * The terms the customer accepts before the line is identified (selfcare spec: terms type
 * `identification_cgu`, process `IDENTIFICATION_PROCESS`): a content page of ms-content by that name.
 */
export const IDENTIFICATION_TERMS = { type: 'identification_cgu', process: 'IDENTIFICATION_PROCESS' } as const;

/** POST /api/ms-identification/v2/update-customer-crm */
export const UpdateCustomerCrmRequest = Type.Object({
  mdn: TypedMdn,
  otpToken: Type.String({ minLength: 1, maxLength: 2048 }),
  ocrToken: OcrToken,
  honorific: Type.Unsafe<Honorific>(StringEnum(['mr', 'mme'])),
  /** The signature drawn on screen, a PNG data URL. */
  signature: Type.String({ minLength: 30, maxLength: 400_000, pattern: '^data:image/png;base64,[A-Za-z0-9+/=]+$' }),
  /** The identification_cgu terms, accepted: the line is not identified without them. */
  termsAccepted: Type.Literal(true),
});
export interface UpdateCustomerCrmRequest extends Static<typeof UpdateCustomerCrmRequest> {
  honorific: Honorific;
}

/** `signupToken`: a line without a web account ends the flow with the proof that opens ms-iam's sign-up. */
export const UpdateCustomerCrmResponse = Type.Object({ mdn: Type.String(), isIdentified: Type.Boolean(), signupToken: Type.Optional(Type.String()) });
export type UpdateCustomerCrmResponse = Static<typeof UpdateCustomerCrmResponse>;
