import type { LocalizedText } from '@atlas/contracts/catalog';
import {
  OFFER_CHANGE_PENDING_MINUTES,
  OFFER_DOWNGRADE_FEE_DIRHAMS,
  OFFER_REFUSAL_REASONS,
  type OfferRefusalReason,
  type SetupFee,
} from '@atlas/contracts/line-services';
import type { FastifyInstance } from 'fastify';
import type { Language } from '../../language';
import { toCentimes, toDirhams } from '../../money';
import { latestInvoicesOf, unpaidInvoicesOf } from '../ms-billing/public';
import { planOf, ProductsRepository, type ProductRow } from '../ms-catalog/public';
import { lineOf, lockLine, moveLineToPlan } from '../ms-iam/public';
import type { CheckoutOrders } from '../../checkout/orders';
import type { OrderRow } from '../../checkout/registries';
import { isLineSuspended, offerChangeNotice, queueLineActNotice, recordPaidAct } from '../ms-service/public';
import type { UnitOfWork } from '../../db/unit-of-work';

/** The option that marks a cart item as the fees of a plan change (its productId is the new plan). */
export const OFFER_CHANGE_OPTION = 'offer';

/** The cart item of a paid plan change: the fees of moving `mdn` to the plan `offerId`. */
export const offerChangeItem = (offerId: string, mdn: string) => ({
  productType: 'offre-mobile' as const,
  productId: offerId,
  options: { change: OFFER_CHANGE_OPTION, line: mdn },
});

/** What the fees token of a plan change holds: the plan and the fees, so it proves nothing else. */
export const feesScope = (offerId: string, totalFeesCentimes: number) => `${offerId}:${totalFeesCentimes}`;

/** The customer's reason, in three languages (selfcare spec §8: 1 and 12 call 220, 2 pay first, 3 under way). */
export const OFFER_REFUSAL_TEXTS: Record<OfferRefusalReason, LocalizedText> = {
  1: {
    fr: 'Le forfait de cette ligne ne peut pas être changé en ligne. Contactez le service client au 220.',
    ar: 'لا يمكن تغيير عرض هذا الخط عبر الإنترنت. اتصل بخدمة الزبناء على الرقم 220.',
    en: 'This line’s plan cannot be changed online. Call customer service on 220.',
  },
  2: {
    fr: 'Une facture de cette ligne est impayée : réglez-la d’abord, puis changez de forfait.',
    ar: 'توجد فاتورة غير مؤداة لهذا الخط: أدّها أولًا ثم غيّر العرض.',
    en: 'An invoice of this line is unpaid: pay it first, then change plan.',
  },
  3: {
    fr: 'Un changement de forfait de cette ligne est déjà en cours.',
    ar: 'تغيير عرض هذا الخط قيد المعالجة بالفعل.',
    en: 'A plan change of this line is already in progress.',
  },
  12: {
    fr: 'Cette ligne est suspendue ou résiliée : son forfait ne peut pas changer. Contactez le service client au 220.',
    ar: 'هذا الخط موقوف أو ملغى: لا يمكن تغيير عرضه. اتصل بخدمة الزبناء على الرقم 220.',
    en: 'This line is suspended or closed: its plan cannot change. Call customer service on 220.',
  },
};

export interface Eligibility {
  reasonCode: OfferRefusalReason | null;
  unpaid?: { count: number; totalCentimes: number };
  currentOfferId: string;
}

/**
 * Whether the line may change plan now, else the first reason: a line not active (12), a prepaid
 * line (1: its way to a plan is the migration), an unpaid invoice (2), a change paid by card whose
 * payment is still awaited (3).
 */
export async function offerEligibility(
  work: UnitOfWork,
  mdn: string,
  orders: Pick<CheckoutOrders, 'awaitsPaymentSince'>,
  now = new Date(),
): Promise<Eligibility> {
  const line = await lineOf(work, mdn);
  if (!line) return { reasonCode: OFFER_REFUSAL_REASONS.notChangeableOnline, currentOfferId: '' };
  const currentOfferId = line.offerId;
  if (line.status !== 'active' || (await isLineSuspended(work, mdn))) return { reasonCode: OFFER_REFUSAL_REASONS.lineNotActive, currentOfferId };
  if (line.segment === 'prepaid') return { reasonCode: OFFER_REFUSAL_REASONS.notChangeableOnline, currentOfferId };
  const unpaid = await unpaidInvoicesOf(work, mdn);
  if (unpaid.length > 0) {
    return {
      reasonCode: OFFER_REFUSAL_REASONS.unpaidInvoice,
      unpaid: { count: unpaid.length, totalCentimes: unpaid.reduce((sum, invoice) => sum + invoice.amountCentimes, 0) },
      currentOfferId,
    };
  }
  const since = new Date(now.getTime() - OFFER_CHANGE_PENDING_MINUTES * 60_000);
  // A plan change paid by card whose payment is still awaited (ms-ecom's orders, through the checkout core).
  if (await orders.awaitsPaymentSince(work, { line: mdn, kind: 'change-offer', since }))
    return { reasonCode: OFFER_REFUSAL_REASONS.changeInProgress, currentOfferId };
  return { reasonCode: null, currentOfferId };
}

export interface Plan {
  id: string;
  name: LocalizedText;
  monthlyCentimes: number;
}

/** A catalogue plan as a plan change names it. */
export const planOfProduct = (row: ProductRow): Plan => ({ id: row.id, name: row.name, monthlyCentimes: row.priceCentimes });

/**
 * The monthly price of the line's plan now: the catalogue's, else (a plan no longer sold) the plan
 * charge of its latest invoice, else nothing known (0: any move then counts as an upgrade).
 */
