import { createOcrEngine, type OcrEngine } from './engine';
import { checkBlind, readDocument } from './read-document';
import { makeIdentity, renderDocument } from '../test-set/synthetic-documents';

describe('the CIN where its check digit is blind', () => {
  it('knows the characters no check digit tells apart where a letter or a digit may stand', () => {
    // Seven characters: one letter then six digits, or two letters then five; G/6, S/8, L/1 weigh the same.
    expect(checkBlind('G198127', 'AX99999')).toBe(true);
    expect(checkBlind('BG98127', 'AX99999')).toBe(true);
    expect(checkBlind('B498127', 'AX99999')).toBe(false);
    // Eight characters: the shape alone says the second is a letter.
    expect(checkBlind('ZD573249', 'AA999999')).toBe(false);
  });

  describe('with the engine', () => {
    let engine: OcrEngine;
    beforeAll(() => {
      engine = createOcrEngine();
    });
    afterAll(() => engine.close());

    it('asks the customer to confirm a passport CIN whose second character is G or 6, never guesses it', async () => {
      // A blurred passport: the zone's G comes out as 6 and the check digit holds either way.
      const truth = { ...makeIdentity(520, 'passport', 'blur'), cinId: 'BG98127' };
      const document = await renderDocument(truth, 520);
      const read = await readDocument(engine, 'passport', document.recto, null);
      expect(read).not.toBeNull();
      expect(read!.fieldsToReview).toContain('cinId');
      expect(read!.lastName).toBe(truth.lastName);
    }, 60_000);
  });
});
