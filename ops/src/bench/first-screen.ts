/**
 * What the first screen costs, read from a Lighthouse result (issue targets, architecture §5):
 * the JavaScript fetched before the largest contentful paint and in the whole first visit, how many remote entries the page
 * fetched, and how deep the chain of requests after the HTML goes for the first screen (defined in
 * first-screen-chain.ts). Times are Lighthouse's observed ones (the trace), so requests and paint
 * are on one clock.
 */
import type { FetchedScript } from './script-contents';
import { firstScreenChain, type DevtoolsMessage, type FirstScreenChain, type NetworkTreeNode, type TraceEvent } from './first-screen-chain';

export interface FirstScreenFigures {
  /** gzip (transfer) bytes of the scripts whose request started before the observed LCP. */
  jsBeforeLcpBytes: number | null;
  /** gzip (transfer) bytes of every script the first visit fetched, and how many (issue 34). */
  scriptBytes: number | null;
  scriptCount: number | null;
  /** Those scripts, each with its compressed bytes: what the bench's analyser reads (script-contents.ts). */
  scripts: FetchedScript[];
  /** Distinct remotes whose entry (remoteEntry.js or mf-manifest.json) the page fetched. */
  remoteEntries: number | null;
  /** Requests in a row after the HTML on the longest chain the first screen waited for (the HTML not counted). */
  chainDepth: number | null;
  /** That chain, and the LCP element it ends at. */
  chain: FirstScreenChain | null;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  mimeType?: string;
  transferSize?: number;
  networkRequestTime?: number;
}

interface Audit {
  numericValue?: number;
  details?: { items?: unknown[] };
}

export type Audits = Record<string, Audit | undefined>;

/** What firstScreenFigures reads of one Lighthouse run: the report's audits and three artifacts. */
export interface LighthouseRun {
  audits: Audits;
  /** artifacts.DevtoolsLog */
  devtoolsLog?: DevtoolsMessage[];
  /** artifacts.Trace.traceEvents */
  traceEvents?: TraceEvent[];
  /** artifacts.MainDocumentContent: the HTML as the server sent it. */
  html?: string;
}

const REMOTE_ENTRY = /\/remotes\/([^/]+)\/[^/]+\/(?:remoteEntry\.js|mf-manifest\.json)(?:\?|$)/;

function isScript(request: NetworkRequest): boolean {
  return request.resourceType === 'Script' || (request.mimeType ?? '').includes('javascript');
}

/** The network dependency tree (`network-tree`) among the insight's list sections. */
function renderBlockingTree(audits: Audits): Record<string, NetworkTreeNode> | undefined {
  const sections = (audits['network-dependency-tree-insight']?.details?.items ?? []) as Array<{
    value?: { type?: string; chains?: Record<string, NetworkTreeNode> };
  }>;
  return sections.find((section) => section.value?.type === 'network-tree')?.value?.chains;
}

export function firstScreenFigures({ audits, devtoolsLog, traceEvents, html }: LighthouseRun): FirstScreenFigures {
  const requests = (audits['network-requests']?.details?.items ?? []) as NetworkRequest[];
  const metrics = (audits.metrics?.details?.items?.[0] ?? {}) as { observedLargestContentfulPaint?: number; observedNavigationStart?: number };
  const lcp = metrics.observedLargestContentfulPaint;

  const jsBeforeLcpBytes =
    requests.length === 0 || lcp === undefined
      ? null
      : requests
          .filter((request) => isScript(request) && (request.networkRequestTime ?? Infinity) <= lcp)
          .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);

  const scripts = requests.filter(isScript);
  const scriptBytes = requests.length === 0 ? null : scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0);

  const remotes = new Set(requests.map((request) => REMOTE_ENTRY.exec(request.url)?.[1]).filter((name): name is string => Boolean(name)));

  const chain = devtoolsLog && traceEvents ? firstScreenChain({ devtoolsLog, traceEvents, html, renderBlocking: renderBlockingTree(audits) }) : null;

  return {
    jsBeforeLcpBytes,
    scriptBytes,
    scriptCount: requests.length === 0 ? null : scripts.length,
    scripts: scripts.map((request) => ({ url: request.url, transferBytes: request.transferSize ?? 0 })),
    remoteEntries: requests.length === 0 ? null : remotes.size,
    chainDepth: chain?.depth ?? null,
    chain,
  };
}
