import { createHash } from 'node:crypto';

/**
 * The security headers of the site, the same at the Node edge and at the nginx edge
 * (ops/topology/nginx/edge.conf.template; a test compares them).
 *
 * The shell's page: scripts only from this origin (the shell, the remotes under /remotes/, Module
 * Federation's runtime loads them with <script src>) and the page's one inline script, by its hash;
 * styles inline too (styled-components writes <style> elements); images also from https: (the
 * map's tiles) and data:; nothing may frame it (sign-in cannot be overlaid); forms post here.
 * HSTS is the TLS terminator's job (a load balancer or nginx with a certificate): it sends
 * `Strict-Transport-Security: max-age=31536000; includeSubDomains` — not set here, on plain HTTP.
 */
export function contentSecurityPolicy(inlineScriptHashes: string[]): string {
  const scripts = ["'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every answer of the edge: no MIME sniffing, no referrer to other sites, never framed. */
export const COMMON_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
} as const;

/**
 * `sha256-…` of each inline <script> of an HTML page, for script-src. A data block (`type` JSON,
 * such as the server render's state) is never run, so the policy does not concern it.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*\btype=["']?application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, body]) =>
      `sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}`,
  );
}
