import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LINE_SERVICE_ERROR_CODES, type MigrationOffer } from '@atlas/contracts/line-services';
import { ProductsRepository } from '../ms-catalog/public';
import { lineOf, movePrepaidToPlan } from '../ms-iam/public';
import { ApiError } from '../../errors';
import { toDirhams } from '../../money';
import { reference } from '../../reference';
import type { OrderRow } from '../../checkout/registries';
import { migrationNotice, queueLineActNotice } from './line-act-notices';
import { selectedMobileLine } from './line-service-acts';
import { LineServicesRepository } from './line-services.repository';
import type { UnitOfWork } from '../../db/unit-of-work';

/** The cart item of a migration: the plan, its first month paid with the migration. */
export const migrationItem = (offerId: string) => ({ productType: 'offre-mobile' as const, productId: offerId, options: { migration: 'prepaid-to-postpaid' } });

/** The consumer mobile plans a prepaid line can move to. */
export async function migrationOffers(work: UnitOfWork): Promise<MigrationOffer[]> {
  const rows = await new ProductsRepository(work).ofTypeInSegment('offre-mobile', 'consumer');
  return rows.map((row) => ({ id: row.id, name: row.name, description: row.description, monthlyPrice: toDirhams(row.priceCentimes) }));
}

/** The selected line, if it may migrate: a prepaid mobile line of the caller (service-013 otherwise). */
export async function migratingLine(app: FastifyInstance, request: FastifyRequest, mdn: string): Promise<void> {
  await selectedMobileLine(app, request, mdn);
  const line = await lineOf(app.db, mdn);
  if (line?.segment !== 'prepaid') throw new ApiError(409, LINE_SERVICE_ERROR_CODES.migrationNotEligible, 'Only a prepaid line can migrate to a plan');
}

/**
 * The paid migration takes effect, inside the gateway confirmation's transaction (once per
 * order): the line becomes postpaid on the chosen plan, and an SMS and an email say so. A line no
 * longer prepaid is left alone.
 */
export async function applyMigration(app: Pick<FastifyInstance, 'notifications' | 'mail' | 'smsOutbox'>, work: UnitOfWork, order: OrderRow): Promise<void> {
  const plan = order.lines.find((line) => line.options.migration === 'prepaid-to-postpaid');
  if (!order.phoneNumber || !plan) return;
  const line = await movePrepaidToPlan(work, order.phoneNumber, { offerId: plan.productId, name: plan.name });
  if (!line) return;
  await new LineServicesRepository(work).recordRequest({
    id: randomUUID(),
    reference: reference('SRV'),
    mdn: line.mdn,
    accountId: order.accountId,
    kind: 'migration',
    outcome: 'done',
    payload: { from: line.offerId, to: plan.productId, refNumber: order.refNumber },
    answer: { segment: 'postpaid', offerId: plan.productId },
  });
  await app.notifications.record(work, {
    accountId: order.accountId,
    mdn: line.mdn,
    kind: 'plan-changed',
    params: { offer_fr: plan.name.fr, offer_ar: plan.name.ar, offer_en: plan.name.en },
    dedupeKey: `plan-changed:${order.refNumber}`,
  });
  await queueLineActNotice(app, work, order, migrationNotice(line.mdn, plan.name, order.refNumber));
}
