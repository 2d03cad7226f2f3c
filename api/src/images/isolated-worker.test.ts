import path from 'node:path';
import { IsolatedJobFailed, IsolatedWorker, IsolatedWorkerFailed, type WorkerFailure } from './isolated-worker';
import type { MisbehavingJob } from './test-workers/misbehaving.worker';

const MAX_RSS = 256 * 1024 * 1024;
const TIMEOUT_MS = 8000;

describe('IsolatedWorker: a job that misbehaves costs only that job', () => {
  let worker: IsolatedWorker<MisbehavingJob, { value?: string; pid?: number }>;
  beforeEach(() => {
    worker = new IsolatedWorker({
      script: path.join(__dirname, 'test-workers/misbehaving.worker.ts'),
      maxRssBytes: MAX_RSS,
      timeoutMs: TIMEOUT_MS,
      maxQueue: 1,
    });
  });
  afterEach(() => worker.close());

  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => 'answered',
      (error: unknown) => (error instanceof IsolatedWorkerFailed ? error.reason : error instanceof IsolatedJobFailed ? 'job failed' : String(error)),
    );
  const echo = async () => (await worker.run({ do: 'echo', value: 'next' })).value;

  it.each<[string, MisbehavingJob, WorkerFailure]>([
    ['runs past its time', { do: 'hang' }, 'timeout'],
    // Up to 2 GB, touched at once: the watch stops it near its bound.
    ['eats memory', { do: 'allocate', upToBytes: 2 * 1024 * 1024 * 1024 }, 'memory'],
    ['dies (a native abort)', { do: 'abort' }, 'stopped'],
  ])(
    'a job that %s fails alone, and the next job is answered',
    async (_, job, reason) => {
      expect(await echo()).toBe('next');
      const started = Date.now();
      expect(await failure(worker.run(job))).toBe(reason);
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
      expect(await echo()).toBe('next');
    },
    20_000,
  );

  it('keeps the memory of a child under its bound (the watch looks every 20 ms)', async () => {
    await failure(worker.run({ do: 'allocate', upToBytes: 2 * 1024 * 1024 * 1024 }));
    expect(worker.peakRssBytes).toBeGreaterThan(0);
    // Seen at most one watch interval past the bound.
    expect(worker.peakRssBytes).toBeLessThan(MAX_RSS + 200 * 1024 * 1024);
  }, 40_000);

  it("a job's own error fails that job and keeps its child", async () => {
    const { pid } = await worker.run({ do: 'echo', value: 'first' });
    expect(await failure(worker.run({ do: 'throw' }))).toBe('job failed');
    expect((await worker.run({ do: 'echo', value: 'again' })).pid).toBe(pid);
  }, 40_000);

  it('runs one job at a time, keeps a bounded queue and refuses beyond it', async () => {
    const running = failure(worker.run({ do: 'hang' }));
    const waiting = worker.run({ do: 'echo', value: 'waited' });
    expect(await failure(worker.run({ do: 'echo', value: 'refused' }))).toBe('busy');
    expect(await running).toBe('timeout');
    expect((await waiting).value).toBe('waited');
  }, 40_000);
});
