import { FORM_ERROR } from 'final-form';
import { useCallback, useRef, type ReactNode } from 'react';
import { api, toApiError, type ApiError } from '@atlas/runtime';
import type { FormReceipt } from '@atlas/contracts/forms';

export const FORMS_BASE = '/api/v1/ms-forms';

/**
 * Sends a form's request with one idempotency key, made when the form opens and kept for every
 * retry: a doubled click or a retry after a failure stores one request. `renew` starts a new one.
 * `target` is a path of ms-forms (`call-back`) or another service's URL (`/api/v1/ms-eligibility/...`).
 */
export function useFormRequest(target: string) {
  const idempotencyKey = useRef(crypto.randomUUID());
  const send = useCallback(
    (body: unknown) =>
      api.post<FormReceipt>(target.startsWith('/') ? target : `${FORMS_BASE}/${target}`, body, { headers: { 'Idempotency-Key': idempotencyKey.current } }),
    [target],
  );
  const renew = useCallback(() => {
    idempotencyKey.current = crypto.randomUUID();
  }, []);
  return { send, renew };
}

export interface FailureOptions {
  /** The form-level text of a failure (default: the error catalogue's text of its code). */
  failureText?: (error: ApiError) => ReactNode;
  /** Codes that belong to one field (`{ 'ecom-054': 'mdn' }`): the text shows there too. */
  errorFields?: Record<string, string>;
}

/**
 * A call-back form's failure text (spec: "call-back error: retry later"): its own `callback_error`
 * when the request could not be stored (no answer, or the server failed), the code's text otherwise.
 */
export const callBackFailureText =
  (errorText: (code: string) => string) =>
  (failure: ApiError): string =>
    failure.status === 0 || failure.status >= 500 ? errorText(CALL_BACK_ERROR) : errorText(failure.code);

/** The catalogue's code of a call-back request that could not be saved. */
const CALL_BACK_ERROR = 'callback_error';

/** The submit errors of a failed send, for react-final-form: the form's alert, and a field's when the code names one. */
export function submitErrorsOf(error: unknown, errorText: (code: string) => string, { failureText, errorFields }: FailureOptions = {}) {
  const failure = toApiError(error);
  const field = errorFields?.[failure.code];
  return { [FORM_ERROR]: failureText ? failureText(failure) : errorText(failure.code), ...(field ? { [field]: errorText(failure.code) } : {}) };
}

/** Values as the API wants them: cast by the schema, empty optional fields left out (nested too). */
export function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, inner]) => inner !== '' && inner !== undefined && inner !== null && !(Array.isArray(inner) && inner.length === 0))
        .map(([key, inner]) => [key, withoutEmpty(inner)]),
    );
  }
  return value;
}

export type { FormReceipt };
