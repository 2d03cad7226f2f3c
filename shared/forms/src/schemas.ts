import { object, string, type AnySchema } from 'yup';
import { message, type ValidationKey } from './validation-message';
import { SUPPLIER_MAX_ATTACHMENTS } from '@atlas/contracts/forms';
import { DONOR_OPERATORS } from '@atlas/contracts/portability';
import {
  attachmentCountRule,
  birthDateRule,
  choicesRule,
  cinRule,
  civilityRule,
  emailRule,
  iccRule,
  identityNumberRule,
  internationalPhoneRule,
  lengthRule,
  lineNumberRule,
  mdnRule,
  numericRule,
  orderIdRule,
  passwordConfirmationRule,
  passwordRule,
  positiveNumberRule,
  postalCodeRule,
  requiredField,
  requiredText,
  rioRule,
  shareCapitalRule,
  termsRule,
  websiteRule,
  yearRule,
} from './rules';
import { CALL_BACK_WINDOWS, isBookableCallBack } from './call-back';
import { INSTALLATION_HORIZON_DAYS, isBookableInstallationDate } from './installation';
import { HOUSING_TYPES, INSTALLATION_SLOTS } from '@atlas/contracts/eligibility';

/** "At most N characters", as the API's contract caps the field. */
const tooLong = (max: number) => message('tooLong', { max });

/** Fraud report: city, type, description — one message for all ("Tous les champs sont obligatoires"). */
export const fraudReportSchema = object({
  city: string().trim().required(message('allFieldsRequired')).max(80, tooLong(80)),
  type: string().trim().required(message('allFieldsRequired')),
  description: string().trim().required(message('allFieldsRequired')).max(2000, tooLong(2000)),
});

/** Order tracking: order id (18 letters or digits), ID card number, phone number. */
export const orderTrackingSchema = object({
  orderId: orderIdRule(),
  identityNumber: cinRule(),
  phoneNumber: mdnRule(),
});

/** A required field no longer than the API takes (ClientInfo, Delivery of @atlas/contracts/shop). */
const requiredUpTo = (field: Parameters<typeof requiredField>[0], max: number) => requiredField(field).max(max, message('tooLong', { max }));

/** The common personal fields of purchase and identification forms. */
export const personalInfoSchema = object({
  civility: civilityRule(),
  firstName: requiredUpTo('firstName', 60),
  lastName: requiredUpTo('lastName', 60),
  birthDate: birthDateRule(),
  nationality: requiredUpTo('nationality', 60),
  identityType: string().required(message('identityTypeRequired')).oneOf(['cin', 'passport'], message('identityTypeRequired')).default('cin'),
  identityNumber: identityNumberRule(),
  address: requiredUpTo('address', 200),
  city: requiredUpTo('city', 80),
  neighborhood: lengthRule({ required: false, max: 80 }),
  postalCode: postalCodeRule(),
  email: emailRule(),
  phoneNumber: mdnRule(),
  terms: termsRule(),
});

/** Keeping one's number from another operator: the number, its operator, the RIO code (SMS to 1234) and the new SIM's ICC. */
export const portabilitySchema = object({
  mdn: mdnRule(),
  currentOperator: string()
    .required(message('operatorRequired'))
    .oneOf(
      DONOR_OPERATORS.map((operator) => operator.id),
      message('operatorRequired'),
    ),
  rio: rioRule({ requiredMessage: 'rioRequired' }),
  codeIcc: iccRule({ requiredMessage: 'iccRequired' }),
});

/** A new number: its category, digits it should contain (optional) and the number chosen. */
export const numberChoiceSchema = object({
  category: requiredText('numberCategoryRequired'),
  contains: numericRule({ required: false }).max(8, message('tooLong')),
  mdn: mdnRule({ requiredMessage: 'numberRequired' }),
});

/** Delivery at home (an address in Morocco) or collection in an agency. */
export const deliverySchema = object({
  mode: string().required(message('deliveryModeRequired')).oneOf(['home', 'agency'], message('deliveryModeRequired')),
  address: string().when('mode', { is: 'home', then: () => requiredUpTo('address', 200), otherwise: (schema) => schema.strip() }),
  city: string().when('mode', { is: 'home', then: () => requiredUpTo('city', 80), otherwise: (schema) => schema.strip() }),
  postalCode: string().when('mode', { is: 'home', then: () => postalCodeRule(), otherwise: (schema) => schema.strip() }),
  agencyId: string().when('mode', { is: 'agency', then: () => requiredText('agencyRequired'), otherwise: (schema) => schema.strip() }),
});

/** Create or change a password: the spec's rules, with the letter-then-digit pattern. */
export const newPasswordSchema = object({
  password: passwordRule({ letterThenDigit: true }),
  passwordConfirmation: passwordConfirmationRule('password'),
});

