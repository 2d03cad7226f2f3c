/**
 * The field telemetry's cost on a first visit (issue 30: "at most 3 KB compressed, nothing before
 * the largest paint"), in real Chromium against the edge as it serves (the build's own Brotli and
 * gzip files, shared/build/precompress.ts): a fresh browser opens a page and waits for the
 * collector chunk (`field-telemetry`). The figure is the bytes that came over the wire for it —
 * the resource timing's `encodedBodySize` of the chunk and of whatever webpack asked with it —,
 * with what gzip -9 would make of the same files beside it. The attribution chunk
 * (`field-telemetry-attribution`) is fetched only when a vital of the page is not good: the bench
 * says whether it was, why (the page's vitals as web-vitals rates them) and its bytes, apart.
 * And the collector's first byte must be asked after the largest contentful paint.
 * `npx tsx ops/src/bench/telemetry-script.ts [url]`.
 */
import zlib from 'node:zlib';
import { chromium, type Response } from '@playwright/test';
import { TELEMETRY_SCRIPT_BUDGET_BYTES } from './budgets';

export interface TelemetryFile {
  url: string;
  /** As it came over the wire (Content-Encoding as served). */
  wireBytes: number;
  encoding: string;
  gzipBytes: number;
}

export interface TelemetryScriptFigures {
  page: string;
  /** The collector's chunk and what it pulled: what every sampled first visit pays. */
  files: TelemetryFile[];
  wireBytes: number;
  gzipBytes: number;
  /** The attribution build's chunk, when this visit fetched it (a vital not good), and why. */
  attribution: { files: TelemetryFile[]; wireBytes: number; because: string[] } | null;
  lcpMs: number | null;
  /** When the telemetry's first file was asked (ms since navigation start); null: never loaded. */
  firstRequestMs: number | null;
  missed: string[];
}

const COLLECTOR_CHUNK = /\/assets\/field-telemetry\.[0-9a-f]+\.js$/;
const ATTRIBUTION_CHUNK = /\/assets\/field-telemetry-attribution\.[0-9a-f]+\.js$/;
/** web-vitals' thresholds (good up to the first, poor above the second). */
const THRESHOLDS = { LCP: [2500, 4000], CLS: [0.1, 0.25], INP: [200, 500] } as const;

type Timing = { name: string; startTime: number; encodedBodySize: number; initiatorType: string };

