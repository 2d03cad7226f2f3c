import { type OtpSendResponse } from '@atlas/contracts';
import { api } from '@atlas/runtime';
import { mdnInText } from '@atlas/ui-kit';
import type {
  HistoryCallsRequest,
  HistoryCallsResponse,
  HistoryOtpVerifyResponse,
  NotificationsReadRequest,
  NotificationsReadResponse,
  NotificationsResponse,
  TransactionsListRequest,
  TransactionsListResponse,
} from '@atlas/contracts/histories';

/** The api client adds the bearer and the selected line's segmentation token. */
export const fetchTransactions = (request: TransactionsListRequest) =>
  api.post<TransactionsListResponse>('/api/ms-client/v1/get-transactions-list', request, { authorized: true });
export const sendHistoryCode = () => api.post<OtpSendResponse>('/api/ms-consumption/v1/history-calls/otp', {}, { authorized: true });
export const verifyHistoryCode = (code: string) =>
  api.post<HistoryOtpVerifyResponse>('/api/ms-consumption/v1/history-calls/otp/verify', { code }, { authorized: true });
export const fetchHistoryCalls = (request: HistoryCallsRequest) =>
  api.post<HistoryCallsResponse>('/api/ms-consumption/v1/history-calls', request, { authorized: true });
export const fetchNotifications = () => api.get<NotificationsResponse>('/api/ms-client/v1/notifications', { authorized: true });
export const markNotificationsRead = (body: NotificationsReadRequest) =>
  api.post<NotificationsReadResponse>('/api/ms-client/v1/notifications/read', body, { authorized: true });

/**
 * The call history's proof, per line, for this tab only (sessionStorage): it opens the list until
 * it expires (CALL_HISTORY_PROOF_SECONDS), then the checkOtp page asks for a new code.
 */
const PROOF_KEY = 'callHistoryProof';
export function storeHistoryProof(mdn: string, otpToken: string, expiresIn: number) {
  try {
    sessionStorage.setItem(PROOF_KEY, JSON.stringify({ mdn, otpToken, until: Date.now() + expiresIn * 1000 }));
  } catch {
    /* storage refused: the code must be confirmed again next time */
  }
}
export function historyProof(mdn: string | undefined): string | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(PROOF_KEY) ?? 'null') as { mdn: string; otpToken: string; until: number } | null;
    return stored && stored.mdn === mdn && stored.until > Date.now() ? stored.otpToken : null;
  } catch {
    return null;
  }
}
export function forgetHistoryProof() {
  try {
    sessionStorage.removeItem(PROOF_KEY);
  } catch {
    /* nothing kept */
  }
}

/** A number inside a sentence: in pairs, left to right, and never broken across two lines. */
export const lineInText = (mdn: string) => mdnInText(mdn).replace(/ /g, '\u00a0');
