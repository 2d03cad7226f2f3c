import { createOcrEngine, type OcrEngine } from './engine';
import { measureVaried } from '../test-set/measure';
import { UNTUNED_SEED } from '../test-set/varied-documents';
import { DOCUMENT_MODELS } from '../test-set/varied-identity';

/**
 * Documents of every model of the varied set (varied-documents.ts), drawn from the seed the reader
 * was never tuned on: one of each model here (the bench reads many more). Whatever the layout and
 * the picture, no wrong field is ever returned as certain; the floors are what the reader reads on
 * these six documents (7 December 2026, docs/identification.md: the three foreign passports and the
 * 2008 CNIE read completely, the Arabic names of two of the three Moroccan documents exact).
 */
const FLOOR = { arabicExactShare: 2 / 3, completeShare: 4 / 6 };

describe('identity OCR on documents of every layout', () => {
  let engine: OcrEngine;
  beforeAll(() => {
    engine = createOcrEngine();
  });
  afterAll(() => engine.close());

  it('never returns a wrong field as certain, in any model, and reads at least the measured floors', async () => {
    const figures = await measureVaried(engine, 1, UNTUNED_SEED);
    expect(figures.documents).toBe(DOCUMENT_MODELS.length);
    for (const model of DOCUMENT_MODELS) {
      const outcomes = figures.outcomes.filter((outcome) => outcome.traits.model === model);
      expect([model, outcomes.flatMap((outcome) => outcome.silentErrors)]).toEqual([model, []]);
    }
    expect(figures.arabicExactShare).toBeGreaterThanOrEqual(FLOOR.arabicExactShare);
    expect(figures.completeShare).toBeGreaterThanOrEqual(FLOOR.completeShare);
  }, 600_000);
});
