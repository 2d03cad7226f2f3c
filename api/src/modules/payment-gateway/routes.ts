import { createHash, randomInt } from 'node:crypto';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import valid from 'card-validator';
import { GATEWAY_TEST_CARDS, SHOP_ERROR_CODES } from '@atlas/contracts/shop';
import { gatewayBillReferences, gatewaySessions } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError, errorResponses } from '../../errors';
import { LANGUAGES, requestLanguage, type Language } from '../../language';
import { confirmToShop, GATEWAY_PATH } from './gateway';
import { GATEWAY_TEXTS } from './gateway-texts';
import {
  bankAppPanel,
  bankCounterPanel,
  cardPanel,
  gatewayAmount,
  messagePanel,
  renderPage,
  summaryCard,
  testCardsCard,
  threeDsPanel,
  type CardErrors,
  type CardField,
} from './hosted-page';

type Session = typeof gatewaySessions.$inferSelect;

const TEST_OUTCOMES = new Map<string, (typeof GATEWAY_TEST_CARDS)[number]['outcome']>(GATEWAY_TEST_CARDS.map((card) => [card.number.replace(/\s/g, ''), card.outcome]));

const otpHash = (sessionId: string, code: string) => createHash('sha256').update(`${sessionId}:${code}`).digest('hex');
const newOtp = () => String(randomInt(1_000_000)).padStart(6, '0');

/**
 * The card form, checked here (never trusted to the browser): the holder's name, the number
 * (Luhn and length, through card-validator; then one of the sandbox's test cards), the expiry
 * (MM/YY, not past the end of its month), a 3-digit CVV.
 */
export function checkCard(values: Partial<Record<CardField, string>>, now = new Date()): { errors: CardErrors; digits: string; brand: string } {
  const errors: CardErrors = {};
  const holder = (values.holder ?? '').trim();
  if (holder.length < 2) errors.holder = 'holderRequired';
  const digits = (values.number ?? '').replace(/[\s-]/g, '');
  const verdict = valid.number(digits);
  if (!digits) errors.number = 'numberRequired';
  else if (!/^\d+$/.test(digits) || !verdict.isValid) errors.number = 'numberInvalid';
  else if (!TEST_OUTCOMES.has(digits)) errors.number = 'unknownCard';
  const expiry = (values.expiry ?? '').replace(/\s/g, '');
  const match = /^(\d{2})\/(\d{2}|\d{4})$/.exec(expiry);
  if (!expiry) errors.expiry = 'expiryRequired';
  else if (!match || Number(match[1]) < 1 || Number(match[1]) > 12) errors.expiry = 'expiryInvalid';
  else {
    const year = Number(match[2]!.length === 2 ? `20${match[2]}` : match[2]);
    // A card is valid until the last moment of its expiry month.
    const end = new Date(Date.UTC(year, Number(match[1]), 1));
    if (end.getTime() <= now.getTime()) errors.expiry = 'expired';
    else if (year > now.getUTCFullYear() + 20) errors.expiry = 'expiryInvalid';
  }
  if (!/^\d{3}$/.test((values.cvv ?? '').trim())) errors.cvv = 'cvvInvalid';
  return { errors, digits, brand: verdict.card?.type ?? 'card' };
}

/** The shop's result page for this session: `${returnUrl}/ok` or `/echoue`, with the refNumber (and why). */
function resultUrl(session: Session, kind: 'ok' | 'echoue', code?: string): string {
  const query = new URLSearchParams({ refNumber: session.merchantRef, ...(code ? { code } : {}) });
  return `${session.returnUrl}/${kind}?${query}`;
}

/** Where a session that is no longer payable sends the browser. */
function settledUrl(session: Session): string | null {
  if (session.status === 'captured') return resultUrl(session, 'ok');
  if (session.status === 'declined' || session.status === 'voided') return resultUrl(session, 'echoue', session.errorCode ?? SHOP_ERROR_CODES.paymentDeclined);
  if (session.status === 'cancelled') return resultUrl(session, 'echoue', SHOP_ERROR_CODES.paymentNotMade);
  return null;
}

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

function languageOf(request: FastifyRequest, fallback?: Language): Language {
  const fromQuery = (request.query as { lang?: unknown } | undefined)?.lang;
  const fromBody = (request.body as { lang?: unknown } | undefined)?.lang;
  if (isLanguage(fromBody)) return fromBody;
  if (isLanguage(fromQuery)) return fromQuery;
  return fallback ?? requestLanguage(request.headers);
}

