/**
 * What the first screen costs, read from a Lighthouse result (issue targets, architecture §5):
 * the JavaScript fetched before the largest contentful paint, how many remote entries the page
 * fetched, and how deep the chain of requests after the HTML goes for the first screen.
 * Times are Lighthouse's observed ones (the trace), so requests and paint are on one clock.
 */

export interface FirstScreenFigures {
  /** gzip (transfer) bytes of the scripts whose request started before the observed LCP. */
  jsBeforeLcpBytes: number | null;
  /** Distinct remotes whose entry (remoteEntry.js or mf-manifest.json) the page fetched. */
  remoteEntries: number | null;
  /** Requests in a row after the HTML on the longest critical chain (the HTML itself not counted). */
  chainDepth: number | null;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  mimeType?: string;
  transferSize?: number;
  networkRequestTime?: number;
}

interface Chain {
  children?: Record<string, Chain>;
}

interface Audit {
  numericValue?: number;
  details?: { items?: unknown[]; chains?: Record<string, Chain> };
}

export type Audits = Record<string, Audit | undefined>;

const REMOTE_ENTRY = /\/remotes\/([^/]+)\/[^/]+\/(?:remoteEntry\.js|mf-manifest\.json)(?:\?|$)/;

function isScript(request: NetworkRequest): boolean {
  return request.resourceType === 'Script' || (request.mimeType ?? '').includes('javascript');
}

function depth(chain: Chain): number {
  const children = Object.values(chain.children ?? {});
  return children.length === 0 ? 0 : 1 + Math.max(...children.map(depth));
}

export function firstScreenFigures(audits: Audits): FirstScreenFigures {
  const requests = (audits['network-requests']?.details?.items ?? []) as NetworkRequest[];
  const metrics = (audits.metrics?.details?.items?.[0] ?? {}) as { observedLargestContentfulPaint?: number; observedNavigationStart?: number };
  const lcp = metrics.observedLargestContentfulPaint;

  const jsBeforeLcpBytes =
    requests.length === 0 || lcp === undefined
      ? null
      : requests
          .filter((request) => isScript(request) && (request.networkRequestTime ?? Infinity) <= lcp)
          .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);

  const remotes = new Set(requests.map((request) => REMOTE_ENTRY.exec(request.url)?.[1]).filter((name): name is string => Boolean(name)));

  // Lighthouse 13 has no critical-request-chains audit; its network dependency tree holds only
  // render-blocking requests, none in a page drawn by scripts, so it would read 0: not measured.
  const roots = Object.values(audits['critical-request-chains']?.details?.chains ?? {});
  const chainDepth = roots.length === 0 ? null : Math.max(...roots.map(depth));

  return { jsBeforeLcpBytes, remoteEntries: requests.length === 0 ? null : remotes.size, chainDepth };
}
