import { sessionStore } from '@atlas/runtime';
import { supplierRegistrationSchema, SUPPLIER_STEP_SCHEMAS } from '@atlas/forms';
import type { SupplierRegistrationRequest, UploadedAttachment } from '@atlas/contracts/forms';
import { withoutEmpty } from '../../../components/form-request';

/** The form's values: what the customer typed (numbers as text), the uploaded files' ids and names. */
export interface SupplierValues {
  company: Record<string, string | undefined>;
  activities: { [field: string]: unknown; attachments?: UploadedAttachment[] };
  contact: Record<string, string | undefined>;
}

export const SUPPLIER_STEPS = ['company', 'activities', 'contact'] as const;

/** The step is in the URL (`?etape=2`), so reload and the browser's back button keep it. */
export const STEP_PARAM = 'etape';

/** Morocco first: the dial code follows the country until changed. */
export const EMPTY_SUPPLIER_VALUES: SupplierValues = { company: {}, activities: { attachments: [] }, contact: { country: 'MA', dialCode: '212' } };

/**
 * The draft survives a reload in sessionStorage (this tab only, gone when it closes). It holds the
 * typed values and the ids of files already uploaded, never the files' bytes.
 */
const DRAFT_KEY = 'supplierRegistrationDraft';
export const supplierDraft = {
  read: (): SupplierValues => {
    const draft = sessionStore.getJson<SupplierValues>(DRAFT_KEY);
    return draft && typeof draft === 'object' && draft.company && draft.activities && draft.contact ? draft : EMPTY_SUPPLIER_VALUES;
  },
  write: (values: SupplierValues) => sessionStore.setJson(DRAFT_KEY, values),
  clear: () => sessionStore.remove(DRAFT_KEY),
};

/** The first step whose fields are not all valid (the last step when every one is). */
export function firstIncompleteStep(values: SupplierValues): number {
  const index = SUPPLIER_STEP_SCHEMAS.findIndex((schema) => !schema.isValidSync(values));
  return index === -1 ? SUPPLIER_STEPS.length - 1 : index;
}

/** The request: numbers cast, empty optional fields left out, the attachments by id. */
export function toSupplierRequest(values: SupplierValues): SupplierRegistrationRequest {
  const cast = supplierRegistrationSchema.cast(values, { stripUnknown: true }) as unknown as SupplierValues;
  const attachments = (values.activities.attachments ?? []).map((attachment) => attachment.attachmentId);
  return withoutEmpty({ ...cast, activities: { ...cast.activities, attachments } }) as SupplierRegistrationRequest;
}
