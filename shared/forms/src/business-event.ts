import { number, object, string } from 'yup';
import { BUSINESS_EVENT_MAX_ATTENDEES } from '@atlas/contracts/business-events';
import { emailRule, mdnRule, requiredText } from './rules';
import { message } from './validation-message';

/** Registering interest in a business event: who, which company, how many (1 to 5). */
export const businessEventSchema = object({
  eventId: requiredText('eventRequired'),
  fullName: requiredText('nameRequired').max(80, message('tooLong')),
  company: requiredText('companyNameRequired').max(120, message('tooLong')),
  jobTitle: string().trim().max(80, message('tooLong')),
  email: emailRule(),
  phone: mdnRule(),
  attendees: number()
    .transform((value: number, original: unknown) => (original === '' || original === undefined || original === null ? undefined : value))
    .typeError(message('mustBeNumber'))
    .required(message('attendeesRequired'))
    .integer(message('attendeesRange', { max: BUSINESS_EVENT_MAX_ATTENDEES }))
    .min(1, message('attendeesRange', { max: BUSINESS_EVENT_MAX_ATTENDEES }))
    .max(BUSINESS_EVENT_MAX_ATTENDEES, message('attendeesRange', { max: BUSINESS_EVENT_MAX_ATTENDEES })),
});
