/**
 * Shapes of the public forms (`/api/v1/ms-forms/...`). Each POST carries an `Idempotency-Key`
 * header (a UUID made when the form is opened), so a doubled submit stores one request.
 */

import {
  EMAIL_PATTERN,
  HOME_LINE_NUMBER_PATTERN,
  ICC_PATTERN,
  CIN_PATTERN,
  INTERNATIONAL_NUMBER_PATTERN,
  LINE_NUMBER_PATTERN,
  MDN_PATTERN,
  MIN_CREATION_YEAR,
  PASSPORT_PATTERN,
  POSTAL_CODE_PATTERN,
  SHARE_CAPITAL_MIN_DH,
  WEBSITE_PATTERN,
} from './patterns';
import { PortabilityEligibilityRequest } from './portability';
import { Named, StringEnum, Type, type Static } from './schema-kit';

/** What every form's POST answers (201, and the same again on a replay of its Idempotency-Key). */
export const FormReceipt = Type.Object({
  requestId: Type.String(),
  /** What the customer quotes to the support team. */
  reference: Type.String(),
  createdAt: Type.String(),
  /** Call-back forms: when the call will come, Moroccan time ("2026-11-23T10:00"). */
  callBackFrom: Type.Optional(Type.String()),
  /** Portability: the first day the number can move (YYYY-MM-DD). */
  earliestPortingDate: Type.Optional(Type.String()),
});
export type FormReceipt = Static<typeof FormReceipt>;

export const CALL_BACK_REASONS = ['offer-info', 'subscription', 'technical', 'billing', 'other'] as const;
export type CallBackReason = (typeof CALL_BACK_REASONS)[number];

export const EMPLOYEE_RANGES = ['1-9', '10-49', '50-249', '250+'] as const;
export type EmployeeRange = (typeof EMPLOYEE_RANGES)[number];

/** A required text: not blank, at most `max` characters. */
export const RequiredText = (max: number) => Type.String({ minLength: 1, maxLength: max, pattern: '\\S' });
const Matching = (regex: RegExp) => Type.String({ pattern: regex.source });

/** POST /api/v1/ms-forms/call-back (Idempotency-Key): a business also gives its company and size; a scheduled call its date and hour. */
export const CallBackRequest = Type.Object(
  {
    segment: StringEnum(['consumer', 'business']),
    name: RequiredText(80),
    phone: Matching(MDN_PATTERN),
    email: Type.Optional(Matching(EMAIL_PATTERN)),
    companyName: Type.Optional(RequiredText(120)),
    employees: Type.Optional(Named<EmployeeRange>(StringEnum(EMPLOYEE_RANGES))),
    reason: Named<CallBackReason>(StringEnum(CALL_BACK_REASONS)),
    type: StringEnum(['immediate', 'scheduled']),
    /** Scheduled calls: the Moroccan date and full hour. */
    date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    hour: Type.Optional(Type.String({ pattern: '^\\d{2}:00$' })),
  },
  {
    additionalProperties: false,
    allOf: [
      { if: { properties: { segment: { const: 'business' } } }, then: { required: ['companyName', 'employees'] } },
      { if: { properties: { type: { const: 'scheduled' } } }, then: { required: ['date', 'hour'] } },
    ],
  },
);
// Interfaces (not type aliases) keep the types' recorded surface as it was before the schemas.
export interface CallBackRequest extends Static<typeof CallBackRequest> {}

export const FIBRE_CALL_BACK_REASONS = ['idar-to-fibre', 'adsl-to-fibre', 'idar-to-adsl'] as const;
export type FibreCallBackReason = (typeof FIBRE_CALL_BACK_REASONS)[number];

/** POST /api/v1/ms-forms/fibre-call-back (Idempotency-Key). */
export const FibreCallBackRequest = Type.Object(
  {
    firstName: RequiredText(60),
    lastName: RequiredText(60),
    reason: Named<FibreCallBackReason>(StringEnum(FIBRE_CALL_BACK_REASONS)),
    contactNumber: Matching(MDN_PATTERN),
    internetLineNumber: Matching(HOME_LINE_NUMBER_PATTERN),
  },
  { additionalProperties: false },
);
export interface FibreCallBackRequest extends Static<typeof FibreCallBackRequest> {}

