/**
 * The load of customer-mix.ts, in its own process (the API replicas, nginx and PostgreSQL never
 * share an event loop or a core's time slice with it more than the machine makes them): one
 * autocannon instance whose connections are spread over the edges, each connection following the
 * customers' script (customer-mix-figures.ts) — a public read, a sign-in, balances, and the flows
 * of several requests chained by the connection's context: a recharge (the line's recharges, a
 * recharge cart, its item, the card payment started, the test card submitted on the gateway's
 * page) and an invoice payment (the signed-in customer's invoice cart, its card payment, the card
 * submitted). Every answer is timed and checked against what its step expects.
 *
 *   node --import tsx ops/src/bench/customer-mix-load.ts <config.json>   prints the figures (JSON)
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { customerScript, summarise, type Flow, type Sample } from './customer-mix-figures';

export interface SignedInLine {
  authorization: string;
  /** The line's `mdn-segmentation-token` header. */
  lineToken: string;
  mdn: string;
}

export interface LoadConfig {
  edges: string[];
  /** Each flow's actions in one cycle of a connection's script (CUSTOMER_MIX by default). */
  mix: Record<Flow, number>;
  connections: number;
  warmupSeconds: number;
  seconds: number;
  productId: string;
  /** Sign-ins: demo accounts and their password. */
  accounts: Array<{ username: string; password: string }>;
  /** Balances: lines of customers signed in before the load. */
  sessions: SignedInLine[];
  /** Invoice payments: signed-in lines and an unpaid invoice of each. */
  invoices: Array<SignedInLine & { billNo: string }>;
  /** Recharges: prepaid lines, recharged in turn. */
  rechargeLines: string[];
  /**
   * How many recharges of each line the accepted test card pays (10 Dh each, under the 2,000 Dh
   * monthly maximum with room for those under way); the ones after are declined, so the line's
   * maximum never refuses a payment start.
   */
  acceptedPerLine: number;
}

export interface LoadOutput {
  seconds: number;
  samples: number;
  flows: ReturnType<typeof summarise>;
  errors: number;
  /** The first failed answers of each flow, to tell why. */
  failures: Array<{ flow: Flow; step: string; status: number; body: string }>;
}

const ACCEPTED_CARD = '4111 1111 1111 1111';
const DECLINED_CARD = '4000 0000 0000 0002';
const RECHARGE = { productId: 'recharge-10', dirhams: 10 };

interface Built {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

type Context = Record<string, unknown>;

interface Step {
  flow: Flow;
  name: string;
  build(context: Context): Built;
  /** Whether the answer is the expected one; may keep what the next step needs in the context. */
  check(status: number, body: string, context: Context, headers: Record<string, string | string[]>): boolean;
}

const json = (value: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) });
const parse = (body: string): Record<string, unknown> => {
  try {
    return JSON.parse(body) as Record<string, unknown>;
  } catch {
    return {};
  }
};
const header = (headers: Record<string, string | string[]>, name: string): string => {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  const value = key ? headers[key] : undefined;
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
};
const ok2xx = (status: number) => status >= 200 && status < 300;
const pathOf = (url: unknown) => (typeof url === 'string' ? new URL(url, 'http://edge').pathname : '/api/v1/payment-gateway/pay/missing');
const cardForm = (number: string) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ holder: 'Nadia Berrada', expiry: '12/34', cvv: '123', number }).toString(),
});

/** Round-robin over a list, shared by every connection. */
function turns<T>(items: readonly T[]): () => T {
  if (items.length === 0) throw new Error('nothing to take turns over');
  let next = 0;
  return () => items[next++ % items.length]!;
}

