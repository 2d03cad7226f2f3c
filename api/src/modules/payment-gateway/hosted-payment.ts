import { createHash, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SHOP_ERROR_CODES } from '@atlas/contracts/shop';
import { isUniqueViolation } from '../../db/unique-violation';
import { confirmToShop, GATEWAY_PATH } from './gateway';
import { GATEWAY_TEXTS } from './gateway-texts';
import { GatewayRepository } from './gateway-sessions.repository';
import { bankAppPanel, cardPanel, messagePanel, renderPage, summaryCard, testCardsCard, threeDsPanel, type CardErrors, type CardField } from './hosted-page';
import { resultUrl, settledUrl, languageOf, sendHtml, type Session } from './gateway-pages';

const otpHash = (sessionId: string, code: string) => createHash('sha256').update(`${sessionId}:${code}`).digest('hex');
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
   * Settles a session that is still payable, tells the shop, and answers where the browser goes.
   * A captured payment the shop does not confirm is voided (gateway-007): no money is taken for
   * an order the shop does not mark paid.
   */
  async function settle(
    session: Session,
    outcome: 'succeeded' | 'declined' | 'cancelled',
    { errorCode, card }: { errorCode?: string; card?: { brand: string; last4: string } } = {},
  ): Promise<string> {
    const status = outcome === 'succeeded' ? 'captured' : outcome;
    let current: Session | undefined;
    try {
      current = await repository.updateSessionWhile(session.id, ['open', '3ds-pending'], {
        status,
        errorCode: errorCode ?? null,
        ...(card ? { cardBrand: card.brand, cardLast4: card.last4 } : {}),
      });
    } catch (error) {
      // This order was captured on another session already: never twice.
      if (!isUniqueViolation(error, 'gateway_sessions_one_capture_idx')) throw error;
      return settle(session, 'declined', { errorCode: SHOP_ERROR_CODES.orderAlreadyPaid, card });
    }
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
      await repository.updateSession(current.id, { status: 'voided', errorCode: code });
      return resultUrl(current, 'echoue', code);
    }
    return settledUrl({ ...current }) ?? pagePath(current);
  }

  /** Card entered, 3-D Secure asked: the session waits for the code, if it is still open. */
  const awaitThreeDs = (session: Session, card: { brand: string; last4: string }) =>
    repository.updateSessionWhile(session.id, ['open'], { status: '3ds-pending', cardBrand: card.brand, cardLast4: card.last4 });

  return { load, unusable, renderCard, renderThreeDs, settle, awaitThreeDs, pagePath };
}
