import { createOcrEngine, type OcrEngine, type ReadLine } from './engine';
import { rereadUnsureLines, unsureLine } from './line-reread';
import { prepare } from './prepare';
import { readDocument } from './read-document';
import { makeIdentity, renderDocument } from '../test-set/synthetic-documents';

const line = (text: string, confidence: number): ReadLine => ({
  text,
  confidence,
  y0: 0,
  y1: 30,
  symbols: [{ text: text[0] ?? '', x0: 0, x1: 20, y0: 0, y1: 30, confidence }],
  words: [],
});

describe('second reading of unsure printed lines', () => {
  it('reads again only short printed lines the page reading was unsure of, never a line of the zone', () => {
    expect(unsureLine(line('HAJJ', 16))).toBe(true);
    expect(unsureLine(line('RACHID', 96))).toBe(false);
    expect(unsureLine(line('P<MARHAJJI<K<KRACHID<<K<KLKLKL', 0))).toBe(false);
    expect(unsureLine({ ...line('', 10), symbols: [] })).toBe(false);
  });

  describe('with the engine', () => {
    let engine: OcrEngine;
    beforeAll(() => {
      engine = createOcrEngine();
    });
    afterAll(() => engine.close());

    // A passport photographed from the side: the page reading gives the surname as "HAJJ", unsure.
    const truth = makeIdentity(1017, 'passport', 'perspective');

    it('finds the whole surname in the line cut out and enlarged, and the MRZ then confirms the names', async () => {
      const document = await renderDocument(truth, 1017);
      const page = (await prepare(document.recto)).page;
      const again = await rereadUnsureLines(engine, page, (await engine.readText(page)).lines);
      expect(again.split('\n')).toContain(truth.lastName);
      const read = await readDocument(engine, 'passport', document.recto, null);
      expect(read).toMatchObject({ lastName: truth.lastName, firstName: truth.firstName });
      expect(read!.fieldsToReview).not.toContain('lastName');
    }, 60_000);
  });
});