function steps(config: LoadConfig): Record<Flow, () => Step[]> {
  const publicReads = turns([
    '/api/v1/ms-catalog/products?family=smartphone&sort=newest',
    `/api/v1/ms-catalog/product/${encodeURIComponent(config.productId)}`,
    '/api/v1/ms-content/blocks?language=fr&field[type]=hp',
    '/api/v1/ms-content/megamenu?language=fr',
  ]);
  const account = turns(config.accounts);
  const session = turns(config.sessions);
  const invoice = turns(config.invoices);
  const rechargeLine = turns(config.rechargeLines);
  const accepted = new Map<string, number>();
  return {
    public: () => [{ flow: 'public', name: 'read', build: () => ({ path: publicReads() }), check: (status) => status === 200 }],
    signin: () => [
      {
        flow: 'signin',
        name: 'signin',
        build: () => ({ method: 'POST', path: '/api/ms-iam/v1/signin', ...json(account()) }),
        check: (status, body) => status === 200 && typeof parse(body).accessToken === 'string',
      },
    ],
    balances: () => [
      {
        flow: 'balances',
        name: 'balances',
        build: () => {
          const line = session();
          return { path: '/api/ms-balance/v1/balances', headers: { authorization: line.authorization, 'mdn-segmentation-token': line.lineToken } };
        },
        check: (status) => status === 200,
      },
    ],
    recharge: () => [
      {
        flow: 'recharge',
        name: 'recharge products',
        build: (context) => {
          const mdn = rechargeLine();
          const paid = accepted.get(mdn) ?? 0;
          const accept = paid < config.acceptedPerLine;
          if (accept) accepted.set(mdn, paid + 1);
          context.recharge = { mdn, card: accept ? ACCEPTED_CARD : DECLINED_CARD };
          return { path: `/api/v1/ms-catalog/recharge/${mdn}?gzip_controle=true` };
        },
        check: (status) => status === 200,
      },
      {
        flow: 'recharge',
        name: 'cart/create',
        build: () => ({ method: 'POST', path: '/api/v1/ms-payment/cart/create', ...json({ kind: 'recharge' }) }),
        check: (status, body, context) => {
          (context.recharge as Context).cartId = parse(body).cartId;
          return ok2xx(status);
        },
      },
      {
        flow: 'recharge',
        name: 'cart/add',
        build: (context) => {
          const recharge = context.recharge as Context;
          return {
            method: 'POST',
            path: '/api/v1/ms-payment/cart/add',
            ...json({ cartId: recharge.cartId ?? 'missing', productType: 'recharge', productId: RECHARGE.productId, options: { mdn: recharge.mdn } }),
          };
        },
        check: (status) => status === 200,
      },
      {
        flow: 'recharge',
        name: 'payment/cb',
        build: (context) => {
          const { headers, body } = json({ returnUrl: '/recharges/paiement' });
          const cartId = String((context.recharge as Context).cartId ?? 'missing');
          return { method: 'POST', path: `/api/v1/ms-ecom/cart/${cartId}/payment/cb`, headers: { ...headers, 'idempotency-key': randomUUID() }, body };
        },
        check: (status, body, context) => {
          (context.recharge as Context).redirectUrl = parse(body).redirectUrl;
          return status === 201;
        },
      },
      {
        flow: 'recharge',
        name: 'gateway card',
        build: (context) => {
          const recharge = context.recharge as Context;
          return { method: 'POST', path: pathOf(recharge.redirectUrl), ...cardForm(String(recharge.card)) };
        },
        check: (status, _body, context, headers) =>
          status === 303 && header(headers, 'location').includes((context.recharge as Context).card === ACCEPTED_CARD ? '/ok?' : '/echoue?'),
      },
    ],
    invoice: () => [
      {
        flow: 'invoice',
        name: 'invoices/cart',
        build: (context) => {
          const line = invoice();
          context.invoice = { line };
          const { headers, body } = json({ billNos: [line.billNo] });
          return {
            method: 'POST',
            path: '/api/v1/ms-billing/invoices/cart',
            headers: { ...headers, authorization: line.authorization, 'mdn-segmentation-token': line.lineToken },
            body,
          };
        },
        check: (status, body, context) => {
          (context.invoice as Context).cartId = parse(body).cartId;
          return status === 201;
        },
      },
      {
        flow: 'invoice',
        name: 'payment/cb',
        build: (context) => {
          const { line, cartId } = context.invoice as { line: SignedInLine; cartId?: string };
          const { headers, body } = json({ returnUrl: '/paiement-facture/paiement' });
          return {
            method: 'POST',
            path: `/api/v1/ms-ecom/cart/${cartId ?? 'missing'}/payment/cb`,
            headers: { ...headers, 'idempotency-key': randomUUID(), authorization: line.authorization, 'mdn-segmentation-token': line.lineToken },
            body,
          };
        },
        check: (status, body, context) => {
          (context.invoice as Context).redirectUrl = parse(body).redirectUrl;
          return status === 201;
        },
      },
      {
        flow: 'invoice',
        // Declined: the invoices stay payable, so the flow can be repeated for the whole measure.
        name: 'gateway card',
        build: (context) => ({ method: 'POST', path: pathOf((context.invoice as Context).redirectUrl), ...cardForm(DECLINED_CARD) }),
        check: (status, _body, _context, headers) => status === 303 && header(headers, 'location').includes('/echoue?'),
      },
    ],
  };
}

