/**
 * The field telemetry's cost on a first visit (issue 30: "at most 3 KB compressed, nothing before
 * the largest paint"), in real Chromium: a fresh browser opens a page and waits for the collector
 * chunk (`field-telemetry`); what it fetched together with that chunk is the telemetry's (the
 * chunk and whatever webpack asks with it that the page had not loaded), each file
 * measured as gzip -9 like the other bundle budgets; and its first byte is asked after the largest
 * contentful paint, or the figure says how long before. `npx tsx ops/src/bench/telemetry-script.ts [url]`.
 */
import zlib from 'node:zlib';
import { chromium, type Response } from 'playwright';
import { TELEMETRY_SCRIPT_BUDGET_BYTES } from './budgets';

export interface TelemetryScriptFigures {
  page: string;
  files: Array<{ url: string; gzipBytes: number }>;
  gzipBytes: number;
  lcpMs: number | null;
  /** When the telemetry's first file was asked (ms since navigation start); null: never loaded. */
  firstRequestMs: number | null;
  missed: string[];
}

const TELEMETRY_CHUNK = /\/assets\/field-telemetry\.[0-9a-f]+\.js$/;

export async function measureTelemetryScript(site: string, pagePath = '/'): Promise<TelemetryScriptFigures> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const bodies = new Map<string, Promise<Buffer | null>>();
    page.on('response', (response: Response) => {
      if (['script', 'fetch', 'stylesheet'].includes(response.request().resourceType()))
        bodies.set(
          response.url(),
          response.body().catch(() => null),
        );
    });
    const chunk = page.waitForResponse((response) => TELEMETRY_CHUNK.test(new URL(response.url()).pathname), { timeout: 30_000 });
    await page.goto(`${site}${pagePath}`, { waitUntil: 'load' });
    await chunk.catch(() => null);
    await page.waitForTimeout(1000); // what the chunk pulls, and its start
    const timeline = await page.evaluate(async () => {
      const lcp = await new Promise<number | null>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? null)).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(null), 1000);
      });
      const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(({ name, startTime, responseEnd, initiatorType }) => ({
        name,
        startTime,
        responseEnd,
        initiatorType,
      }));
      return { lcp, resources };
    });
    const telemetry = timeline.resources.find((resource) => TELEMETRY_CHUNK.test(new URL(resource.name).pathname));
    const pulled = telemetry
      ? timeline.resources.filter(
          (resource) =>
            // Asked in the same task as the chunk: webpack's chunk loading asks a chunk and what it
            // needs (split chunks, shared modules) at once; other lazy loads of the page start apart.
            resource.startTime >= telemetry.startTime - 2 &&
            resource.startTime <= telemetry.startTime + 2 &&
            resource.initiatorType !== 'beacon' &&
            !resource.name.includes('/api/'),
        )
      : [];
    const files = await Promise.all(
      pulled.map(async (resource) => {
        const body = (await bodies.get(resource.name)) ?? Buffer.alloc(0);
        return { url: new URL(resource.name).pathname, gzipBytes: zlib.gzipSync(body, { level: 9 }).length };
      }),
    );
    const gzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
    const missed: string[] = [];
    if (!telemetry) missed.push('telemetry: the collector chunk never loaded');
    if (gzipBytes > TELEMETRY_SCRIPT_BUDGET_BYTES) missed.push('telemetry: script size');
    if (telemetry && (timeline.lcp === null || telemetry.startTime < timeline.lcp)) missed.push('telemetry: fetched before the largest paint');
    return { page: pagePath, files, gzipBytes, lcpMs: timeline.lcp, firstRequestMs: telemetry?.startTime ?? null, missed };
  } finally {
    await browser.close();
  }
}

export function telemetryScriptLines(figures: TelemetryScriptFigures): string[] {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const before = figures.firstRequestMs !== null && figures.lcpMs !== null && figures.firstRequestMs < figures.lcpMs;
  return [
    `telemetry on a first visit of ${figures.page}: ${kb(figures.gzipBytes)} gzip (≤ ${kb(TELEMETRY_SCRIPT_BUDGET_BYTES)})${figures.gzipBytes > TELEMETRY_SCRIPT_BUDGET_BYTES ? ' MISSED' : ''}: ${figures.files.map((file) => `${file.url} ${kb(file.gzipBytes)}`).join(', ') || 'nothing loaded'}`,
    `its first byte asked at ${figures.firstRequestMs === null ? 'never' : `${Math.round(figures.firstRequestMs)} ms`}, the largest paint at ${figures.lcpMs === null ? 'n/a' : `${Math.round(figures.lcpMs)} ms`} (0 bytes before it)${before ? ' MISSED' : ''}`,
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
