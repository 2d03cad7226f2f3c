import { setIn } from 'final-form';
import { ValidationError, type AnySchema } from 'yup';

export type FormErrors = Record<string, unknown>;

function toFormErrors(error: ValidationError): FormErrors {
  let errors: FormErrors = {};
  const failures = error.inner.length > 0 ? error.inner : [error];
  for (const failure of failures) {
    const path = failure.path ?? '';
    // The first failure of a field wins (rules are declared in the order they should speak).
    if (path && getAt(errors, path) === undefined) errors = setIn(errors, path, failure.errors[0] ?? failure.message) as FormErrors;
    else if (!path) errors = { ...errors, '': failure.errors[0] ?? failure.message };
  }
  return errors;
}

function getAt(errors: FormErrors, path: string): unknown {
  return path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), errors);
}

/**
 * A react-final-form `validate` from a yup schema: an object of errors shaped like the values
 * (nested fields and arrays too), each a ValidationMessage that FormField translates.
 * Synchronous when the schema is; a Promise when it has asynchronous tests.
 */
export function validateWith<Values = unknown>(schema: AnySchema) {
  return (values: Values): FormErrors | Promise<FormErrors> => {
    try {
      schema.validateSync(values, { abortEarly: false });
      return {};
    } catch (error) {
      if (ValidationError.isError(error)) return toFormErrors(error);
      return schema
        .validate(values, { abortEarly: false })
        .then(() => ({}))
        .catch((asyncError: unknown) => {
          if (ValidationError.isError(asyncError)) return toFormErrors(asyncError);
          throw asyncError;
        });
    }
  };
}