interface AutocannonRequest {
  method: string;
  path: string;
  setupRequest: (request: Record<string, unknown>, context: Context) => Record<string, unknown>;
  onResponse: (status: number, body: string, context: Context, headers: Record<string, string | string[]>) => void;
}

interface AutocannonInstance {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
  on(event: 'reqError', listener: (error: Error) => void): void;
}

type Autocannon = (
  options: { url: string[]; connections: number; duration: number; requests: AutocannonRequest[]; timeout: number },
  done: (error: Error | null, result: { errors: number; timeouts: number }) => void,
) => AutocannonInstance;

export async function runLoad(config: LoadConfig): Promise<LoadOutput> {
  // autocannon has no types of its own; what is used of it is typed above.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const autocannon = require('autocannon') as Autocannon;
  const flows = steps(config);
  const script = customerScript(config.mix).flatMap((flow) => flows[flow]());
  const samples: Sample[] = [];
  const failures: LoadOutput['failures'] = [];
  let last: { step: Step; ok: boolean } | null = null;
  let measuring = false;
  let errors = 0;
  const requests: AutocannonRequest[] = script.map((step) => ({
    method: 'GET',
    path: '/',
    setupRequest: (request, context) => {
      const built = step.build(context);
      return {
        ...request,
        method: built.method ?? 'GET',
        path: built.path,
        headers: { ...(request.headers as object), ...built.headers },
        body: built.body ?? '',
      };
    },
    onResponse: (status, body, context, headers) => {
      const ok = step.check(status, body, context, headers);
      last = { step, ok };
      if (!ok && measuring && failures.filter((failure) => failure.flow === step.flow).length < 3) {
        failures.push({ flow: step.flow, step: step.name, status, body: body.slice(0, 300) });
      }
    },
  }));
  const duration = config.warmupSeconds + config.seconds;
  const warmupTimer = setTimeout(() => {
    measuring = true;
  }, config.warmupSeconds * 1000);
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon({ url: config.edges, connections: config.connections, duration, requests, timeout: 20 }, (error) =>
      error ? reject(error) : resolve(),
    );
    // autocannon emits `response` right after the request's onResponse, on the same turn: `last` is that answer's.
    instance.on('response', (_client, _status, _bytes, ms) => {
      const answer = last as { step: Step; ok: boolean } | null;
      if (measuring && answer) samples.push({ flow: answer.step.flow, ms, ok: answer.ok });
      last = null;
    });
    instance.on('reqError', () => {
      if (measuring) errors += 1;
    });
  });
  clearTimeout(warmupTimer);
  return { seconds: config.seconds, samples: samples.length, flows: summarise(samples, config.seconds), errors, failures };
}

if (require.main === module) {
  const config = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as LoadConfig;
  runLoad(config).then(
    (output) => {
      process.stdout.write(`${JSON.stringify(output)}\n`);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.stack : error);
      process.exit(1);
    },
  );
}
