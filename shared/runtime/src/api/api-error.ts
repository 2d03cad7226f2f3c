import type { AxiosError } from 'axios';
import { COMMON_ERROR_CODES } from '@atlas/contracts';

export const CLIENT_ERROR_CODES = {
  network: 'network-error',
  timeout: 'timeout',
  canceled: 'canceled',
  generic: COMMON_ERROR_CODES.internal,
  unauthorized: COMMON_ERROR_CODES.unauthorized,
} as const;

/**
 * The one error shape of every call: the HTTP status (0 without an answer), the server's `code`
 * (or `error`) field, else `network-error`, `timeout` or `generic_exception`; the server's body.
 * Show it with errorText(error.code).
 */
export class ApiError extends Error {
  readonly isApiError = true;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || (typeof error === 'object' && error !== null && (error as { isApiError?: unknown }).isApiError === true);
}

const stringField = (body: unknown, field: 'code' | 'error' | 'message'): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() ? value : undefined;
};

/** The error of an answer from 400 on: the server's `code` (or `error`) field, else generic_exception. */
export function apiErrorOfAnswer(status: number, body: unknown, fallbackMessage: string): ApiError {
  const code = stringField(body, 'code') ?? stringField(body, 'error') ?? CLIENT_ERROR_CODES.generic;
  return new ApiError(status, code, stringField(body, 'message') ?? fallbackMessage, body ?? null);
}

// Read by their marks, as axios' own isCancel and isAxiosError do: this module never loads axios,
// which the page fetches only with its first request (api-client.ts).
const isCanceled = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as { __CANCEL__?: unknown }).__CANCEL__ === true;
const isAxiosError = (error: unknown): error is AxiosError =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

/** Turns anything a call can throw into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (isCanceled(error)) return new ApiError(0, CLIENT_ERROR_CODES.canceled, 'Request canceled');
  if (isAxiosError(error)) {
    const response = error.response;
    if (response) return apiErrorOfAnswer(response.status, response.data, error.message);
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      return new ApiError(0, CLIENT_ERROR_CODES.timeout, error.message);
    }
    return new ApiError(0, CLIENT_ERROR_CODES.network, error.message);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError(0, CLIENT_ERROR_CODES.generic, message);
}

/** The code of any failure, for a reducer or a callback (`payment-021`, `generic_exception`, ...). */
export const errorCodeOf = (error: unknown): string => toApiError(error).code;
