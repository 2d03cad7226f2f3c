import { createOcrEngine, type OcrEngine, type TextRead } from './engine';
import { readDocument } from './read-document';
import { renderVaried, variedIdentity } from '../test-set/varied-documents';
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
