import type { RunnerResult } from 'lighthouse';

export interface LighthouseFigures {
  url: string;
  formFactor: 'mobile';
  performance: number | null;
  accessibility: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
}

/**
 * Lighthouse's default run (mobile form factor, simulated slow 4G and CPU slowdown) on Debian's
 * Chromium. Lighthouse and chrome-launcher are ES modules only: loaded with import().
 */
export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = (await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      formFactor: 'mobile',
    })) as RunnerResult | undefined;
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${runtimeError.code} ${runtimeError.message}`);
    const numeric = (id: string) => audits[id]?.numericValue ?? null;
    return {
      url,
      formFactor: 'mobile',
      performance: categories.performance?.score ?? null,
      accessibility: categories.accessibility?.score ?? null,
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}
