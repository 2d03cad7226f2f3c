/**
 * Issue 31's targets and the bench's verdict on them (apart from identification.ts, which loads the
 * reader: this module loads nothing).
 */
import type { IdentificationFigures } from './identification';

/** A share as the bench prints it: 0.483 → 48.3 %. */
export const pct = (share: number) => `${(share * 100).toFixed(1)} %`;

/** Issue 31's targets, judged on the seed never tuned on. */
export const OCR_TARGETS = { completeShare: 0.98, silentErrors: 0, arabicExactShare: 0.95, secondsP95: 1.5, checksPerSecond: 10 };

/** The targets the figures miss, each with its figure ("OCR complete 48.3 % (≥ 98 %)"). */
export function missedOcrTargets(figures: IdentificationFigures): string[] {
  const untuned = figures.seeds.find((seed) => !seed.tuned)?.figures;
  const missed: string[] = [];
  if (untuned) {
    if (untuned.completeShare < OCR_TARGETS.completeShare) missed.push(`OCR complete ${pct(untuned.completeShare)} (≥ 98 %)`);
    if (untuned.silentErrors > OCR_TARGETS.silentErrors) missed.push(`OCR wrong as certain ${untuned.silentErrors} (0)`);
    if (untuned.arabicExactShare < OCR_TARGETS.arabicExactShare) missed.push(`OCR Arabic exact ${pct(untuned.arabicExactShare)} (≥ 95 %)`);
    if (untuned.secondsP95 > OCR_TARGETS.secondsP95) missed.push(`OCR p95 ${untuned.secondsP95.toFixed(2)} s (≤ 1.5 s)`);
  }
  if (figures.autoCapture && figures.autoCapture.checksPerSecond < OCR_TARGETS.checksPerSecond)
    missed.push(`auto-capture ${figures.autoCapture.checksPerSecond.toFixed(0)} checks/s (≥ 10)`);
  return missed;
}
