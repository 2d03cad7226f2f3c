/**
 * npm run bench: the frontend figures of architecture §5, from the builds and a running site.
 *   - gzip size of the shell's initial JavaScript (the scripts index.html loads), and of each
 *     remote's remoteEntry.js and first route chunk (the sync chunks of its routes module);
 *   - Lighthouse (mobile) performance and accessibility of the home page and of the signed-in
 *     dashboard (a demo account signs in first), with LCP, TBT and CLS, the JavaScript before the
 *     LCP, the remote entries and the first screen's request chain (first-screen-chain.ts);
 *   - what each page's first-visit script holds, library by library (script-contents.ts: the
 *     scripts Lighthouse saw fetched, read in the builds with their source maps);
 *   - the lab INP of the main taps (issue 34; main-taps.ts), Chromium at 4× CPU slowdown;
 *   - API latency (p50, p90, p99) and throughput of the routes customers call most, under load;
 *   - the field telemetry (issue 30): its script's gzip size on a first visit and that none of it is
 *     fetched before the largest paint (real Chromium, telemetry-script.ts), and the collector's
 *     beacons/s and the customers' p99 alone and under 2,000 beacons/s (telemetry-collector.ts).
 * The load test of the scale-out topology (the customers' mix, 1–3 API replicas) is `npm run bench:load`
 * (customer-mix.ts). Prints tables and writes .bench/latest.json. `--no-lighthouse`, `--no-taps`, `--no-api`,
 * `--no-telemetry`, `--no-collector` and `--no-ocr` skip a part.
 * Over-budget figures are flagged; `--strict` makes them fail the command.
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../platform/paths';
import { remoteWorkspaces } from '../platform/workspaces';
import { API_ERROR_RATE_BUDGET, API_P99_BUDGET_MS, FIRST_SCREEN_TARGETS, LAB_INP_TARGET_MS, LIGHTHOUSE_RUNS, sizeBudget } from './budgets';
import { remoteSizes, shellSizes, type SizeFigure } from './bundle-sizes';
import { DEMO_ACCOUNTS } from '../../../api/src/demo-accounts';
import { API_LOAD, apiRoutesToMeasure, measureApiLatency, type ApiLatencyFigures } from './api-latency';
import { runLighthouse, type LighthouseFigures, type PageToMeasure } from './lighthouse';
import { siteToMeasure } from './site';
import { measureIdentification } from './identification';
import { missedOcrTargets } from './ocr-targets';
import { collectorLines, measureTelemetryCollector, type CollectorFigures } from './telemetry-collector';
import { measureTelemetryScript, telemetryScriptLines, type TelemetryScriptFigures } from './telemetry-script';
import { LAB_INP_RUNS, measureLabInp, type LabInpFigure } from './lab-inp';
import { CPU_SLOWDOWN } from './main-taps';
import { contentsLines, scriptContents, type BuiltPart, type ScriptContents } from './script-contents';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function sizeRows(figures: SizeFigure[]): { rows: string[][]; over: string[] } {
  const over: string[] = [];
  const rows = [['part', 'measure', 'files', 'raw', 'gzip', 'budget', '']];
  for (const figure of figures) {
    const budget = sizeBudget(figure.measure);
    const isOver = budget !== null && figure.gzipBytes > budget;
    if (isOver) over.push(`${figure.part} ${figure.measure}`);
    rows.push([
      figure.part,
      figure.measure,
      String(figure.files.length),
      kb(figure.bytes),
      kb(figure.gzipBytes),
      budget ? kb(budget) : '',
      isOver ? 'OVER' : '',
    ]);
  }
  return { rows, over };
}

/** Each page's medians beside its targets; a missed target is named in `over`. */
function lighthouseRows(figures: LighthouseFigures[]): { rows: string[][]; over: string[] } {
  const score = (value: number | null) => (value === null ? 'n/a' : String(Math.round(value * 100)));
  const over: string[] = [];
  const rows = [['page', 'performance', 'accessibility', 'LCP', 'TBT', 'CLS', 'TTI', 'JS before LCP', 'script (first visit)', 'remote entries', 'chain depth']];
  const at = (value: number | null, limit: number | null | undefined, higherIsBetter = false) =>
    value === null || limit === null || limit === undefined ? null : higherIsBetter ? value >= limit : value <= limit;
  for (const figure of figures) {
    const target = FIRST_SCREEN_TARGETS[figure.page];
    const cell = (measure: string, text: string, within: boolean | null, targetText: string) => {
      if (within === false) over.push(`${figure.page}: ${measure}`);
      return `${text} (${targetText})${within === false ? ' MISSED' : ''}`;
    };
    rows.push([
      `${figure.page} (${figure.formFactor})`,
      cell('performance', score(figure.performance), at(figure.performance, target?.performance, true), `≥ ${score(target?.performance ?? null)}`),
      cell('accessibility', score(figure.accessibility), at(figure.accessibility, target?.accessibility, true), `≥ ${score(target?.accessibility ?? null)}`),
      cell(
        'LCP',
        figure.lcpMs === null ? 'n/a' : `${(figure.lcpMs / 1000).toFixed(2)} s`,
        at(figure.lcpMs, target?.lcpMs),
        `≤ ${((target?.lcpMs ?? 0) / 1000).toFixed(1)} s`,
      ),
      cell('TBT', figure.tbtMs === null ? 'n/a' : `${Math.round(figure.tbtMs)} ms`, at(figure.tbtMs, target?.tbtMs), `≤ ${target?.tbtMs ?? '?'} ms`),
      cell('CLS', figure.cls === null ? 'n/a' : figure.cls.toFixed(3), at(figure.cls, target?.cls), `≤ ${target?.cls ?? '?'}`),
      cell(
        'TTI',
        figure.ttiMs === null ? 'n/a' : `${(figure.ttiMs / 1000).toFixed(2)} s`,
        at(figure.ttiMs, target?.ttiMs),
        `≤ ${((target?.ttiMs ?? 0) / 1000).toFixed(1)} s`,
      ),
      cell(
        'JS before LCP',
        figure.jsBeforeLcpBytes === null ? 'n/a' : kb(figure.jsBeforeLcpBytes),
        at(figure.jsBeforeLcpBytes, target?.jsBeforeLcpBytes),
        `≤ ${kb(target?.jsBeforeLcpBytes ?? 0)}`,
      ),
      cell(
        'script (first visit)',
        figure.scriptBytes === null ? 'n/a' : `${kb(figure.scriptBytes)} in ${figure.scriptCount}`,
        at(figure.scriptBytes, target?.scriptBytes),
        `≤ ${kb(target?.scriptBytes ?? 0)}`,
      ),
      cell(
        'remote entries',
        figure.remoteEntries === null ? 'n/a' : String(figure.remoteEntries),
        at(figure.remoteEntries, target?.remoteEntries),
        target?.remoteEntries === null ? 'any' : `≤ ${target?.remoteEntries ?? '?'}`,
      ),
      cell(
        'chain depth',
        figure.chainDepth === null ? 'n/a' : String(figure.chainDepth),
        at(figure.chainDepth, target?.chainDepth),
        `≤ ${target?.chainDepth ?? '?'}`,
      ),
    ]);
  }
  return { rows, over };
}

