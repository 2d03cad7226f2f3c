import { createHash, randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { SHOP_ERROR_CODES } from '@atlas/contracts/shop';
import { gatewaySessions } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { confirmToShop, GATEWAY_PATH } from './gateway';
import { GATEWAY_TEXTS } from './gateway-texts';
import { bankAppPanel, cardPanel, messagePanel, renderPage, summaryCard, testCardsCard, threeDsPanel, type CardErrors, type CardField } from './hosted-page';
import { resultUrl, settledUrl, languageOf, sendHtml, sessionParams, langQuery, short, type Session } from './gateway-pages';
import { checkCard, TEST_OUTCOMES } from './card-check';

const otpHash = (sessionId: string, code: string) => createHash('sha256').update(`${sessionId}:${code}`).digest('hex');
const newOtp = () => String(randomInt(1_000_000)).padStart(6, '0');

/**
 * The gateway's hosted payment page, /pay/{id}: card and bank-app sessions and the 3-D Secure
 * step. Each outcome is confirmed to the shop server-to-server (signed) before the browser goes back.
 */
export const hostedPaymentRoutes: FastifyPluginAsync = async (app) => {
  const load = async (id: string) => (await app.db.select().from(gatewaySessions).where(eq(gatewaySessions.id, id)))[0];
  const isExpired = (session: Session) => session.expiresAt.getTime() <= Date.now();
  const pagePath = (session: Session) => `${GATEWAY_PATH}/pay/${session.id}`;

  function frame(request: FastifyRequest, session: Session, title: string, content: string, status = 200, reply?: FastifyReply) {
    const language = languageOf(request, session.language);
    return sendHtml(reply!, status, renderPage({ language, path: pagePath(session), title }, content), session.returnUrl);
  }

  /** A page for a session nobody can pay any more: unknown, expired, or already settled. */
  function unusable(request: FastifyRequest, reply: FastifyReply, session: Session | undefined): FastifyReply | null {
    if (!session) {
      const language = languageOf(request);
      const texts = GATEWAY_TEXTS[language];
      return sendHtml(reply, 404, renderPage({ language, path: request.url.split('?')[0]!, title: texts.unknownTitle }, messagePanel(texts.unknownTitle, texts.unknownText, { href: '/', label: texts.backToShop })));
    }
    const settled = settledUrl(session);
    if (settled) return reply.redirect(settled, 303);
    if (isExpired(session)) {
      const texts = GATEWAY_TEXTS[languageOf(request, session.language)];
      return frame(request, session, texts.expiredTitle, messagePanel(texts.expiredTitle, texts.expiredText, { href: resultUrl(session, 'echoue', SHOP_ERROR_CODES.paymentNotMade), label: texts.backToShop }), 410, reply);
    }
    return null;
  }

  function renderCard(request: FastifyRequest, reply: FastifyReply, session: Session, values: Partial<Record<CardField, string>> = {}, errors: CardErrors = {}) {
    const language = languageOf(request, session.language);
    const texts = GATEWAY_TEXTS[language];
    const minutesLeft = Math.max(1, Math.ceil((session.expiresAt.getTime() - Date.now()) / 60_000));
    const summary = summaryCard(texts, language, { merchantRef: session.merchantRef, amountCentimes: session.amountCentimes, minutesLeft });
    const panel =
      session.channel === 'bank-app'
        ? bankAppPanel(texts, language, { action: `${pagePath(session)}/app`, cancelAction: `${pagePath(session)}/cancel`, amountCentimes: session.amountCentimes, reference: session.id.slice(0, 8).toUpperCase() })
        : cardPanel(texts, language, { action: pagePath(session), cancelAction: `${pagePath(session)}/cancel`, amountCentimes: session.amountCentimes, values, errors });
    const title = session.channel === 'bank-app' ? texts.appTitle : texts.cardTitle;
    return frame(request, session, title, `${panel}\n${summary}\n${session.channel === 'card' ? testCardsCard(texts) : ''}`, Object.keys(errors).length ? 422 : 200, reply);
  }

  /** Shows the 3-D Secure step with a fresh one-time code (the sandbox prints it on the page). */
  async function renderThreeDs(request: FastifyRequest, reply: FastifyReply, session: Session) {
    const code = newOtp();
    await app.db.update(gatewaySessions).set({ otpHash: otpHash(session.id, code), updatedAt: new Date() }).where(eq(gatewaySessions.id, session.id));
    const language = languageOf(request, session.language);
    const texts = GATEWAY_TEXTS[language];
    const summary = summaryCard(texts, language, { merchantRef: session.merchantRef, amountCentimes: session.amountCentimes });
    return frame(request, session, texts.threeDsTitle, `${threeDsPanel(texts, language, { action: `${pagePath(session)}/3ds`, cancelAction: `${pagePath(session)}/cancel`, code, last4: session.cardLast4 ?? '' })}\n${summary}`, 200, reply);
  }

  /**
   * Settles a session that is still payable, tells the shop, and answers where the browser goes.
   * A captured payment the shop does not confirm is voided (gateway-007): no money is taken for
   * an order the shop does not mark paid.
   */
  async function settle(session: Session, outcome: 'succeeded' | 'declined' | 'cancelled', { errorCode, card }: { errorCode?: string; card?: { brand: string; last4: string } } = {}): Promise<string> {
    const status = outcome === 'succeeded' ? 'captured' : outcome;
    let updated: Session[];
    try {
      updated = await app.db
        .update(gatewaySessions)
        .set({ status, errorCode: errorCode ?? null, updatedAt: new Date(), ...(card ? { cardBrand: card.brand, cardLast4: card.last4 } : {}) })
        .where(and(eq(gatewaySessions.id, session.id), inArray(gatewaySessions.status, ['open', '3ds-pending'])))
        .returning();
    } catch (error) {
      // This order was captured on another session already: never twice.
      if (!isUniqueViolation(error, 'gateway_sessions_one_capture_idx')) throw error;
      return settle(session, 'declined', { errorCode: SHOP_ERROR_CODES.orderAlreadyPaid, card });
    }
    const current = updated[0];
    if (!current) return settledUrl((await load(session.id))!) ?? pagePath(session);
    const answer = await confirmToShop(app, {
      sessionId: current.id,
      refNumber: current.merchantRef,
      channel: current.channel,
      amount: current.amountCentimes,
      currency: 'MAD',
      outcome,
      ...(errorCode ? { errorCode } : {}),
      ...(card ? { card } : {}),
    });
    if (outcome === 'succeeded' && answer !== 'acknowledged') {
      // A refusal the customer can read (the recharge could not be made, payment-018) is passed on.
      const code = answer.refused && /^payment-\d{3}$/.test(answer.refused) ? answer.refused : SHOP_ERROR_CODES.confirmationFailed;
      await app.db.update(gatewaySessions).set({ status: 'voided', errorCode: code, updatedAt: new Date() }).where(eq(gatewaySessions.id, current.id));
      return resultUrl(current, 'echoue', code);
    }
    return settledUrl({ ...current }) ?? pagePath(current);
  }

  app.get<{ Params: { id: string }; Querystring: { lang?: string } }>('/pay/:id', { schema: { params: sessionParams, querystring: langQuery } }, async (request, reply) => {
    const session = await load(request.params.id);
    const stop = unusable(request, reply, session);
    if (stop) return stop;
    if (session!.status === '3ds-pending') return renderThreeDs(request, reply, session!);
    return renderCard(request, reply, session!);
  });

  app.post<{ Params: { id: string }; Body: Partial<Record<CardField | 'lang', string>> }>(
    '/pay/:id',
    {
      schema: {
        params: sessionParams,
        body: { type: 'object', properties: { holder: { type: 'string', maxLength: 80 }, number: short, expiry: { type: 'string', maxLength: 10 }, cvv: { type: 'string', maxLength: 8 }, lang: short } },
      },
    },
    async (request, reply) => {
      const session = await load(request.params.id);
      const stop = unusable(request, reply, session);
      if (stop) return stop;
      if (session!.channel !== 'card') return reply.redirect(pagePath(session!), 303);
      if (session!.status === '3ds-pending') return renderThreeDs(request, reply, session!);
      const { errors, digits, brand } = checkCard(request.body ?? {});
      if (Object.keys(errors).length) return renderCard(request, reply, session!, request.body ?? {}, errors);
      const card = { brand, last4: digits.slice(-4) };
      const outcome = TEST_OUTCOMES.get(digits)!;
      if (outcome === '3-d-secure') {
        const [waiting] = await app.db
          .update(gatewaySessions)
          .set({ status: '3ds-pending', cardBrand: card.brand, cardLast4: card.last4, updatedAt: new Date() })
          .where(and(eq(gatewaySessions.id, session!.id), eq(gatewaySessions.status, 'open')))
          .returning();
        return waiting ? renderThreeDs(request, reply, waiting) : reply.redirect(pagePath(session!), 303);
      }
      const target = await settle(session!, outcome, { card, ...(outcome === 'declined' ? { errorCode: SHOP_ERROR_CODES.paymentDeclined } : {}) });
      return reply.redirect(target, 303);
    },
  );

  app.post<{ Params: { id: string }; Body: { code?: string; lang?: string } }>(
    '/pay/:id/3ds',
    { schema: { params: sessionParams, body: { type: 'object', properties: { code: short, lang: short } } } },
    async (request, reply) => {
      const session = await load(request.params.id);
      const stop = unusable(request, reply, session);
      if (stop) return stop;
      if (session!.status !== '3ds-pending' || !session!.otpHash) return reply.redirect(pagePath(session!), 303);
      const card = session!.cardBrand && session!.cardLast4 ? { brand: session!.cardBrand, last4: session!.cardLast4 } : undefined;
      // One try: a wrong code fails the payment, as issuers do after their own attempts.
      const right = otpHash(session!.id, (request.body?.code ?? '').trim()) === session!.otpHash;
      const target = await settle(session!, right ? 'succeeded' : 'declined', { card, ...(right ? {} : { errorCode: SHOP_ERROR_CODES.threeDSecureFailed }) });
      return reply.redirect(target, 303);
    },
  );

  app.post<{ Params: { id: string }; Body: { decision?: string; lang?: string } }>(
    '/pay/:id/app',
    { schema: { params: sessionParams, body: { type: 'object', properties: { decision: { type: 'string', enum: ['approve', 'refuse'] }, lang: short } } } },
    async (request, reply) => {
      const session = await load(request.params.id);
      const stop = unusable(request, reply, session);
      if (stop) return stop;
      if (session!.channel !== 'bank-app' || !request.body?.decision) return reply.redirect(pagePath(session!), 303);
      const approved = request.body.decision === 'approve';
      return reply.redirect(await settle(session!, approved ? 'succeeded' : 'declined', approved ? {} : { errorCode: SHOP_ERROR_CODES.paymentDeclined }), 303);
    },
  );

  app.post<{ Params: { id: string }; Body: { lang?: string } }>(
    '/pay/:id/cancel',
    { schema: { params: sessionParams, body: { type: 'object', properties: { lang: short } } } },
    async (request, reply) => {
      const session = await load(request.params.id);
      const stop = unusable(request, reply, session);
      if (stop) return stop;
      return reply.redirect(await settle(session!, 'cancelled'), 303);
    },
  );

};