import { object, string } from 'yup';
import { message } from './validation-message';
import { birthDateRule, cinRule, civilityRule, emailRule, identityNumberRule, lengthRule, lineNumberRule, mdnRule, orderIdRule, passwordConfirmationRule, passwordRule, postalCodeRule, requiredField, requiredText, termsRule } from './rules';
import { CALL_BACK_WINDOWS, isBookableCallBack } from './call-back';
import { INSTALLATION_HORIZON_DAYS, isBookableInstallationDate } from './installation';
import { HOUSING_TYPES, INSTALLATION_SLOTS } from '../contracts/eligibility';

/** Fraud report: city, type, description — one message for all ("Tous les champs sont obligatoires"). */
export const fraudReportSchema = object({
  city: string().trim().required(message('allFieldsRequired')),
  type: string().trim().required(message('allFieldsRequired')),
  description: string().trim().required(message('allFieldsRequired')),
});

/** Order tracking: order id (18 letters or digits), ID card number, phone number. */
export const orderTrackingSchema = object({
  orderId: orderIdRule(),
  identityNumber: cinRule(),
  phoneNumber: mdnRule(),
});

/** The common personal fields of purchase and identification forms. */
export const personalInfoSchema = object({
  civility: civilityRule(),
  firstName: requiredField('firstName'),
  lastName: requiredField('lastName'),
  birthDate: birthDateRule(),
  nationality: requiredField('nationality'),
  identityType: string().oneOf(['cin', 'passport']).default('cin'),
  identityNumber: identityNumberRule(),
  address: requiredField('address'),
  city: requiredField('city'),
  postalCode: postalCodeRule(),
  email: emailRule(),
  phoneNumber: mdnRule(),
  terms: termsRule(),
});

/** Create or change a password: the spec's rules, with the letter-then-digit pattern. */
export const newPasswordSchema = object({
  password: passwordRule({ letterThenDigit: true }),
  passwordConfirmation: passwordConfirmationRule('password'),
});

/** Call-back (consumer and business): a scheduled call falls Monday–Friday 10:00–18:00, not in the past. */
export const callBackSchema = object({
  segment: string().oneOf(['consumer', 'business']).required(),
  name: requiredText('nameRequired'),
  phone: mdnRule(),
  email: emailRule({ required: false }),
  companyName: string().when('segment', { is: 'business', then: () => requiredText('companyNameRequired'), otherwise: (schema) => schema.strip() }),
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
  firstName: requiredField('firstName'),
  lastName: requiredField('lastName'),
  reason: requiredText('reasonRequired'),
  contactNumber: mdnRule(),
  internetLineNumber: lineNumberRule({ home: true }),
});

/**
 * Fibre installation visit: an apartment needs its floor and door; the visit falls on a working
 * day from tomorrow to the booking horizon, morning or evening; a contact name and mobile.
 */
export const installationBookingSchema = object({
  housingType: string().required(message('housingTypeRequired')).oneOf([...HOUSING_TYPES], message('housingTypeRequired')),
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
  visitDate: requiredText('visitDateRequired').test('installation-date', message('visitDateOutside', { days: INSTALLATION_HORIZON_DAYS }), (date) => !date || isBookableInstallationDate(date)),
  slot: string().required(message('slotRequired')).oneOf([...INSTALLATION_SLOTS], message('slotRequired')),
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
