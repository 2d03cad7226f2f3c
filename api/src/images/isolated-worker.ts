/**
 * Work that may cost far more than its input (decoding and reading an image) run in a child
 * process of its own, one job at a time: its memory is watched (resident size, every 20 ms) and its
 * time bounded; over either, or if it dies (a native crash, the kernel's OOM killer), the child is
 * killed and only that job fails — the API's process, which also serves the site, goes on. The next
 * job starts a new child. A child process rather than a worker thread: a thread's resourceLimits
 * bound its JavaScript heap only, while decoders (libvips through sharp, tesseract's WebAssembly)
 * allocate outside it, and a native abort in a thread ends the whole process.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';

/** A new child's time to load its code at most (tsx compiles it on a cold start). */
const STARTUP_TIMEOUT_MS = 60_000;

export type WorkerFailure = 'timeout' | 'memory' | 'stopped' | 'busy';

/** The child was stopped or refused the job: the reason says why (never the job's own error). */
export class IsolatedWorkerFailed extends Error {
  constructor(
    readonly reason: WorkerFailure,
    message: string,
  ) {
    super(message);
    this.name = 'IsolatedWorkerFailed';
  }
}

/** The job itself failed in the child (it threw): the child goes on. */
export class IsolatedJobFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IsolatedJobFailed';
  }
}

export interface IsolatedWorkerOptions {
  /** The child's script (a .ts file run with tsx, calling serveJobs). */
  script: string;
  /** Resident memory of the child at most (bytes): over it, the child is killed. */
  maxRssBytes: number;
  /** One job's time at most (ms), queueing not counted. */
  timeoutMs: number;
  /** Jobs waiting beyond the running one at most: more are refused ('busy'). */
  maxQueue: number;
  /** The child's JavaScript heap at most (MB). */
  maxHeapMb?: number;
}

interface Pending {
  job: unknown;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** The resident memory of a process (bytes), from Linux's /proc; null where there is none. */
export async function residentBytes(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

export class IsolatedWorker<Job, Result> {
  private child: ChildProcess | null = null;
  private readonly queue: Pending[] = [];
  private running: (Pending & { id: number }) | null = null;
  private nextId = 1;
  private closed = false;
  /** The highest resident size seen of a child (bytes). */
  peakRssBytes = 0;

  constructor(private readonly options: IsolatedWorkerOptions) {}

  /** The running child's process id (for the tests and the logs), or null. */
  get pid(): number | null {
    return this.child?.pid ?? null;
  }

  /** Whether a job is running (handed to a child, or waiting for a new one to be ready). */
  get busy(): boolean {
    return this.running !== null;
  }

  run(job: Job): Promise<Result> {
    if (this.closed) return Promise.reject(new IsolatedWorkerFailed('stopped', 'The worker is closed'));
    if (this.running && this.queue.length >= this.options.maxQueue) {
      return Promise.reject(new IsolatedWorkerFailed('busy', 'Too many jobs are waiting'));
    }
    return new Promise<Result>((resolve, reject) => {
      this.queue.push({ job, resolve: resolve as (value: unknown) => void, reject });
      this.startNext();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new IsolatedWorkerFailed('stopped', 'The worker is closed'));
    this.kill();
  }

  private spawn(): ChildProcess {
    const child = fork(this.options.script, [], {
      execArgv: ['--import', 'tsx', `--max-old-space-size=${this.options.maxHeapMb ?? 512}`],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let ready = () => undefined as void;
    this.readiness.set(child, new Promise<void>((resolve) => (ready = resolve)));
    child.on('message', (message: { id: number; result?: unknown; error?: string; ready?: true }) => {
      if (message.ready) return ready();
      const running = this.running;
      if (!running || message.id !== running.id) return;
      this.finish();
      if (message.error !== undefined) running.reject(new IsolatedJobFailed(message.error));
      else running.resolve(message.result);
    });
    child.on('exit', () => {
      // A child killed on purpose is gone already: its job has failed, another may be running.
      if (this.child !== child) return;
      this.child = null;
      this.fail('stopped', 'The reader stopped');
    });
    child.on('error', () => undefined);
    return child;
  }

  private watch: { timer: NodeJS.Timeout; deadline: NodeJS.Timeout } | null = null;
  /** Each child's readiness: it says so once its code is loaded. */
  private readonly readiness = new WeakMap<ChildProcess, Promise<void>>();

  private startNext() {
    if (this.running || this.closed) return;
    const next = this.queue.shift();
    if (!next) return;
    const id = this.nextId++;
    this.running = { ...next, id };
    const child = (this.child ??= this.spawn());
    const timer = setInterval(() => {
      if (!child.pid) return;
      void residentBytes(child.pid).then((bytes) => {
        if (bytes === null || this.running?.id !== id) return;
        this.peakRssBytes = Math.max(this.peakRssBytes, bytes);
        if (bytes > this.options.maxRssBytes) this.fail('memory', 'The reading needed more memory than allowed', true);
      });
    }, 20);
    // The job's time counts from when the child is ready (a new child first loads its code).
    const deadline = setTimeout(() => this.fail('stopped', 'The reader did not start', true), STARTUP_TIMEOUT_MS);
    this.watch = { timer, deadline };
    void this.readiness.get(child)!.then(() => {
      if (this.running?.id !== id || !this.watch) return;
      clearTimeout(this.watch.deadline);
      this.watch.deadline = setTimeout(() => this.fail('timeout', 'The reading took longer than allowed', true), this.options.timeoutMs);
      child.send({ id, job: next.job });
    });
  }

  private finish() {
    if (this.watch) {
      clearInterval(this.watch.timer);
      clearTimeout(this.watch.deadline);
      this.watch = null;
    }
    this.running = null;
    setImmediate(() => this.startNext());
  }

  /** The running job fails for `reason`; with `kill`, its child goes too (the next job starts another). */
  private fail(reason: WorkerFailure, message: string, kill = false) {
    const running = this.running;
    if (kill) this.kill();
    if (!running) return;
    this.finish();
    running.reject(new IsolatedWorkerFailed(reason, message));
  }

  private kill() {
    const child = this.child;
    this.child = null;
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

/**
 * The child's side: answers each job the parent sends with `handle`'s result, or its error's
 * message (the child goes on).
 */
export function serveJobs<Job, Result>(handle: (job: Job) => Promise<Result>): void {
  process.on('message', (message: { id: number; job: Job }) => {
    handle(message.job).then(
      (result) => process.send?.({ id: message.id, result }),
      (error: unknown) => process.send?.({ id: message.id, error: error instanceof Error ? error.message : String(error) }),
    );
  });
  // The parent gone, the child has no one to answer.
  process.on('disconnect', () => process.exit(0));
  process.send?.({ ready: true });
}