/** Call-back (consumer and business): a scheduled call falls Monday–Friday 10:00–18:00, not in the past. */
export const callBackSchema = object({
  segment: string().oneOf(['consumer', 'business']).required(),
  name: requiredText('nameRequired').max(80, tooLong(80)),
  phone: mdnRule(),
  email: emailRule({ required: false }),
  companyName: string().when('segment', {
    is: 'business',
    then: () => requiredText('companyNameRequired').max(120, tooLong(120)),
    otherwise: (schema) => schema.strip(),
  }),
  employees: string().when('segment', { is: 'business', then: () => requiredText('employeesRequired'), otherwise: (schema) => schema.strip() }),
  reason: requiredText('reasonRequired'),
  type: string().oneOf(['immediate', 'scheduled']).required(),
  date: string().when('type', { is: 'scheduled', then: () => requiredText('dateRequired'), otherwise: (schema) => schema.strip() }),
  hour: string().when('type', {
    is: 'scheduled',
    then: () =>
      requiredText('hourRequired').test('call-back-window', (hour, context) => {
        const date = (context.parent as { date?: string }).date;
        if (!date || !hour) return true;
        const verdict = isBookableCallBack(CALL_BACK_WINDOWS.standard, date, hour);
        return verdict === 'ok' ? true : context.createError({ message: message(verdict === 'past' ? 'callBackSlotPast' : 'callBackSlotOutside') });
      }),
    otherwise: (schema) => schema.strip(),
  }),
});

/** Fibre call-back: names, one of the three reasons, a mobile to call and the home line to move. */
export const fibreCallBackSchema = object({
  firstName: requiredField('firstName').max(60, tooLong(60)),
  lastName: requiredField('lastName').max(60, tooLong(60)),
  reason: requiredText('reasonRequired'),
  contactNumber: mdnRule(),
  internetLineNumber: lineNumberRule({ home: true }),
});

/** Business contact form: who to call, the company, its needs (one at least), terms accepted. */
export const businessContactSchema = object({
  civility: civilityRule(),
  firstName: lengthRule({ max: 60, requiredMessage: 'firstNameRequired' }),
  lastName: lengthRule({ max: 60, requiredMessage: 'lastNameRequired' }),
  email: emailRule(),
  contactNumber: mdnRule(),
  companyName: lengthRule({ min: 2, max: 120, requiredMessage: 'companyNameRequired' }),
  needs: choicesRule('needsRequired'),
  feedback: lengthRule({ required: false, max: 1000 }),
  terms: termsRule(),
});

/** Optional free text of a supplier: at most `max` characters. */
const optionalText = (max: number) => lengthRule({ required: false, max });

/** Registration numbers (IF, RC, patente, CNSS): digits, 3 to 20 of them — choice. */
const registrationNumber = (requiredMessage: ValidationKey) => numericRule({ requiredMessage, min: 3, max: 20 });

/** Supplier registration, step 1: the company. */
export const supplierCompanySchema = object({
  name: lengthRule({ min: 2, max: 120, requiredMessage: 'companyNameRequired' }),
  legalForm: requiredText('legalFormRequired'),
  location: lengthRule({ min: 2, max: 120, requiredMessage: 'locationRequired' }),
  shareCapital: shareCapitalRule({ requiredMessage: 'shareCapitalRequired' }),
  taxId: registrationNumber('taxIdRequired'),
  tradeRegister: registrationNumber('tradeRegisterRequired'),
  businessLicence: registrationNumber('businessLicenceRequired'),
  socialSecurity: registrationNumber('socialSecurityRequired'),
  shareholders: optionalText(500),
  turnover: positiveNumberRule(),
  headcount: positiveNumberRule({ integer: true, min: 1 }),
  creationYear: yearRule(),
});

/** Step 2: products and services; a second sector and its products go together. */
export const supplierActivitiesSchema = object({
  sector: requiredText('sectorRequired'),
  products: lengthRule({ min: 3, max: 500, requiredMessage: 'productsRequired' }),
  sector2: string()
    .trim()
    .test('second-sector', message('sectorRequired'), function pairs(value) {
      return !!value || !(this.parent as { products2?: string }).products2?.trim();
    }),
  products2: lengthRule({ required: false, min: 3, max: 500 }).test('second-products', message('productsRequired'), function pairs(value) {
    return !!value || !(this.parent as { sector2?: string }).sector2;
  }),
  references: optionalText(1000),
  certifications: optionalText(500),
  technicalMeans: optionalText(1000),
  comments: optionalText(1000),
  attachments: attachmentCountRule(SUPPLIER_MAX_ATTACHMENTS),
});