export const FRAUD_TYPES = ['phone-phishing', 'social-phishing', 'lottery-scam', 'identity-theft', 'sim-swap'] as const;
export type FraudType = (typeof FRAUD_TYPES)[number];

/** POST /api/v1/ms-forms/fraud-report (Idempotency-Key). */
export const FraudReportRequest = Type.Object(
  { city: RequiredText(80), type: Named<FraudType>(StringEnum(FRAUD_TYPES)), description: RequiredText(2000) },
  { additionalProperties: false },
);
export interface FraudReportRequest extends Static<typeof FraudReportRequest> {}

export const FORM_ERROR_CODES = {
  idempotencyConflict: 'form-002',
  callBackSlotOutside: 'form-003',
  callBackSlotPast: 'form-004',
  /** An attachment whose name or declared type is not pdf, doc, docx, dt or txt. */
  attachmentType: 'form-005',
  /** An attachment over 15 MB. */
  attachmentSize: 'form-006',
  /** An attachment whose bytes are not what its name says (a renamed file). */
  attachmentContent: 'form-007',
  /** A registration naming an attachment that is unknown, expired or already used. */
  attachmentUnknown: 'form-008',
  /** Home migration: the number is no Atlas line. */
  homeLineUnknown: 'form-009',
  /** Home migration: the number is an Atlas mobile, not a home line. */
  homeLineIsMobile: 'form-010',
  /** Home migration: the line is already fibre (or another kind that does not migrate). */
  homeLineNotMigratable: 'form-011',
  /** Home migration: the offer asked for is the line's current offer. */
  migrationSameOffer: 'form-012',
} as const;

/** Business contact form (spec §3): the five needs, several may be ticked. */
export const BUSINESS_NEEDS = ['digital-transformation', 'communicate-better', 'secure-data', 'better-organisation', 'business-performance'] as const;
export type BusinessNeed = (typeof BUSINESS_NEEDS)[number];

/** POST /api/v1/ms-forms/business-contact (Idempotency-Key). */
export const BusinessContactRequest = Type.Object(
  {
    civility: StringEnum(['mr', 'mme']),
    firstName: RequiredText(60),
    lastName: RequiredText(60),
    email: Type.String({ pattern: EMAIL_PATTERN.source, maxLength: 254 }),
    contactNumber: Matching(MDN_PATTERN),
    companyName: Type.String({ minLength: 2, maxLength: 120, pattern: '\\S' }),
    needs: Type.Array(Named<BusinessNeed>(StringEnum(BUSINESS_NEEDS)), { minItems: 1, uniqueItems: true }),
    /** The customer's experience so far (optional free text). */
    feedback: Type.Optional(RequiredText(1000)),
    terms: Type.Literal(true),
  },
  { additionalProperties: false },
);
export interface BusinessContactRequest extends Static<typeof BusinessContactRequest> {}

/** Supplier registration (spec §3, three steps). Moroccan legal forms, and a foreign company. */
export const LEGAL_FORMS = ['sa', 'sarl', 'sarl-au', 'sas', 'snc', 'scs', 'gie', 'auto-entrepreneur', 'foreign-company'] as const;
export type LegalForm = (typeof LEGAL_FORMS)[number];

export const SUPPLIER_SECTORS = [
  'it-software',
  'telecom-equipment',
  'network-works',
  'energy',
  'consulting',
  'marketing',
  'facility-services',
  'logistics',
  'office-supplies',
  'construction',
  'other',
] as const;
export type SupplierSector = (typeof SUPPLIER_SECTORS)[number];

/** Files a registration may carry. */
export const SUPPLIER_MAX_ATTACHMENTS = 5;

