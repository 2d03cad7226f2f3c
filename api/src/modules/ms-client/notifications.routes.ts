import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { formatPrice } from '@atlas/ui-kit/format/format-amount';
import { mdnInText } from '@atlas/ui-kit/format/format-mdn';
import type { NotificationItem, NotificationKind, NotificationsResponse } from '@atlas/contracts/histories';
import type { Database } from '../../db/database';
import { accountLines, lineBalances, notifications } from '../../db/schema';
import { ApiError, errorResponses } from '../../errors';
import { requestLanguage, type Language } from '../../language';
import type { CustomerEvent, NotificationCheck, NotificationParams } from '../../plugins/notifications';


/**
 * The store behind `app.notifications.record` (the port of `api/src/plugins/notifications.ts`):
 * one row, rendered in the reader's language when listed. Idempotent on (account, dedupeKey);
 * answers false when nobody holds the line or it was already recorded. Runs inside the
 * transaction of the event it reports (the caller passes `tx`).
 */
export async function recordNotification(db: Database, input: CustomerEvent): Promise<boolean> {
  let accountId = input.accountId ?? null;
  if (!accountId && input.mdn) {
    const [held] = await db.select({ accountId: accountLines.accountId }).from(accountLines).where(eq(accountLines.mdn, input.mdn));
    accountId = held?.accountId ?? null;
  }
  if (!accountId) return false;
  const inserted = await db
    .insert(notifications)
    .values({ id: randomUUID(), accountId, mdn: input.mdn ?? null, kind: input.kind, params: input.params ?? {}, dedupeKey: input.dedupeKey, ...(input.at ? { createdAt: input.at } : {}) })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return inserted.length === 1;
}

type Texts = Record<Language, { title: string; text: (p: NotificationParams, language: Language) => string }>;
const money = (p: NotificationParams, language: Language) => formatPrice(Number(p.amountCentimes ?? 0) / 100, language);
const line = (p: NotificationParams) => mdnInText(String(p.mdn ?? ''));

/** The texts of each kind; an unknown kind falls back to `generic`. */
export const NOTIFICATION_TEXTS: Record<NotificationKind | 'generic', Texts> = {
  'payment-received': {
    fr: { title: 'Paiement reçu', text: (p, l) => `Nous avons bien reçu votre paiement de ${money(p, l)} (référence ${p.refNumber}).` },
    ar: { title: 'تم استلام الدفع', text: (p, l) => `توصّلنا بدفعتك بمبلغ ${money(p, l)} (المرجع ${p.refNumber}).` },
    en: { title: 'Payment received', text: (p, l) => `We have received your payment of ${money(p, l)} (reference ${p.refNumber}).` },
  },
  'recharge-credited': {
    fr: { title: 'Recharge créditée', text: (p, l) => `Votre recharge de ${money(p, l)} a été créditée sur la ligne ${line(p)} (référence ${p.refNumber ?? ''}).` },
    ar: { title: 'تمت التعبئة', text: (p, l) => `تمت إضافة تعبئة بمبلغ ${money(p, l)} إلى الخط ${line(p)} (المرجع ${p.refNumber ?? ''}).` },
    en: { title: 'Top-up credited', text: (p, l) => `Your ${money(p, l)} top-up was credited to line ${line(p)} (reference ${p.refNumber ?? ''}).` },
  },
  'invoice-issued': {
    fr: { title: 'Nouvelle facture', text: (p, l) => `Votre facture de ${money(p, l)} est disponible dans Mes factures.` },
    ar: { title: 'فاتورة جديدة', text: (p, l) => `فاتورتك بمبلغ ${money(p, l)} متاحة في فواتيري.` },
    en: { title: 'New invoice', text: (p, l) => `Your ${money(p, l)} invoice is available in My invoices.` },
  },
  'plan-changed': {
    fr: { title: 'Offre changée', text: (p) => `Votre ligne ${line(p)} passe à l’offre ${p.offer_fr ?? p.offer ?? ''}.` },
    ar: { title: 'تم تغيير العرض', text: (p) => `انتقل خطك ${line(p)} إلى العرض ${p.offer_ar ?? p.offer ?? ''}.` },
    en: { title: 'Plan changed', text: (p) => `Your line ${line(p)} moves to the ${p.offer_en ?? p.offer ?? ''} plan.` },
  },
  'number-changed': {
    fr: { title: 'Numéro changé', text: (p) => `Votre nouveau numéro est ${mdnInText(String(p.newMdn ?? ''))}.` },
    ar: { title: 'تم تغيير الرقم', text: (p) => `رقمك الجديد هو ${mdnInText(String(p.newMdn ?? ''))}.` },
    en: { title: 'Number changed', text: (p) => `Your new number is ${mdnInText(String(p.newMdn ?? ''))}.` },
  },
  'sim-swapped': {
    fr: { title: 'Carte SIM changée', text: (p) => `La nouvelle carte SIM de la ligne ${line(p)} est active.` },
    ar: { title: 'تم تغيير بطاقة SIM', text: (p) => `بطاقة SIM الجديدة للخط ${line(p)} مفعّلة.` },
    en: { title: 'SIM swapped', text: (p) => `The new SIM card of line ${line(p)} is active.` },
  },
  'roaming-activated': {
    fr: { title: 'Roaming activé', text: (p) => `Le roaming est activé sur la ligne ${line(p)}.` },
    ar: { title: 'تم تفعيل التجوال', text: (p) => `تم تفعيل التجوال على الخط ${line(p)}.` },
    en: { title: 'Roaming on', text: (p) => `Roaming is on for line ${line(p)}.` },
  },
  'balance-80': {
    fr: { title: 'Solde bientôt épuisé', text: (p) => `Vous avez utilisé ${p.percent} % de « ${p.name_fr} » sur la ligne ${line(p)}.` },
    ar: { title: 'الرصيد على وشك النفاد', text: (p) => `استهلكت ${p.percent}% من «${p.name_ar}» على الخط ${line(p)}.` },
    en: { title: 'Balance running low', text: (p) => `You have used ${p.percent}% of “${p.name_en}” on line ${line(p)}.` },
  },
  'balance-100': {
    fr: { title: 'Solde épuisé', text: (p) => `« ${p.name_fr} » est épuisé sur la ligne ${line(p)}.` },
    ar: { title: 'نفد الرصيد', text: (p) => `نفد «${p.name_ar}» على الخط ${line(p)}.` },
    en: { title: 'Balance used up', text: (p) => `“${p.name_en}” is used up on line ${line(p)}.` },
  },
  generic: {
    fr: { title: 'Information', text: () => 'Du nouveau sur votre compte.' },
    ar: { title: 'معلومة', text: () => 'جديد في حسابك.' },
    en: { title: 'Information', text: () => 'Something new on your account.' },
  },
};

