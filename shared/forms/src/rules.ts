import { array, boolean, mixed, number, string, type StringSchema } from 'yup';
import { message, type ValidationKey } from './validation-message';
import { ageOn, parseDate } from './parse-date';
import { checkAttachmentName, checkAttachmentSize } from './attachments';
import { MOROCCO_DIAL_CODE } from '@atlas/ui-kit';
import { ATLAS_ICC_PREFIX } from '@atlas/contracts/line-services';
import { toLocalMdn } from '@atlas/contracts/format-mdn';
import {
  ATTACHMENT_MAX_BYTES,
  BILL_NUMBER_PATTERN,
  BILLING_ACCOUNT_PATTERN,
  CIN_PATTERN,
  DIGITS_PATTERN,
  EMAIL_PATTERN,
  HOME_LINE_NUMBER_PATTERN,
  ICC_PATTERN,
  INTERNATIONAL_NUMBER_PATTERN,
  LINE_NUMBER_PATTERN,
  MAX_CUSTOMER_AGE,
  MDN_PATTERN,
  MIN_CREATION_YEAR,
  MIN_CUSTOMER_AGE,
  ORDER_ID_PATTERN,
  PASSPORT_PATTERN,
  PASSWORD_LETTER_DIGIT_PATTERN,
  PASSWORD_MIN_LENGTH,
  PAYMENT_CODE_PATTERN,
  POSTAL_CODE_PATTERN,
  RECHARGE_CART_MIN_DH,
  RIO_PATTERN,
  SCRATCH_CARD_CODE_PATTERN,
  SHARE_CAPITAL_MIN_DH,
  stripSeparators,
  WEBSITE_PATTERN,
} from './patterns';

export interface RuleOptions {
  /** Default true. An optional field accepts an empty value and checks the format otherwise. */
  required?: boolean;
  /** The message when empty (default: the rule's own, else "Champ obligatoire"). */
  requiredMessage?: ValidationKey;
}

/** Fields the specs require "each with its own message". */
export const REQUIRED_FIELD_MESSAGES = {
  firstName: 'firstNameRequired',
  lastName: 'lastNameRequired',
  nationality: 'nationalityRequired',
  city: 'cityRequired',
  address: 'addressRequired',
  birthDate: 'birthDateRequired',
  civility: 'civilityRequired',
  postalCode: 'postalCodeRequired',
  identityNumber: 'identityNumberRequired',
  terms: 'termsRequired',
  product: 'productRequired',
  description: 'descriptionRequired',
} as const satisfies Record<string, ValidationKey>;

export type RequiredField = keyof typeof REQUIRED_FIELD_MESSAGES;

const trimmed = () => string().trim();
const compact = () => string().transform((value: unknown) => (typeof value === 'string' ? stripSeparators(value) : value));

/**
 * Starts a rule with its required check, so that an empty field reports "required" and not a
 * format error (yup reports the first failing test in declaration order).
 */
function begin(schema: StringSchema<string | undefined>, { required = true, requiredMessage }: RuleOptions, fallback: ValidationKey) {
  return (required ? schema.required(message(requiredMessage ?? fallback)) : schema.notRequired()) as StringSchema<string | undefined>;
}

const pattern = (regex: RegExp, key: ValidationKey) => ({ message: message(key), excludeEmptyString: true }) as const;

/** A required text with the message of its field ("Le prénom est obligatoire"). */
export const requiredField = (field: Exclude<RequiredField, 'terms'>) => trimmed().required(message(REQUIRED_FIELD_MESSAGES[field]));

/** Any required text: "Champ obligatoire". */
export const requiredText = (key: ValidationKey = 'required') => trimmed().required(message(key));

/** Sign-in username: a mobile number in any form a customer types (06…, 212…, +212…) or an email. */
export const usernameRule = () =>
  begin(trimmed(), {}, 'usernameRequired').test('username', message('usernameInvalid'), (value) => {
    if (!value) return true;
    if (value.includes('@')) return EMAIL_PATTERN.test(value);
    const local = toLocalMdn(value);
    return MDN_PATTERN.test(local.length === 9 ? `0${local}` : local);
  });

