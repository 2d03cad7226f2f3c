/**
 * The request chain the first screen waits for (issue 18: "the request chain after the HTML is at
 * most two deep for everything the first screen needs"), from one Lighthouse run's plain data.
 *
 * Chain depth: the most requests in a row, after the HTML (the HTML itself not counted), that the
 * largest contentful paint (LCP) waited for, where each request was started by the one before it
 * (its initiator: the HTML parser of a document or stylesheet, or the script on top of the
 * initiator's stack, as Chrome reports it). "What the first screen needs" is:
 *   - the render-blocking requests: Lighthouse's network dependency tree
 *     (`network-dependency-tree-insight`, which holds the document and the critical, non-preloaded
 *     stylesheets, scripts and fonts below it);
 *   - the LCP element's own resource (its image), with the chain of initiators that led to it:
 *     an image the HTML names or preloads is 1 deep, document → script → fetch → image is 3;
 *   - when the LCP element is not in the HTML the server sent (it was drawn by script), every script
 *     and every fetch (XHR, fetch, preloaded JSON) that had finished before the element was drawn
 *     counts as on its chain: before its image was requested, the image then one request below the
 *     deepest of them; or before it painted, when it has no image or the HTML itself named or
 *     preloaded the image. That is an upper bound: the trace does not say which scripts drew it.
 * The element is "in the HTML" when the document's body has an element of the same tag, id and
 * class (as the trace names it, e.g. `IMG class='a b'`) and, for an image, naming its URL. With no
 * HTML to look at, the element counts as drawn by script. The trace names the element that painted
 * first; the shell replaces the server's markup with its own equal tree (createRoot), so an equal
 * element counts as the server's, and one whose classes differ from the server's markup was drawn
 * by the browser's render (the server's element had not painted before it was replaced).
 * Times are the observed ones (the trace and the DevTools log share Chrome's monotonic clock).
 */

/** One message of Lighthouse's DevtoolsLog artifact (the Chrome DevTools protocol). */
export interface DevtoolsMessage {
  method: string;
  params?: Record<string, unknown>;
}

/** One event of Lighthouse's Trace artifact (`traceEvents`). */
export interface TraceEvent {
  name: string;
  ts: number;
  pid?: number;
  args?: { data?: Record<string, unknown> };
}

/** A request of the network dependency tree (`network-tree` details), keyed by request id. */
export interface NetworkTreeNode {
  url: string;
  children?: Record<string, NetworkTreeNode>;
}

export interface FirstScreenChainInput {
  devtoolsLog: DevtoolsMessage[];
  traceEvents: TraceEvent[];
  /** Lighthouse's MainDocumentContent: the HTML as the server sent it. */
  html?: string;
  /** The `chains` of `network-dependency-tree-insight`; its roots are the document. */
  renderBlocking?: Record<string, NetworkTreeNode>;
}

export interface FirstScreenChain {
  /** Requests in a row after the HTML on the longest chain the first screen waited for. */
  depth: number;
  /** That chain's URLs, the first request after the HTML first. */
  requests: string[];
  /** The LCP element as the trace names it (`IMG class='…'`, `P`), and whether the HTML had it. */
  lcpElement: string;
  drawnBy: 'server' | 'script';
}

interface Initiator {
  type?: string;
  url?: string;
  stack?: Stack;
}
interface Stack {
  callFrames?: Array<{ url?: string }>;
  parent?: Stack;
}

interface Request {
  id: string;
  url: string;
  resourceType: string;
  mimeType: string;
  initiator: Initiator;
  startMs: number;
  endMs: number | null;
  /** The hop that redirected to this one. */
  redirectedFrom?: Request;
}

