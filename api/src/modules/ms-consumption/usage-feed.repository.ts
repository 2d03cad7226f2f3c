import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { UsageKind, UsageScope } from '@atlas/contracts/histories';
import { usageAlertDeliveries, usageAlerts, usageRecords } from './ms-consumption.tables';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

/** One use of the network as the operator's mediation rates it. */
export interface RatedUsage {
  kind: UsageKind;
  direction: 'out' | 'in';
  scope: UsageScope;
  counterpart?: string | null;
  country?: string | null;
  durationSeconds?: number;
  volumeKb?: number;
  costCentimes?: number;
  startedAt?: Date;
}

/** Keeps a line's rated uses in its history, in the caller's transaction. */
export async function keepUsage(work: UnitOfWork, mdn: string, uses: RatedUsage[]): Promise<void> {
  const tx = handleOf(work);
  if (uses.length === 0) return;
  await tx.insert(usageRecords).values(
    uses.map((use) => ({
      id: randomUUID(),
      mdn,
      kind: use.kind,
      direction: use.direction,
      scope: use.scope,
      counterpart: use.counterpart ?? null,
      country: use.country ?? null,
      durationSeconds: use.durationSeconds ?? 0,
      volumeKb: use.volumeKb ?? 0,
      costCentimes: use.costCentimes ?? 0,
      startedAt: use.startedAt ?? new Date(),
    })),
  );
}

/** The usage alerts set on a line, with the account that set them and the language it reads. */
export async function usageAlertsOf(work: UnitOfWork, mdn: string) {
  const tx = handleOf(work);
  const [row] = await tx
    .select({ accountId: usageAlerts.accountId, alerts: usageAlerts.alerts, channels: usageAlerts.channels, language: usageAlerts.language })
    .from(usageAlerts)
    .where(eq(usageAlerts.mdn, mdn));
  return row ?? null;
}

/**
 * Claims the delivery of one crossing: true the first time for this line, counter, threshold and
 * period, false ever after (the row's primary key decides, so retries and replicas deliver once).
 */
export async function claimAlertDelivery(work: UnitOfWork, delivery: { mdn: string; counter: string; threshold: number; period: string }): Promise<boolean> {
  const tx = handleOf(work);
  const [first] = await tx.insert(usageAlertDeliveries).values(delivery).onConflictDoNothing().returning({ mdn: usageAlertDeliveries.mdn });
  return Boolean(first);
}