/** Each page's chain, so a MISSED depth says which requests to cut or hint. */
function chainLines(figures: LighthouseFigures[]): string[] {
  return figures.map(({ page, chain }) => {
    if (!chain) return `${page}: not measured (no largest contentful paint in the trace)`;
    const path = chain.requests.map((url) => url.replace(/^https?:\/\/[^/]+/, '')).join(' → ');
    return `${page}: ${chain.depth} (LCP element ${chain.lcpElement}, ${chain.drawnBy === 'server' ? 'in the HTML' : 'drawn by script'}): HTML${path ? ` → ${path}` : ''}`;
  });
}

/** Each main tap's lab INP beside the target. */
function labInpRows(figures: LabInpFigure[]): { rows: string[][]; over: string[] } {
  const over: string[] = [];
  const rows = [['main tap', 'lab INP (median)', 'runs']];
  for (const figure of figures) {
    const missed = figure.latencyMs === null || figure.latencyMs > LAB_INP_TARGET_MS;
    if (missed) over.push(`lab INP: ${figure.tap}`);
    rows.push([
      figure.tap,
      figure.latencyMs === null ? `not measured: ${figure.error}` : `${figure.latencyMs} ms (≤ ${LAB_INP_TARGET_MS} ms)${missed ? ' MISSED' : ''}`,
      figure.runs.map((run) => `${run}`).join(', '),
    ]);
  }
  return { rows, over };
}