/** The requests of the log, a redirect being a request of its own. */
function requestsOf(log: DevtoolsMessage[]): Request[] {
  const requests: Request[] = [];
  const latest = new Map<string, Request>();
  for (const { method, params = {} } of log) {
    const id = params.requestId as string | undefined;
    if (!id) continue;
    const at = ((params.timestamp as number | undefined) ?? 0) * 1000;
    if (method === 'Network.requestWillBeSent') {
      const previous = params.redirectResponse ? latest.get(id) : undefined;
      if (previous) previous.endMs = at;
      const request: Request = {
        id,
        url: (params.request as { url: string }).url,
        resourceType: (params.type as string | undefined) ?? 'Other',
        mimeType: '',
        initiator: (params.initiator as Initiator | undefined) ?? {},
        startMs: at,
        endMs: null,
        redirectedFrom: previous,
      };
      requests.push(request);
      latest.set(id, request);
      continue;
    }
    const request = latest.get(id);
    if (!request) continue;
    if (method === 'Network.responseReceived') {
      request.mimeType = (params.response as { mimeType?: string } | undefined)?.mimeType ?? '';
      request.resourceType = (params.type as string | undefined) ?? request.resourceType;
    }
    if (method === 'Network.responseReceived' || method === 'Network.loadingFinished' || method === 'Network.loadingFailed') {
      request.endMs = Math.max(request.endMs ?? 0, at);
    }
  }
  return requests;
}

/** The URL of what started a request, as Lighthouse reads it: the parser's document or stylesheet, else the script on top of the stack. */
function initiatorUrl(initiator: Initiator): string | undefined {
  if (initiator.url) return initiator.url;
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames?.find((callFrame) => callFrame.url);
    if (frame) return frame.url;
  }
  return undefined;
}

/** Each request's chain after the HTML (itself last); the document's is empty. */
function chainsOf(requests: Request[], documentRequest: Request): Map<Request, Request[]> {
  const chains = new Map<Request, Request[]>([[documentRequest, []]]);
  const byUrl = new Map<string, Request[]>();
  for (const request of requests) byUrl.set(request.url, [...(byUrl.get(request.url) ?? []), request]);

  const parentOf = (request: Request): Request | undefined => {
    if (request.redirectedFrom) return request.redirectedFrom;
    const url = initiatorUrl(request.initiator);
    const candidates = (url ? (byUrl.get(url) ?? []) : []).filter((candidate) => candidate !== request && candidate.startMs <= request.startMs);
    // A parser-started request comes from a document when one has that URL (an inline script's
    // stack names its document too).
    return candidates.find((candidate) => candidate.resourceType === 'Document') ?? candidates.at(-1);
  };
  const chainOf = (request: Request, seen = new Set<Request>()): Request[] => {
    const known = chains.get(request);
    if (known) return known;
    const parent = seen.has(request) ? undefined : parentOf(request);
    seen.add(request);
    // A request with no initiator to follow was started by the browser for the page: one hop.
    const chain = [...(parent ? chainOf(parent, seen) : []), request];
    chains.set(request, chain);
    return chain;
  };
  for (const request of requests) chainOf(request);
  return chains;
}

interface LargestPaint {
  ms: number;
  element: string;
  imageUrl?: string;
}

