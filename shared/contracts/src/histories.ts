/**
 * Histories of the self-care area: the line's money movements (read from the shop's orders, whatever
 * their kind), its calls, SMS and data sessions, and the customer's notifications.
 */
import type { PaymentMethodId } from './shop';

// --- transaction history: POST /api/ms-client/v1/get-transactions-list ------------------------

/** The order kinds of today (shop, recharge) and of the coming issues; any other reads as `other`. */
export const TRANSACTION_KINDS = ['shop', 'recharge', 'invoice', 'plan-change', 'number-change', 'sim-swap', 'migration', 'roaming', 'other'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/** What the customer filters on: the order's state folded into three. */
export const TRANSACTION_STATUSES = ['succeeded', 'pending', 'failed'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export type SortOrder = 'desc' | 'asc';

export const TRANSACTION_PAGE_SIZE = 4;

export interface TransactionsListRequest {
  /** `all` (default) or one status. */
  status?: TransactionStatus | 'all';
  typeSort?: SortOrder;
  pageSize?: number;
  /** From 1. */
  pageNumber?: number;
}

export interface Transaction {
  refNumber: string;
  /** ISO date of the order. */
  date: string;
  kind: TransactionKind;
  /** The order's kind as stored, for a label the screen does not know yet. */
  rawKind: string;
  amountCentimes: number;
  method: PaymentMethodId | string;
  status: TransactionStatus;
  /** The card used, when a card paid it. */
  card?: { brand: string; last4: string };
}

export interface TransactionsListResponse {
  status: TransactionStatus | 'all';
  typeSort: SortOrder;
  pageSize: number;
  pageNumber: number;
  totalElements: number;
  totalPages: number;
  listTransaction: Transaction[];
  isEmpty: boolean;
}

// --- call history: POST /api/ms-consumption/v1/history-calls ----------------------------------

export type UsageKind = 'call' | 'sms' | 'data';
export type UsageScope = 'national' | 'international' | 'roaming';

export const CALL_HISTORY_PAGE_SIZE = 10;
/** How long the one-time code's proof opens the call history. */
export const CALL_HISTORY_PROOF_SECONDS = 10 * 60;

export interface HistoryCallsRequest {
  /** The proof answered by /history-calls/otp/verify. */
  otpToken: string;
  typeSort?: SortOrder;
  pageNumber?: number;
  pageSize?: number;
}

export interface UsageRecord {
  id: string;
  date: string;
  kind: UsageKind;
  direction: 'out' | 'in';
  scope: UsageScope;
  /** The other party's number (calls, SMS); null for data. */
  counterpart: string | null;
  /** Country of a roaming or international record (ISO 3166 alpha-2). */
  country: string | null;
  /** Calls and data sessions. */
  durationSeconds: number;
  /** Data sessions, kilobytes. */
  volumeKb: number;
  costCentimes: number;
}

export interface HistoryCallsResponse {
  typeSort: SortOrder;
  pageNumber: number;
  pageSize: number;
  totalElements: number;
  totalPages: number;
  list: UsageRecord[];
  isEmpty: boolean;
}

export interface HistoryOtpVerifyRequest {
  code: string;
}

export interface HistoryOtpVerifyResponse {
  otpToken: string;
  /** Seconds the proof opens the history. */
  expiresIn: number;
}

// --- notifications: GET /api/ms-client/v1/notifications --------------------------------------

export const NOTIFICATION_KINDS = [
  'payment-received',
  'recharge-credited',
  'invoice-issued',
  'plan-changed',
  'number-changed',
  'sim-swapped',
  'roaming-activated',
  'balance-80',
  'balance-100',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface NotificationItem {
  id: string;
  kind: NotificationKind | string;
  mdn: string | null;
  /** Rendered in the request's language. */
  title: string;
  text: string;
  createdAt: string;
  read: boolean;
}

export interface NotificationsResponse {
  unread: number;
  list: NotificationItem[];
}

export const HISTORY_ERROR_CODES = {
  /** No proof, a wrong, spent or expired one: ask for a new code. */
  otpRequired: 'history-otp-required',
  notFound: 'not-found',
} as const;

// --- after-sales: POST /api/ms-client/v1/sav-request (Idempotency-Key), GET /sav-requests ---------

export const SAV_TOPICS = ['network', 'billing', 'recharge', 'sim', 'internet', 'other'] as const;
export type SavTopic = (typeof SAV_TOPICS)[number];

export interface SavRequest {
  topic: SavTopic;
  /** 10 to 1000 characters. */
  message: string;
  /** The self-care page the customer came from (its FAQ answers are shown beside the form). */
  fromPage?: string;
}

export interface SavRequestSummary {
  reference: string;
  createdAt: string;
  topic: string;
  mdn: string;
  status: 'received';
}

// --- balance over time: GET /api/ms-consumption/v1/usage-summary ------------------------------

export interface UsageMonth {
  /** YYYY-MM. */
  month: string;
  dataGb: number;
  callMinutes: number;
  sms: number;
}

/** When an internet or minutes counter runs out at the pace of the last 14 days. */
export interface UsageForecast {
  category: 'internet' | 'appels';
  name: string;
  name_ar: string;
  name_en: string;
  /** Go for internet, minutes for calls. */
  unit: 'Go' | 'min';
  remaining: number;
  perDay: number;
  /** ISO date it runs out, or null when it lasts until the counter renews (validUntil). */
  runsOutOn: string | null;
  validUntil: string | null;
}

export interface UsageSummaryResponse {
  months: UsageMonth[];
  forecasts: UsageForecast[];
}
