/**
 * The operations tool: npm run ops -- <command>. Works only on the platform folder (manifest,
 * audit trail, published copies); it never rebuilds anything.
 * Exit codes: 0 done, 1 refused (reason on stderr), 2 usage, 3 a rollout aborted by its judge.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { healthReport, parseDuration } from './health/health';
import { JUDGE, type Minimums } from './health/judge';
import { openTelemetry } from './health/telemetry-reader';
import { bootstrapPlatform } from './platform/bootstrap';
import { setCanary, setOverridePolicy } from './platform/canary';
import { defaultOperator, platformUrl, shellDir } from './platform/paths';
import { remoteRecord } from './platform/manifest-store';
import { publish } from './platform/publish';
import { Refusal, UsageError } from './platform/refusal';
import { describeAudit, describeManifest } from './platform/report';
import { DEFAULT_HOLD_MS, defaultPollMs, describeRollout, runRollout, stopRollout } from './platform/rollout';
import { mirrorPlatform } from './platform/store/edge-mirror';
import { openPlatform } from './platform/store/open-platform';
import type { Platform } from './platform/store/platform';
import { rollback, switchVersion } from './platform/switch';
import { remoteWorkspace } from './platform/workspaces';

const USAGE = `usage: npm run ops -- <command>
  list [remote] [--json]                       versions, active, last good, canary, history
  publish <remote> [--version V] [--from DIR]  copy a build into the platform as a new version (does not activate);
                                               V defaults to DIR's name when it is a version, else the package version;
                                               DIR defaults to <remote>/dist/<V>
  switch <remote> <version>                    make a published version live (refused unless it loads)
  rollback <remote>                            back to the version live before the current one
  audit [remote] [--json]                      who changed what, when, from → to
  canary <remote> <version> <percent>          send a sticky share of browsers to a candidate version
  canary <remote> off                          stop the canary
  override-policy <remote> allow|deny          may a browser pin another version for testing
  health <remote> [--window 30m]               per version over the window: page views, errors per page view, load
                                               failures by phase, p75 LCP/INP/CLS, beside the stable version
  rollout <remote> <version> [--steps 1,5,25,50,100] [--hold 10m]
                                               ramp a canary through the steps, judged against stable at each step's
                                               minimum sample, every 4 min, and at its hold's end:
                                               abort = canary off (audited), past the last step = switched in
  rollout --resume <remote>                    resume the remote's running rollout (the same command resumes too)
  rollout-status <remote> [--json]             the rollout's state: step, its start, every decision and its figures
  rollout-stop <remote>                        end a running rollout by hand: canary off, state stopped
  operator-add <login>                         an operator account for the operations page (/operations); the password
                                               from OPERATOR_PASSWORD or standard input, 12 characters at least
  bootstrap                                    publish every remote workspace's build and make it live where it is not
  edge-mirror <folder>                         keep an edge's folder equal to the shared store (runs until stopped)
  topology start|stop|status|run               the production-like topology (nginx, 2 API replicas, PostgreSQL)
options: --by NAME (audit trail; default $OPS_USER or the OS user)
environment: PLATFORM_DIR (default <repo>/.platform), PLATFORM_DATABASE_URL (the shared store in PostgreSQL, with
             PLATFORM_CONTENT: a folder or s3://bucket/prefix for the published files), PLATFORM_URL (default http://localhost:8080; off skips HTTP checks),
             SHELL_DIR (the live shell's build when the edge does not answer; default <repo>/shell/dist),
             DATABASE_URL or PGLITE_DATA_DIR (the API's telemetry; default <repo>/.data/pglite, read from a copy),
             ROLLOUT_TIME_SCALE (divides every hold and poll: 60 makes a 10m hold 10 s, for tests)`;

type Options = { version?: string; from?: string; by?: string; json?: boolean; window?: string; steps?: string; hold?: string; resume?: boolean };

function parse(argv: string[]): { command: string | undefined; args: string[]; options: Options } {
  try {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        version: { type: 'string' },
        from: { type: 'string' },
        by: { type: 'string' },
        json: { type: 'boolean' },
        window: { type: 'string' },
        steps: { type: 'string' },
        hold: { type: 'string' },
        resume: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    if (values.help) return { command: 'help', args: [], options: {} };
    const [command, ...args] = positionals;
    return { command, args, options: values };
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function expectArgs(args: string[], min: number, max: number, shape: string): void {
  if (args.length < min || args.length > max) throw new UsageError(`expected: ${shape}`);
}

function duration(text: string): number {
  try {
    return parseDuration(text);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** ROLLOUT_TIME_SCALE: every hold and poll divided by it (a test's compressed time). */
function timeScale(): number {
  const scale = Number(process.env.ROLLOUT_TIME_SCALE ?? '1');
  if (!Number.isFinite(scale) || scale <= 0) throw new UsageError(`ROLLOUT_TIME_SCALE is a positive number (got ${process.env.ROLLOUT_TIME_SCALE})`);
  return scale;
}

/**
 * ROLLOUT_TEST_MINIMUMS=<page views>/<vital samples>: a smaller minimum sample per arm, for tests
 * only (a journey's few real browsers); the rollout's state and audit say it was used.
 */
