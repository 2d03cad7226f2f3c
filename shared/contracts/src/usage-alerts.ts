/**
 * Usage alerts a customer sets on a line (ms-consumption, `/api/ms-consumption/v1/usage-alerts`,
 * bearer + the line's segmentation token): "tell me when 80 % of my internet is used". Each alert
 * is a counter family and a threshold; when usage crosses it the customer is told by SMS, by email
 * and in the notification centre, once per threshold and per validity period of the counter.
 */
import { Nullable, StringEnum, Type, type Static } from './schema-kit';

/** The families of counters an alert watches: internet, calls, SMS (the balances' categories internet, appels, sms). */
export const USAGE_ALERT_COUNTERS = ['internet', 'calls', 'sms'] as const;
export type UsageAlertCounter = (typeof USAGE_ALERT_COUNTERS)[number];

/** The thresholds offered, in percent of the allowance used. */
export const USAGE_ALERT_THRESHOLDS = [50, 80, 90, 100] as const;
export type UsageAlertThreshold = (typeof USAGE_ALERT_THRESHOLDS)[number];

/** The notification centre's kind of a usage alert (its params: counter, threshold, name_fr/ar/en, mdn). */
export const USAGE_ALERT_NOTIFICATION_KIND = 'usage-alert';

const Threshold = Type.Unsafe<UsageAlertThreshold>({ type: 'integer', enum: [...USAGE_ALERT_THRESHOLDS] });
const Thresholds = Type.Array(Threshold, { maxItems: USAGE_ALERT_THRESHOLDS.length, uniqueItems: true });

/** The thresholds set for each family (an empty list: no alert). */
export const UsageAlertSet = Type.Object(
  {
    internet: Thresholds,
    calls: Thresholds,
    sms: Thresholds,
  },
  { additionalProperties: false },
);
export interface UsageAlertSet extends Static<typeof UsageAlertSet> {}

/** Where alerts go besides the notification centre (always). */
export const UsageAlertChannels = Type.Object({ sms: Type.Boolean(), email: Type.Boolean() }, { additionalProperties: false });
export interface UsageAlertChannels extends Static<typeof UsageAlertChannels> {}

/** PUT /usage-alerts: the line's whole set (it replaces the one before). */
export const UsageAlertsRequest = Type.Object({ alerts: UsageAlertSet, channels: UsageAlertChannels }, { additionalProperties: false });
export interface UsageAlertsRequest extends Static<typeof UsageAlertsRequest> {}

/** A counter of the line an alert can watch, with how much of it is used now. */
export const UsageAlertCounterState = Type.Object({
  counter: StringEnum(USAGE_ALERT_COUNTERS),
  name: Type.String(),
  name_ar: Type.String(),
  name_en: Type.String(),
  /** 0 to 100. */
  percentUsed: Type.Integer(),
  /** When the allowance renews (a new period: the alerts may warn again), ISO; null when it does not. */
  validUntil: Nullable(Type.String()),
});
export interface UsageAlertCounterState extends Static<typeof UsageAlertCounterState> {
  counter: UsageAlertCounter;
}

/** GET and PUT /usage-alerts: the line's alerts, where they go, the email they go to and the counters they can watch. */
export const UsageAlertsResponse = Type.Object({
  mdn: Type.String(),
  alerts: UsageAlertSet,
  channels: UsageAlertChannels,
  /** The account's email (null: no email can be sent). */
  email: Nullable(Type.String()),
  /** Where the SMS goes: the line itself, or a home line's contact mobile (null: none known). */
  smsTo: Nullable(Type.String()),
  counters: Type.Array(UsageAlertCounterState),
});
export interface UsageAlertsResponse extends Static<typeof UsageAlertsResponse> {
  counters: UsageAlertCounterState[];
}

/** No alert set: what a line starts with. */
export const NO_USAGE_ALERTS: UsageAlertSet = { internet: [], calls: [], sms: [] };
export const DEFAULT_USAGE_ALERT_CHANNELS: UsageAlertChannels = { sms: true, email: true };
