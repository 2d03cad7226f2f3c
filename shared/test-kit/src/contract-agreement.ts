/**
 * Checks a form's yup schema against the request contract (TypeBox) it sends: the API validates
 * the request with the contract, the form shows the customer its own messages; they must agree.
 *
 *   expect(formContractDrift({ form: changeInfoSchema, contract: UpdateInfoRequest, sample })).toEqual(NO_DRIFT);
 *
 * The contract is compiled with the validator the API itself uses (@fastify/ajv-compiler).
 */
import { AjvCompiler } from '@fastify/ajv-compiler';
import type { TObject, TSchema } from '@sinclair/typebox';

/** What a yup object schema offers that this check uses (no yup import: any version fits). */
export interface FormSchema {
  fields: Record<string, unknown>;
  validateSync(values: unknown, options?: { abortEarly?: boolean }): unknown;
  validateSyncAt(path: string, values: unknown): unknown;
}

export interface FormContractCheck {
  form: FormSchema;
  contract: TObject;
  /** What the customer types in a valid form (the form's values). */
  sample: Record<string, unknown>;
  /** Form fields the request does not carry (a password confirmation, terms). */
  formOnly?: readonly string[];
  /** Request fields the form does not ask for (ids the page adds). */
  contractOnly?: readonly string[];
  /** The request the page sends for these values, when it is not the values themselves. */
  toRequest?: (values: Record<string, unknown>) => Record<string, unknown>;
}

export interface FormContractDrift {
  /** Fields the form asks for that the contract does not know (the API would drop or refuse them). */
  onlyInForm: string[];
  /** Fields of the contract the form does not fill. */
  onlyInContract: string[];
  /** The sample is refused by the form (its messages), or its request by the contract (the API). */
  sampleRefusedByForm: string[];
  sampleRefusedByContract: string[];
  /** Values the form lets through that the API refuses: `field: empty` or `field: longer than N`. */
  formLooserThanContract: string[];
}

export const NO_DRIFT: FormContractDrift = {
  onlyInForm: [],
  onlyInContract: [],
  sampleRefusedByForm: [],
  sampleRefusedByContract: [],
  formLooserThanContract: [],
};

type Validate = ((data: unknown) => boolean) & { errors?: Array<{ instancePath: string; keyword: string; params: Record<string, unknown> }> | null };
const buildValidator = AjvCompiler()({}, { customOptions: {}, plugins: [] }) as unknown as (route: { schema: TSchema }) => Validate;

const refusals = (run: () => unknown): string[] => {
  try {
    run();
    return [];
  } catch (error) {
    const errors = (error as { errors?: unknown[] }).errors;
    return Array.isArray(errors) && errors.length > 0 ? errors.map(String) : [String(error)];
  }
};

const sorted = (values: Iterable<string>) => [...values].sort();

export function formContractDrift({
  form,
  contract,
  sample,
  formOnly = [],
  contractOnly = [],
  toRequest = (values) => values,
}: FormContractCheck): FormContractDrift {
  const formFields = Object.keys(form.fields).filter((field) => !formOnly.includes(field));
  const contractFields = Object.keys(contract.properties).filter((field) => !contractOnly.includes(field));
  const request = (values: Record<string, unknown>) => JSON.parse(JSON.stringify(toRequest(values))) as Record<string, unknown>;

  const validate = buildValidator({ schema: contract });
  const sampleRefusedByContract = validate(request(sample))
    ? []
    : (validate.errors ?? []).map((issue) => `${issue.instancePath || '/'} ${issue.keyword} ${JSON.stringify(issue.params)}`);

  // Each contract rule on a field the form shows: a value the contract refuses, the form must refuse too.
  const formLooserThanContract: string[] = [];
  for (const field of contractFields.filter((name) => formFields.includes(name))) {
    const rule = contract.properties[field] as TSchema & { type?: unknown; minLength?: number; maxLength?: number };
    if (rule.type !== 'string') continue;
    const tries: Array<[string, string]> = [];
    if (contract.required?.includes(field) && (rule.minLength ?? 0) > 0) tries.push(['empty', '']);
    if (rule.maxLength !== undefined) tries.push([`longer than ${rule.maxLength}`, 'a'.repeat(rule.maxLength + 1)]);
    for (const [what, value] of tries) {
      const values = { ...sample, [field]: value };
      if (!validate(request(values)) && refusals(() => form.validateSyncAt(field, values)).length === 0) {
        formLooserThanContract.push(`${field}: ${what}`);
      }
    }
  }

  return {
    onlyInForm: sorted(formFields.filter((field) => !contractFields.includes(field))),
    onlyInContract: sorted(contractFields.filter((field) => !formFields.includes(field))),
    sampleRefusedByForm: refusals(() => form.validateSync(sample, { abortEarly: false })),
    sampleRefusedByContract,
    formLooserThanContract,
  };
}