/** HTML, never cached, never framed, no script; forms may post here and lead back to the shop. */
function sendHtml(reply: FastifyReply, status: number, html: string, returnUrl?: string): FastifyReply {
  let shopOrigin = '';
  try {
    shopOrigin = returnUrl && /^https?:/.test(returnUrl) ? ` ${new URL(returnUrl).origin}` : '';
  } catch {
    shopOrigin = '';
  }
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', `default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'${shopOrigin}; base-uri 'none'; frame-ancestors 'none'`)
    .send(html);
}

const sessionParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,40}$' } } } as const;
const langQuery = { type: 'object', properties: { lang: { type: 'string' } } } as const;
const short = { type: 'string', maxLength: 40 } as const;

/**
 * The payment-gateway sandbox, mounted at /api/v1/payment-gateway: the hosted payment page of
 * card and bank-app sessions, its 3-D Secure step, and a bank counter for bank-bill references.
 * Each outcome is confirmed to the shop server-to-server (signed) before the browser goes back.
 */
export const paymentGatewayRoutes: FastifyPluginAsync = async (app) => {
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
    if (outcome === 'succeeded' && answer === 'refused') {
      await app.db.update(gatewaySessions).set({ status: 'voided', errorCode: SHOP_ERROR_CODES.confirmationFailed, updatedAt: new Date() }).where(eq(gatewaySessions.id, current.id));
      return resultUrl(current, 'echoue', SHOP_ERROR_CODES.confirmationFailed);
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

  registerBankCounter(app);
};

/**
 * The bank side of bank-bill (fatourati) references: a bank pays a code, the network confirms
 * to the shop (signed, like a card). Null when the code cannot be paid (unknown, expired, closed).
 */
export async function payBillReference(app: FastifyInstance, paymentCode: string): Promise<{ refNumber: string; amountCentimes: number } | null> {
  const [reference] = await app.db
    .update(gatewayBillReferences)
    .set({ status: 'paid' })
    .where(and(eq(gatewayBillReferences.paymentCode, paymentCode), eq(gatewayBillReferences.status, 'pending'), gt(gatewayBillReferences.expiresAt, new Date())))
    .returning();
  if (!reference) return null;
  const answer = await confirmToShop(app, { sessionId: reference.id, refNumber: reference.merchantRef, channel: 'fatourati', amount: reference.amountCentimes, currency: 'MAD', outcome: 'succeeded' });
  if (answer === 'refused') {
    // The shop no longer takes this reference: the bank gives the money back.
    await app.db.update(gatewayBillReferences).set({ status: 'cancelled' }).where(eq(gatewayBillReferences.id, reference.id));
    return null;
  }
  return { refNumber: reference.merchantRef, amountCentimes: reference.amountCentimes };
}

function registerBankCounter(app: FastifyInstance): void {
  const path = `${GATEWAY_PATH}/fatourati`;
  const codeField = { type: 'string', maxLength: 20 } as const;

  app.get<{ Querystring: { lang?: string } }>('/fatourati', { schema: { querystring: langQuery } }, async (request, reply) => {
    const language = languageOf(request);
    const texts = GATEWAY_TEXTS[language];
    return sendHtml(reply, 200, renderPage({ language, path, title: texts.bankTitle }, bankCounterPanel(texts, language, { action: path, value: '' })));
  });

  app.post<{ Body: { paymentCode?: string; lang?: string } }>(
    '/fatourati',
    { schema: { body: { type: 'object', properties: { paymentCode: codeField, lang: short } } } },
    async (request, reply) => {
      const language = languageOf(request);
      const texts = GATEWAY_TEXTS[language];
      const code = (request.body?.paymentCode ?? '').replace(/\s/g, '');
      const paid = /^\d{12}$/.test(code) ? await payBillReference(app, code) : null;
      const content = paid
        ? messagePanel(texts.bankPaidTitle, texts.bankPaidText(paid.refNumber, gatewayAmount(paid.amountCentimes, language)))
        : bankCounterPanel(texts, language, { action: path, value: request.body?.paymentCode ?? '', error: texts.bankRefused });
      return sendHtml(reply, paid ? 200 : 422, renderPage({ language, path, title: paid ? texts.bankPaidTitle : texts.bankTitle }, content));
    },
  );

  app.post<{ Body: { paymentCode: string }; Reply: { status: 'paid'; refNumber: string } }>(
    '/fatourati/pay',
    {
      schema: {
        body: { type: 'object', additionalProperties: false, required: ['paymentCode'], properties: { paymentCode: { type: 'string', pattern: '^\\d{12}$' } } },
        response: { 200: { type: 'object', required: ['status', 'refNumber'], properties: { status: { type: 'string' }, refNumber: { type: 'string' } } }, ...errorResponses },
      },
    },
    async (request) => {
      const paid = await payBillReference(app, request.body.paymentCode);
      if (!paid) throw new ApiError(404, 'not-found', 'This payment code does not exist, has expired or was cancelled');
      return { status: 'paid' as const, refNumber: paid.refNumber };
    },
  );
}
