import type { RunnerResult } from 'lighthouse';
import type { Page } from 'puppeteer-core';
import type { DevtoolsMessage, TraceEvent } from './first-screen-chain';
import { firstScreenFigures, type Audits, type FirstScreenFigures } from './first-screen';

export interface LighthouseFigures extends FirstScreenFigures {
  /** What was measured: `home`, `dashboard`. */
  page: string;
  url: string;
  formFactor: 'mobile';
  performance: number | null;
  accessibility: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Lighthouse's time to interactive (the simulated phone), kept beside the score since issue 34. */
  ttiMs: number | null;
}

export interface PageToMeasure {
  page: string;
  url: string;
  /** Runs in the browser before the measure (signing in); storage is then kept for the run. */
  prepare?: (page: Page) => Promise<void>;
}

const median = (values: Array<number | null>): number | null => {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 ? known[middle]! : (known[middle - 1]! + known[middle]!) / 2;
};

/**
 * A page that sent the browser elsewhere (the dashboard to its sign-in page, when the session was
 * not there) measured another page: an error, not a figure.
 */
export function assertMeasuredPage(requested: string, displayed: string): void {
  if (new URL(displayed).pathname !== new URL(requested).pathname) throw new Error(`Lighthouse measured ${displayed}, not ${requested}`);
}

/** One figure per measure: the median of the runs (each measure on its own). */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const first = runs[0]!;
  const of = (pick: (run: LighthouseFigures) => number | null) => median(runs.map(pick));
  return {
    ...first,
    performance: of((run) => run.performance),
    accessibility: of((run) => run.accessibility),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    ttiMs: of((run) => run.ttiMs),
    jsBeforeLcpBytes: of((run) => run.jsBeforeLcpBytes),
    scriptBytes: of((run) => run.scriptBytes),
    scriptCount: of((run) => run.scriptCount),
    remoteEntries: of((run) => run.remoteEntries),
    chainDepth: of((run) => run.chainDepth),
    // The chain of a run whose depth is the median (with an even count, the deeper middle one's).
    chain: [...runs].sort((a, b) => (a.chainDepth ?? -1) - (b.chainDepth ?? -1))[Math.floor(runs.length / 2)]?.chain ?? null,
  };
}

/**
 * Lighthouse's default run (mobile form factor, simulated slow 4G and CPU slowdown) on Debian's
 * Chromium, one page after the other in one browser. A page with `prepare` (the signed-in
 * dashboard) is measured with the storage the preparation left, as a returning customer sees it.
 * Lighthouse, chrome-launcher and puppeteer-core are ES modules only: loaded with import().
 */
export async function runLighthouse(pages: PageToMeasure[], runs = 1): Promise<LighthouseFigures[]> {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const { default: puppeteer } = await import('puppeteer-core');
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const figures: LighthouseFigures[] = [];
    for (const target of pages) {
      const measured: LighthouseFigures[] = [];
      for (let run = 0; run < runs; run += 1) measured.push(await measureOnce(target));
      figures.push(medianFigures(measured));
    }
    return figures;
  } finally {
    await browser.disconnect();
    chrome.kill();
  }

  async function measureOnce(target: PageToMeasure): Promise<LighthouseFigures> {
    const page = await browser.newPage();
    await target.prepare?.(page);
    const result = (await lighthouse(
      target.url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        // Only to have the MainDocumentContent artifact (the HTML as sent) gathered: the chain
        // depth asks whether the LCP element was in it. The audit itself is not read.
        onlyAudits: ['charset'],
        formFactor: 'mobile',
        disableStorageReset: Boolean(target.prepare),
      },
      undefined,
      page,
    )) as RunnerResult | undefined;
    await page.close();
    if (!result) throw new Error(`Lighthouse returned nothing for ${target.url}`);
    const { lhr, artifacts } = result;
    const { categories, audits, runtimeError } = lhr;
    if (runtimeError) throw new Error(`Lighthouse could not measure ${target.url}: ${runtimeError.code} ${runtimeError.message}`);
    assertMeasuredPage(target.url, lhr.finalDisplayedUrl);
    const numeric = (id: string) => audits[id]?.numericValue ?? null;
    return {
      page: target.page,
      url: target.url,
      formFactor: 'mobile',
      performance: categories.performance?.score ?? null,
      accessibility: categories.accessibility?.score ?? null,
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      ttiMs: numeric('interactive'),
      ...firstScreenFigures({
        audits: audits as Audits,
        devtoolsLog: artifacts.DevtoolsLog as DevtoolsMessage[] | undefined,
        traceEvents: artifacts.Trace?.traceEvents as TraceEvent[] | undefined,
        html: artifacts.MainDocumentContent ?? undefined,
      }),
    };
  }
}
