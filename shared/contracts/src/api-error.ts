/**
 * The body of every error answer of the API. Clients read the code from `code`, or from `error`
 * on the routes whose spec says so; both carry the same stable code.
 */
export interface ApiErrorBody {
  code: string;
  error: string;
  /** Developer-facing English text; customers see the localised text looked up by code. */
  message: string;
  /** Field-level problems of a refused request (`request-invalid`). */
  details?: Array<{ field: string; rule: string }>;
  /** Numbers the customer is shown with the error: `retryAfter` seconds, `attemptsLeft`, `resendIn`… */
  meta?: Record<string, number>;
}

/** Codes every route may answer, beside the domain codes (payment-0xx, ecom-0xx, ...). */
export const COMMON_ERROR_CODES = {
  requestInvalid: 'request-invalid',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not-found',
  rateLimited: 'rate-limited',
  internal: 'generic_exception',
} as const;