/** Step 3: the contact person and the company's address. */
export const supplierContactSchema = object({
  fullName: lengthRule({ min: 3, max: 120, requiredMessage: 'fullNameRequired' }),
  job: lengthRule({ max: 120, requiredMessage: 'jobRequired' }),
  email: emailRule(),
  dialCode: requiredText('dialCodeRequired'),
  mobile: internationalPhoneRule({ kind: 'mobile' }),
  landline: internationalPhoneRule({ kind: 'fixed', required: false }),
  fax: internationalPhoneRule({ kind: 'fixed', required: false }),
  country: requiredText('countryRequired'),
  city: lengthRule({ max: 80, requiredMessage: 'cityRequired' }),
  addressLine1: lengthRule({ max: 200, requiredMessage: 'addressRequired' }),
  addressLine2: optionalText(200),
  addressLine3: optionalText(200),
  website: websiteRule({ required: false }),
  website2: websiteRule({ required: false }),
});

/** The three steps, each validated before the next. */
export const SUPPLIER_STEP_SCHEMAS: readonly [AnySchema, AnySchema, AnySchema] = [
  object({ company: supplierCompanySchema }),
  object({ activities: supplierActivitiesSchema }),
  object({ contact: supplierContactSchema }),
];

export const supplierRegistrationSchema = object({ company: supplierCompanySchema, activities: supplierActivitiesSchema, contact: supplierContactSchema });

/** Number portability request: the number, its operator and RIO, the holder, how the SIM comes. */
export const portabilityRequestSchema = object({
  mdn: mdnRule(),
  currentOperator: requiredText('operatorRequired'),
  rio: rioRule({ requiredMessage: 'rioRequired' }),
  firstName: lengthRule({ max: 60, requiredMessage: 'firstNameRequired' }),
  lastName: lengthRule({ max: 60, requiredMessage: 'lastNameRequired' }),
  identityType: string().oneOf(['cin', 'passport']).default('cin'),
  identityNumber: identityNumberRule(),
  email: emailRule({ required: false }),
  sim: requiredText('simChoiceRequired'),
  address: string().when('sim', {
    is: 'home',
    then: () => lengthRule({ max: 200, requiredMessage: 'addressRequired' }),
    otherwise: (schema) => schema.strip(),
  }),
  city: string().when('sim', { is: 'home', then: () => lengthRule({ max: 80, requiredMessage: 'cityRequired' }), otherwise: (schema) => schema.strip() }),
  postalCode: string().when('sim', { is: 'home', then: () => postalCodeRule(), otherwise: (schema) => schema.strip() }),
  codeIcc: string().when('sim', { is: 'owned', then: () => iccRule({ requiredMessage: 'iccRequired' }), otherwise: (schema) => schema.strip() }),
  terms: termsRule(),
});

/** Home migration: an Atlas home line (05/08), a mobile to call, the offer wanted, when to call. */
export const homeMigrationSchema = object({
  homeLineNumber: lineNumberRule({ home: true, requiredMessage: 'homeLineRequired' }),
  contactMobile: mdnRule(),
  targetOfferId: requiredText('offerRequired').max(60, message('tooLong', { max: 60 })),
  contactTime: requiredText('contactTimeRequired'),
});

/**
 * Fibre installation visit: an apartment needs its floor and door; the visit falls on a working
 * day from tomorrow to the booking horizon, morning or evening; a contact name and mobile.
 */
export const installationBookingSchema = object({
  housingType: string()
    .required(message('housingTypeRequired'))
    .oneOf([...HOUSING_TYPES], message('housingTypeRequired')),
  floor: string().when('housingType', {
    is: 'apartment',
    then: () => requiredText('floorRequired').max(10, message('tooLong')),
    otherwise: (schema) => schema.strip(),
  }),
  apartment: string().when('housingType', {
    is: 'apartment',
    then: () => requiredText('apartmentRequired').max(10, message('tooLong')),
    otherwise: (schema) => schema.strip(),
  }),
  accessNotes: lengthRule({ required: false, max: 200 }),
  visitDate: requiredText('visitDateRequired').test(
    'installation-date',
    message('visitDateOutside', { days: INSTALLATION_HORIZON_DAYS }),
    (date) => !date || isBookableInstallationDate(date),
  ),
  slot: string()
    .required(message('slotRequired'))
    .oneOf([...INSTALLATION_SLOTS], message('slotRequired')),
  contactName: requiredText('nameRequired').max(80, message('tooLong')),
  contactMobile: mdnRule(),
});

/** Business fibre eligibility: who a sales adviser calls back. */
export const businessEligibilitySchema = object({
  companyName: requiredText('companyNameRequired').max(120, message('tooLong')),
  contactName: requiredText('nameRequired').max(80, message('tooLong')),
  phone: mdnRule(),
  email: emailRule(),
});
