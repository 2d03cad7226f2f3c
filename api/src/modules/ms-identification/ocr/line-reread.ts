/**
 * A second, narrower reading of the printed lines the page reading was unsure of: each line is cut
 * out alone with room around it (a letter the first reading dropped still fits), enlarged and read
 * as one line of capitals. It only serves the names, which count once the MRZ's name agrees: a
 * second source, never a value taken on its own.
 */
import sharp from 'sharp';
import type { OcrEngine, ReadLine } from './engine';

export const NAME_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ '-";
/** Lines read with less confidence than this (tesseract's, 0–100) are read again. */
export const UNSURE_LINE = 80;
const SCALE = 2;
const BORDER = 16;

/** Is this a printed line worth a second look: unsure, short, not a line of the zone? */
export const unsureLine = (line: ReadLine) => line.confidence < UNSURE_LINE && line.symbols.length > 0 && line.text.length <= 40 && !line.text.includes('<');

/** The page's lines, each unsure one replaced by its second reading (kept when that reads nothing). */
export async function rereadUnsureLines(engine: OcrEngine, page: Buffer, lines: ReadLine[]): Promise<string> {
  const { width = 0, height = 0 } = await sharp(page).metadata();
  const texts: string[] = [];
  for (const line of lines) {
    if (!unsureLine(line)) {
      texts.push(line.text);
      continue;
    }
    const rowHeight = line.y1 - line.y0;
    const left = Math.max(0, Math.floor(Math.min(...line.symbols.map((symbol) => symbol.x0)) - rowHeight));
    const right = Math.min(width, Math.ceil(Math.max(...line.symbols.map((symbol) => symbol.x1)) + 2 * rowHeight));
    const top = Math.max(0, Math.floor(line.y0 - rowHeight * 0.3));
    const bottom = Math.min(height, Math.ceil(line.y1 + rowHeight * 0.3));
    if (right - left < 4 || bottom - top < 4) {
      texts.push(line.text);
      continue;
    }
    const strip = await sharp(page)
      .extract({ left, top, width: right - left, height: bottom - top })
      .resize({ width: (right - left) * SCALE, kernel: 'lanczos3' })
      .extend({ top: BORDER, bottom: BORDER, left: BORDER, right: BORDER, background: '#ffffff' })
      .png()
      .toBuffer();
    const read = (await engine.readField(strip, NAME_ALPHABET)).text.replace(/\s+/g, ' ').trim();
    texts.push(read || line.text);
  }
  return texts.join('\n');
}
