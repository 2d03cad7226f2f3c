import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startOperatorApi } from '../edge/operator-api';
import { publishedRemotes } from '../edge/remote-folders';
import { createEdge } from '../edge/server';
import { bootstrapPlatform } from '../platform/bootstrap';
import { repoRoot } from '../platform/paths';
import { freePort } from '../../topology/processes';

export interface MeasuredSite {
  url: string;
  /** Whether the benchmark started the site itself (and so stops it). */
  started: boolean;
  close: () => Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/platform-manifest.json`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/**
 * The site to run Lighthouse on: the one already running (BENCH_URL, else PLATFORM_URL, else
 * http://localhost:8080), or else the edge started here on a free port, on the current builds,
 * with a throwaway platform folder and an in-memory database, so nothing of the developer's
 * platform or data is touched.
 */
export async function siteToMeasure(log: (line: string) => void): Promise<MeasuredSite> {
  const running = (process.env.BENCH_URL ?? process.env.PLATFORM_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
  if (await answers(running)) return { url: running, started: false, close: async () => undefined };

  log(`nothing answers at ${running}: starting the edge on the current builds`);
  const platformDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-bench-platform-'));
  await bootstrapPlatform({ platformDir, log: () => undefined, by: 'npm run bench' });
  const api = await startOperatorApi({ dataDir: 'memory://' });
  const edge = await createEdge({ shellDir: path.join(repoRoot, 'shell/dist'), remotes: publishedRemotes(platformDir), api });
  const port = await freePort();
  await edge.listen({ port, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${port}`,
    started: true,
    close: async () => {
      await edge.close();
      fs.rmSync(platformDir, { recursive: true, force: true });
    },
  };
}
