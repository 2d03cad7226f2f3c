/**
 * tesseract.js, offline: the language data comes from the `@tesseract.js-data/eng` npm package
 * (`4.0.0_best_int`) with `cacheMethod: 'none'`, so nothing is downloaded at run time and nothing is
 * written outside that folder. Two workers (one per core of the target machine), started on first
 * use and kept: one reads machine-readable zones (MRZ alphabet only), one reads printed text.
 */
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

const LANG_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
export const MRZ_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

/** Printed text, and each line with the engine's confidence (0–100). */
export interface TextRead {
  text: string;
  lines: Array<{ text: string; confidence: number }>;
}

export interface OcrEngine {
  readMrz(image: Buffer): Promise<string>;
  readText(image: Buffer): Promise<TextRead>;
  close(): Promise<void>;
}

/** One worker and a queue: tesseract.js workers run one job at a time. */
function lane(start: () => Promise<Worker>) {
  let worker: Promise<Worker> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  return {
    run(image: Buffer): Promise<TextRead> {
      worker ??= start();
      const job = queue.then(async () => {
        const { data } = await (await worker!).recognize(image, {}, { text: true, blocks: true });
        const lines = (data.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines.map((line) => ({ text: line.text.trim(), confidence: line.confidence }))));
        return { text: data.text, lines };
      });
      queue = job.catch(() => undefined);
      return job;
    },
    async close() {
      if (worker) await (await worker).terminate();
      worker = null;
    },
  };
}

export function createOcrEngine(): OcrEngine {
  const options = { langPath: LANG_PATH, cacheMethod: 'none', gzip: true };
  const mrz = lane(async () => {
    const worker = await createWorker('eng', OEM.LSTM_ONLY, options);
    await worker.setParameters({ tessedit_char_whitelist: MRZ_ALPHABET, tessedit_pageseg_mode: PSM.SINGLE_BLOCK, user_defined_dpi: '300' });
    return worker;
  });
  const text = lane(async () => {
    const worker = await createWorker('eng', OEM.LSTM_ONLY, options);
    await worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT, user_defined_dpi: '300' });
    return worker;
  });
  return {
    readMrz: async (image) => (await mrz.run(image)).text,
    readText: (image) => text.run(image),
    async close() {
      await Promise.all([mrz.close(), text.close()]);
    },
  };
}
