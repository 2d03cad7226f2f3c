import { createOcrEngine, type OcrEngine, type ReadLine } from './engine';
import { rereadBirthPlace, rereadUnsureLines, unsureLine } from './line-reread';
import { knownPlaceOf } from './printed-fields';
import { prepare } from './prepare';
import { readDocument } from './read-document';
import { makeIdentity, renderDocument } from '../test-set/synthetic-documents';
import { renderVaried, variedSet } from '../test-set/varied-documents';

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

  it('takes the one known place the lines name, as the list writes it, wherever it stands on its line', () => {
    expect(knownPlaceOf(['Lieu de naissance', 'RABAT JI'])).toBe('RABAT');
    expect(knownPlaceOf(['Lugar de nacimiento MALAGA'])).toBe('MÁLAGA');
    expect(knownPlaceOf(['SAINT LOUIS'])).toBe('SAINT LOUIS');
    expect(knownPlaceOf(['RABATI'])).toBeNull();
    // Two places: which one is the place of birth is not the list's to say.
    expect(knownPlaceOf(['PARIS', 'LYON'])).toBeNull();
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

    it('reads a place of birth the page reading missed under its label, and takes it as certain only as a known place', async () => {
      // Seed 77005 of the untuned set: a Senegalese passport whose THIES the page reading does not see.
      const truth = variedSet(1, 77000)[5]!;
      expect([truth.nationality, truth.city]).toEqual(['SEN', 'THIES']);
      const document = await renderVaried(truth, 77005);
      const read = await readDocument(engine, 'passport', document.recto, null);
      expect(read!.city).toBe('THIES');
      expect(read!.fieldsToReview).not.toContain('city');
      const page = (await prepare(document.recto, 'page')).page;
      expect((await rereadBirthPlace(engine, page, (await engine.readText(page)).lines)).map((line) => line.text)).toContain('THIES');
    }, 60_000);
  });
});
