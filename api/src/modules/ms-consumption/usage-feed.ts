import type { FastifyInstance } from 'fastify';
import { USAGE_ALERT_NOTIFICATION_KIND } from '@atlas/contracts/usage-alerts';
import { drawUsage } from '../ms-balance/public';
import { isOperatorLine, lineHolderContacts } from '../ms-iam/public';
import { alertText, crossedThresholds, crossingKey } from './usage-alerts';
import { claimAlertDelivery, keepUsage, usageAlertsOf, type RatedUsage } from './usage-feed.repository';
import type { UnitOfWork } from '../../db/unit-of-work';

export type { RatedUsage } from './usage-feed.repository';

/**
 * Where usage enters: a line's calls, SMS and data sessions, rated. In one transaction they are
 * kept in the history, drawn on the line's counters (ms-balance), and every usage alert they make
 * cross is delivered — by SMS, email and the notification centre, once per line, counter,
 * threshold and period: the delivery row's primary key decides, so a retried batch or two
 * replicas rating the same line at once tell the customer once. Answers the alerts delivered, or
 * null for a number that is no line of the operator's.
 */
export async function rateUsage(
  app: Pick<FastifyInstance, 'db' | 'mail' | 'notifications' | 'smsOutbox'>,
  mdn: string,
  uses: RatedUsage[],
): Promise<Array<{ counter: string; threshold: number; period: string }> | null> {
  const delivered: Array<{ counter: string; threshold: number; period: string }> = [];
  const known = await app.db.transaction(async (tx) => {
    if (!(await isOperatorLine(tx, mdn))) return false;
    await keepUsage(tx, mdn, uses);
    const drawn = await drawUsage(
      tx,
      mdn,
      uses.map((use) => ({ ...use, durationSeconds: use.durationSeconds ?? 0, volumeKb: use.volumeKb ?? 0 })),
    );
    if (!drawn) return true;
    const settings = await alertSettingsOf(tx, mdn);
    if (!settings) return true;
    for (const crossing of crossedThresholds(drawn.before, drawn.after, settings.alerts)) {
      const key = crossingKey(mdn, crossing);
      const first = await claimAlertDelivery(tx, {
        mdn,
        counter: `${crossing.counter}:${crossing.item.name}`,
        threshold: crossing.threshold,
        period: crossing.period,
      });
      if (!first) continue;
      const { subject, text } = alertText(mdn, crossing, settings.language);
      await app.notifications.record(tx, {
        accountId: settings.accountId,
        mdn,
        kind: USAGE_ALERT_NOTIFICATION_KIND,
        params: { threshold: crossing.threshold, name_fr: crossing.item.name, name_ar: crossing.item.name_ar, name_en: crossing.item.name_en },
        dedupeKey: `usage-alert:${key}`,
      });
      if (settings.channels.sms && settings.smsTo) await app.smsOutbox.queue(tx, { to: settings.smsTo, text });
      if (settings.channels.email && settings.email) await app.mail.queue(tx, { to: settings.email, subject, text, language: settings.language });
      delivered.push({ counter: crossing.counter, threshold: crossing.threshold, period: crossing.period });
    }
    return true;
  });
  if (!known) return null;
  if (delivered.length > 0) await app.mail.deliverQueued();
  return delivered;
}

/**
 * The line's alerts while the account that set them still holds the line, with where they go:
 * the line itself for a mobile, its contact mobile for a home line; the account's email.
 */
async function alertSettingsOf(work: UnitOfWork, mdn: string) {
  const alerts = await usageAlertsOf(work, mdn);
  if (!alerts) return null;
  const contacts = await lineHolderContacts(work, mdn, alerts.accountId);
  return contacts ? { ...alerts, ...contacts } : null;
}
