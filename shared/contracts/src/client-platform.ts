/**
 * Where the site runs, in the spec's vocabulary (selfcare §3: platforms web, android, ios,
 * unknown), sent as `channel` in the sdata header of every API call.
 */
export const PLATFORMS = ['web', 'android', 'ios', 'unknown'] as const;
export type Platform = (typeof PLATFORMS)[number];

/**
 * The platform of a user agent: `android` or `ios` inside the operator's app (an Android WebView,
 * whose agent says `; wv)`, or an iOS WebKit view, which names no Safari), `web` in a browser
 * (a phone's browser included: it is the web site), `unknown` without an agent (a server render).
 */
export function platformOf(userAgent: string | null | undefined): Platform {
  if (!userAgent) return 'unknown';
  if (/Android/.test(userAgent) && /; wv\)/.test(userAgent)) return 'android';
  if (/iPhone|iPad|iPod/.test(userAgent) && /AppleWebKit/.test(userAgent) && !/Safari\//.test(userAgent)) return 'ios';
  return 'web';
}

/** A platform read from a header: anything outside the vocabulary is `unknown`. */
export const asPlatform = (value: unknown): Platform => ((PLATFORMS as readonly unknown[]).includes(value) ? (value as Platform) : 'unknown');