/** A one-time code: 6 digits. */
export const otpCodeRule = () => begin(trimmed(), {}, 'required').matches(/^\d{6}$/, { message: message('otpInvalid'), excludeEmptyString: true });

/**
 * A Moroccan number as customers type it, read in the local form by the one normaliser
 * (`toLocalMdn`): "+212 6 61 23 45 01", "00212 661-23.45.01", "212661234501" → "0661234501".
 * Every rule of a Moroccan line number (mobile or fixed) starts with it; a form's submit casts its
 * values with the schema (or calls `toLocalMdn`) so the API receives that local form.
 */
const localMdn = () => string().transform((value: unknown) => (typeof value === 'string' ? toLocalMdn(value) : value));

/** Mobile number: 10 digits starting 05, 06 or 07, typed in any of the forms above. */
export const mdnRule = (options: RuleOptions = {}) => begin(localMdn(), options, 'mdnRequired').matches(MDN_PATTERN, pattern(MDN_PATTERN, 'mdnInvalid'));

/** Line number: 10 digits (+212… read as 0…); `home: true` for a fixed line (05 or 08, see HOME_LINE_NUMBER_PATTERN). */
export const lineNumberRule = ({ home = false, ...options }: RuleOptions & { home?: boolean } = {}) =>
  home
    ? begin(localMdn(), options, 'required').matches(HOME_LINE_NUMBER_PATTERN, pattern(HOME_LINE_NUMBER_PATTERN, 'homeLineNumberInvalid'))
    : begin(localMdn(), options, 'required').matches(LINE_NUMBER_PATTERN, pattern(LINE_NUMBER_PATTERN, 'lineNumberInvalid'));

/**
 * The ICC of an Atlas Telecom SIM (every ICC a form asks for is the operator's new SIM): 18 digits
 * starting with the operator's prefix. Another operator's card is refused in the field, with a
 * message that says what an Atlas ICC looks like, before anything is sent.
 */
export const iccRule = (options: RuleOptions = {}) =>
  begin(compact(), options, 'required')
    .matches(ICC_PATTERN, pattern(ICC_PATTERN, 'iccInvalid'))
    .test('atlas-icc', message('iccInvalid'), (value) => !value || value.startsWith(ATLAS_ICC_PREFIX));

export const postalCodeRule = (options: RuleOptions = {}) =>
  begin(trimmed(), options, 'postalCodeRequired').matches(POSTAL_CODE_PATTERN, pattern(POSTAL_CODE_PATTERN, 'postalCodeInvalid'));

export const emailRule = (options: RuleOptions = {}) =>
  begin(trimmed(), options, 'emailRequired').max(254, message('tooLong')).matches(EMAIL_PATTERN, pattern(EMAIL_PATTERN, 'emailInvalid'));

/** Password: required, at least 8 characters; `letterThenDigit` adds the spec's second pattern. */
export const passwordRule = ({ letterThenDigit = false, ...options }: RuleOptions & { letterThenDigit?: boolean } = {}) => {
  const base = begin(string(), options, 'passwordRequired').test(
    'password-min',
    message('passwordTooShort', { min: PASSWORD_MIN_LENGTH }),
    (value) => !value || value.length >= PASSWORD_MIN_LENGTH,
  );
  return letterThenDigit ? base.matches(PASSWORD_LETTER_DIGIT_PATTERN, pattern(PASSWORD_LETTER_DIGIT_PATTERN, 'passwordPattern')) : base;
};

/** The second pattern alone: starts with a letter, ends with a digit. */
export const passwordLetterDigitRule = () => string().matches(PASSWORD_LETTER_DIGIT_PATTERN, pattern(PASSWORD_LETTER_DIGIT_PATTERN, 'passwordPattern'));

