import type { ValidationTextKey } from '@atlas/runtime';

/** A key of the `validation` namespace. */
export type ValidationKey = ValidationTextKey;

/**
 * What a rule reports: a key of the `validation` namespace (or `namespace:key` of a remote),
 * with the values its text interpolates. Translated where it is shown (FormField).
 */
// A type alias, not an interface: yup accepts it as an object message.
export type ValidationMessage = {
  key: string;
  values?: Record<string, unknown>;
};

export const message = (key: ValidationKey | `${string}:${string}`, values?: Record<string, unknown>): ValidationMessage =>
  values ? { key, values } : { key };

export function isValidationMessage(value: unknown): value is ValidationMessage {
  return typeof value === 'object' && value !== null && typeof (value as ValidationMessage).key === 'string';
}

/** Text of a message (or of a plain string error, e.g. a server's) with a `t` function. */
export function translateValidationMessage(t: (key: string, options?: Record<string, unknown>) => string, error: unknown): string | undefined {
  if (isValidationMessage(error)) return t(error.key, { ns: 'validation', ...error.values });
  if (typeof error === 'string') return error.includes(' ') ? error : t(error, { ns: 'validation' });
  return undefined;
}
