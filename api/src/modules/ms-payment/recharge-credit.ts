import type { BalanceCategory, BalanceItem } from '@atlas/contracts/selfcare';
import type { FastifyInstance } from 'fastify';
import { RECHARGE_ERROR_CODES } from '@atlas/contracts/recharge';
import { lockLineBalances, saveBalanceCredit, startBalanceCredit, type CreditedItems } from '../ms-balance/public';
import { outstandingAdvance, rechargeProductsOf, repayAdvance } from './recharge.repository';
import { ApiError } from '../../errors';
import { rechargeableLine } from './recharge-lines';
import { rechargeReceipt, rechargeSms } from './recharge-receipt';
import { RefusedAtConfirmation, type OrderRow } from '../../checkout/registries';
import type { UnitOfWork } from '../../db/unit-of-work';

type Added = CreditedItems;

const CATEGORY_TEXTS: Record<BalanceCategory['category'], [string, string, string]> = {
  dirhams: ['Solde', 'الرصيد', 'Balance'],
  recharge: ['Recharge', 'التعبئة', 'Top-up'],
  internet: ['Internet', 'الإنترنت', 'Internet'],
  appels: ['Appels', 'المكالمات', 'Calls'],
  bonus: ['Bonus', 'المكافآت', 'Bonus'],
  sms: ['SMS', 'الرسائل', 'SMS'],
};

const isoIn = (now: Date, days: number) => new Date(now.getTime() + days * 86400_000).toISOString();
const later = (a: string | null, b: string) => (a && a > b ? a : b);
const round2 = (value: number) => Math.round(value * 100) / 100;

function categoryOf(balances: BalanceCategory[], key: BalanceCategory['category']): BalanceCategory {
  let category = balances.find((entry) => entry.category === key);
  if (!category) {
    const [name, name_ar, name_en] = CATEGORY_TEXTS[key];
    category = { category: key, name, name_ar, name_en, subCategories: [] };
    balances.push(category);
  }
  return category;
}

/** Adds to the counter of that name (and extends its validity), or opens one. */
function addTo(category: BalanceCategory, item: BalanceItem): void {
  const existing = category.subCategories.find((entry) => entry.name === item.name && entry.unit === item.unit);
  if (existing) {
    existing.value = round2(existing.value + item.value);
    if (existing.total !== null && item.total !== null) existing.total = round2(existing.total + item.total);
    existing.validUntil = item.validUntil ? later(existing.validUntil, item.validUntil) : existing.validUntil;
  } else {
    category.subCategories.push(item);
  }
}

/**
 * Puts a paid (or deferred) recharge order on its line, once: the balance_credits row keyed by the
 * order is written in the same transaction as the counters, so a second call (a doubled gateway
 * confirmation, two tabs) finds it and does nothing. A Dh recharge goes to the main balance with
 * its bonus; a pass opens or tops up its allowance; a *9 advance outstanding on the line is repaid
 * first from the Dh of any later recharge. `extraDirhamsCentimes`: what a scratch card was worth
 * beyond the cart. An SMS receipt goes to the line, a receipt mail to the contact email (queued
 * in this transaction: the caller delivers it with `app.mail.deliverQueued()` once committed), and
 * the holder of the line gets a `recharge-credited` notification.
 *
 * payment-018 ("problem during recharge"): the line can no longer take the recharge (closed,
 * ported away or moved to a fixed line since the cart was made, between a card payment's start
 * and its confirmation): nothing is credited, and the caller's transaction rolls back.
 */