export async function currentMonthlyCentimes(work: UnitOfWork, mdn: string, offerId: string): Promise<number> {
  const plan = await planOf(work, offerId);
  if (plan) return plan.priceCentimes;
  const [latest] = await latestInvoicesOf(work, mdn, 1);
  return latest?.details.find((detail) => detail.kind === 'plan')?.amountCentimes ?? 0;
}

export interface OfferChangeQuote {
  plan: Plan;
  currentMonthlyCentimes: number;
  fees: Array<Omit<SetupFee, 'amount'> & { amountCentimes: number }>;
  totalFeesCentimes: number;
}

const DOWNGRADE_FEE_LABEL: LocalizedText = {
  fr: 'Frais de passage à un forfait moins cher',
  ar: 'رسوم الانتقال إلى عرض أقل سعرًا',
  en: 'Fees for moving to a cheaper plan',
};

/** The fees of moving the line to `plan`: a cheaper plan costs OFFER_DOWNGRADE_FEE_DIRHAMS, the same or a dearer one nothing. */
export async function quoteOfferChange(work: UnitOfWork, mdn: string, currentOfferId: string, plan: Plan): Promise<OfferChangeQuote> {
  const current = await currentMonthlyCentimes(work, mdn, currentOfferId);
  const fees =
    plan.monthlyCentimes < current ? [{ id: 'downgrade' as const, label: DOWNGRADE_FEE_LABEL, amountCentimes: toCentimes(OFFER_DOWNGRADE_FEE_DIRHAMS) }] : [];
  return { plan, currentMonthlyCentimes: current, fees, totalFeesCentimes: fees.reduce((sum, fee) => sum + fee.amountCentimes, 0) };
}

/** The line's latest invoices (up to three), as the fees page shows them (customerbill). */
export async function latestInvoices(work: UnitOfWork, mdn: string) {
  const rows = await latestInvoicesOf(work, mdn, 3);
  return rows.map((row) => ({ billNo: row.billNo, period: row.period, amount: toDirhams(row.amountCentimes), status: row.status }));
}

/** A quote's fees in dirhams, as the API answers them. */
export const feesInDirhams = (quote: OfferChangeQuote): SetupFee[] =>
  quote.fees.map(({ amountCentimes, ...fee }) => ({ ...fee, amount: toDirhams(amountCentimes) }));

/** Moves the line to the plan (its name as the profile and the dashboard show it); returns false when the line is gone. */
export async function movePlan(
  app: Pick<FastifyInstance, 'notifications'>,
  work: UnitOfWork,
  change: { mdn: string; accountId: string; plan: { id: string; name: LocalizedText }; dedupeKey: string },
): Promise<boolean> {
  const { mdn, plan } = change;
  if (!(await moveLineToPlan(work, mdn, { offerId: plan.id, name: plan.name }))) return false;
  await app.notifications.record(work, {
    accountId: change.accountId,
    mdn,
    kind: 'plan-changed',
    params: { offer_fr: plan.name.fr, offer_ar: plan.name.ar, offer_en: plan.name.en },
    dedupeKey: `plan-changed:${change.dedupeKey}`,
  });
  return true;
}

/** The fees item of a paid plan change as a cart product: priced again from the line and the plan (null if nothing to pay). */
export async function offerChangeFeesProduct(work: UnitOfWork, offerId: string, mdn: string | undefined) {
  if (!mdn) return null;
  const line = await lineOf(work, mdn);
  const row = await planOf(work, offerId);
  if (!line || !row || line.offerId === offerId) return null;
  const quote = await quoteOfferChange(work, mdn, line.offerId, planOfProduct(row));
  const name: LocalizedText = {
    fr: `Changement de forfait vers ${row.name.fr} : frais`,
    ar: `تغيير العرض إلى ${row.name.ar}: الرسوم`,
    en: `Plan change to ${row.name.en}: fees`,
  };
  return { name, image: null, unitPriceCentimes: quote.totalFeesCentimes, period: 'once' as const, inStock: quote.totalFeesCentimes > 0 };
}

/** The plan and line of a paid plan change order (its one fees item). */
export const offerChangeOf = (order: Pick<OrderRow, 'lines'>) => {
  const item = order.lines.find((line) => line.options.change === OFFER_CHANGE_OPTION);
  return item ? { offerId: item.productId, mdn: item.options.line } : undefined;
};

/**
 * The paid plan change takes effect, inside the gateway confirmation's transaction (once per
 * order): the line moves to the plan and the act is recorded with its other service requests.
 */
export async function applyOfferChange(app: Pick<FastifyInstance, 'notifications' | 'mail' | 'smsOutbox'>, work: UnitOfWork, order: OrderRow): Promise<void> {
  const change = offerChangeOf(order);
  const mdn = order.phoneNumber;
  if (!change || !mdn || change.mdn !== mdn || !order.accountId) return;
  const [row] = await new ProductsRepository(work).byId(change.offerId);
  const line = await lockLine(work, mdn);
  if (!row || !line) return;
  await movePlan(app, work, { mdn, accountId: order.accountId, plan: { id: row.id, name: row.name }, dedupeKey: order.refNumber });
  await queueLineActNotice(app, work, order, offerChangeNotice(mdn, row.name, order.refNumber));
  await recordPaidAct(work, {
    mdn,
    accountId: order.accountId,
    kind: 'offer-change',
    payload: { from: line.offerId, to: row.id, refNumber: order.refNumber },
    answer: { offerId: row.id, effectiveAt: new Date().toISOString() },
  });
}

/** The reason text of a refusal in the caller's language. */
export const refusalText = (reasonCode: OfferRefusalReason, language: Language) => OFFER_REFUSAL_TEXTS[reasonCode][language];
