import { object, string } from 'yup';
import { civilityRule, message, mdnRule } from '@atlas/forms';

/** The line, the document and the honorific: the spec's number rule, each choice required. */
export const startSchema = object({
  mdn: mdnRule(),
  identityType: string().required(message('identityTypeRequired')).oneOf(['cin', 'passport'], message('identityTypeRequired')),
  honorific: civilityRule(),
});

export interface StartValues {
  mdn: string;
  identityType?: 'cin' | 'passport';
  honorific?: 'mr' | 'mme';
}
