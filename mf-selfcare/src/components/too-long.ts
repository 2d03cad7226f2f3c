import { message } from '@atlas/forms';
import { SELFCARE_NS } from '../i18n/selfcare';

/** A text longer than the contract accepts: "80 caractères au maximum". */
export const tooLong = (max: number) => message(`${SELFCARE_NS}:fields.tooLong`, { max });