/** The navigation's last LCP candidate, with its image's URL when it is one. */
function largestPaint(events: TraceEvent[], navigationId: string): LargestPaint | null {
  const candidates = events.filter((event) => event.name === 'largestContentfulPaint::Candidate' && event.args?.data?.navigationId === navigationId);
  const last = candidates.sort((a, b) => a.ts - b.ts).at(-1);
  if (!last) return null;
  const nodeId = last.args?.data?.nodeId;
  const image = events.find((event) => event.name === 'LargestImagePaint::Candidate' && event.pid === last.pid && event.args?.data?.DOMNodeId === nodeId);
  return {
    ms: last.ts / 1000,
    element: String(last.args?.data?.nodeName ?? ''),
    imageUrl: image?.args?.data?.imageUrl as string | undefined,
  };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;');

/** Whether the HTML's body has the element (tag, id, classes as the trace names it), naming the image's URL if it is one. */
export function isInHtml(html: string, element: string, imageUrl: string | undefined, documentUrl: string): boolean {
  const [, tag, attributes = ''] = /^(\w+)(.*)$/.exec(element.trim()) ?? [];
  if (!tag) return false;
  const wanted = (name: string) => new RegExp(`\\b${name}='([^']*)'`).exec(attributes)?.[1];
  const words = (value: string | undefined) => (value ?? '').split(/\s+/).filter(Boolean).sort().join(' ');
  const id = wanted('id');
  const classes = words(wanted('class'));
  const body = html.slice(Math.max(0, html.search(/<body[\s>]/i)));
  const image = imageUrl ? new URL(imageUrl, documentUrl) : undefined;
  const names = image ? [image.href, `${image.pathname}${image.search}`].flatMap((url) => [url, escapeHtml(url)]) : [];
  return [...body.matchAll(new RegExp(`<${tag}(?=[\\s/>])[^>]*>`, 'gi'))].some(([opening]) => {
    const attribute = (name: string) =>
      new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
        .exec(opening)
        ?.slice(1)
        .find((value) => value !== undefined);
    if (id !== undefined && attribute('id') !== id) return false;
    if (words(attribute('class')) !== classes) return false;
    return names.length === 0 || names.some((name) => opening.includes(name));
  });
}

function deepestTreePath(nodes: Record<string, NetworkTreeNode> | undefined): string[] {
  let deepest: string[] = [];
  for (const node of Object.values(nodes ?? {})) {
    const path = [node.url, ...deepestTreePath(node.children)];
    if (path.length > deepest.length) deepest = path;
  }
  return deepest;
}

const isScriptOrData = (request: Request) => ['Script', 'Fetch', 'XHR'].includes(request.resourceType) || /javascript|json/.test(request.mimeType);

/** The first screen's longest request chain after the HTML; null when the run has no navigation or no LCP. */
export function firstScreenChain({ devtoolsLog, traceEvents, html, renderBlocking }: FirstScreenChainInput): FirstScreenChain | null {
  const requests = requestsOf(devtoolsLog);
  const documentRequest = requests.find((request) => request.resourceType === 'Document');
  if (!documentRequest) return null;
  const lcp = largestPaint(traceEvents, documentRequest.id);
  if (!lcp) return null;
  const chains = chainsOf(requests, documentRequest);
  const chain = (request: Request) => chains.get(request) ?? [];

  const lcpRequest = lcp.imageUrl ? requests.find((request) => request.url === lcp.imageUrl && request.startMs <= lcp.ms) : undefined;
  const drawnBy = html !== undefined && isInHtml(html, lcp.element, lcp.imageUrl, documentRequest.url) ? 'server' : 'script';

  let lcpChain = lcpRequest ? chain(lcpRequest) : [];
  if (drawnBy === 'script') {
    // An image the HTML itself names or preloads may be fetched before its element exists: the
    // element waited for what finished before it painted. Any other image was requested once
    // the element was drawn, so it comes after what finished before its request.
    const namedByHtml = lcpRequest?.initiator.type === 'parser' && initiatorUrl(lcpRequest.initiator) === documentRequest.url;
    const drawnBefore = lcpRequest && !namedByHtml ? lcpRequest.startMs : lcp.ms;
    const ranBefore = requests
      .filter((request) => request !== lcpRequest && isScriptOrData(request) && request.endMs !== null && request.endMs <= drawnBefore)
      .map(chain)
      .reduce<Request[]>((longest, candidate) => (candidate.length > longest.length ? candidate : longest), []);
    const elementChain = lcpRequest && !namedByHtml ? [...ranBefore, lcpRequest] : ranBefore;
    if (elementChain.length > lcpChain.length) lcpChain = elementChain;
  }

  const blocking = deepestTreePath(renderBlocking).slice(1);
  const longest = blocking.length > lcpChain.length ? blocking : lcpChain.map((request) => request.url);
  return { depth: longest.length, requests: longest, lcpElement: lcp.element, drawnBy };
}