/** A text of `min` to `max` characters, not blank. */
const TextBetween = (min: number, max: number) => Type.String({ minLength: min, maxLength: max, pattern: '\\S' });
/** Registration numbers (IF, RC, patente, CNSS): 3 to 20 digits. */
const RegistrationNumber = () => Type.String({ pattern: '^\\d{3,20}$' });
const Email = () => Type.String({ pattern: EMAIL_PATTERN.source, maxLength: 254 });
const Website = () => Type.String({ pattern: WEBSITE_PATTERN.source, maxLength: 200 });

export const SupplierCompany = Type.Object(
  {
    name: TextBetween(2, 120),
    legalForm: Named<LegalForm>(StringEnum(LEGAL_FORMS)),
    /** City of the head office. */
    location: TextBetween(2, 120),
    /** Dirhams, above 10000. */
    shareCapital: Type.Number({ exclusiveMinimum: SHARE_CAPITAL_MIN_DH, maximum: 1e13 }),
    /** Identifiant fiscal (IF). */
    taxId: RegistrationNumber(),
    /** Registre de commerce (RC). */
    tradeRegister: RegistrationNumber(),
    /** Taxe professionnelle (patente). */
    businessLicence: RegistrationNumber(),
    /** CNSS affiliation number. */
    socialSecurity: RegistrationNumber(),
    shareholders: Type.Optional(RequiredText(500)),
    /** Dirhams, last year. */
    turnover: Type.Optional(Type.Number({ minimum: 0, maximum: 1e14 })),
    headcount: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000_000 })),
    /** Not after this year (checked by the API: a schema cannot say "this year"). */
    creationYear: Type.Optional(Type.Integer({ minimum: MIN_CREATION_YEAR })),
  },
  { additionalProperties: false },
);
export interface SupplierCompany extends Static<typeof SupplierCompany> {}

export const SupplierActivities = Type.Object(
  {
    sector: Named<SupplierSector>(StringEnum(SUPPLIER_SECTORS)),
    products: TextBetween(3, 500),
    sector2: Type.Optional(Named<SupplierSector>(StringEnum(SUPPLIER_SECTORS))),
    products2: Type.Optional(TextBetween(3, 500)),
    references: Type.Optional(RequiredText(1000)),
    certifications: Type.Optional(RequiredText(500)),
    technicalMeans: Type.Optional(RequiredText(1000)),
    comments: Type.Optional(RequiredText(1000)),
    /** Ids of files uploaded with POST /supplier-attachments. */
    attachments: Type.Optional(
      Type.Array(Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' }), {
        maxItems: SUPPLIER_MAX_ATTACHMENTS,
        uniqueItems: true,
      }),
    ),
  },
  {
    additionalProperties: false,
    // The second sector and its products come together.
    dependencies: { sector2: ['products2'], products2: ['sector2'] },
  },
);
export interface SupplierActivities extends Static<typeof SupplierActivities> {}

/** Phone numbers without their calling code; the API checks Moroccan ones by the dial code. */
const PhoneDigits = () => Matching(INTERNATIONAL_NUMBER_PATTERN);

export const SupplierContact = Type.Object(
  {
    fullName: TextBetween(3, 120),
    job: RequiredText(120),
    email: Email(),
    /** Country calling code, digits only ("212"). */
    dialCode: Type.String({ pattern: '^[1-9]\\d{0,3}$' }),
    mobile: PhoneDigits(),
    landline: Type.Optional(PhoneDigits()),
    fax: Type.Optional(PhoneDigits()),
    /** ISO 3166 alpha-2 ("MA"). */
    country: Type.String({ pattern: '^[A-Z]{2}$' }),
    city: RequiredText(80),
    addressLine1: RequiredText(200),
    addressLine2: Type.Optional(RequiredText(200)),
    addressLine3: Type.Optional(RequiredText(200)),
    website: Type.Optional(Website()),
    website2: Type.Optional(Website()),
  },
  { additionalProperties: false },
);
export interface SupplierContact extends Static<typeof SupplierContact> {}