function testMinimums(): Minimums | undefined {
  const text = process.env.ROLLOUT_TEST_MINIMUMS?.trim();
  if (!text) return undefined;
  const match = /^(\d+)\/(\d+)$/.exec(text);
  if (!match) throw new UsageError(`ROLLOUT_TEST_MINIMUMS is <page views>/<vital samples>, such as 30/10 (got ${text})`);
  return { pageViews: Number(match[1]), vitalSamples: Number(match[2]) };
}

const out = (text: string) => process.stdout.write(`${text}\n`);
const notes = (lines: string[]) => lines.forEach((line) => out(`  ${line}`));

async function run(argv: string[]): Promise<void> {
  const { command, args, options } = parse(argv);
  if (command === 'topology') {
    expectArgs(args, 1, 1, 'topology start|stop|status|run');
    const { runTopologyCommand } = await import('../topology/native');
    await runTopologyCommand(args[0] as string);
    return;
  }
  if (command === 'operator-add') {
    expectArgs(args, 1, 1, 'operator-add <login> (password on standard input or in OPERATOR_PASSWORD)');
    const { operatorAdd, passwordFrom } = await import('./operators/operator-add');
    out(await operatorAdd(args[0] as string, await passwordFrom(process.env, process.stdin), options.by ?? defaultOperator()));
    return;
  }
  if (command === 'help' || command === undefined) {
    if (command === undefined) throw new UsageError('no command');
    out(USAGE);
    return;
  }
  const dir = await openPlatform();
  try {
    await operate(dir, command, args, options);
  } finally {
    await dir.close();
  }
}

