/**
 * The identity-document OCR on the synthetic set (api/src/modules/ms-identification/test-set):
 * share of documents read completely and correctly, field accuracy, wrong fields not sent to
 * review, seconds per document (both sides, on this machine, one document at a time).
 * `OCR_SET_SEED=2000 npm run bench -- --no-lighthouse --no-api` measures a fresh set drawn from
 * another seed (the measured set, the one the API test's floor holds on, starts at 1000).
 */
import os from 'node:os';
import { createOcrEngine } from '../../../api/src/modules/ms-identification/ocr/engine';
import { measureAccuracy, type AccuracyFigures } from '../../../api/src/modules/ms-identification/test-set/measure';
import { FIRST_SEED } from '../../../api/src/modules/ms-identification/test-set/synthetic-documents';

export async function measureIdentification(log: (line: string) => void): Promise<AccuracyFigures> {
  const engine = createOcrEngine();
  const firstSeed = Number(process.env.OCR_SET_SEED ?? FIRST_SEED);
  if (!Number.isSafeInteger(firstSeed)) throw new Error(`OCR_SET_SEED must be an integer, not ${process.env.OCR_SET_SEED}`);
  try {
    const figures = await measureAccuracy(engine, 36, firstSeed);
    log(`set                                seed ${firstSeed}${firstSeed === FIRST_SEED ? ' (the measured set)' : ' (a fresh set)'}`);
    const pct = (share: number) => `${(share * 100).toFixed(1)} %`;
    log(`documents                          ${figures.documents} (CNIE front+back and passports; clean, blurred, rotated, dim, JPEG, at an angle)`);
    log(`read completely and right          ${pct(figures.completeShare)} (every field right, none to review)`);
    log(`every check digit read and held    ${pct(figures.allCheckDigitsShare)} (the composite digit included)`);
    log(`field accuracy                     ${pct(figures.fieldAccuracy)}`);
    log(`wrong fields not sent to review    ${figures.silentErrors}`);
    log(
      `seconds per document               ${figures.secondsPerDocument.toFixed(2)} s (wall clock, load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)`,
    );
    log(`processor seconds per document     ${figures.cpuSecondsPerDocument.toFixed(2)} s (both of tesseract's workers counted)`);
    const shares = (record: Record<string, number>) =>
      Object.entries(record)
        .map(([name, share]) => `${name} ${pct(share)}`)
        .join(', ');
    log(`read completely, per document type ${shares(figures.completeByKind)}`);
    log(`read completely, per picture       ${shares(figures.completeByDegradation)}`);
    log(`read right, per field              ${shares(figures.fieldRight)}`);
    for (const outcome of figures.outcomes.filter((one) => !one.complete))
      log(`  not complete: ${outcome.id} (wrong: ${outcome.wrongFields.join(', ') || 'none'}; to review: ${outcome.fieldsToReview.join(', ')})`);
    return figures;
  } finally {
    await engine.close();
  }
}