export function renderNotification(row: typeof notifications.$inferSelect, language: Language): NotificationItem {
  const texts = (NOTIFICATION_TEXTS[row.kind as NotificationKind] ?? NOTIFICATION_TEXTS.generic)[language];
  const params = { ...row.params, mdn: row.params.mdn ?? row.mdn ?? '' };
  return { id: row.id, kind: row.kind, mdn: row.mdn, title: texts.title, text: texts.text(params, language), createdAt: row.createdAt.toISOString(), read: row.readAt !== null };
}

/**
 * Balances crossing 80 % and 100 % used become notifications when read: one per counter, threshold
 * and validity period (the dedupe key holds the counter's end date, so a renewed allowance can warn again).
 */
export const recordBalanceThresholds: NotificationCheck = async (db, accountId, record) => {
  const held = await db.select({ mdn: accountLines.mdn }).from(accountLines).where(eq(accountLines.accountId, accountId));
  if (held.length === 0) return;
  const rows = await db.select().from(lineBalances).where(inArray(lineBalances.mdn, held.map((row) => row.mdn)));
  for (const row of rows) {
    for (const category of row.balances) {
      for (const item of category.subCategories) {
        if (item.unlimited || !item.total || item.total <= 0) continue;
        const percent = Math.round(((item.total - item.value) / item.total) * 100);
        const kind = percent >= 100 ? 'balance-100' : percent >= 80 ? 'balance-80' : null;
        if (!kind) continue;
        await record(db, {
          accountId,
          mdn: row.mdn,
          kind,
          params: { percent: Math.min(100, percent), name_fr: item.name, name_ar: item.name_ar, name_en: item.name_en },
          dedupeKey: `${kind}:${row.mdn}:${category.category}:${item.name}:${item.validUntil ?? ''}`,
        });
      }
    }
  }
};

const listSchema = {
  type: 'object',
  required: ['unread', 'list'],
  properties: {
    unread: { type: 'integer' },
    list: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'kind', 'mdn', 'title', 'text', 'createdAt', 'read'],
        properties: {
          id: { type: 'string' },
          kind: { type: 'string' },
          mdn: { type: ['string', 'null'] },
          title: { type: 'string' },
          text: { type: 'string' },
          createdAt: { type: 'string' },
          read: { type: 'boolean' },
        },
      },
    },
  },
} as const;

/**
 * Mounted at /api/ms-client/v1: the signed-in customer's notifications, newest first (50 at most).
 * This module is the store of `app.notifications`; the events found with time (every module's
 * checks, the balance thresholds here) are looked for just before the list is read.
 */
export const notificationRoutes: FastifyPluginAsync = async (app) => {
  app.notifications.storeWith(recordNotification);
  app.notifications.addCheck(recordBalanceThresholds);
  app.get<{ Reply: NotificationsResponse }>(
    '/notifications',
    { preHandler: app.requireCustomer, schema: { response: { 200: listSchema, ...errorResponses } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { accountId } = request.customer;
      await app.notifications.checkAccount(app.db, accountId);
      const language = requestLanguage(request.headers);
      const rows = await app.db.select().from(notifications).where(eq(notifications.accountId, accountId)).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(50);
      const [count] = await app.db
        .select({ unread: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(eq(notifications.accountId, accountId), isNull(notifications.readAt)));
      return { unread: Number(count?.unread ?? 0), list: rows.map((row) => renderNotification(row, language)) };
    },
  );

  app.post<{ Body: { ids?: string[]; all?: boolean } }>(
    '/notifications/read',
    {
      preHandler: app.requireCustomer,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { ids: { type: 'array', maxItems: 100, items: { type: 'string', pattern: '^[0-9a-f-]{36}$' } }, all: { type: 'boolean' } },
        },
        response: { 200: { type: 'object', required: ['unread'], properties: { unread: { type: 'integer' } } }, ...errorResponses },
      },
    },
    async (request) => {
      const { accountId } = request.customer;
      const { ids = [], all = false } = request.body ?? {};
      if (!all && ids.length === 0) throw new ApiError(400, 'request-invalid', 'Name the notifications read (ids) or all');
      const mine = and(eq(notifications.accountId, accountId), isNull(notifications.readAt));
      await app.db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(all ? mine : and(mine, inArray(notifications.id, ids)));
      const [count] = await app.db.select({ unread: sql<number>`count(*)::int` }).from(notifications).where(mine);
      return { unread: Number(count?.unread ?? 0) };
    },
  );
};
