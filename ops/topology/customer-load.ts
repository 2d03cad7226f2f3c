/**
 * A steady load of customers through the edges, as they mix their requests: the public catalogue,
 * a signed-in customer's balances, and carts created (a write, acknowledged with its id). Bounded
 * in time and count; it counts every answer, keeps the ids of acknowledged writes, and calls any
 * answer other than the expected one a failure.
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../api/src/demo-accounts';

export interface LoadResult {
  requests: number;
  failures: { what: string; status: number | string }[];
  acknowledgedCarts: string[];
  latenciesMs: number[];
}

export interface Load {
  stop(): Promise<LoadResult>;
}

interface SignedIn {
  authorization: string;
  lineToken: string;
}

async function signIn(edge: string): Promise<SignedIn> {
  const response = await fetch(`${edge}/api/ms-iam/v1/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO_ACCOUNTS.prepaid.username, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`the demo sign-in answered ${response.status}`);
  const tokens = (await response.json()) as { tokenType: string; accessToken: string };
  const authorization = `${tokens.tokenType} ${tokens.accessToken}`;
  const profile = (await (await fetch(`${edge}/api/ms-client/v1/profile`, { headers: { authorization } })).json()) as {
    lines: { tokenType: string; mdnSegmentationToken: string }[];
  };
  const line = profile.lines[0]!;
  return { authorization, lineToken: `${line.tokenType} ${line.mdnSegmentationToken}` };
}

/**
 * A request as a browser sends it: when a kept connection turns out closed by the other side before
 * any answer (an edge reloading its configuration ends its idle connections), the browser sends the
 * request again on a new one — Chromium does so for every method, since nothing was answered.
 */
async function sendAsBrowser(url: string, init: RequestInit = {}, tries = 4): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    // Each kept connection of the pool may be one the edge is ending: the next try takes another, or a new one.
    if (tries <= 1 || (cause?.code !== 'UND_ERR_SOCKET' && cause?.code !== 'ECONNRESET')) throw error;
    return sendAsBrowser(url, init, tries - 1);
  }
}

export async function startCustomerLoad(edges: string[], concurrency: number, maxRequests = 100_000): Promise<Load> {
  const customer = await signIn(edges[0]!);
  const result: LoadResult = { requests: 0, failures: [], acknowledgedCarts: [], latenciesMs: [] };
  let running = true;
  const worker = async (index: number) => {
    for (let turn = 0; running && result.requests < maxRequests; turn += 1) {
      const edge = edges[(index + turn) % edges.length]!;
      const kind = turn % 3;
      const started = Date.now();
      const what = kind === 0 ? 'catalogue' : kind === 1 ? 'balances' : 'cart';
      try {
        const response =
          kind === 0
            ? await sendAsBrowser(`${edge}/api/v1/ms-catalog/products?family=smartphone&sort=newest`)
            : kind === 1
              ? await sendAsBrowser(`${edge}/api/ms-balance/v1/balances`, {
                  headers: { authorization: customer.authorization, 'mdn-segmentation-token': customer.lineToken },
                })
              : await sendAsBrowser(`${edge}/api/v1/ms-payment/cart/create`, {
                  method: 'POST',
                  headers: { 'content-type': 'application/json' },
                  body: JSON.stringify({ kind: 'shop' }),
                });
        const body = await response.text();
        result.requests += 1;
        result.latenciesMs.push(Date.now() - started);
        if (!response.ok) result.failures.push({ what, status: response.status });
        else if (kind === 2) result.acknowledgedCarts.push((JSON.parse(body) as { cartId: string }).cartId);
      } catch (error) {
        result.requests += 1;
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        result.failures.push({ what, status: `${(error as Error).message}${cause ? ` (${cause.code ?? ''} ${cause.message ?? ''})` : ''}` });
      }
    }
  };
  const workers = Array.from({ length: concurrency }, (_, index) => worker(index));
  return {
    async stop() {
      running = false;
      await Promise.all(workers);
      return result;
    },
  };
}
