/**
 * The lab INP of issue 34's main taps for `npm run bench`: each tap on a fresh page of its own
 * browser context (a first visit), in Debian's Chromium at 4× CPU slowdown, `LAB_INP_RUNS` times
 * (3 by default); the median of the runs is the figure.
 */
import { chromium } from '@playwright/test';
import { MAIN_TAPS, measureTap } from './main-taps';

export const LAB_INP_RUNS = Number(process.env.BENCH_LAB_INP_RUNS ?? 3);

export interface LabInpFigure {
  tap: string;
  /** Median of the runs, ms; null when the tap could not be made (the reason in `error`). */
  latencyMs: number | null;
  runs: number[];
  error?: string;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
};

export async function measureLabInp(origin: string, runs = LAB_INP_RUNS): Promise<LabInpFigure[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    const figures: LabInpFigure[] = [];
    for (const tap of MAIN_TAPS) {
      const measured: number[] = [];
      let error: string | undefined;
      for (let run = 0; run < runs && !error; run += 1) {
        const context = await browser.newContext();
        try {
          measured.push((await measureTap(await context.newPage(), origin, tap)).latencyMs);
        } catch (failure) {
          error = (failure as Error).message.split('\n')[0];
        } finally {
          await context.close();
        }
      }
      figures.push({ tap: tap.name, latencyMs: error ? null : median(measured), runs: measured, ...(error ? { error } : {}) });
    }
    return figures;
  } finally {
    await browser.close();
  }
}
