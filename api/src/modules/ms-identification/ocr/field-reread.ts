/**
 * A second, narrower reading of the zone's fields whose check digit failed (or held only after a
 * repair): each field is cut out alone by its cells, enlarged, and read as one line with its own
 * alphabet — digits only for dates and check digits — then put back cell by cell. The zone is then
 * read and checked again; nothing read here is taken unless the check digits hold.
 */
import sharp from 'sharp';
import type { OcrEngine } from './engine';
import { placeInCells, type MrzRead, type ZoneLayout } from './mrz-correct';

const DIGITS = '0123456789';
const LETTERS_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const WITH_FILLER = `${LETTERS_DIGITS}<`;

export interface FieldCells {
  line: number;
  start: number;
  /** The value and its check digit. */
  length: number;
  alphabet: string;
}

/** The cells of each checked field, per layout (ICAO 9303). */
const LAYOUTS: Record<MrzRead['format'], Record<'documentNumber' | 'birthDate' | 'expiryDate' | 'personalNumber' | 'composite', FieldCells[]>> = {
  TD1: {
    documentNumber: [{ line: 0, start: 5, length: 10, alphabet: LETTERS_DIGITS }],
    birthDate: [{ line: 1, start: 0, length: 7, alphabet: DIGITS }],
    expiryDate: [{ line: 1, start: 8, length: 7, alphabet: DIGITS }],
    // The CIN (optional data) has no digit of its own: the composite covers it.
    personalNumber: [{ line: 0, start: 15, length: 8, alphabet: WITH_FILLER }],
    composite: [{ line: 1, start: 29, length: 1, alphabet: DIGITS }],
  },
  TD3: {
    documentNumber: [{ line: 1, start: 0, length: 10, alphabet: LETTERS_DIGITS }],
    birthDate: [{ line: 1, start: 13, length: 7, alphabet: DIGITS }],
    expiryDate: [{ line: 1, start: 21, length: 7, alphabet: DIGITS }],
    personalNumber: [{ line: 1, start: 28, length: 15, alphabet: WITH_FILLER }],
    composite: [{ line: 1, start: 43, length: 1, alphabet: DIGITS }],
  },
};

/** The fields worth a second reading: a failed digit, or one that held only after a repair. */
export function doubtfulFields(zone: MrzRead): FieldCells[] {
  const layout = LAYOUTS[zone.format];
  const doubtful = (['documentNumber', 'birthDate', 'expiryDate'] as const).filter((name) => !zone[name].valid || zone[name].repaired);
  const cells = doubtful.flatMap((name) => layout[name]);
  if (!zone.composite.valid) cells.push(...layout.composite, ...(zone.format === 'TD1' || !zone.personalNumber.valid ? layout.personalNumber : []));
  else if (!zone.personalNumber.valid) cells.push(...layout.personalNumber);
  return cells;
}

/** Reads each field again alone and returns the zone's lines with what the second reading placed. */
export async function rereadFields(engine: OcrEngine, band: Buffer, layout: ZoneLayout, fields: FieldCells[]): Promise<string[]> {
  const { width = 0, height = 0 } = await sharp(band).metadata();
  const lines = layout.lines.map((line) => [...line]);
  const scale = 2;
  const border = 16;
  for (const field of fields) {
    const row = layout.rows[field.line];
    if (!row) continue;
    const rowHeight = row.y1 - row.y0;
    const left = Math.max(0, Math.floor(row.x0 + (field.start - 0.3) * layout.pitch));
    const right = Math.min(width, Math.ceil(row.x0 + (field.start + field.length + 0.1) * layout.pitch));
    const top = Math.max(0, Math.floor(row.y0 - rowHeight * 0.2));
    const bottom = Math.min(height, Math.ceil(row.y1 + rowHeight * 0.2));
    if (right - left < 4 || bottom - top < 4) continue;
    const strip = await sharp(band)
      .extract({ left, top, width: right - left, height: bottom - top })
      .resize({ width: (right - left) * scale })
      .extend({ top: border, bottom: border, left: border, right: border, background: '#ffffff' })
      .png()
      .toBuffer();
    const read = await engine.readField(strip, field.alphabet);
    const symbols = read.lines
      .flatMap((line) => line.symbols)
      .map((symbol) => ({ ...symbol, x0: left + (symbol.x0 - border) / scale, x1: left + (symbol.x1 - border) / scale }));
    placeInCells(symbols, row.x0, layout.pitch, field.length, field.start).forEach((cell, i) => {
      if (cell) lines[field.line]![field.start + i] = cell;
    });
  }
  return lines.map((line) => line.join(''));
}
