/**
 * The formats of both specs, once: the API's request schemas (the contracts) and the forms'
 * rules (@atlas/forms re-exports this module as `@atlas/forms/patterns`) use the same ones. Where a spec says only "must be valid", the format chosen is
 * written next to it.
 */

/** Mobile number (mdn): 10 digits, 05, 06 or 07. */
export const MDN_PATTERN = /^0[5-7]\d{8}$/;
/** Line number: 10 digits. */
export const LINE_NUMBER_PATTERN = /^\d{10}$/;
/**
 * Home (fixed) line: 10 digits starting 05 (geographic fixed numbers) or 08 (non-geographic
 * fixed and VoIP numbers of fibre and i-dar boxes) — choice: the spec only says "home line".
 */
export const HOME_LINE_NUMBER_PATTERN = /^0[58]\d{8}$/;
/** ICC of a new SIM: 18 digits (the spec's length). */
export const ICC_PATTERN = /^\d{18}$/;
export const POSTAL_CODE_PATTERN = /^\d{5}$/;
/**
 * The self-care spec's email: word characters with optional dot or hyphen separators, "@", a
 * domain with a suffix of 2 or more characters. Written without nested optional quantifiers,
 * so no input makes it backtrack exponentially.
 */
export const EMAIL_PATTERN = /^\w+(?:[.-]\w+)*@\w+(?:[.-]\w+)*\.\w{2,}$/;
/** The shortest password accepted (sign-up, reset, change). */
export const PASSWORD_MIN_LENGTH = 8;
/** The spec's second password pattern: starts with a letter, ends with a digit. */
export const PASSWORD_LETTER_DIGIT_PATTERN = /^\p{L}.*\d$/u;
/** Order tracking id: 18 letters or digits. */
export const ORDER_ID_PATTERN = /^[A-Za-z0-9]{18}$/;
/** Bill number (billNo): 6 to 20 letters or digits — choice. */
export const BILL_NUMBER_PATTERN = /^[A-Za-z0-9]{6,20}$/;
/** Business billing account: 6 to 12 digits — choice. */
export const BILLING_ACCOUNT_PATTERN = /^\d{6,12}$/;
/** Business payment code printed on the bill: 4 to 8 digits — choice. */
export const PAYMENT_CODE_PATTERN = /^\d{4,8}$/;
/** Scratch-card (recharge) code: 14 digits; spaces typed between groups are ignored — choice. */
export const SCRATCH_CARD_CODE_PATTERN = /^\d{14}$/;
/** Moroccan national identity card (CIN): 1 or 2 letters then 3 to 6 digits (A123456, BK12345). */
export const CIN_PATTERN = /^[A-Za-z]{1,2}\d{3,6}$/;
/** Passport number: 6 to 9 letters or digits (ICAO document numbers are at most 9). */
export const PASSPORT_PATTERN = /^[A-Za-z0-9]{6,9}$/;
/** RIO portability code: 6 to 12 letters or digits — choice (the operator sends it by SMS to 1234). */
export const RIO_PATTERN = /^[A-Za-z0-9]{6,12}$/;
export const DIGITS_PATTERN = /^\d+$/;
/** A national number after another country's calling code: 4 to 14 digits (E.164 allows 15 with the code). */
export const INTERNATIONAL_NUMBER_PATTERN = /^\d{4,14}$/;
/** A website: an optional http(s) scheme, a domain with a suffix, an optional path — choice. */
export const WEBSITE_PATTERN = /^(?:https?:\/\/)?(?:[\p{L}\d](?:[\p{L}\d-]{0,61}[\p{L}\d])?\.)+\p{L}{2,24}(?::\d{2,5})?(?:[/?#]\S*)?$/u;
/** The oldest creation year a company may give. */
export const MIN_CREATION_YEAR = 1900;

export const SHARE_CAPITAL_MIN_DH = 10000;
export const RECHARGE_CART_MIN_DH = 5;
export const ATTACHMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'dt', 'txt'] as const;
export const ATTACHMENT_MAX_BYTES = 15 * 1024 * 1024;
export const MIN_CUSTOMER_AGE = 18;
export const MAX_CUSTOMER_AGE = 120;

/** Removes the spaces, dots and dashes people type inside numbers and codes. */
export const stripSeparators = (value: string): string => value.replace(/[\s.-]/g, '');
