import { object, string } from 'yup';
import { message } from './validation-message';
import { DONOR_OPERATORS } from '../contracts/portability';
import {
  birthDateRule,
  cinRule,
  civilityRule,
  emailRule,
  iccRule,
  identityNumberRule,
  lengthRule,
  lineNumberRule,
  mdnRule,
  numericRule,
  orderIdRule,
  passwordConfirmationRule,
  passwordRule,
  postalCodeRule,
  requiredField,
  requiredText,
  rioRule,
  termsRule,
} from './rules';
import { CALL_BACK_WINDOWS, isBookableCallBack } from './call-back';

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
  identityType: string().required(message('identityTypeRequired')).oneOf(['cin', 'passport'], message('identityTypeRequired')).default('cin'),
  identityNumber: identityNumberRule(),
  address: requiredField('address'),
  city: requiredField('city'),
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
  address: string().when('mode', { is: 'home', then: () => requiredField('address'), otherwise: (schema) => schema.strip() }),
  city: string().when('mode', { is: 'home', then: () => requiredField('city'), otherwise: (schema) => schema.strip() }),
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
