/**
 * The identity-document OCR on the varied synthetic set (api/src/modules/ms-identification/test-set,
 * issue 31): per seed — the one the reader was tuned on and the one it never was — the share of
 * documents read completely and right, per model and per trait of the layout and the picture, the
 * Arabic names read exactly, wrong fields not sent to review, seconds per document (mean and p95, the
 * load average beside them); then the camera step's per-frame check at 4× CPU slowdown.
 * `OCR_PER_MODEL=20 npm run bench -- --no-lighthouse --no-api` reads 20 documents of each model a seed.
 */
import os from 'node:os';
import { createOcrEngine } from '../../../api/src/modules/ms-identification/ocr/engine';
import { measureVaried, type AccuracyFigures } from '../../../api/src/modules/ms-identification/test-set/measure';
import { TUNING_SEED, UNTUNED_SEED } from '../../../api/src/modules/ms-identification/test-set/varied-documents';
import { DOCUMENT_MODELS } from '../../../api/src/modules/ms-identification/test-set/varied-identity';
import { measureAutoCapture, type AutoCaptureFigures } from './auto-capture';
import { pct } from './ocr-targets';

export interface IdentificationFigures {
  seeds: Array<{ seed: number; tuned: boolean; figures: AccuracyFigures }>;
  autoCapture: AutoCaptureFigures | null;
}

export async function measureIdentification(log: (line: string) => void): Promise<IdentificationFigures> {
  const perModel = Number(process.env.OCR_PER_MODEL ?? 10);
  if (!Number.isSafeInteger(perModel) || perModel < 1) throw new Error(`OCR_PER_MODEL must be a positive integer, not ${process.env.OCR_PER_MODEL}`);
  const seeds: IdentificationFigures['seeds'] = [];
  const engine = createOcrEngine();
  try {
    for (const [seed, tuned] of [
      [UNTUNED_SEED, false],
      [TUNING_SEED, true],
    ] as const) {
      const load = os.loadavg()[0]!;
      const figures = await measureVaried(engine, perModel, seed);
      seeds.push({ seed, tuned, figures });
      log(
        `seed ${seed}${tuned ? ' (tuned on)' : ' (never tuned on)'}: ${figures.documents} documents, ${perModel} of each of ${DOCUMENT_MODELS.length} models`,
      );
      log(`  read completely and right          ${pct(figures.completeShare)} (every field right, none to review)`);
      log(`  wrong fields not sent to review    ${figures.silentErrors}`);
      log(`  Arabic names exact                 ${pct(figures.arabicExactShare)} of ${figures.arabicDocuments} documents printing them`);
      log(`  field accuracy                     ${pct(figures.fieldAccuracy)}`);
      log(
        `  seconds per document               mean ${figures.secondsPerDocument.toFixed(2)} s, p95 ${figures.secondsP95.toFixed(2)} s (load average ${load.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)`,
      );
      log(`  processor seconds per document     ${figures.cpuSecondsPerDocument.toFixed(2)} s`);
      for (const [trait, shares] of Object.entries(figures.completeByTrait))
        log(
          `  complete by ${trait.padEnd(22)} ${Object.entries(shares)
            .map(([value, share]) => `${value} ${pct(share)}`)
            .join(', ')}`,
        );
      log(
        `  read right, per field              ${Object.entries(figures.fieldRight)
          .map(([field, share]) => `${field} ${pct(share)}`)
          .join(', ')}`,
      );
      for (const outcome of figures.outcomes.filter((one) => one.silentErrors.length > 0))
        log(`  WRONG AS CERTAIN: ${outcome.id} (${outcome.silentErrors.join(', ')})`);
    }
  } finally {
    await engine.close();
  }
  let autoCapture: AutoCaptureFigures | null = null;
  try {
    autoCapture = await measureAutoCapture(4);
    log(
      `auto-capture per-frame check          ${autoCapture.msPerCheck.toFixed(1)} ms (p95 ${autoCapture.msPerCheckP95.toFixed(1)} ms) at ${autoCapture.cpuSlowdown}× CPU slowdown: ${autoCapture.checksPerSecond.toFixed(0)} checks a second (load average ${os.loadavg()[0]!.toFixed(1)})`,
    );
  } catch (error) {
    log(`auto-capture per-frame check          not measured: ${(error as Error).message}`);
  }
  return { seeds, autoCapture };
}
