import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { CatalogPage } from '@atlas/contracts/catalog';
import type { Profile, SessionTokensResponse } from '@atlas/contracts/selfcare';
import type { Cart } from '@atlas/contracts/shop';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../api/src/demo-accounts';
import { API_PUBLIC_READ_TARGET, API_SIGNED_IN_READ_TARGET } from './budgets';

export interface ApiRouteToMeasure {
  /** How the route is named in the table: its contract path. */
  route: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  /** What the route must reach (issue 18): public reads 2,000 req/s, signed-in reads 1,000, p99 ≤ 20 ms. */
  target?: ApiTarget;
}

export interface ApiTarget {
  requestsPerSecond: number;
  p99Ms: number;
}

export interface ApiLatencyFigures {
  route: string;
  target?: ApiTarget;
  connections: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  /** Answers that were not 2xx, and connection errors or time-outs: a figure with either is not a latency. */
  non2xx: number;
  errors: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
}

export const API_LOAD = { connections: 10, seconds: 5 };

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * The routes a visitor and a signed-in customer call most: the catalogue list and a product, the
 * site search and the FAQ, the eligibility address suggestions, a cart created and pulled, and the
 * balances of a demo line (signed in through the real route first).
 */
export async function apiRoutesToMeasure(site: string): Promise<ApiRouteToMeasure[]> {
  const api = `${site}/api`;
  const smartphones = await json<CatalogPage>(await fetch(`${api}/v1/ms-catalog/products?family=smartphone&sort=newest`), 'the smartphone list');
  const product = smartphones.items[0];
  if (!product) throw new Error('the catalogue has no smartphone to measure');
  const cart = await json<Cart>(
    await fetch(`${api}/v1/ms-payment/cart/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'shop' }),
    }),
    'cart creation',
  );
  const tokens = await json<SessionTokensResponse>(
    await fetch(`${api}/ms-iam/v1/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: DEMO_ACCOUNTS.prepaid.username, password: DEMO_PASSWORD }),
    }),
    'the demo sign-in',
  );
  const authorization = `${tokens.tokenType} ${tokens.accessToken}`;
  const profile = await json<Profile>(await fetch(`${api}/ms-client/v1/profile`, { headers: { authorization } }), 'the profile');
  const line = profile.lines[0];
  if (!line) throw new Error('the demo account has no line');
  const publicRead = API_PUBLIC_READ_TARGET;
  return [
    { route: 'GET ms-catalog/products (smartphones)', path: '/api/v1/ms-catalog/products?family=smartphone&sort=newest', target: publicRead },
    { route: 'GET ms-catalog/product/{id}', path: `/api/v1/ms-catalog/product/${encodeURIComponent(product.id)}`, target: publicRead },
    { route: 'GET ms-content/search', path: `/api/v1/ms-content/search?language=fr&q=${encodeURIComponent('fibre optique')}`, target: publicRead },
    { route: 'GET ms-content/faq (all)', path: '/api/v1/ms-content/faq?language=ar&link=all', target: publicRead },
    { route: 'GET ms-content/blocks (home)', path: '/api/v1/ms-content/blocks?language=fr&field[type]=hp', target: publicRead },
    { route: 'GET ms-content/megamenu', path: '/api/v1/ms-content/megamenu?language=fr', target: publicRead },
    { route: 'GET ms-config/v2/app-config', path: '/api/ms-config/v2/app-config', target: publicRead },
    { route: 'GET ms-eligibility/addresses', path: `/api/v1/ms-eligibility/addresses?q=${encodeURIComponent('maarif')}` },
    { route: 'POST ms-payment/cart/create', path: '/api/v1/ms-payment/cart/create', method: 'POST', body: { kind: 'shop' } },
    { route: 'GET ms-payment/cart/pull', path: `/api/v1/ms-payment/cart/pull?cartId=${encodeURIComponent(cart.cartId)}` },
    {
      route: 'GET ms-balance/balances (signed in)',
      path: '/api/ms-balance/v1/balances',
      headers: { authorization, 'mdn-segmentation-token': `${line.tokenType} ${line.mdnSegmentationToken}` },
      target: API_SIGNED_IN_READ_TARGET,
    },
  ];
}

const run = promisify(execFile);
const autocannonCli = require.resolve('autocannon/autocannon.js');

interface AutocannonResult {
  requests: { total: number; average: number };
  latency: { p50: number; p90: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
}

/**
 * Each route under API_LOAD (10 connections for 5 s after a 1 s warm-up), one after the other.
 * autocannon runs in its own process, so the load generator never shares an event loop with an
 * API the benchmark started in-process.
 */
export async function measureApiLatency(site: string, routes: ApiRouteToMeasure[]): Promise<ApiLatencyFigures[]> {
  const figures: ApiLatencyFigures[] = [];
  for (const target of routes) {
    const headers = { accept: 'application/json', ...(target.body !== undefined ? { 'content-type': 'application/json' } : {}), ...target.headers };
    const args = [
      autocannonCli,
      '--json',
      '--connections',
      String(API_LOAD.connections),
      '--duration',
      String(API_LOAD.seconds),
      '--warmup',
      '[',
      '-c',
      '2',
      '-d',
      '1',
      ']',
      '--method',
      target.method ?? 'GET',
      ...Object.entries(headers).flatMap(([name, value]) => ['--headers', `${name}=${value}`]),
      ...(target.body !== undefined ? ['--body', JSON.stringify(target.body)] : []),
      `${site}${target.path}`,
    ];
    const { stdout } = await run(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
    // One JSON line for the warm-up, then one for the measure.
    const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as AutocannonResult;
    figures.push({
      route: target.route,
      ...(target.target ? { target: target.target } : {}),
      connections: API_LOAD.connections,
      seconds: result.duration,
      requests: result.requests.total,
      requestsPerSecond: result.requests.average,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      p50Ms: result.latency.p50,
      p90Ms: result.latency.p90,
      p99Ms: result.latency.p99,
      maxMs: result.latency.max,
    });
  }
  return figures;
}