export async function creditRecharge(
  app: Pick<FastifyInstance, 'notifications' | 'mail' | 'smsOutbox'>,
  work: UnitOfWork,
  order: OrderRow,
  { extraDirhamsCentimes = 0 } = {},
): Promise<boolean> {
  const mdn = order.phoneNumber;
  if (order.kind !== 'recharge' || !mdn) return false;
  if (!(await startBalanceCredit(work, order.refNumber, mdn))) return false;
  await rechargeableLine(work, mdn).catch((error: unknown) => {
    const rule = error instanceof ApiError ? (error.details?.[0]?.rule ?? 'line') : 'line';
    throw new RefusedAtConfirmation(409, RECHARGE_ERROR_CODES.rechargeProblem, 'The line can no longer take this recharge', [{ field: 'mdn', rule }]);
  });
  const language = order.language ?? 'fr';

  const now = new Date();
  const current = await lockLineBalances(work, mdn);
  const balances: BalanceCategory[] = structuredClone(current ?? []);
  const ids = order.lines.map((line) => line.productId);
  const products = await rechargeProductsOf(work, ids);
  const added: Added = [];
  let dirhams = extraDirhamsCentimes;
  let dirhamsValidity = isoIn(now, 30);

  for (const line of order.lines) {
    const product = products.find((candidate) => candidate.id === line.productId);
    if (!product) continue;
    const validUntil = isoIn(now, product.validityDays);
    for (let unit = 0; unit < line.quantity; unit += 1) {
      if (product.productType === 'recharge') {
        dirhams += product.credit.amount * 100;
        dirhamsValidity = later(dirhamsValidity, validUntil);
        if (product.credit.bonus > 0) {
          const bonus: BalanceItem = {
            name: 'Bonus recharge',
            name_ar: 'مكافأة التعبئة',
            name_en: 'Top-up bonus',
            value: product.credit.bonus,
            total: product.credit.bonus,
            unit: 'Dh',
            unlimited: false,
            validUntil,
          };
          addTo(categoryOf(balances, 'bonus'), bonus);
          added.push({ category: 'bonus', name: bonus.name, value: bonus.value, unit: 'Dh', validUntil });
        }
      } else {
        const picto = product.categories[0]?.picto_text ?? 'internet';
        const key: BalanceCategory['category'] = picto === 'appels' || picto === 'international' ? 'appels' : 'internet';
        const unitOf = product.credit.unit === 'Dh' ? 'Dh' : product.credit.unit;
        const allowance: BalanceItem = {
          name: product.name.fr,
          name_ar: product.name.ar,
          name_en: product.name.en,
          value: product.credit.amount,
          total: product.credit.amount,
          unit: unitOf,
          unlimited: false,
          validUntil,
        };
        addTo(categoryOf(balances, key), allowance);
        added.push({ category: key, name: allowance.name, value: allowance.value, unit: unitOf, validUntil });
      }
    }
  }

  // A *9 advance outstanding is repaid from the Dh of a later recharge (never from itself).
  if (order.paymentMethod !== 'etoile9' && dirhams > 0) {
    const advance = await outstandingAdvance(work, mdn, { forUpdate: true });
    if (advance) {
      const repay = Math.min(advance.amountCentimes, dirhams);
      dirhams -= repay;
      await repayAdvance(work, advance.refNumber, order.refNumber);
    }
  }

  if (dirhams > 0) {
    const main = categoryOf(balances, 'dirhams');
    addTo(main, {
      name: 'Solde principal',
      name_ar: 'الرصيد الرئيسي',
      name_en: 'Main balance',
      value: dirhams / 100,
      total: null,
      unit: 'Dh',
      unlimited: false,
      validUntil: dirhamsValidity,
    });
    added.unshift({ category: 'dirhams', name: 'Solde principal', value: dirhams / 100, unit: 'Dh', validUntil: dirhamsValidity });
    const last = categoryOf(balances, 'recharge');
    last.subCategories = [
      {
        name: 'Dernière recharge',
        name_ar: 'آخر تعبئة',
        name_en: 'Last top-up',
        value: order.totalCentimes / 100,
        total: null,
        unit: 'Dh',
        unlimited: false,
        validUntil: dirhamsValidity,
      },
    ];
  }

  await saveBalanceCredit(work, { refNumber: order.refNumber, mdn, balances, existed: current !== null, dirhamsCentimes: dirhams, added, now });

  // A scratch card worth more than the cart: its remainder is in the main balance, and the receipts say so.
  const card = extraDirhamsCentimes > 0 ? { cardCentimes: order.totalCentimes + extraDirhamsCentimes } : undefined;
  await app.smsOutbox.queue(work, { to: mdn, text: rechargeSms(order, added, language, card) });
  if (order.contactEmail) await app.mail.queue(work, { to: order.contactEmail, ...rechargeReceipt(order, added, language, card) });
  await app.notifications.record(work, {
    accountId: order.accountId,
    mdn,
    kind: 'recharge-credited',
    params: { amountCentimes: order.totalCentimes, refNumber: order.refNumber },
    dedupeKey: `order-paid:${order.refNumber}`,
  });
  return true;
}
