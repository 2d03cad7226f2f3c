/**
 * npm run bench: the frontend figures of architecture §5, from the builds and a running site.
 *   - gzip size of the shell's initial JavaScript (the scripts index.html loads), and of each
 *     remote's remoteEntry.js and first route chunk (the sync chunks of its routes module);
 *   - Lighthouse (mobile) performance and accessibility of the home page and of the signed-in
 *     dashboard (a demo account signs in first), with LCP, TBT and CLS;
 *   - API latency (p50, p90, p99) and throughput of the routes customers call most, under load.
 * Prints tables and writes .bench/latest.json. `--no-lighthouse`, `--no-api` and `--no-ocr` skip a part.
 * Over-budget figures are flagged; `--strict` makes them fail the command.
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../platform/paths';
import { remoteWorkspaces } from '../platform/workspaces';
import { API_ERROR_RATE_BUDGET, API_P99_BUDGET_MS, LIGHTHOUSE_BUDGETS, sizeBudget } from './budgets';
import { remoteSizes, shellSizes, type SizeFigure } from './bundle-sizes';
import { DEMO_ACCOUNTS } from '../../../api/src/demo-accounts';
import { API_LOAD, apiRoutesToMeasure, measureApiLatency, type ApiLatencyFigures } from './api-latency';
import { runLighthouse, type LighthouseFigures, type PageToMeasure } from './lighthouse';
import { siteToMeasure } from './site';
import { measureIdentification } from './identification';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd()).join('\n');
}

function sizeRows(figures: SizeFigure[]): { rows: string[][]; over: string[] } {
  const over: string[] = [];
  const rows = [['part', 'measure', 'files', 'raw', 'gzip', 'budget', '']];
  for (const figure of figures) {
    const budget = sizeBudget(figure.measure);
    const isOver = budget !== null && figure.gzipBytes > budget;
    if (isOver) over.push(`${figure.part} ${figure.measure}`);
    rows.push([figure.part, figure.measure, String(figure.files.length), kb(figure.bytes), kb(figure.gzipBytes), budget ? kb(budget) : '', isOver ? 'OVER' : '']);
  }
  return { rows, over };
}

function lighthouseRows(figures: LighthouseFigures[]): { rows: string[][]; over: string[] } {
  const score = (value: number | null) => (value === null ? 'n/a' : String(Math.round(value * 100)));
  const over: string[] = [];
  const rows = [['page', 'performance', 'accessibility', 'LCP', 'TBT', 'CLS']];
  for (const figure of figures) {
    if ((figure.performance ?? 0) < LIGHTHOUSE_BUDGETS.performance) over.push(`Lighthouse performance (${figure.page})`);
    if ((figure.accessibility ?? 0) < LIGHTHOUSE_BUDGETS.accessibility) over.push(`Lighthouse accessibility (${figure.page})`);
    rows.push([
      `${figure.page} (${figure.formFactor})`,
      `${score(figure.performance)} (≥ ${LIGHTHOUSE_BUDGETS.performance * 100})`,
      `${score(figure.accessibility)} (≥ ${LIGHTHOUSE_BUDGETS.accessibility * 100})`,
      figure.lcpMs === null ? 'n/a' : `${(figure.lcpMs / 1000).toFixed(2)} s`,
      figure.tbtMs === null ? 'n/a' : `${Math.round(figure.tbtMs)} ms`,
      figure.cls === null ? 'n/a' : figure.cls.toFixed(3),
    ]);
  }
  return { rows, over };
}

function apiRows(figures: ApiLatencyFigures[]): { rows: string[][]; over: string[] } {
  const ms = (value: number) => `${value} ms`;
  const over: string[] = [];
  const rows = [['route', 'req/s', 'p50', 'p90', 'p99', 'max', 'not 2xx', 'errors']];
  for (const figure of figures) {
    if (figure.p99Ms > API_P99_BUDGET_MS || figure.non2xx > 0 || figure.errors > figure.requests * API_ERROR_RATE_BUDGET) over.push(`API ${figure.route}`);
    rows.push([
      figure.route,
      String(Math.round(figure.requestsPerSecond)),
      ms(figure.p50Ms),
      ms(figure.p90Ms),
      `${ms(figure.p99Ms)} (≤ ${API_P99_BUDGET_MS})`,
      ms(figure.maxMs),
      String(figure.non2xx),
      String(figure.errors),
    ]);
  }
  return { rows, over };
}

/** The pages of architecture §5: the home page, and the dashboard of a signed-in demo customer. */
function pagesToMeasure(site: string): PageToMeasure[] {
  const account = DEMO_ACCOUNTS.prepaid;
  return [
    { page: 'home', url: `${site}/` },
    {
      page: 'dashboard',
      url: `${site}/espace-client/dashboard`,
      prepare: async (page) => {
        await page.goto(`${site}/espace-client/login`);
        await page.locator('input[name="username"]').fill(account.username);
        await page.locator('input[name="password"]').fill(account.password);
        // Enter submits the form: the cookie banner may cover its button in a small window.
        await page.keyboard.press('Enter');
        await page.waitForFunction(() => window.location.pathname.endsWith('/espace-client/dashboard'), { timeout: 60_000, polling: 250 });
      },
    },
  ];
}