/** POST /api/v1/ms-forms/supplier-registration (Idempotency-Key) */
export const SupplierRegistrationRequest = Type.Object(
  {
    company: Named<SupplierCompany>(SupplierCompany),
    activities: Named<SupplierActivities>(SupplierActivities),
    contact: Named<SupplierContact>(SupplierContact),
  },
  { additionalProperties: false },
);
export interface SupplierRegistrationRequest extends Static<typeof SupplierRegistrationRequest> {}

/** POST /api/v1/ms-forms/supplier-attachments (multipart, field `file`): one checked, stored file. */
export const UploadedAttachment = Type.Object({
  attachmentId: Type.String(),
  fileName: Type.String(),
  size: Type.Integer(),
});
export interface UploadedAttachment extends Static<typeof UploadedAttachment> {}

/** Number portability request: how the new Atlas SIM reaches the customer. */
export const PORTABILITY_SIM_CHOICES = ['agency', 'home', 'owned'] as const;
export type PortabilitySimChoice = (typeof PORTABILITY_SIM_CHOICES)[number];

/** The fields each SIM choice needs; the API does not store the others. */
export const PORTABILITY_SIM_FIELDS = { agency: [], home: ['address', 'city', 'postalCode'], owned: ['codeIcc'] } as const;

/** POST /api/v1/ms-forms/portability (Idempotency-Key): the number is checked as ms-ecom's eligibility checks it. */
export const PortabilityRequestForm = Type.Object(
  {
    ...PortabilityEligibilityRequest.properties,
    firstName: RequiredText(60),
    lastName: RequiredText(60),
    identityType: StringEnum(['cin', 'passport']),
    identityNumber: Type.String({ maxLength: 20 }),
    email: Type.Optional(Email()),
    sim: Named<PortabilitySimChoice>(StringEnum(PORTABILITY_SIM_CHOICES)),
    /** Home delivery. */
    address: Type.Optional(RequiredText(200)),
    city: Type.Optional(RequiredText(80)),
    postalCode: Type.Optional(Matching(POSTAL_CODE_PATTERN)),
    /** An Atlas SIM the customer already holds: its 18-digit ICC. */
    codeIcc: Type.Optional(Matching(ICC_PATTERN)),
    terms: Type.Literal(true),
  },
  {
    additionalProperties: false,
    allOf: [
      {
        if: { properties: { identityType: { const: 'passport' } } },
        then: { properties: { identityNumber: { type: 'string', pattern: PASSPORT_PATTERN.source } } },
        else: { properties: { identityNumber: { type: 'string', pattern: CIN_PATTERN.source } } },
      },
      { if: { properties: { sim: { const: 'home' } } }, then: { required: [...PORTABILITY_SIM_FIELDS.home] } },
      { if: { properties: { sim: { const: 'owned' } } }, then: { required: [...PORTABILITY_SIM_FIELDS.owned] } },
    ],
  },
);
export interface PortabilityRequestForm extends Static<typeof PortabilityRequestForm> {}

/** Home migration: the customer's Atlas home lines that may move, and when to call them. */
export const MIGRATABLE_LINE_KINDS = ['adsl', 'idar'] as const;
/** The home-internet families a line may move to (vacay-wifi is a holiday router, not a home line). */
export const MIGRATION_TARGET_FAMILIES = ['fibre-optique', 'adsl-xtra', 'idar-duo'] as const;
export const CONTACT_TIMES = ['morning', 'afternoon', 'evening'] as const;
export type ContactTime = (typeof CONTACT_TIMES)[number];

/** POST /api/v1/ms-forms/home-migration (Idempotency-Key) */
export const HomeMigrationRequest = Type.Object(
  {
    /** Any 10-digit number, so that a mobile gets its own answer (form-010). */
    homeLineNumber: Matching(LINE_NUMBER_PATTERN),
    contactMobile: Matching(MDN_PATTERN),
    /** A home-internet offer of the catalogue (fibre, ADSL or i-dar). */
    targetOfferId: RequiredText(60),
    contactTime: Named<ContactTime>(StringEnum(CONTACT_TIMES)),
  },
  { additionalProperties: false },
);
export interface HomeMigrationRequest extends Static<typeof HomeMigrationRequest> {}
