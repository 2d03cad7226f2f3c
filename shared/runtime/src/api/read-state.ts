import { errorCodeOf } from './api-error';

/** What a screen draws from a read: loading, the answer, or the error code with a retry. */
export type ReadState<T> = (
  | { status: 'loading'; data?: undefined; code?: undefined }
  | { status: 'ready'; data: T; code?: undefined }
  | { status: 'error'; data?: undefined; code: string }
) & { retry: () => void };

/** The parts of an RTK Query hook's result that a screen reads. */
export interface QueryResultLike<T> {
  currentData?: T;
  error?: unknown;
  isError: boolean;
  isSuccess: boolean;
  refetch: () => unknown;
}

/**
 * An RTK Query hook's result as a screen draws it: the answer for the current arguments only (a
 * newer argument shows loading, never the older answer), the server's error code and `retry`.
 */
export function readState<T>(result: QueryResultLike<T>): ReadState<T> {
  const retry = () => {
    void result.refetch();
  };
  if (result.isError) return { status: 'error', code: errorCodeOf(result.error), retry };
  if (result.isSuccess && result.currentData !== undefined) return { status: 'ready', data: result.currentData, retry };
  return { status: 'loading', retry };
}
