import type { AccuracyFigures } from '../../../api/src/modules/ms-identification/test-set/measure';
import type { IdentificationFigures } from './identification';
import { missedOcrTargets } from './ocr-targets';

const figures = (untuned: Partial<AccuracyFigures>, checksPerSecond = 96): IdentificationFigures => ({
  seeds: [
    { seed: 77000, tuned: false, figures: { completeShare: 0.99, silentErrors: 0, arabicExactShare: 0.96, secondsP95: 1.2, ...untuned } as AccuracyFigures },
    { seed: 31000, tuned: true, figures: { completeShare: 0.1, silentErrors: 3, arabicExactShare: 0.1, secondsP95: 9 } as AccuracyFigures },
  ],
  autoCapture: { cpuSlowdown: 4, checks: 200, msPerCheck: 10, msPerCheckP95: 15, checksPerSecond, advice: '' },
});

describe("the bench's verdict on issue 31's targets", () => {
  it('judges the seed never tuned on, and says each target missed with its figure', () => {
    expect(missedOcrTargets(figures({}))).toEqual([]);
    expect(missedOcrTargets(figures({ completeShare: 0.483, silentErrors: 2, arabicExactShare: 0.5, secondsP95: 3.23 }, 8))).toEqual([
      'OCR complete 48.3 % (≥ 98 %)',
      'OCR wrong as certain 2 (0)',
      'OCR Arabic exact 50.0 % (≥ 95 %)',
      'OCR p95 3.23 s (≤ 1.5 s)',
      'auto-capture 8 checks/s (≥ 10)',
    ]);
  });
});
