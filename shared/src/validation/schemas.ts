import { object, string } from 'yup';
import { message } from './validation-message';
import { birthDateRule, cinRule, civilityRule, emailRule, identityNumberRule, mdnRule, orderIdRule, passwordConfirmationRule, passwordRule, postalCodeRule, requiredField, termsRule } from './rules';

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
