/**
 * The zone's fields read a second way, cell by cell against the OCR-B glyphs (glyph-match.ts), to
 * vouch for what tesseract and the check digits cannot settle alone: a character no check digit
 * tells from another (L/1, G/6, S/8 in a CIN), a value that held only after a repair, and the name,
 * which has no check digit at all. A value is confirmed only when every cell of it is decided (a
 * clear best glyph) and is the same character; a field whose check digit failed may be read again
 * by the glyphs, and that reading counts only if the check digits then hold.
 */
import { cellMatcher, CLEAR_MARGIN, decided, DIGIT_GLYPHS, LETTER_GLYPHS, MIN_FIT, type CellMatch, type CellMatcher } from './glyph-match';
import type { FieldCells } from './field-reread';
import type { MrzRead, ZoneLayout } from './mrz-correct';

/** The picture of the zone tesseract read, and where it placed the cells on it. */
export interface ZonePicture {
  band: Buffer;
  layout: ZoneLayout;
}

type Field = 'documentNumber' | 'birthDate' | 'expiryDate' | 'personalNumber';
/** Where each field starts: the line within the zone and the first cell (ICAO 9303). */
const FIELD_CELLS: Record<MrzRead['format'], Record<Field, { line: number; start: number }>> = {
  TD1: { documentNumber: { line: 0, start: 5 }, birthDate: { line: 1, start: 0 }, expiryDate: { line: 1, start: 8 }, personalNumber: { line: 0, start: 15 } },
  TD3: { documentNumber: { line: 1, start: 0 }, birthDate: { line: 1, start: 13 }, expiryDate: { line: 1, start: 21 }, personalNumber: { line: 1, start: 28 } },
};
/** The name: TD1's third line, TD3's first after `P<` and the state. */
const NAME_CELLS: Record<MrzRead['format'], { line: number; start: number; length: number }> = {
  TD1: { line: 2, start: 0, length: 30 },
  TD3: { line: 0, start: 5, length: 39 },
};
const NAME_GLYPHS = `${LETTER_GLYPHS}<`;
/** Characters tesseract reads in place of the filler. */
const FILLER_READS = '<KLCS';

/** ICAO 9303 weight of a character (digits, A=10…Z=35, filler 0). */
const weight = (c: string) => (/[0-9]/.test(c) ? Number(c) : /[A-Z]/.test(c) ? c.charCodeAt(0) - 55 : 0);
/** Characters the check digit cannot tell apart: the same weight modulo 10 (L/1, G/6, S/8, O/E/Y…). */
export const twins = (a: string, b: string) => a !== b && (weight(a) - weight(b)) % 10 === 0;

/**
 * Does the cell of a value whose check digit held read as that value's character? Its best glyph
 * must be that character, fit well, and beat clearly each character the check digit would not
 * have told from it (any other one would have broken the digit).
 */
export function vouchesFor(match: CellMatch | null, c: string): boolean {
  if (!match || match.best !== c || match.fit < MIN_FIT) return false;
  return match.ranked.every((other) => !twins(other.c, c) || match.fit - other.fit >= CLEAR_MARGIN);
}

const alphabetOf = (shape: string | undefined) => (shape === '9' ? DIGIT_GLYPHS : shape === 'A' ? LETTER_GLYPHS : `${LETTER_GLYPHS}${DIGIT_GLYPHS}`);

/** The cells of one read zone, compared with the glyphs on demand. */
export interface ZoneCells {
  /**
   * Does every cell of the field's value (its check digit held) read as the character the value
   * holds there, clearly not one the digit cannot tell from it (`vouchesFor`)? `shape` says which
   * cells may hold a digit (`9`), a letter (`A`) or either (`X`).
   */
  confirms(field: Field, value: string, shape: string): boolean;
  /**
   * The name line as the glyphs read it, cell by cell among the letters and the filler, when every
   * cell is decided, every letter is the one tesseract read in that cell, and the line ends in
   * fillers (a name cut by the line's end is not whole); else null.
   */
  name(): string | null;
}

export async function zoneCells(picture: ZonePicture | null, zone: Pick<MrzRead, 'format' | 'firstLine'>): Promise<ZoneCells | null> {
  if (!picture) return null;
  const matcher: CellMatcher | null = await cellMatcher(picture.band, picture.layout);
  if (!matcher) return null;
  const cells = FIELD_CELLS[zone.format];
  return {
    confirms(field, value, shape) {
      const { line, start } = cells[field];
      return (
        value.length > 0 &&
        [...value].every((c, i) => {
          return vouchesFor(matcher.match(zone.firstLine + line, start + i, alphabetOf(shape[i])), c);
        })
      );
    },
    name() {
      const { line, start, length } = NAME_CELLS[zone.format];
      const row = zone.firstLine + line;
      const read = picture.layout.lines[row] ?? '';
      let text = '';
      for (let cell = start; cell < start + length; cell += 1) {
        const match = matcher.match(row, cell, NAME_GLYPHS);
        if (!decided(match)) return null;
        const tesseract = read[cell] ?? '<';
        if (match.best === '<' ? !FILLER_READS.includes(tesseract) : tesseract !== match.best) return null;
        text += match.best;
      }
      return text.endsWith('<') ? text : null;
    },
  };
}

/**
 * The zone's lines with the cells of the given fields read against the glyphs (each with its
 * field's alphabet); a cell no glyph decides keeps what tesseract read. Null without the font.
 */
export async function glyphFieldLines(picture: ZonePicture, fields: FieldCells[]): Promise<string[] | null> {
  const matcher = await cellMatcher(picture.band, picture.layout);
  if (!matcher) return null;
  const lines = picture.layout.lines.map((line) => [...line]);
  for (const field of fields) {
    for (let cell = field.start; cell < field.start + field.length; cell += 1) {
      // A number shorter than its field is padded with fillers: wherever letters may stand, so may `<`.
      const match = matcher.match(field.line, cell, /[A-Z]/.test(field.alphabet) && !field.alphabet.includes('<') ? `${field.alphabet}<` : field.alphabet);
      if (decided(match) && lines[field.line]) lines[field.line]![cell] = match.best;
    }
  }
  return lines.map((line) => line.join(''));
}