/** Confirmation: required and equal to the sibling field (default `password`). */
export const passwordConfirmationRule = (field = 'password') =>
  string()
    .required(message('passwordConfirmationRequired'))
    .test('password-match', message('passwordMismatch'), function matches(value) {
      return !value || value === this.parent?.[field];
    });

/** A field that must repeat another one (number confirmation): "Les numéros ne correspondent pas". */
export const matchesFieldRule = (field: string, key: ValidationKey = 'numbersMismatch', options: RuleOptions = {}) =>
  begin(compact(), options, 'required').test('matches-field', message(key), function matches(value) {
    if (!value) return true;
    const other: unknown = this.parent?.[field];
    return typeof other === 'string' && stripSeparators(other) === value;
  });

/** Terms acceptance: must be checked. */
export const termsRule = () => boolean().required(message('termsRequired')).oneOf([true], message('termsRequired'));

/** Civility (the spec's honorifics mr / mme). */
export const civilityRule = (values: readonly string[] = ['mr', 'mme']) =>
  string()
    .required(message('civilityRequired'))
    .oneOf([...values], message('civilityRequired'));

/** Birth date: a real past date, and an age between 18 and 120 (options change the bounds). */
export const birthDateRule = ({ minAge = MIN_CUSTOMER_AGE, maxAge = MAX_CUSTOMER_AGE, now }: { minAge?: number; maxAge?: number; now?: () => Date } = {}) =>
  mixed<string | Date>()
    .test('birth-date-required', message('birthDateRequired'), (value) => value !== undefined && value !== null && value !== '')
    .test('birth-date-valid', message('birthDateInvalid'), (value) => {
      if (value === undefined || value === null || value === '') return true;
      const date = parseDate(value);
      return !!date && date.getTime() < (now?.() ?? new Date()).getTime();
    })
    .test('birth-date-min-age', message('birthDateTooYoung', { min: minAge }), (value) => {
      const date = parseDate(value);
      return !date || ageOn(date, now?.()) >= minAge;
    })
    .test('birth-date-max-age', message('birthDateTooOld', { max: maxAge }), (value) => {
      const date = parseDate(value);
      return !date || ageOn(date, now?.()) <= maxAge;
    });

/**
 * Digits only: "le champ doit être un nombre" (registration numbers, identifiers). `min` and `max`
 * bound the number of digits with "Trop court!" / "Trop long!".
 */
export const numericRule = ({ min, max, ...options }: RuleOptions & { min?: number; max?: number } = {}) => {
  let schema = begin(compact(), options, 'required').matches(DIGITS_PATTERN, pattern(DIGITS_PATTERN, 'mustBeNumber'));
  if (min !== undefined)
    schema = schema.test('too-short', message('tooShort', { min }), (value) => !value || !DIGITS_PATTERN.test(value) || value.length >= min);
  if (max !== undefined) schema = schema.test('too-long', message('tooLong', { max }), (value) => !value || !DIGITS_PATTERN.test(value) || value.length <= max);
  return schema;
};

/** "50 000" → 50000, "12,5" → 12.5, "1,250,000" → 1250000; anything else is not a number. */
function parseTypedNumber(typed: string): number | undefined {
  const text = typed.replace(/\s/g, '');
  if (text === '') return undefined;
  return Number(/^\d{1,3}(?:,\d{3})+$/.test(text) ? text.replace(/,/g, '') : text.replace(',', '.'));
}

/** A number (amounts, headcount): "le champ doit être un nombre" for anything else. Empty is undefined. */
export const numberRule = () =>
  number()
    .transform((value: number, original: unknown) =>
      original === '' || original === null ? undefined : typeof original === 'string' ? parseTypedNumber(original) : value,
    )
    .typeError(message('mustBeNumber'));