async function operate(dir: Platform, command: string, args: string[], options: Options): Promise<void> {
  const by = options.by ?? defaultOperator();
  switch (command) {
    case 'list': {
      expectArgs(args, 0, 1, 'list [remote]');
      const manifest = await dir.readManifest();
      out(options.json ? JSON.stringify(args[0] ? (manifest.remotes[args[0]] ?? null) : manifest, null, 2) : describeManifest(manifest, args[0]));
      return;
    }
    case 'publish': {
      expectArgs(args, 1, 1, 'publish <remote> [--version V] [--from DIR] [--by NAME]');
      const remote = args[0] as string;
      const workspace = remoteWorkspace(remote);
      // A build folder is named after its version (<remote>/dist/<version>); else the package version.
      const folderVersion = options.from && /^\d+\.\d+\.\d+/.test(path.basename(options.from)) ? path.basename(options.from) : undefined;
      const version = options.version ?? folderVersion ?? workspace?.version;
      if (!version) throw new UsageError(`${remote} is not a workspace of this repository: give --version and --from`);
      const from = options.from ? path.resolve(options.from) : workspace ? path.join(workspace.dir, 'dist', version) : undefined;
      if (!from) throw new UsageError('give --from DIR');
      const result = await publish({ platformDir: dir, remote, version, from, by });
      out(
        result.outcome === 'published'
          ? `published ${remote} ${version} (${result.version.contentHash.slice(0, 15)}…); it is not live: npm run ops -- switch ${remote} ${version}`
          : `${remote} ${version} is already published with this content: nothing to do`,
      );
      return;
    }
    case 'switch': {
      expectArgs(args, 2, 2, 'switch <remote> <version> [--by NAME]');
      const [remote, version] = args as [string, string];
      const result = await switchVersion({ platformDir: dir, remote, version, by, edgeUrl: platformUrl(), shellDir: shellDir() });
      out(result.outcome === 'switched' ? `${remote}: ${result.from ?? 'none'} → ${result.to}` : `${remote} ${version} is already active: nothing to do`);
      notes(result.notes);
      return;
    }
    case 'rollback': {
      expectArgs(args, 1, 1, 'rollback <remote> [--by NAME]');
      const result = await rollback({ platformDir: dir, remote: args[0] as string, by, edgeUrl: platformUrl(), shellDir: shellDir() });
      out(`${args[0]} rolled back: ${result.from ?? 'none'} → ${result.to}`);
      notes(result.notes);
      return;
    }
    case 'audit': {
      expectArgs(args, 0, 1, 'audit [remote]');
      const entries = await dir.readAudit(args[0]);
      out(options.json ? JSON.stringify(entries, null, 2) : describeAudit(entries));
      return;
    }
    case 'canary': {
      expectArgs(args, 2, 3, 'canary <remote> <version> <percent> | canary <remote> off');
      const [remote, version, percent] = args as [string, string, string | undefined];
      if (version === 'off' && percent === undefined) {
        await setCanary({ platformDir: dir, remote, canary: null, by, edgeUrl: platformUrl(), shellDir: shellDir() });
        out(`${remote}: canary off`);
        return;
      }
      if (percent === undefined || !/^\d+(\.\d+)?%?$/.test(percent)) throw new UsageError('the canary share is a number, such as 10');
      const share = Number.parseFloat(percent);
      notes(await setCanary({ platformDir: dir, remote, canary: { version, percent: share }, by, edgeUrl: platformUrl(), shellDir: shellDir() }));
      out(`${remote}: canary ${version} for ${share}% of browsers`);
      return;
    }
    case 'override-policy': {
      expectArgs(args, 2, 2, 'override-policy <remote> allow|deny');
      const [remote, policy] = args as [string, string];
      if (policy !== 'allow' && policy !== 'deny') throw new UsageError('override-policy takes allow or deny');
      await setOverridePolicy({ platformDir: dir, remote, allow: policy === 'allow', by });
      out(`${remote}: per-browser version overrides ${policy === 'allow' ? 'allowed' : 'denied'}`);
      return;
    }
    case 'health': {
      expectArgs(args, 1, 1, 'health <remote> [--window 30m]');
      const remote = args[0] as string;
      const record = remoteRecord(await dir.readManifest(), remote);
      const until = new Date();
      const since = new Date(until.getTime() - duration(options.window ?? '30m'));
      const telemetry = await openTelemetry();
      try {
        const versions = await telemetry.versions(remote, since, until);
        if (options.json) {
          out(JSON.stringify(Object.fromEntries(versions), null, 2));
          return;
        }
        out(healthReport(record, versions, { since, until }));
        const rollout = await dir.readRollout(remote);
        if (rollout?.status === 'running') out(`\n${describeRollout(rollout, remote)}`);
      } finally {
        await telemetry.close();
      }
      return;
    }
    case 'rollout': {
      const resume = options.resume === true;
      expectArgs(args, 1, resume ? 1 : 2, 'rollout <remote> <version> [--steps 1,5,25,50,100] [--hold 10m] | rollout --resume <remote>');
      const [remote, version] = args as [string, string | undefined];
      const scale = timeScale();
      const steps = options.steps ? options.steps.split(',').map((step) => Number.parseFloat(step.replace(/%$/, ''))) : undefined;
      const holdMs = options.hold ? Math.max(1, Math.round(duration(options.hold) / scale)) : Math.round(DEFAULT_HOLD_MS / scale);
      const telemetry = await openTelemetry();
      const stop = new AbortController();
      // Ctrl-C leaves the rollout running in the store (the canary where it is): resume it later.
      const interrupt = () => {
        out('stopping the judge; the rollout stays where it is: npm run ops -- rollout --resume ' + remote);
        stop.abort();
      };
      process.once('SIGINT', interrupt);
      process.once('SIGTERM', interrupt);
      try {
        const state = await runRollout({
          platform: dir,
          telemetry,
          remote,
          ...(version ? { version } : {}),
          ...(steps ? { steps } : {}),
          holdMs,
          lookIntervalMs: Math.max(1, Math.round(JUDGE.lookIntervalMs / scale)),
          ...(testMinimums() ? { minimums: testMinimums() } : {}),
          by,
          edgeUrl: platformUrl(),
          shellDir: shellDir(),
          pollMs: Math.max(50, Math.round(defaultPollMs(holdMs * scale) / scale)),
          log: (line) => out(`${new Date().toISOString()} ${line}`),
          signal: stop.signal,
        });
        out(describeRollout(state, remote));
        if (state.status === 'aborted') process.exitCode = 3;
      } finally {
        process.off('SIGINT', interrupt);
        process.off('SIGTERM', interrupt);
        await telemetry.close();
      }
      return;
    }
    case 'rollout-status': {
      expectArgs(args, 1, 1, 'rollout-status <remote>');
      const state = await dir.readRollout(args[0] as string);
      out(options.json ? JSON.stringify(state, null, 2) : describeRollout(state, args[0] as string));
      return;
    }
    case 'rollout-stop': {
      expectArgs(args, 1, 1, 'rollout-stop <remote>');
      out(
        describeRollout(await stopRollout({ platform: dir, remote: args[0] as string, by, edgeUrl: platformUrl(), shellDir: shellDir() }), args[0] as string),
      );
      return;
    }
    case 'bootstrap': {
      expectArgs(args, 0, 0, 'bootstrap [--by NAME]');
      await bootstrapPlatform({ platformDir: dir, by: options.by ?? process.env.OPS_USER ?? 'bootstrap', log: out });
      return;
    }
    case 'edge-mirror': {
      expectArgs(args, 1, 1, 'edge-mirror <folder>');
      const folder = path.resolve(args[0] as string);
      const stop = await mirrorPlatform(dir, folder, ({ updatedAt, copied }) =>
        out(`${new Date().toISOString()} mirrored the manifest of ${updatedAt}${copied.length ? `; copied ${copied.join(', ')}` : ''}`),
      );
      out(`mirroring ${dir.description} into ${folder}`);
      await new Promise<void>((resolve) => {
        process.once('SIGTERM', () => resolve());
        process.once('SIGINT', () => resolve());
      });
      await stop();
      return;
    }
    default:
      throw new UsageError(`unknown command ${command}`);
  }
}

run(process.argv.slice(2)).then(
  () => process.exit(typeof process.exitCode === 'number' ? process.exitCode : 0),
  (error: unknown) => {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n\n${USAGE}\n`);
      process.exit(2);
    }
    if (error instanceof Refusal) {
      process.stderr.write(`refused: ${error.message}\n`);
      process.exit(1);
    }
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
