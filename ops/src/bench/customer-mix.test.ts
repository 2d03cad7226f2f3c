import {
  CUSTOMER_MIX,
  customerScript,
  figuresTable,
  parseMix,
  percentile,
  requestsPerApiCore,
  summarise,
  type RunFigures,
  type Sample,
} from './customer-mix-figures';

describe('customerScript', () => {
  it('makes each flow as often as the mix says: 60 % public reads, 10 % sign-ins, 20 % balances, 5 % recharges, 5 % invoice payments', () => {
    const script = customerScript();
    expect(script).toHaveLength(20);
    const count = (flow: string) => script.filter((entry) => entry === flow).length;
    expect({ public: count('public'), signin: count('signin'), balances: count('balances'), recharge: count('recharge'), invoice: count('invoice') }).toEqual(
      CUSTOMER_MIX,
    );
  });

  it('spreads a flow over the cycle instead of making its actions in one burst', () => {
    const script = customerScript({ public: 2, signin: 0, balances: 2, recharge: 0, invoice: 0 });
    expect(script).toEqual(['public', 'balances', 'public', 'balances']);
    const mixed = customerScript();
    for (let index = 1; index < mixed.length; index += 1) {
      // A sign-in, a balances read or a payment never follows one of its own kind.
      if (mixed[index] !== 'public') expect(mixed[index]).not.toBe(mixed[index - 1]);
    }
  });

  it('refuses a weight that is not a whole number', () => {
    expect(() => customerScript({ ...CUSTOMER_MIX, signin: 1.5 })).toThrow('whole number');
  });

  it('reads --mix over the customers’ mix, and refuses an unknown flow or an empty mix', () => {
    expect(parseMix('')).toEqual(CUSTOMER_MIX);
    expect(parseMix('signin=0,public=15')).toEqual({ ...CUSTOMER_MIX, signin: 0, public: 15 });
    expect(() => parseMix('logout=1')).toThrow('flow=weight');
    expect(() => parseMix('public=x')).toThrow('flow=weight');
    expect(() => parseMix('public=0,signin=0,balances=0,recharge=0,invoice=0')).toThrow('no flow');
  });
});

describe('the figures', () => {
  it('takes percentiles by nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBe(0);
  });

  it('summarises each flow and all of them: throughput over the measure, p50, p99, the failed answers', () => {
    const samples: Sample[] = [
      ...Array.from({ length: 8 }, (_, index): Sample => ({ flow: 'public', ms: index + 1, ok: true })),
      { flow: 'signin', ms: 100, ok: true },
      { flow: 'signin', ms: 300, ok: false },
    ];
    const figures = summarise(samples, 2);
    expect(figures.find((flow) => flow.flow === 'public')).toEqual({ flow: 'public', requests: 8, requestsPerSecond: 4, p50Ms: 4, p99Ms: 8, failed: 0 });
    expect(figures.find((flow) => flow.flow === 'signin')).toMatchObject({ requests: 2, p50Ms: 100, p99Ms: 300, failed: 1 });
    expect(figures.find((flow) => flow.flow === 'invoice')).toMatchObject({ requests: 0, requestsPerSecond: 0, failed: 0 });
    expect(figures.at(-1)).toMatchObject({ flow: 'all', requests: 10, requestsPerSecond: 5, failed: 1, p99Ms: 300 });
  });

  it('sizes by the requests the replicas answer per core, and prints one table row per flow', () => {
    const run: RunFigures = {
      replicas: 2,
      edges: 2,
      connections: 24,
      seconds: 2,
      flows: summarise([{ flow: 'public', ms: 1, ok: true }], 2).map((flow) => (flow.flow === 'all' ? { ...flow, requestsPerSecond: 300 } : flow)),
      errors: 0,
      apiCores: [0.5, 0.7],
      otherCores: { edges: 0.1, pgbouncer: 0.02, postgres: 0.3, loader: 0.25 },
      machineBusy: 0.97,
      peakPostgresConnections: 8,
      loadAverage: 3.2,
    };
    expect(requestsPerApiCore(run)).toBe(250);
    const table = figuresTable([run]).split('\n');
    expect(table).toHaveLength(2 + 6);
    expect(table.at(-1)).toBe('| **2** | **all** | 1 | **300** | 1 | 1 | 0 | 0 | 0.50 + 0.70 | 250 | 0.10 + 0.02 + 0.30 + 0.25 | 97 % (3.2) | 8 |');
  });
});