/** An optional amount or count: a number, not negative; `integer` for counts. */
export const positiveNumberRule = ({ integer = false, min = 0 }: { integer?: boolean; min?: number } = {}) => {
  const schema = numberRule().min(min, message('mustBePositive'));
  return integer ? schema.integer(message('mustBeWholeNumber')) : schema;
};

/** A year from `min` (1900) to this year (company creation). Optional. */
export const yearRule = ({ min = MIN_CREATION_YEAR, now = () => new Date() }: { min?: number; now?: () => Date } = {}) =>
  numberRule()
    .integer(message('mustBeWholeNumber'))
    .test('year-range', function inRange(value) {
      const max = now().getFullYear();
      return value === undefined || (value >= min && value <= max) || this.createError({ message: message('yearInvalid', { min, max }) });
    });

/** Several choices, at least `min` ticked (the business form's needs). */
export const choicesRule = (key: ValidationKey, { min = 1 }: { min?: number } = {}) => array(string().required()).required(message(key)).min(min, message(key));

/** A website address ("www.exemple.ma", "https://exemple.ma/fournisseurs"). */
export const websiteRule = (options: RuleOptions = {}) =>
  begin(trimmed(), options, 'required')
    .max(200, message('tooLong', { max: 200 }))
    .matches(WEBSITE_PATTERN, pattern(WEBSITE_PATTERN, 'websiteInvalid'));

/**
 * A phone number typed after a country calling code (sibling field `dialCodeField`): after 212 the
 * Moroccan rules (a mobile 05/06/07, a fixed line 05/08, 10 digits), elsewhere 4 to 14 digits.
 */
export const internationalPhoneRule = (
  { kind, dialCodeField = 'dialCode', ...options }: RuleOptions & { kind: 'mobile' | 'fixed'; dialCodeField?: string } = { kind: 'mobile' },
) =>
  begin(compact(), options, kind === 'mobile' ? 'mdnRequired' : 'required').test('international-phone', function check(value) {
    if (!value) return true;
    const dialCode: unknown = this.parent?.[dialCodeField];
    if (dialCode === MOROCCO_DIAL_CODE || !dialCode) {
      if (kind === 'mobile') return MDN_PATTERN.test(value) || this.createError({ message: message('mdnInvalid') });
      return HOME_LINE_NUMBER_PATTERN.test(value) || this.createError({ message: message('homeLineNumberInvalid') });
    }
    return INTERNATIONAL_NUMBER_PATTERN.test(value) || this.createError({ message: message('phoneInvalid') });
  });

/** Length bounds with the spec's "Trop court!" / "Trop long!". */
export const lengthRule = ({ min, max, ...options }: RuleOptions & { min?: number; max?: number } = {}) => {
  let schema = begin(trimmed(), options, 'required');
  if (min !== undefined) schema = schema.test('too-short', message('tooShort', { min }), (value) => !value || value.length >= min);
  if (max !== undefined) schema = schema.max(max, message('tooLong', { max }));
  return schema;
};

export const orderIdRule = (options: RuleOptions = {}) =>
  begin(trimmed(), options, 'required').matches(ORDER_ID_PATTERN, pattern(ORDER_ID_PATTERN, 'orderIdInvalid'));

export const billNumberRule = (options: RuleOptions = {}) =>
  begin(compact(), options, 'required').matches(BILL_NUMBER_PATTERN, pattern(BILL_NUMBER_PATTERN, 'billNumberInvalid'));

export const billingAccountRule = (options: RuleOptions = {}) =>
  begin(compact(), options, 'required').matches(BILLING_ACCOUNT_PATTERN, pattern(BILLING_ACCOUNT_PATTERN, 'billingAccountInvalid'));

export const paymentCodeRule = (options: RuleOptions = {}) =>
  begin(compact(), options, 'required').matches(PAYMENT_CODE_PATTERN, pattern(PAYMENT_CODE_PATTERN, 'paymentCodeInvalid'));