async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  const log = (line: string) => console.log(line);
  const missing: string[] = [];
  const measure = (part: string, figures: () => SizeFigure[]): SizeFigure[] => {
    try {
      return figures();
    } catch (error) {
      missing.push(`${part}: ${(error as Error).message}`);
      return [];
    }
  };
  const sizes = [
    ...measure('shell', () => shellSizes(path.join(repoRoot, 'shell/dist'))),
    ...remoteWorkspaces().flatMap((remote) => measure(remote.name, () => remoteSizes(remote))),
  ];
  const sized = sizeRows(sizes);
  log('\nBundle sizes (gzip -9), from the builds\n');
  log(table(sized.rows));
  for (const line of missing) log(`not measured: ${line}`);

  let lighthouse: LighthouseFigures[] | null = null;
  let lighthouseOver: string[] = [];
  let api: ApiLatencyFigures[] | null = null;
  let apiOver: string[] = [];
  if (!args.has('--no-lighthouse') || !args.has('--no-api')) {
    const site = await siteToMeasure(log);
    try {
      if (!args.has('--no-lighthouse')) {
        log(`\nLighthouse 13 on ${site.url} (mobile, Chromium ${process.env.CHROME_PATH ?? '/usr/bin/chromium'})\n`);
        lighthouse = await runLighthouse(pagesToMeasure(site.url));
        const measured = lighthouseRows(lighthouse);
        lighthouseOver = measured.over;
        log(table(measured.rows));
      }
      if (!args.has('--no-api')) {
        log(`\nAPI latency on ${site.url} (autocannon, ${API_LOAD.connections} connections, ${API_LOAD.seconds} s a route)\n`);
        api = await measureApiLatency(site.url, await apiRoutesToMeasure(site.url));
        const measured = apiRows(api);
        apiOver = measured.over;
        log(table(measured.rows));
      }
    } finally {
      await site.close();
    }
  }

  let identification: Awaited<ReturnType<typeof measureIdentification>> | null = null;
  if (!args.has('--no-ocr')) {
    log('\nIdentity-document OCR on the synthetic set (tesseract.js, offline)\n');
    identification = await measureIdentification(log);
  }

  const over = [...sized.over, ...lighthouseOver, ...apiOver];
  const output = path.join(repoRoot, '.bench/latest.json');
  fs.mkdirSync(path.dirname(output), { recursive: true });
  fs.writeFileSync(output, `${JSON.stringify({ measuredAt: new Date().toISOString(), sizes, notMeasured: missing, lighthouse, api, identification: identification && { ...identification, outcomes: identification.outcomes.filter((outcome) => !outcome.complete) }, overBudget: over }, null, 2)}\n`);
  const verdict = over.length ? `over budget: ${over.join(', ')}` : 'every figure measured is within its budget';
  log(`\n${verdict}${missing.length ? ` (${missing.length} not measured)` : ''}; written to ${path.relative(repoRoot, output)}`);
  if ((over.length || missing.length) && args.has('--strict')) process.exit(1);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