function apiRows(figures: ApiLatencyFigures[]): { rows: string[][]; over: string[] } {
  const ms = (value: number) => `${value} ms`;
  const over: string[] = [];
  const rows = [['route', 'req/s', 'p50', 'p90', 'p99', 'max', 'not 2xx', 'errors']];
  for (const figure of figures) {
    const p99Limit = figure.target?.p99Ms ?? API_P99_BUDGET_MS;
    const slow = figure.target !== undefined && figure.requestsPerSecond < figure.target.requestsPerSecond;
    const late = figure.p99Ms > p99Limit;
    if (slow) over.push(`API ${figure.route}: req/s`);
    if (late) over.push(`API ${figure.route}: p99`);
    if (figure.non2xx > 0 || figure.errors > figure.requests * API_ERROR_RATE_BUDGET) over.push(`API ${figure.route}: errors`);
    rows.push([
      figure.route,
      `${Math.round(figure.requestsPerSecond)}${figure.target ? ` (≥ ${figure.target.requestsPerSecond})${slow ? ' MISSED' : ''}` : ''}`,
      ms(figure.p50Ms),
      ms(figure.p90Ms),
      `${ms(figure.p99Ms)} (≤ ${p99Limit})${late ? ' MISSED' : ''}`,
      ms(figure.maxMs),
      String(figure.non2xx),
      String(figure.errors),
    ]);
  }
  return { rows, over };
}

/** A product of the smartphone catalogue, to measure a product page. */
async function someProductId(site: string): Promise<string | null> {
  try {
    const answer = (await (await fetch(`${site}/api/v1/ms-catalog/products?family=smartphone`)).json()) as { items?: Array<{ id: string }> };
    return answer.items?.[0]?.id ?? null;
  } catch {
    return null;
  }
}

/**
 * The pages with first-screen targets: the home page in French, Arabic and English, the smartphone
 * listing, a product page, the recharge's number step, the invoice payment's first step, and the
 * dashboard of a signed-in demo customer.
 */
