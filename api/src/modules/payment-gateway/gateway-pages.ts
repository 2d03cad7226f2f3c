import type { FastifyReply, FastifyRequest } from 'fastify';
import { SHOP_ERROR_CODES } from '@atlas/contracts/shop';
import type { Session } from './gateway-sessions.repository';
import { LANGUAGES, requestLanguage, type Language } from '../../language';

/** The shop's result page for this session: `${returnUrl}/ok` or `/echoue`, with the refNumber (and why). */
export function resultUrl(session: Session, kind: 'ok' | 'echoue', code?: string): string {
  const query = new URLSearchParams({ refNumber: session.merchantRef, ...(code ? { code } : {}) });
  return `${session.returnUrl}/${kind}?${query}`;
}

/**
 * Where a session that is no longer payable sends the browser. A capture goes to "ok" only once
 * the shop acknowledged it (the order is paid); until then it has no address (the gateway's page
 * says the payment is being confirmed).
 */
export function settledUrl(session: Session): string | null {
  if (session.status === 'captured') return session.confirmation === 'delivered' ? resultUrl(session, 'ok') : null;
  if (session.status === 'declined' || session.status === 'voided') return resultUrl(session, 'echoue', session.errorCode ?? SHOP_ERROR_CODES.paymentDeclined);
  if (session.status === 'cancelled') return resultUrl(session, 'echoue', SHOP_ERROR_CODES.paymentNotMade);
  return null;
}

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

export function languageOf(request: FastifyRequest, fallback?: Language): Language {
  const fromQuery = (request.query as { lang?: unknown } | undefined)?.lang;
  const fromBody = (request.body as { lang?: unknown } | undefined)?.lang;
  if (isLanguage(fromBody)) return fromBody;
  if (isLanguage(fromQuery)) return fromQuery;
  return fallback ?? requestLanguage(request.headers);
}

/** HTML, never cached, never framed, no script; forms may post here and lead back to the shop. */
export function sendHtml(reply: FastifyReply, status: number, html: string, returnUrl?: string): FastifyReply {
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
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'${shopOrigin}; base-uri 'none'; frame-ancestors 'none'`,
    )
    .send(html);
}
