/**
 * A second, narrower reading of the printed lines the page reading was unsure of: each line is cut
 * out alone with room around it (a letter the first reading dropped still fits), enlarged and read
 * as one line of capitals. It only serves the names, which count once the MRZ's name agrees: a
 * second source, never a value taken on its own.
 */
import sharp from 'sharp';
import type { OcrEngine, ReadLine } from './engine';
import { type Band, cutStrip } from './strip';

export const NAME_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ '-";
/** Lines read with less confidence than this (tesseract's, 0–100) are read again. */
export const UNSURE_LINE = 80;
const SCALE = 2;

/** Is this a printed line worth a second look: unsure, short, not a line of the zone? */
export const unsureLine = (line: ReadLine) => line.confidence < UNSURE_LINE && line.symbols.length > 0 && line.text.length <= 40 && !line.text.includes('<');

/** A printed line's band: its symbols with `left` and `right` row heights of room, a third of one above and below. */
function aroundLine(line: ReadLine, left: number, right: number): Band {
  const rowHeight = line.y1 - line.y0;
  return {
    left: Math.min(...line.symbols.map((symbol) => symbol.x0)) - rowHeight * left,
    right: Math.max(...line.symbols.map((symbol) => symbol.x1)) + rowHeight * right,
    top: line.y0 - rowHeight * 0.3,
    bottom: line.y1 + rowHeight * 0.3,
  };
}

/** A band cut out, enlarged and read as one line with `alphabet`; null when it is not on the page. */
async function readBand(engine: OcrEngine, page: Buffer, band: Band, alphabet: string) {
  const strip = await cutStrip(page, band, SCALE);
  return strip ? engine.readField(strip, alphabet) : null;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The page's lines, each unsure one replaced by its second reading (kept when that reads nothing). */
export async function rereadUnsureLines(engine: OcrEngine, page: Buffer, lines: ReadLine[]): Promise<string> {
  const texts: string[] = [];
  for (const line of lines) {
    if (!unsureLine(line)) {
      texts.push(line.text);
      continue;
    }
    const read = await readBand(engine, page, aroundLine(line, 1, 2), NAME_ALPHABET);
    texts.push(oneLine(read?.text ?? '') || line.text);
  }
  return texts.join('\n');
}

/** The label of a passport's place of birth, in the languages its pages print. */
const BIRTH_PLACE_LABEL = /lieu de naissance|lugar de nacimiento|place of birth/i;

/**
 * A passport's place of birth read again where its label says it stands: the band under the label
 * (then the rest of the label's own line), cut out, enlarged and read as one line of capitals. The
 * page reading often misses a short value alone on its line. With the engine's confidence in it.
 */
export async function rereadBirthPlace(engine: OcrEngine, page: Buffer, lines: ReadLine[]): Promise<Array<{ text: string; confidence: number }>> {
  const label = lines.find((line) => BIRTH_PLACE_LABEL.test(line.text) && line.words.length > 0);
  if (!label) return [];
  const { width = 0 } = await sharp(page).metadata();
  const labelHeight = label.y1 - label.y0;
  const x0 = Math.min(...label.words.map((word) => word.x0));
  const x1 = Math.max(...label.words.map((word) => word.x1));
  const bands = [
    // Under the label: the value, printed larger, as wide as the page allows.
    { left: x0 - labelHeight, top: label.y1, right: Math.max(x1, x0 + width * 0.45), bottom: label.y1 + labelHeight * 3 },
    // Beside it, on the label's own line.
    { left: x1, top: label.y0 - labelHeight * 0.6, right: x1 + width * 0.4, bottom: label.y1 + labelHeight * 0.6 },
  ];
  const readings: Array<{ text: string; confidence: number }> = [];
  for (const band of bands) {
    const read = await readBand(engine, page, band, NAME_ALPHABET);
    for (const line of read?.lines ?? []) readings.push({ text: oneLine(line.text), confidence: line.confidence });
  }
  return readings;
}

/** What an address line prints: capitals, digits and the marks of street names. */
const ADDRESS_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 '-";

/**
 * The printed line that holds `value`, cut out alone, enlarged and read again (with `alphabet`): a
 * value no check digit covers (the address) is taken only when a second reading of its line says the
 * same (a house number read 13 for 48, with confidence, once). Empty when the line is not found.
 */
export async function rereadLineOf(
  engine: OcrEngine,
  page: Buffer,
  lines: ReadLine[],
  holds: (text: string) => boolean,
  alphabet = ADDRESS_ALPHABET,
): Promise<string> {
  const line = lines.find((one) => one.symbols.length > 0 && holds(one.text));
  if (!line) return '';
  // Room on the left for a digit the first reading dropped (86 read 6).
  const read = await readBand(engine, page, aroundLine(line, 2.5, 1), alphabet);
  return oneLine(read?.text ?? '');
}
