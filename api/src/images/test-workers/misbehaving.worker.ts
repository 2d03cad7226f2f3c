/** A child for the isolated worker's tests: it answers, hangs, eats memory, aborts or throws on demand. */
import { serveJobs } from '../isolated-worker';

export type MisbehavingJob = { do: 'echo'; value: string } | { do: 'hang' } | { do: 'allocate'; upToBytes: number } | { do: 'abort' } | { do: 'throw' };

const kept: Buffer[] = [];

serveJobs(async (job: MisbehavingJob) => {
  switch (job.do) {
    case 'echo':
      return { value: job.value, pid: process.pid };
    case 'hang':
      return new Promise(() => undefined);
    case 'allocate': {
      // Touched memory, in one go, as a decoder's buffers would be.
      for (let total = 0; total < job.upToBytes; total += 16 * 1024 * 1024) kept.push(Buffer.alloc(16 * 1024 * 1024, 1));
      return { allocated: kept.length };
    }
    case 'abort':
      return process.abort();
    case 'throw':
      throw new Error('This image cannot be decoded');
  }
});
