import type { FastifyInstance } from 'fastify';

/** A JSON property named like a token: accessToken, refreshToken, mdnSegmentationToken, otpToken… */
const CARRIES_TOKEN = /"[A-Za-z]*Token"\s*:\s*"/;

/**
 * Headers on every answer of the API: no MIME sniffing, no referrer to other sites, never framed,
 * and for data (not the payment gateway's HTML pages, which set their own policy) a policy that
 * runs nothing, should a browser ever be led to open an answer as a page.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    // An answer that carries a token (session, refresh, line, proof of a code) is never kept by a
    // browser or a proxy, whatever the route said about caching.
    if (typeof payload === 'string' && CARRIES_TOKEN.test(payload)) reply.header('cache-control', 'no-store');
    if (!reply.hasHeader('x-content-type-options')) reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'DENY');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    return payload;
  });
}
