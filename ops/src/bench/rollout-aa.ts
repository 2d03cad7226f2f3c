/**
 * The false-abort rate of whole rollouts (issue 30 item 5, the A/A check):
 * `npx tsx ops/src/bench/rollout-aa.ts [--runs 200] [--per-minute 1000]`.
 *
 * Each run rolls out a version identical to stable with the real rollout (runRollout: the default
 * steps 1 → 5 → 25 → 50 → 100, the default 10-minute hold, the real minimum sample, looks at the
 * minimum, every 4 min and at the hold's end) on a folder platform, its time compressed by a fake
 * clock: while the judge sleeps, simulated browsers send beacons — each drawn to the canary by the
 * manifest's share, with the same field whichever version (2 % of page views with an error, 0.2 %
 * with a load failure, log-normal LCP and INP) — into the real collector's aggregator
 * (TelemetryAggregator) on PGlite, which the judge reads back with the real reader
 * (telemetry-reader.ts). Prints how many runs aborted, and why.
 */
import { parseArgs } from 'node:util';
import path from 'node:path';
import fs from 'node:fs';
import { IN_MEMORY } from '../../../api/src/config';
import { openDatabase } from '../../../api/src/db/database';
import { TelemetryAggregator } from '../../../api/src/modules/telemetry/aggregator';
import { HistogramsRepository } from '../../../api/src/modules/telemetry/histograms.repository';
import type { TelemetryBeacon } from '../../../api/src/modules/telemetry/beacon';
import { seededRandom } from '../../../api/src/seeded-random';
import { telemetryOf, type Queryable } from '../health/telemetry-reader';
import { publish } from '../platform/publish';
import { runRollout, type RolloutClock } from '../platform/rollout';
import { folderPlatform } from '../platform/store/platform';
import { switchVersion } from '../platform/switch';
import { fixtureBuild, tempDir } from '../platform/test-fixtures';

const REMOTE = 'mf-demo';
const HOUR = 60 * 60_000;

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '200' }, 'per-minute': { type: 'string', default: '1000' }, seed: { type: 'string', default: '30' } },
});
const runs = Number(values.runs);
const perMinute = Number(values['per-minute']);
const random = seededRandom(Number(values.seed));

/** A standard normal draw (Box–Muller). */
const gaussian = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
const lognormal = (median: number, sigma: number) => Math.round(median * Math.exp(sigma * gaussian()));

/** One page view of a healthy remote, whichever its version. */
function beacon(version: string): TelemetryBeacon {
  const vitals: TelemetryBeacon['vitals'] = [];
  if (random() < 0.9) vitals.push({ name: 'LCP', value: lognormal(1800, 0.45), remote: REMOTE });
  if (random() < 0.6) vitals.push({ name: 'INP', value: lognormal(120, 0.6), remote: REMOTE });
  return {
    route: '/',
    language: 'fr',
    device: 'desktop',
    shell: '1.0.0',
    remotes: { [REMOTE]: version },
    vitals,
    errors: random() < 0.02 ? [{ remote: REMOTE, version, kind: 'error', count: 1 }] : [],
    failures: random() < 0.002 ? [{ remote: REMOTE, version, phase: 'entry', count: 1 }] : [],
  };
}

async function main(): Promise<void> {
  const work = tempDir('atlas-rollout-aa-');
  const handle = await openDatabase({ kind: 'pglite', dataDir: IN_MEMORY });
  await handle.prepare();
  const client = (handle.db as unknown as { $client: Queryable }).$client;
  const platform = folderPlatform(path.join(work, 'platform'));
  const build = fixtureBuild(work, { code: 'aa' });
  await publish({ platformDir: platform, remote: REMOTE, version: '1.0.0', from: build, by: 'bench' });
  await switchVersion({ platformDir: platform, remote: REMOTE, version: '1.0.0', by: 'bench', edgeUrl: null });

  let at = Date.parse('2026-12-01T00:00:00Z');
  const aggregator = new TelemetryAggregator(new HistogramsRepository(handle.db), { flushEveryMs: HOUR, maxRows: 1_000_000, now: () => new Date(at) });
  /** Time passes only while the judge sleeps, and the browsers send their beacons meanwhile (spread over that time). */
  const clock: RolloutClock = {
    now: () => at,
    async sleep(ms) {
      const record = (await platform.readManifest()).remotes[REMOTE]!;
      const share = (record.canary?.percent ?? 0) / 100;
      const count = Math.round((perMinute * ms) / 60_000);
      const start = at;
      for (let index = 0; index < count; index++) {
        at = start + Math.floor((ms * index) / count);
        aggregator.record(beacon(record.canary && random() < share ? record.canary.version : record.activeVersion!));
      }
      at = start + ms;
      await aggregator.flush();
    },
  };

  const outcomes: Record<string, number> = {};
  const reasons: Record<string, number> = {};
  const began = Date.now();
  for (let run = 1; run <= runs; run++) {
    const version = `1.0.${run}`;
    // The same bytes as stable under a new version: an A/A rollout.
    await publish({ platformDir: platform, remote: REMOTE, version, from: build, by: 'bench' });
    const state = await runRollout({ platform, telemetry: telemetryOf(client, 'bench'), remote: REMOTE, version, by: 'bench', edgeUrl: null, clock });
    outcomes[state.status] = (outcomes[state.status] ?? 0) + 1;
    if (state.status === 'aborted') {
      const abort = state.decisions.at(-1)!;
      for (const check of abort.checks ?? []) if (check.verdict === 'abort') reasons[check.metric] = (reasons[check.metric] ?? 0) + 1;
    }
    at += HOUR;
    if (run % 20 === 0) process.stdout.write(`  ${run} runs, ${JSON.stringify(outcomes)}, ${((Date.now() - began) / 1000).toFixed(0)} s\n`);
  }
  const aborted = outcomes.aborted ?? 0;
  console.log(
    `A/A rollouts: ${aborted} of ${runs} aborted (${((aborted / runs) * 100).toFixed(2)} %), outcomes ${JSON.stringify(outcomes)}, ` +
      `by metric ${JSON.stringify(reasons)}; ${perMinute} page views a minute; ${((Date.now() - began) / 1000).toFixed(0)} s`,
  );
  await aggregator.close();
  await handle.close();
  fs.rmSync(work, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