export const scratchCardCodeRule = (options: RuleOptions = {}) =>
  begin(compact(), options, 'required').matches(SCRATCH_CARD_CODE_PATTERN, pattern(SCRATCH_CARD_CODE_PATTERN, 'scratchCardCodeInvalid'));

export const cinRule = (options: RuleOptions = {}) =>
  begin(compact(), options, 'identityNumberRequired').matches(CIN_PATTERN, pattern(CIN_PATTERN, 'cinInvalid'));

export const passportRule = (options: RuleOptions = {}) =>
  begin(compact(), options, 'identityNumberRequired').matches(PASSPORT_PATTERN, pattern(PASSPORT_PATTERN, 'passportInvalid'));

/** Identity number checked as a CIN or a passport number, after the sibling `identityType` field. */
export const identityNumberRule = (typeField = 'identityType') =>
  compact()
    .required(message('identityNumberRequired'))
    .test('identity-number', function check(value) {
      if (!value) return true;
      const type: unknown = this.parent?.[typeField];
      const isPassport = typeof type === 'string' && type.toLowerCase().startsWith('pass');
      if (isPassport) return PASSPORT_PATTERN.test(value) || this.createError({ message: message('passportInvalid') });
      return CIN_PATTERN.test(value) || this.createError({ message: message('cinInvalid') });
    });

export const rioRule = (options: RuleOptions = {}) => begin(compact(), options, 'required').matches(RIO_PATTERN, pattern(RIO_PATTERN, 'rioInvalid'));

/** Share capital: a number above 10000 dh. */
export const shareCapitalRule = ({ requiredMessage = 'required' }: Pick<RuleOptions, 'requiredMessage'> = {}) =>
  numberRule()
    .required(message(requiredMessage))
    .moreThan(SHARE_CAPITAL_MIN_DH, message('shareCapitalMin', { min: SHARE_CAPITAL_MIN_DH }));

/** Recharge cart total: more than 5 Dh ("ajoutez une autre recharge"). */
export const rechargeCartTotalRule = () => number().required(message('rechargeCartMin')).moreThan(RECHARGE_CART_MIN_DH, message('rechargeCartMin'));

type FileLike = { name: string; size: number; type?: string };

const filesOf = (value: unknown): FileLike[] => {
  if (value === null || value === undefined || value === '') return [];
  if (typeof FileList !== 'undefined' && value instanceof FileList) return Array.from(value);
  if (Array.isArray(value)) return value as FileLike[];
  return [value as FileLike];
};

/**
 * Attachments: pdf, doc, docx, dt or txt (by name, and by declared type when there is one), each
 * 15 MB at most. Optional unless `required`. The bytes are checked with `checkAttachment`.
 */
export const attachmentRule = ({ required = false }: { required?: boolean } = {}) =>
  mixed()
    .nullable()
    .test('attachment-required', message('required'), (value) => !required || filesOf(value).length > 0)
    .test('attachment-type', message('attachmentType'), (value) => filesOf(value).every((file) => !checkAttachmentName(file.name, file.type ?? '')))
    .test('attachment-size', message('attachmentSize', { max: ATTACHMENT_MAX_BYTES / 1024 / 1024 }), (value) =>
      filesOf(value).every((file) => !checkAttachmentSize(file.size)),
    );

/** The attachments a form sends (already checked one by one): `max` files at most. */
export const attachmentCountRule = (max: number) => array().max(max, message('attachmentCount', { max }));

/**
 * Captcha text: required, and equal to `expected` when the client knows it (case and spaces
 * ignored). Otherwise the payment service checks it and answers payment-059.
 */
export const captchaRule = (expected?: () => string | null | undefined) =>
  trimmed()
    .required(message('captchaRequired'))
    .test('captcha-match', message('captchaMismatch'), (value) => {
      const target = expected?.();
      if (!target || !value) return true;
      return value.replace(/\s/g, '').toLowerCase() === target.replace(/\s/g, '').toLowerCase();
    });
