import { createOcrEngine, type OcrEngine, type TextRead } from './engine';
import { readDocument } from './read-document';
import { TUNING_SEED, renderVaried, variedIdentity, variedSet } from '../test-set/varied-documents';
import { accentedLanguageOf } from './accented-names';

/** An engine whose accented model reads every letter as `change` says (a model wrong on the accents, sure of itself). */
function misreadingAccents(engine: OcrEngine, change: (letter: string) => string): OcrEngine {
  const rewrite = (text: string) => [...text].map(change).join('');
  return {
    ...engine,
    async readAccentedLine(image, language) {
      const read: TextRead = await engine.readAccentedLine(image, language);
      return {
        text: rewrite(read.text),
        lines: read.lines.map((line) => ({
          ...line,
          text: rewrite(line.text),
          words: line.words.map((word) => ({ ...word, text: rewrite(word.text) })),
          symbols: line.symbols.map((symbol) => ({ ...symbol, text: rewrite(symbol.text), confidence: 99 })),
        })),
      };
    },
  };
}

const withoutAccents = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

async function read(engine: OcrEngine, seed: number) {
  const truth = variedIdentity(seed);
  const document = await renderVaried(truth, seed);
  return { truth, read: (await readDocument(engine, truth.kind, document.recto, document.verso))! };
}

describe("a foreign passport's names with their accents", () => {
  it('knows which model reads the accents of which state', () => {
    expect(accentedLanguageOf('FRA')).toBe('fra');
    expect(accentedLanguageOf('SEN')).toBe('fra');
    expect(accentedLanguageOf('ESP')).toBe('spa');
    expect(accentedLanguageOf('MAR')).toBeNull();
  });

  describe('with the engine', () => {
    let engine: OcrEngine;
    beforeAll(() => {
      engine = createOcrEngine();
    });
    afterAll(() => engine.close());

    it.each([
      [31035, 'FAURE', 'HÉLÈNE'],
      [31005, 'BÉRANGER', 'ANTOINE'],
      [31024, 'GÓMEZ', 'JAVIER'],
    ])(
      'reads the printed names of passport %i with their accents, certain',
      async (seed, lastName, firstName) => {
        const { truth, read: identity } = await read(engine, seed);
        expect([truth.lastName, truth.firstName]).toEqual([lastName, firstName]);
        expect(identity).toMatchObject({ lastName, firstName });
        expect(identity.fieldsToReview).not.toContain('lastName');
        expect(identity.fieldsToReview).not.toContain('firstName');
      },
      60_000,
    );

    it('sends the names to review when the model reads past an accent that is printed, however sure it is', async () => {
      const { truth, read: identity } = await read(misreadingAccents(engine, withoutAccents), 31035);
      expect(truth.firstName).toBe('HÉLÈNE');
      expect(identity.firstName === truth.firstName || identity.fieldsToReview.includes('firstName')).toBe(true);
      expect(identity.fieldsToReview).toEqual(expect.arrayContaining(['lastName', 'firstName']));
    }, 60_000);

    it('reads the surname where its letters stand when the page reading put the label over it in its box (Nom over MERCIER)', async () => {
      const truth = variedSet(10, TUNING_SEED)[3]!;
      const document = await renderVaried(truth, TUNING_SEED + 3);
      const identity = (await readDocument(engine, truth.kind, document.recto, document.verso))!;
      expect([truth.lastName, truth.firstName]).toEqual(['MERCIER', 'NICOLAS']);
      expect(identity).toMatchObject({ lastName: 'MERCIER', firstName: 'NICOLAS' });
      expect(identity.fieldsToReview).not.toContain('lastName');
    }, 60_000);

    it('takes names the model read in lower case: the zone says they are capitals, and their ink is checked all the same', async () => {
      // The model reads a short word of letters without ascenders (SOW, MOREAU) in lower case at some sizes.
      const { truth, read: identity } = await read(
        misreadingAccents(engine, (letter) => letter.toLowerCase()),
        31029,
      );
      expect([truth.lastName, truth.firstName]).toEqual(['MOREAU', 'SOPHIE']);
      expect(identity).toMatchObject({ lastName: 'MOREAU', firstName: 'SOPHIE' });
      expect(identity.fieldsToReview).not.toContain('lastName');
      expect(identity.fieldsToReview).not.toContain('firstName');
    }, 60_000);

    it('takes a reading whose letter boxes cannot tell the ink only beside one, of the same letters, whose boxes can', async () => {
      // The model gives some readings letter boxes as tall as the strip (a glare beside the name): no band above the capitals to look at.
      const boxesLost = (every: (call: number) => boolean): OcrEngine => {
        let call = 0;
        return {
          ...engine,
          async readAccentedLine(image, language) {
            const read = await engine.readAccentedLine(image, language);
            if (!every(call++)) return read;
            return { ...read, lines: read.lines.map((line) => ({ ...line, symbols: line.symbols.map((symbol) => ({ ...symbol, y0: 0, y1: 10_000 })) })) };
          },
        };
      };
      const oneInTwo = await read(
        boxesLost((call) => call % 2 === 1),
        31029,
      );
      expect(oneInTwo.read).toMatchObject({ lastName: 'MOREAU', firstName: 'SOPHIE' });
      expect(oneInTwo.read.fieldsToReview).not.toContain('lastName');
      // No reading that can tell the ink: the customer confirms the names as printed.
      const none = await read(
        boxesLost(() => true),
        31029,
      );
      expect(none.read.fieldsToReview).toEqual(expect.arrayContaining(['lastName', 'firstName']));
    }, 60_000);

    it('sends the names to review when the model reads an accent where none is printed', async () => {
      const { truth, read: identity } = await read(
        misreadingAccents(engine, (letter) => (letter === 'E' ? 'É' : letter)),
        31029,
      );
      expect([truth.lastName, truth.firstName]).toEqual(['MOREAU', 'SOPHIE']);
      expect(identity.fieldsToReview).toEqual(expect.arrayContaining(['lastName', 'firstName']));
    }, 60_000);
  });
});
