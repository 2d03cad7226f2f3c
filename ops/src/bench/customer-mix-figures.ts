/**
 * The pure parts of the customer-mix load test (customer-mix.ts): the mix as customers make it,
 * spread into the script every connection follows, and the figures of what was measured.
 */

export type Flow = 'public' | 'signin' | 'balances' | 'recharge' | 'invoice';

export const FLOWS: readonly Flow[] = ['public', 'signin', 'balances', 'recharge', 'invoice'];

/**
 * What customers do, in actions out of 20 (a public read is one request; a recharge or an invoice
 * payment is a flow of several): 60 % public reads (the catalogue, a product, the home page's
 * content blocks, the megamenu), 10 % sign-ins, 20 % balances of a signed-in customer, 5 %
 * recharges and 5 % invoice payments by card.
 */
export const CUSTOMER_MIX: Readonly<Record<Flow, number>> = { public: 12, signin: 2, balances: 4, recharge: 1, invoice: 1 };

/**
 * The actions of one cycle in the order a connection makes them: each flow `weight` times, spread
 * (smooth weighted round-robin), so a connection never makes a flow's actions in one burst.
 */
export function customerScript(weights: Readonly<Record<Flow, number>> = CUSTOMER_MIX): Flow[] {
  const flows = FLOWS.filter((flow) => (weights[flow] ?? 0) > 0);
  for (const flow of flows) {
    if (!Number.isInteger(weights[flow]) || weights[flow] < 0) throw new Error(`the weight of ${flow} must be a whole number, got ${weights[flow]}`);
  }
  const total = flows.reduce((sum, flow) => sum + weights[flow], 0);
  const current = new Map(flows.map((flow) => [flow, 0]));
  const script: Flow[] = [];
  for (let turn = 0; turn < total; turn += 1) {
    let best: Flow | null = null;
    for (const flow of flows) {
      const value = current.get(flow)! + weights[flow];
      current.set(flow, value);
      if (best === null || value > current.get(best)!) best = flow;
    }
    current.set(best!, current.get(best!)! - total);
    script.push(best!);
  }
  return script;
}

/** `public=12,signin=0,…`: the flows named change their weight, the others keep the customers' mix. */
export function parseMix(text: string | undefined): Record<Flow, number> {
  const mix = { ...CUSTOMER_MIX };
  for (const part of (text ?? '').split(',').filter(Boolean)) {
    const [name, value] = part.split('=');
    if (!FLOWS.includes(name as Flow) || !/^\d+$/.test(value ?? '')) throw new Error(`--mix takes flow=weight among ${FLOWS.join(', ')}, got "${part}"`);
    mix[name as Flow] = Number(value);
  }
  if (FLOWS.every((flow) => mix[flow] === 0)) throw new Error('--mix leaves no flow to load');
  return mix;
}

/** The p-th percentile (0–100) of sorted values, nearest rank; 0 for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** One answer as the load saw it: its flow, its time and whether it was the expected one. */
export interface Sample {
  flow: Flow;
  ms: number;
  ok: boolean;
}

export interface FlowFigures {
  flow: Flow | 'all';
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than the one the step expects (a 4xx, a 5xx, a card page sent elsewhere). */
  failed: number;
}

/** Per flow and overall: requests, throughput over `seconds`, p50 and p99, the failed answers. */
export function summarise(samples: readonly Sample[], seconds: number): FlowFigures[] {
  const of = (flow: Flow | 'all', chosen: readonly Sample[]): FlowFigures => {
    const sorted = chosen.map((sample) => sample.ms).sort((a, b) => a - b);
    return {
      flow,
      requests: chosen.length,
      requestsPerSecond: seconds > 0 ? Math.round((chosen.length / seconds) * 10) / 10 : 0,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      failed: chosen.filter((sample) => !sample.ok).length,
    };
  };
  return [
    ...FLOWS.map((flow) =>
      of(
        flow,
        samples.filter((sample) => sample.flow === flow),
      ),
    ),
    of('all', samples),
  ];
}

/** The figures of one replica count, as the table prints them. */
export interface RunFigures {
  replicas: number;
  edges: number;
  connections: number;
  seconds: number;
  flows: FlowFigures[];
  /** Connection errors and time-outs (autocannon's), which no flow can be told of. */
  errors: number;
  /** CPU seconds each API replica used during the measure, over its length: cores. */
  apiCores: number[];
  /** The cores the other parts used during the measure: both nginx edges, PgBouncer, PostgreSQL, the load's own process. */
  otherCores: { edges: number; pgbouncer: number; postgres: number; loader: number };
  /** The whole machine's busy share of its cores during the measure (0–1). */
  machineBusy: number;
  /** The most PostgreSQL connections of the API's database seen during the measure. */
  peakPostgresConnections: number;
  /** The machine's 1-minute load average when the measure started (the machine is shared). */
  loadAverage: number;
}

/** Requests the replicas answered per second of one core: the figure that sizes pods, whatever else the machine ran. */
export function requestsPerApiCore(run: Pick<RunFigures, 'flows' | 'apiCores'>): number {
  const cores = run.apiCores.reduce((sum, value) => sum + value, 0);
  const all = run.flows.find((flow) => flow.flow === 'all');
  return cores > 0 && all ? Math.round(all.requestsPerSecond / cores) : 0;
}

const ms = (value: number) => `${Math.round(value * 10) / 10}`;

/** A Markdown table: one row per replica count and flow. */
export function figuresTable(runs: readonly RunFigures[]): string {
  const rows = [
    [
      'replicas',
      'flow',
      'requests',
      'req/s',
      'p50 ms',
      'p99 ms',
      'failed',
      'errors',
      'API cores',
      'req/s per API core',
      'edges + PgBouncer + PG + load cores',
      'machine busy (load avg)',
      'PG conns',
    ],
    ...runs.flatMap((run) =>
      run.flows.map((flow) => {
        const all = flow.flow === 'all';
        return [
          all ? `**${run.replicas}**` : String(run.replicas),
          all ? '**all**' : flow.flow,
          String(flow.requests),
          all ? `**${flow.requestsPerSecond}**` : String(flow.requestsPerSecond),
          ms(flow.p50Ms),
          ms(flow.p99Ms),
          String(flow.failed),
          all ? String(run.errors) : '',
          all ? run.apiCores.map((cores) => cores.toFixed(2)).join(' + ') : '',
          all ? String(requestsPerApiCore(run)) : '',
          all
            ? [run.otherCores.edges, run.otherCores.pgbouncer, run.otherCores.postgres, run.otherCores.loader].map((cores) => cores.toFixed(2)).join(' + ')
            : '',
          all ? `${Math.round(run.machineBusy * 100)} % (${run.loadAverage.toFixed(1)})` : '',
          all ? String(run.peakPostgresConnections) : '',
        ];
      }),
    ),
  ];
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(rows[0]!), line(rows[0]!.map(() => '---')), ...rows.slice(1).map(line)].join('\n');
}