async function pagesToMeasure(site: string): Promise<PageToMeasure[]> {
  const account = DEMO_ACCOUNTS.prepaid;
  const product = await someProductId(site);
  return [
    { page: 'home', url: `${site}/` },
    { page: 'home (ar)', url: `${site}/ar` },
    { page: 'home (en)', url: `${site}/en` },
    { page: 'catalogue-smartphones', url: `${site}/catalogue-smartphones` },
    ...(product ? [{ page: 'product', url: `${site}/catalogue-smartphones/${product}` }] : []),
    { page: 'recharge', url: `${site}/recharge` },
    { page: 'invoice payment', url: `${site}/paiement-facture` },
    {
      page: 'dashboard',
      url: `${site}/espace-client/dashboard`,
      prepare: async (page) => {
        // Signed in once; the runs after the first find the session the first one left.
        await page.goto(`${site}/espace-client/login`);
        // The form is drawn by script: wait for it, or for the dashboard a kept session goes to.
        const signedOut = await Promise.race([
          page.waitForSelector('input[name="username"]', { timeout: 60_000 }).then(() => true),
          page.waitForFunction(() => window.location.pathname.endsWith('/espace-client/dashboard'), { timeout: 60_000, polling: 250 }).then(() => false),
        ]);
        if (!signedOut) return;
        await page.locator('input[name="username"]').fill(account.username);
        await page.locator('input[name="password"]').fill(account.password);
        // Enter submits the form: the cookie banner may cover its button in a small window.
        await page.keyboard.press('Enter');
        await page.waitForFunction(() => window.location.pathname.endsWith('/espace-client/dashboard'), { timeout: 60_000, polling: 250 });
        // Signed in, with nothing in the HTTP cache: the dashboard's script is counted as a first visit's.
        const client = await page.createCDPSession();
        await client.send('Network.clearBrowserCache');
        await client.detach();
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
  const scriptsByPage: Record<string, ScriptContents[]> = {};
  let api: ApiLatencyFigures[] | null = null;
  let apiOver: string[] = [];
  const telemetry: TelemetryScriptFigures[] = [];
  let labInp: LabInpFigure[] | null = null;
  let labInpOver: string[] = [];
  if (!args.has('--no-lighthouse') || !args.has('--no-api') || !args.has('--no-telemetry') || !args.has('--no-taps')) {
    const site = await siteToMeasure(log);
    try {
      if (!args.has('--no-lighthouse')) {
        log(`\nLighthouse 13 on ${site.url} (mobile, Chromium ${process.env.CHROME_PATH ?? '/usr/bin/chromium'}, median of ${LIGHTHOUSE_RUNS} runs)\n`);
        lighthouse = await runLighthouse(await pagesToMeasure(site.url), LIGHTHOUSE_RUNS);
        const measured = lighthouseRows(lighthouse);
        lighthouseOver = measured.over;
        log(table(measured.rows));
        log('\nThe longest request chain after the HTML that each first screen waited for\n');
        for (const line of chainLines(lighthouse)) log(line);
        log('\nWhat the script of a first visit holds (source-map-explorer on the builds; compressed bytes shared by raw size)\n');
        const parts: BuiltPart[] = [
          { name: 'shell', dir: path.join(repoRoot, 'shell/dist') },
          ...remoteWorkspaces().map((remote) => ({ name: remote.name, dir: remote.buildDir, version: remote.version })),
        ];
        const listed = new Set<string>();
        for (const figure of lighthouse) {
          const contents = await scriptContents(figure.scripts, parts);
          scriptsByPage[figure.page] = contents;
          for (const line of contentsLines(figure.page, contents, listed)) log(line);
        }
      }
      if (!args.has('--no-taps')) {
        log(`\nLab INP of the main taps on ${site.url} (Chromium at ${CPU_SLOWDOWN}× CPU slowdown, a first visit each, median of ${LAB_INP_RUNS} runs)\n`);
        labInp = await measureLabInp(site.url);
        const measured = labInpRows(labInp);
        labInpOver = measured.over;
        log(table(measured.rows));
      }
      if (!args.has('--no-api')) {
        log(`\nAPI latency on ${site.url} (autocannon, ${API_LOAD.connections} connections, ${API_LOAD.seconds} s a route)\n`);
        api = await measureApiLatency(site.url, await apiRoutesToMeasure(site.url));
        const measured = apiRows(api);
        apiOver = measured.over;
        log(table(measured.rows));
      }
      if (!args.has('--no-telemetry')) {
        log(`\nField telemetry on a first visit (Chromium, 360 px, a fresh profile each page)\n`);
        for (const pagePath of ['/', '/ar']) {
          const figures = await measureTelemetryScript(site.url, pagePath);
          telemetry.push(figures);
          for (const line of telemetryScriptLines(figures)) log(line);
        }
      }
    } finally {
      await site.close();
    }
  }

  let collector: CollectorFigures | null = null;
  if (!args.has('--no-collector')) {
    log('\nTelemetry collector (the API in this process with its collector worker, PGlite in memory; autocannon)\n');
    collector = await measureTelemetryCollector();
    for (const line of collectorLines(collector)) log(line);
  }

  let identification: Awaited<ReturnType<typeof measureIdentification>> | null = null;
  if (!args.has('--no-ocr')) {
    log('\nIdentity-document OCR on the varied synthetic set (tesseract.js, offline) and the auto-capture check\n');
    identification = await measureIdentification(log);
  }

  const over = [
    ...sized.over,
    ...lighthouseOver,
    ...labInpOver,
    ...apiOver,
    ...new Set(telemetry.flatMap((figures) => figures.missed)),
    ...(collector?.missed ?? []),
    ...(identification ? missedOcrTargets(identification) : []),
  ];
  const output = path.join(repoRoot, '.bench/latest.json');
  fs.mkdirSync(path.dirname(output), { recursive: true });
  fs.writeFileSync(
    output,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), sizes, notMeasured: missing, lighthouse, scriptContents: scriptsByPage, labInp, api, telemetry, collector, identification: identification && { ...identification, seeds: identification.seeds.map(({ figures, ...seed }) => ({ ...seed, figures: { ...figures, outcomes: figures.outcomes.filter((outcome) => !outcome.complete) } })) }, overBudget: over }, null, 2)}\n`,
  );
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
