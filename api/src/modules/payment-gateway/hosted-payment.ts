import { createHash, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SHOP_ERROR_CODES } from '@atlas/contracts/shop';
import { isUniqueViolation } from '../../db/unique-violation';
import { GATEWAY_PATH } from './gateway';
import { deliverConfirmation } from './outbox';
import { GATEWAY_TEXTS } from './gateway-texts';
import { GatewayRepository, type Session } from './gateway-sessions.repository';
import { bankAppPanel, cardPanel, messagePanel, renderPage, summaryCard, testCardsCard, threeDsPanel, type CardErrors, type CardField } from './hosted-page';
import { resultUrl, settledUrl, languageOf, sendHtml } from './gateway-pages';

const otpHash = (sessionId: string, code: string) => createHash('sha256').update(`${sessionId}:${code}`).digest('hex');
/** How often the page of a payment being confirmed loads itself again. */
export const PENDING_REFRESH_SECONDS = 3;

const newOtp = () => String(randomInt(1_000_000)).padStart(6, '0');

/** Whether `code` is the one-time code the 3-D Secure step showed for this session. */
export const isSessionCode = (session: Pick<Session, 'id' | 'otpHash'>, code: string) => otpHash(session.id, code) === session.otpHash;

/**
 * The hosted payment page's flow, for its routes (pay.routes.ts): the pages of a session and its
 * settlement, each outcome confirmed to the shop server-to-server (signed) before the browser goes back.
 */
export function hostedPaymentPages(app: FastifyInstance) {
  const repository = new GatewayRepository(app.db);
  const load = (id: string) => repository.session(id);
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
      return sendHtml(
        reply,
        404,
        renderPage(
          { language, path: request.url.split('?')[0]!, title: texts.unknownTitle },
          messagePanel(texts.unknownTitle, texts.unknownText, { href: '/', label: texts.backToShop }),
        ),
      );
    }
    const settled = settledUrl(session);
    if (settled) return reply.redirect(settled, 303);
    if (session.status === 'captured') {
      // Captured, not yet acknowledged by the shop: neither "ok" nor a new payment; the page looks again by itself.
      const language = languageOf(request, session.language);
      const texts = GATEWAY_TEXTS[language];
      return sendHtml(
        reply,
        200,
        renderPage(
          { language, path: pagePath(session), title: texts.pendingTitle, refreshSeconds: PENDING_REFRESH_SECONDS },
          messagePanel(texts.pendingTitle, texts.pendingText, { href: pagePath(session), label: texts.checkAgain }),
        ),
        session.returnUrl,
      );
    }
    if (isExpired(session)) {
      const texts = GATEWAY_TEXTS[languageOf(request, session.language)];
      return frame(
        request,
        session,
        texts.expiredTitle,
        messagePanel(texts.expiredTitle, texts.expiredText, { href: resultUrl(session, 'echoue', SHOP_ERROR_CODES.paymentNotMade), label: texts.backToShop }),
        410,
        reply,
      );
    }
    return null;
  }

  function renderCard(
    request: FastifyRequest,
    reply: FastifyReply,
    session: Session,
    values: Partial<Record<CardField, string>> = {},
    errors: CardErrors = {},
  ) {
    const language = languageOf(request, session.language);
    const texts = GATEWAY_TEXTS[language];
    const minutesLeft = Math.max(1, Math.ceil((session.expiresAt.getTime() - Date.now()) / 60_000));
    const summary = summaryCard(texts, language, { merchantRef: session.merchantRef, amountCentimes: session.amountCentimes, minutesLeft });
    const panel =
      session.channel === 'bank-app'
        ? bankAppPanel(texts, language, {
            action: `${pagePath(session)}/app`,
            cancelAction: `${pagePath(session)}/cancel`,
            amountCentimes: session.amountCentimes,
            reference: session.id.slice(0, 8).toUpperCase(),
          })
        : cardPanel(texts, language, {
            action: pagePath(session),
            cancelAction: `${pagePath(session)}/cancel`,
            amountCentimes: session.amountCentimes,
            values,
            errors,
          });
    const title = session.channel === 'bank-app' ? texts.appTitle : texts.cardTitle;
    return frame(
      request,
      session,
      title,
      `${panel}\n${summary}\n${session.channel === 'card' ? testCardsCard(texts) : ''}`,
      Object.keys(errors).length ? 422 : 200,
      reply,
    );
  }

  /** Shows the 3-D Secure step with a fresh one-time code (the sandbox prints it on the page). */
  async function renderThreeDs(request: FastifyRequest, reply: FastifyReply, session: Session) {
    const code = newOtp();
    await repository.updateSession(session.id, { otpHash: otpHash(session.id, code) });
    const language = languageOf(request, session.language);
    const texts = GATEWAY_TEXTS[language];
    const summary = summaryCard(texts, language, { merchantRef: session.merchantRef, amountCentimes: session.amountCentimes });
    return frame(
      request,
      session,
      texts.threeDsTitle,
      `${threeDsPanel(texts, language, { action: `${pagePath(session)}/3ds`, cancelAction: `${pagePath(session)}/cancel`, code, last4: session.cardLast4 ?? '' })}\n${summary}`,
      200,
      reply,
    );
  }

  /**
   * Settles a session that is still payable (its confirmation to the shop written in the same
   * transaction), delivers that confirmation, and answers where the browser goes: "ok" only once
   * the shop acknowledged the capture (the order is paid); the failure page when the shop refused
   * it (the capture is voided, gateway-007 or the shop's payment-0xx); this session's page, which
   * says the payment is being confirmed, while the shop has not answered (the reconciliation goes on).
   */
  async function settle(
    session: Session,
    outcome: 'succeeded' | 'declined' | 'cancelled',
    { errorCode, card }: { errorCode?: string; card?: { brand: string; last4: string } } = {},
  ): Promise<string> {
    const status = outcome === 'succeeded' ? 'captured' : outcome;
    let settled: Awaited<ReturnType<typeof repository.settleWhile>>;
    try {
      settled = await repository.settleWhile(
        session.id,
        ['open', '3ds-pending'],
        { status, errorCode: errorCode ?? null, ...(card ? { cardBrand: card.brand, cardLast4: card.last4 } : {}) },
        (current) => ({
          sessionId: current.id,
          refNumber: current.merchantRef,
          channel: current.channel,
          amount: current.amountCentimes,
          currency: 'MAD',
          outcome,
          ...(errorCode ? { errorCode } : {}),
          ...(card ? { card } : {}),
        }),
      );
    } catch (error) {
      // This order was captured on another session already: never twice.
      if (!isUniqueViolation(error, 'gateway_sessions_one_capture_idx')) throw error;
      return settle(session, 'declined', { errorCode: SHOP_ERROR_CODES.orderAlreadyPaid, card });
    }
    if (!settled) return settledUrl((await load(session.id))!) ?? pagePath(session);
    await deliverConfirmation(app, settled.confirmation);
    // A decline or a cancellation takes no money: the failure page, whether the shop heard of it yet or not.
    if (outcome !== 'succeeded') return settledUrl(settled.session) ?? pagePath(session);
    return settledUrl((await load(session.id))!) ?? pagePath(session);
  }

  /** Card entered, 3-D Secure asked: the session waits for the code, if it is still open. */
  const awaitThreeDs = (session: Session, card: { brand: string; last4: string }) =>
    repository.updateSessionWhile(session.id, ['open'], { status: '3ds-pending', cardBrand: card.brand, cardLast4: card.last4 });

  return { load, unusable, renderCard, renderThreeDs, settle, awaitThreeDs, pagePath };
}
