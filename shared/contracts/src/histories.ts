/**
 * Histories of the self-care area: the line's money movements (read from the shop's orders, whatever
 * their kind), its calls, SMS and data sessions, and the customer's notifications.
 */
import { Nullable, StringEnum, Type, type Static } from './schema-kit';

// --- transaction history: POST /api/ms-client/v1/get-transactions-list ------------------------

/** The order kinds of today (shop, recharge) and of the coming issues; any other reads as `other`. */
export const TRANSACTION_KINDS = ['shop', 'recharge', 'invoice', 'plan-change', 'number-change', 'sim-swap', 'migration', 'roaming', 'other'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/** What the customer filters on: the order's state folded into three. */
export const TRANSACTION_STATUSES = ['succeeded', 'pending', 'failed'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export type SortOrder = 'desc' | 'asc';
export const SortOrder = Type.Unsafe<SortOrder>(StringEnum(['desc', 'asc']));

export const TRANSACTION_PAGE_SIZE = 4;

/** Null or absent: the defaults (all, desc, a page of 4, the first). */
export const TransactionsListRequest = Type.Object(
  {
    /** `all` (default) or one status. */
    status: Type.Optional(StringEnum(['all', ...TRANSACTION_STATUSES])),
    typeSort: Type.Optional(SortOrder),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
    /** From 1. */
    pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  },
  { additionalProperties: false },
);
export interface TransactionsListRequest extends Static<typeof TransactionsListRequest> {
  typeSort?: SortOrder;
}

/** The request's body: the object, or null, or none, each asking for the defaults where a field is absent. */
export const TransactionsListBody = Type.Unsafe<TransactionsListRequest | null>({ ...TransactionsListRequest, type: ['object', 'null'] });

export const Transaction = Type.Object({
  refNumber: Type.String(),
  /** ISO date of the order. */
  date: Type.String(),
  kind: StringEnum(TRANSACTION_KINDS),
  /** The order's kind as stored, for a label the screen does not know yet. */
  rawKind: Type.String(),
  amountCentimes: Type.Integer(),
  /** A PaymentMethodId of the shop, or any method of the coming order kinds. */
  method: Type.String(),
  status: StringEnum(TRANSACTION_STATUSES),
  /** The card used, when a card paid it. */
  card: Type.Optional(Type.Object({ brand: Type.String(), last4: Type.String() })),
});
export interface Transaction extends Static<typeof Transaction> {}

export const TransactionsListResponse = Type.Object({
  status: StringEnum(['all', ...TRANSACTION_STATUSES]),
  typeSort: SortOrder,
  pageSize: Type.Integer(),
  pageNumber: Type.Integer(),
  totalElements: Type.Integer(),
  totalPages: Type.Integer(),
  listTransaction: Type.Array(Transaction),
  isEmpty: Type.Boolean(),
});
export interface TransactionsListResponse extends Static<typeof TransactionsListResponse> {
  typeSort: SortOrder;
  listTransaction: Transaction[];
}

// --- call history: POST /api/ms-consumption/v1/history-calls ----------------------------------

export type UsageKind = 'call' | 'sms' | 'data';
export const UsageKind = Type.Unsafe<UsageKind>(StringEnum(['call', 'sms', 'data']));
export type UsageScope = 'national' | 'international' | 'roaming';
export const UsageScope = Type.Unsafe<UsageScope>(StringEnum(['national', 'international', 'roaming']));

/** The spec's history page size; the customer may ask for more at a time (CALL_HISTORY_PAGE_SIZES) or load more. */
export const CALL_HISTORY_PAGE_SIZE = 4;
export const CALL_HISTORY_PAGE_SIZES = [4, 10, 25, 50] as const;
/** How long the one-time code's proof opens the call history. */
export const CALL_HISTORY_PROOF_SECONDS = 10 * 60;

export const HistoryCallsRequest = Type.Object(
  {
    /** The proof answered by /history-calls/otp/verify. */
    otpToken: Type.String({ minLength: 1, maxLength: 2000 }),
    typeSort: Type.Optional(SortOrder),
    pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
    /** Only calls, SMS or data sessions (absent: all). */
    kind: Type.Optional(UsageKind),
    /** Only one month, `YYYY-MM` (absent: the whole history). */
    month: Type.Optional(Type.String({ pattern: '^20[0-9]{2}-(0[1-9]|1[0-2])$' })),
  },
  { additionalProperties: false },
);
export interface HistoryCallsRequest extends Static<typeof HistoryCallsRequest> {
  typeSort?: SortOrder;
  kind?: UsageKind;
}

export const UsageRecord = Type.Object({
  id: Type.String(),
  date: Type.String(),
  kind: UsageKind,
  direction: StringEnum(['out', 'in']),
  scope: UsageScope,
  /** The other party's number (calls, SMS); null for data. */
  counterpart: Nullable(Type.String()),
  /** Country of a roaming or international record (ISO 3166 alpha-2). */
  country: Nullable(Type.String()),
  /** Calls and data sessions. */
  durationSeconds: Type.Integer(),
  /** Data sessions, kilobytes. */
  volumeKb: Type.Integer(),
  costCentimes: Type.Integer(),
});
export interface UsageRecord extends Static<typeof UsageRecord> {
  kind: UsageKind;
  scope: UsageScope;
}

export const HistoryCallsResponse = Type.Object({
  typeSort: SortOrder,
  pageNumber: Type.Integer(),
  pageSize: Type.Integer(),
  totalElements: Type.Integer(),
  totalPages: Type.Integer(),
  list: Type.Array(UsageRecord),
  isEmpty: Type.Boolean(),
});
export interface HistoryCallsResponse extends Static<typeof HistoryCallsResponse> {
  typeSort: SortOrder;
  list: UsageRecord[];
}

export const HistoryOtpVerifyRequest = Type.Object({ code: Type.String({ minLength: 1, maxLength: 12 }) }, { additionalProperties: false });
export interface HistoryOtpVerifyRequest extends Static<typeof HistoryOtpVerifyRequest> {}

export const HistoryOtpVerifyResponse = Type.Object({
  otpToken: Type.String(),
  /** Seconds the proof opens the history. */
  expiresIn: Type.Integer(),
});
export interface HistoryOtpVerifyResponse extends Static<typeof HistoryOtpVerifyResponse> {}

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

export const NotificationItem = Type.Object({
  id: Type.String(),
  /** A NotificationKind, or a kind this screen does not know yet. */
  kind: Type.String(),
  mdn: Nullable(Type.String()),
  /** Rendered in the request's language. */
  title: Type.String(),
  text: Type.String(),
  createdAt: Type.String(),
  read: Type.Boolean(),
});
export interface NotificationItem extends Static<typeof NotificationItem> {}

export const NotificationsResponse = Type.Object({ unread: Type.Integer(), list: Type.Array(NotificationItem) });
export interface NotificationsResponse extends Static<typeof NotificationsResponse> {
  list: NotificationItem[];
}

/** POST /api/ms-client/v1/notifications/read: some (ids) or all. */
export const NotificationsReadRequest = Type.Object(
  { ids: Type.Optional(Type.Array(Type.String({ pattern: '^[0-9a-f-]{36}$' }), { maxItems: 100 })), all: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type NotificationsReadRequest = Static<typeof NotificationsReadRequest>;

export const NotificationsReadResponse = Type.Object({ unread: Type.Integer() });
export type NotificationsReadResponse = Static<typeof NotificationsReadResponse>;

export const HISTORY_ERROR_CODES = {
  /** No proof, a wrong, spent or expired one: ask for a new code. */
  otpRequired: 'history-otp-required',
  notFound: 'not-found',
} as const;

// --- after-sales: POST /api/ms-client/v1/sav-request (Idempotency-Key), GET /sav-requests ---------

export const SAV_TOPICS = ['network', 'billing', 'recharge', 'sim', 'internet', 'other'] as const;
export type SavTopic = (typeof SAV_TOPICS)[number];

export const SavRequest = Type.Object(
  {
    topic: StringEnum(SAV_TOPICS),
    /** 10 to 1000 characters. */
    message: Type.String({ minLength: 10, maxLength: 1000, pattern: '\\S' }),
    /** The self-care page the customer came from (its FAQ answers are shown beside the form). */
    fromPage: Type.Optional(Type.String({ maxLength: 200, pattern: '^/[A-Za-z0-9/_-]*$' })),
  },
  { additionalProperties: false },
);
export interface SavRequest extends Static<typeof SavRequest> {}

export const SavRequestSummary = Type.Object({
  reference: Type.String(),
  createdAt: Type.String(),
  topic: Type.String(),
  mdn: Type.String(),
  status: Type.Literal('received'),
});
export interface SavRequestSummary extends Static<typeof SavRequestSummary> {}

// --- balance over time: GET /api/ms-consumption/v1/usage-summary ------------------------------

export const UsageMonth = Type.Object({
  /** YYYY-MM. */
  month: Type.String(),
  dataGb: Type.Number(),
  callMinutes: Type.Number(),
  sms: Type.Number(),
});
export interface UsageMonth extends Static<typeof UsageMonth> {}

/** When an internet or minutes counter runs out at the pace of the last 14 days. */
export const UsageForecast = Type.Object({
  category: StringEnum(['internet', 'appels']),
  name: Type.String(),
  name_ar: Type.String(),
  name_en: Type.String(),
  /** Go for internet, minutes for calls. */
  unit: StringEnum(['Go', 'min']),
  remaining: Type.Number(),
  perDay: Type.Number(),
  /** ISO date it runs out, or null when it lasts until the counter renews (validUntil). */
  runsOutOn: Nullable(Type.String()),
  validUntil: Nullable(Type.String()),
});
export interface UsageForecast extends Static<typeof UsageForecast> {}

export const UsageSummaryResponse = Type.Object({ months: Type.Array(UsageMonth), forecasts: Type.Array(UsageForecast) });
export interface UsageSummaryResponse extends Static<typeof UsageSummaryResponse> {
  forecasts: UsageForecast[];
  months: UsageMonth[];
}
