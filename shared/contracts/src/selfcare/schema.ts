/** The self-care fields' bounds, and the field schemas its contracts share. */
import { PASSWORD_MIN_LENGTH } from '../patterns';
import { Type } from '../schema-kit';

/** The longest password accepted (sign-up, change, and typed to prove who one is). */
export const PASSWORD_MAX_LENGTH = 128;
/** The longest first or last name. */
export const PERSON_NAME_MAX_LENGTH = 80;
/** The longest texts of a customer's address. */
export const ADDRESS_MAX_LENGTHS = { label: 60, addressLine: 200, city: 80, neighborhood: 80 } as const;

export const Password = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });
/** A password typed to prove who one is (no length rule beyond the bounds). */
export const TypedPassword = Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH });
/** A number as typed (06…, 6…, 212…, +212…). */
export const TypedMdn = Type.String({ minLength: 9, maxLength: 20 });
export const OtpToken = Type.String({ minLength: 1, maxLength: 2048 });
export const Email = Type.String({ minLength: 3, maxLength: 254 });
export const PersonName = Type.String({ minLength: 1, maxLength: PERSON_NAME_MAX_LENGTH });