export async function measureTelemetryScript(site: string, pagePath = '/'): Promise<TelemetryScriptFigures> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    // tsx (esbuild's keepNames) wraps the named functions of the page.evaluate callback below in
    // `__name(…)`, which the page does not have: it is given one that names nothing.
    await context.addInitScript('globalThis.__name = (target) => target;');
    const page = await context.newPage();
    const responses = new Map<string, Response>();
    page.on('response', (response: Response) => {
      if (response.request().resourceType() === 'script') responses.set(response.url(), response);
    });
    const chunk = page.waitForResponse((response) => COLLECTOR_CHUNK.test(new URL(response.url()).pathname), { timeout: 30_000 });
    await page.goto(`${site}${pagePath}`, { waitUntil: 'load' });
    await chunk.catch(() => null);
    await page.waitForTimeout(1500); // what the chunk pulls, and its start
    const timeline = await page.evaluate(async (thresholds) => {
      const last = (type: string) =>
        new Promise<PerformanceEntry[]>((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type, buffered: true });
          setTimeout(() => resolve([]), 1000);
        });
      const lcp = (await last('largest-contentful-paint')).at(-1)?.startTime ?? null;
      const cls = (await last('layout-shift')).reduce(
        (sum, entry) =>
          sum + ((entry as unknown as { hadRecentInput: boolean; value: number }).hadRecentInput ? 0 : (entry as unknown as { value: number }).value),
        0,
      );
      const rated = (value: number | null, [good, poor]: readonly [number, number]) =>
        value === null || value <= good ? 'good' : value <= poor ? 'needs improvement' : 'poor';
      const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
        ({ name, startTime, encodedBodySize, initiatorType }) => ({
          name,
          startTime,
          encodedBodySize,
          initiatorType,
        }),
      );
      return {
        lcp,
        vitals: { LCP: [lcp, rated(lcp, thresholds.LCP)], CLS: [cls, rated(cls, thresholds.CLS)] } as Record<string, [number | null, string]>,
        resources,
      };
    }, THRESHOLDS);

    // Asked in the same task as a chunk: webpack asks a chunk and what it needs (split chunks) at once.
    const withChunk = (found: Timing | undefined) =>
      found
        ? timeline.resources.filter(
            (resource) =>
              resource.startTime >= found.startTime - 2 &&
              resource.startTime <= found.startTime + 2 &&
              resource.initiatorType !== 'beacon' &&
              !resource.name.includes('/api/'),
          )
        : [];
    const describe = async (timings: Timing[]): Promise<TelemetryFile[]> =>
      Promise.all(
        timings.map(async (timing) => {
          const response = responses.get(timing.name);
          const body = (await response?.body().catch(() => null)) ?? Buffer.alloc(0);
          return {
            url: new URL(timing.name).pathname,
            wireBytes: timing.encodedBodySize,
            encoding: (await response?.headerValue('content-encoding').catch(() => null)) ?? 'identity',
            gzipBytes: zlib.gzipSync(body, { level: 9 }).length,
          };
        }),
      );
    const collector = timeline.resources.find((resource) => COLLECTOR_CHUNK.test(new URL(resource.name).pathname));
    const attributionChunk = timeline.resources.find((resource) => ATTRIBUTION_CHUNK.test(new URL(resource.name).pathname));
    const files = await describe(withChunk(collector).filter((resource) => !ATTRIBUTION_CHUNK.test(new URL(resource.name).pathname)));
    const attributionFiles = attributionChunk ? await describe(withChunk(attributionChunk)) : [];
    const sum = (list: TelemetryFile[], field: 'wireBytes' | 'gzipBytes') => list.reduce((total, file) => total + file[field], 0);
    const wireBytes = sum(files, 'wireBytes');
    const missed: string[] = [];
    if (!collector) missed.push('telemetry: the collector chunk never loaded');
    if (wireBytes > TELEMETRY_SCRIPT_BUDGET_BYTES) missed.push('telemetry: script size');
    if (collector && (timeline.lcp === null || collector.startTime < timeline.lcp)) missed.push('telemetry: fetched before the largest paint');
    return {
      page: pagePath,
      files,
      wireBytes,
      gzipBytes: sum(files, 'gzipBytes'),
      attribution: attributionChunk
        ? {
            files: attributionFiles,
            wireBytes: sum(attributionFiles, 'wireBytes'),
            because: Object.entries(timeline.vitals)
              .filter(([, [, rating]]) => rating !== 'good')
              .map(([name, [value, rating]]) => `${name} ${name === 'CLS' ? value?.toFixed(3) : Math.round(value ?? 0)} (${rating})`),
          }
        : null,
      lcpMs: timeline.lcp,
      firstRequestMs: collector?.startTime ?? null,
      missed,
    };
  } finally {
    await browser.close();
  }
}

export function telemetryScriptLines(figures: TelemetryScriptFigures): string[] {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
  const before = figures.firstRequestMs !== null && figures.lcpMs !== null && figures.firstRequestMs < figures.lcpMs;
  const list = (files: TelemetryFile[]) => files.map((file) => `${file.url} ${kb(file.wireBytes)} ${file.encoding} (gzip -9 ${kb(file.gzipBytes)})`).join(', ');
  return [
    `telemetry on a first visit of ${figures.page}: ${kb(figures.wireBytes)} over the wire (≤ ${kb(TELEMETRY_SCRIPT_BUDGET_BYTES)}: ${figures.wireBytes > TELEMETRY_SCRIPT_BUDGET_BYTES ? 'MISSED' : 'met'}; gzip -9 ${kb(figures.gzipBytes)}): ${list(figures.files) || 'nothing loaded'}`,
    figures.attribution
      ? `  attribution build fetched too, a vital not good (${figures.attribution.because.join(', ') || 'INP or a later change'}): ${kb(figures.attribution.wireBytes)} more: ${list(figures.attribution.files)}`
      : '  attribution build not fetched (every vital good)',
    `  its first byte asked at ${figures.firstRequestMs === null ? 'never' : `${Math.round(figures.firstRequestMs)} ms`}, the largest paint at ${figures.lcpMs === null ? 'n/a' : `${Math.round(figures.lcpMs)} ms`} (0 bytes before it: ${before ? 'MISSED' : 'met'})`,
  ];
}

if (require.main === module) {
  void (async () => {
    const { siteToMeasure } = await import('./site');
    const site = process.argv[2] ? { url: process.argv[2], close: async () => undefined } : await siteToMeasure(console.log);
    try {
      for (const pagePath of ['/', '/ar']) for (const line of telemetryScriptLines(await measureTelemetryScript(site.url, pagePath))) console.log(line);
    } finally {
      await site.close();
    }
  })().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
