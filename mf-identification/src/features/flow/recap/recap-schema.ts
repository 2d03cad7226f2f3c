import { object, string } from 'yup';
import { ARABIC_TEXT_PATTERN } from '@atlas/contracts/identification';
import { message, requiredField } from '@atlas/forms';

const ARABIC = new RegExp(ARABIC_TEXT_PATTERN);
/** A name or a place as printed in Arabic: Arabic letters and spaces only, or nothing. */
const arabicText = () =>
  string()
    .trim()
    .max(60, message('tooLong', { max: 60 }))
    .matches(ARABIC, { message: message('identification:infos.arabicOnly'), excludeEmptyString: true });

/** The recap's rules: the names required, the date as the API takes it, the Arabic in Arabic letters. */
export const recapSchema = object({
  lastName: requiredField('lastName').max(60, message('tooLong', { max: 60 })),
  firstName: requiredField('firstName').max(60, message('tooLong', { max: 60 })),
  lastNameAr: arabicText(),
  firstNameAr: arabicText(),
  birthPlaceAr: arabicText(),
  birthDate: requiredField('birthDate').matches(/^\d{4}-\d{2}-\d{2}$/, { message: message('identification:infos.dateInvalid'), excludeEmptyString: true }),
  gender: string()
    .trim()
    .matches(/^[MFmf]?$/, { message: message('identification:infos.genderInvalid') }),
  city: string()
    .trim()
    .max(60, message('tooLong', { max: 60 })),
  address: string()
    .trim()
    .max(160, message('tooLong', { max: 160 })),
});
