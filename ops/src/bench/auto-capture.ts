/**
 * The camera step's per-frame check (mf-identification's frame-check.ts) timed in Chromium under a
 * 4× CPU slowdown (CDP `Emulation.setCPUThrottlingRate`, a mid-range phone's pace): what the page
 * does every frame — draw the video frame at 320 px, read its pixels, grey them, check them — on a
 * phone picture of a card from the synthetic set. The auto-capture needs 10 checks a second.
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { buildSync } from 'esbuild';
import { renderVaried, variedIdentity } from '../../../api/src/modules/ms-identification/test-set/varied-documents';
import type * as FrameCheck from '../../../mf-identification/src/features/flow/capture/frame-check';

export interface AutoCaptureFigures {
  cpuSlowdown: number;
  checks: number;
  msPerCheck: number;
  msPerCheckP95: number;
  checksPerSecond: number;
  advice: string;
}

const FRAME_CHECK = path.resolve(__dirname, '../../../mf-identification/src/features/flow/capture/frame-check.ts');

export async function measureAutoCapture(cpuSlowdown = 4, checks = 200): Promise<AutoCaptureFigures> {
  const script = buildSync({ entryPoints: [FRAME_CHECK], bundle: true, write: false, format: 'iife', globalName: 'frameCheck', target: 'es2020' })
    .outputFiles[0]!.text;
  const truth = variedIdentity(31_000, 'cnie-2020');
  const picture = (await renderVaried({ ...truth, capture: { ...truth.capture, fill: 0.8, glare: null } }, 31_000)).recto;
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>frame check</title>');
    await page.addScriptTag({ content: script });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const timings = await page.evaluate(
      async ({ dataUrl, count }) => {
        const image = new Image();
        image.src = dataUrl;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = 320;
        canvas.height = Math.round((320 * image.naturalHeight) / image.naturalWidth);
        const context = canvas.getContext('2d', { willReadFrequently: true })!;
        const check = (globalThis as unknown as { frameCheck: typeof FrameCheck }).frameCheck;
        const times: number[] = [];
        let previous: Uint8Array | null = null;
        let advice = '';
        for (let i = 0; i < count; i += 1) {
          const start = performance.now();
          context.drawImage(image, 0, 0, canvas.width, canvas.height);
          const grey = check.greyOf(context.getImageData(0, 0, canvas.width, canvas.height).data, canvas.width * canvas.height);
          advice = check.checkFrame(grey, canvas.width, canvas.height, previous).advice;
          previous = grey;
          times.push(performance.now() - start);
        }
        return { times, advice };
      },
      { dataUrl: `data:image/jpeg;base64,${picture.toString('base64')}`, count: checks },
    );
    const sorted = [...timings.times].sort((a, b) => a - b);
    const mean = sorted.reduce((sum, t) => sum + t, 0) / sorted.length;
    return {
      cpuSlowdown,
      checks,
      msPerCheck: mean,
      msPerCheckP95: sorted[Math.ceil(sorted.length * 0.95) - 1]!,
      checksPerSecond: 1000 / mean,
      advice: timings.advice,
    };
  } finally {
    await browser.close();
  }
}
