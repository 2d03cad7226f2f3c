/**
 * The accents of a foreign passport's printed names. The zone drops them (ICAO transliterates É, Ñ,
 * Ü…) and the English model reads past them, so each name the zone confirmed is cut out of the page
 * where it was read and read again by the model of the issuing state's language, which knows them.
 * The reading is taken only when it holds the zone's letters and nothing else, every character read
 * with confidence, at two enlargements that agree character for character: else the customer
 * confirms the names as printed.
 */
import sharp from 'sharp';
import type { AccentedLanguage, OcrEngine, ReadLine, TextRead } from './engine';
import { cutStrip } from './strip';
import type { ConfirmedNames, NameCandidate } from './printed-names';
import { withoutAccents } from './printed-fields';

/** ICAO 9303 codes of the states whose names are written in French or Spanish letters. */
const STATE_LANGUAGES: Record<string, AccentedLanguage> = {
  ...Object.fromEntries(
    ['FRA', 'BEL', 'CHE', 'LUX', 'MCO', 'SEN', 'CIV', 'MLI', 'BFA', 'NER', 'GIN', 'CMR', 'GAB', 'COG', 'COD', 'TCD', 'BEN', 'TGO', 'MDG', 'HTI'].map(
      (state) => [state, 'fra' as const],
    ),
  ),
  ...Object.fromEntries(
    ['ESP', 'MEX', 'ARG', 'COL', 'CHL', 'PER', 'VEN', 'ECU', 'GTM', 'CUB', 'BOL', 'DOM', 'HND', 'PRY', 'SLV', 'NIC', 'CRI', 'PAN', 'URY', 'GNQ'].map(
      (state) => [state, 'spa' as const],
    ),
  ),
};

export const accentedLanguageOf = (state: string): AccentedLanguage | null => STATE_LANGUAGES[state] ?? null;

/** Every character of an accepted reading is read at least this sure (tesseract's 0–100). */
export const ACCENT_CONFIDENCE = 85;
/** The enlargements the name is read at; two sure readings of its letters must agree on every accent. */
const SCALES = [2, 3, 4] as const;

/** The letters of a name as read (accents kept, each letter one character), spaces and marks left out. */
const lettersOf = (text: string) => [
  ...text
    .toUpperCase()
    .normalize('NFC')
    .replace(/[^A-ZÀ-ÖØ-Ý]+/g, ''),
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Where a name stands on the page: its words' box, or its whole line's when only the line is known. */
interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

function boxOf(line: ReadLine, run: NameCandidate, placed: boolean): Box | null {
  const words = placed ? line.words.slice(run.first, run.last + 1) : line.words;
  if (words.length === 0) return null;
  const box = {
    x0: Math.min(...words.map((word) => word.x0)),
    x1: Math.max(...words.map((word) => word.x1)),
    y0: Math.min(...words.map((word) => word.y0)),
    y1: Math.max(...words.map((word) => word.y1)),
  };
  // A word's box may hold the label printed over it (Nom over MERCIER, read as one word): its letters' boxes do not.
  const letters = line.symbols.filter((symbol) => /[A-Z]/i.test(symbol.text) && (symbol.x0 + symbol.x1) / 2 >= box.x0 && (symbol.x0 + symbol.x1) / 2 <= box.x1);
  if (letters.length === 0) return box;
  const top = median(letters.map((symbol) => symbol.y0));
  const bottom = median(letters.map((symbol) => symbol.y1));
  return box.y1 - box.y0 > (bottom - top) * 1.5 ? { ...box, y0: top, y1: bottom } : box;
}

/**
 * The lowest edge of the printed lines above the box (a label, a title) that stand over it: the
 * strip stops there, or the reading gives the label the accents between it and the name.
 */
function ceilingOver(lines: ReadLine[], box: Box): number {
  const above = lines.flatMap((line) => line.words).filter((word) => word.y1 <= box.y0 + 2 && word.x1 > box.x0 && word.x0 < box.x1);
  return Math.max(-1, ...above.map((word) => word.y1));
}

/** The name's box cut out of the page, room left above for the capitals' accents (not beyond the line above). */
function cutOut(page: Buffer, box: Box, ceiling: number, scale: number): Promise<Buffer | null> {
  const rowHeight = box.y1 - box.y0;
  return cutStrip(
    page,
    {
      left: box.x0 - rowHeight * 0.4,
      right: box.x1 + rowHeight * 0.4,
      top: Math.max(ceiling + 1, box.y0 - rowHeight * 0.45),
      bottom: box.y1 + rowHeight * 0.15,
    },
    scale,
  );
}

/** The strip's grey pixels, to look for the ink of the accents. */
interface Grey {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Is there ink above each letter where an accent would stand? The model may read past a thin
 * accent with confidence (ÉLODIE read ELODIE at 98): the accents it reads must be where the ink is.
 * Per letter true (ink), false (clean paper) or null (cannot tell: a little ink, or the line above
 * reaching down into the band).
 */
function inkAbove(grey: Grey, symbols: TextRead['lines'][number]['symbols'], ceiling: number): Array<boolean | null> {
  // The zone says the name is in capitals: a short word of letters without ascenders (SOW) may be
  // read in lower case, its glyphs' boxes are the capitals' all the same.
  const plainCaps = symbols.filter((symbol) => /^[A-Z]$/i.test(symbol.text) && !/^[QJ]$/i.test(symbol.text));
  if (plainCaps.length === 0) return symbols.map(() => null);
  const capTop = median(plainCaps.map((symbol) => symbol.y0));
  const capHeight = median(plainCaps.map((symbol) => symbol.y1 - symbol.y0));
  const bandTop = Math.max(Math.round(capTop - capHeight * 0.38), ceiling + 1, 0);
  const bandBottom = Math.round(capTop - capHeight * 0.07);
  if (bandBottom - bandTop < capHeight * 0.15) return symbols.map(() => null);
  // Paper and ink of this strip: the light and dark ends of its pixels.
  const all: number[] = [];
  for (let i = 0; i < grey.data.length; i += 7) all.push(grey.data[i]!);
  const sorted = all.sort((a, b) => a - b);
  const ink = sorted[Math.floor(sorted.length * 0.03)]!;
  const paper = sorted[Math.floor(sorted.length * 0.6)]!;
  if (paper - ink < 60) return symbols.map(() => null);
  const dark = (ink + paper) / 2;
  return symbols.map((symbol) => {
    const inset = Math.round((symbol.x1 - symbol.x0) * 0.12);
    const x0 = Math.max(0, symbol.x0 + inset);
    const x1 = Math.min(grey.width, symbol.x1 - inset);
    let count = 0;
    let area = 0;
    for (let y = bandTop; y < bandBottom; y += 1)
      for (let x = x0; x < x1; x += 1) {
        area += 1;
        if (grey.data[y * grey.width + x]! < dark) count += 1;
      }
    if (area === 0) return null;
    const share = count / area;
    return share >= 0.05 ? true : share <= 0.008 ? false : null;
  });
}

/** Letters whose mark stands above the capital (not Ç's cedilla below, nor Ø's stroke across). */
const MARKED_ABOVE = /[À-ÆÈ-ÏÑ-ÖÙ-Ý]/;

/**
 * The letters of the run of words, in any line of the reading, that spells the name (accents aside),
 * when every character of it was read with confidence and no accent contradicts the ink; else null.
 * `inkSays`: the ink was told above every letter (a reading whose letters' boxes are unusable, or a
 * band too faint, cannot tell). The strip may hold a label or a neighbouring line too: it is read as a
 * block and the name found in it.
 */
function sureLetters(read: TextRead, plain: string, grey: Grey): { letters: string[]; inkSays: boolean } | null {
  for (const [index, line] of read.lines.entries())
    for (let first = 0; first < line.words.length; first += 1)
      for (let last = first; last < line.words.length; last += 1) {
        const words = line.words.slice(first, last + 1);
        const letters = lettersOf(words.map((word) => word.text).join(' '));
        if (withoutAccents(letters.join('')) !== plain) continue;
        const x0 = words[0]!.x0;
        const x1 = words[words.length - 1]!.x1;
        const symbols = line.symbols.filter((symbol) => symbol.x0 >= x0 && symbol.x1 <= x1 && /[A-ZÀ-ÖØ-Ý]/i.test(symbol.text));
        if (symbols.length !== letters.length || symbols.some((symbol) => symbol.confidence < ACCENT_CONFIDENCE)) return null;
        // The lowest ink of the lines above this one: the accents' band stops there.
        const ceiling = Math.max(-1, ...read.lines.slice(0, index).map((above) => Math.max(...above.symbols.map((symbol) => symbol.y1))));
        const ink = inkAbove(grey, symbols, ceiling);
        const contradicted = letters.some((letter, at) => ink[at] !== null && ink[at] !== MARKED_ABOVE.test(letter));
        return contradicted ? null : { letters, inkSays: ink.every((above) => above !== null) };
      }
  return null;
}

/**
 * One name with its accents, or null when no two sure readings agree. The confirmed name keeps its
 * spaces and marks (the zone's fillers confirmed them); each of its letters takes the accent the
 * readings agree on.
 */
async function accentedName(engine: OcrEngine, page: Buffer, box: Box, ceiling: number, confirmed: string, language: AccentedLanguage): Promise<string | null> {
  const plain = lettersOf(withoutAccents(confirmed));
  const agreed: Array<{ letters: string[]; inkSays: boolean }> = [];
  for (const scale of SCALES) {
    const strip = await cutOut(page, box, ceiling, scale);
    if (!strip) return null;
    const raw = await engine.readAccentedLine(strip, language);
    const { data, info } = await sharp(strip).greyscale().raw().toBuffer({ resolveWithObject: true });
    const sure = sureLetters(raw, plain.join(''), { data, width: info.width, height: info.height });
    // A reading of other letters is a misreading of the strip, not a say on the accents.
    if (!sure) continue;
    // Two sure readings that differ on an accent: the customer decides.
    if (agreed.length > 0 && sure.letters.join('') !== agreed[0]!.letters.join('')) return null;
    agreed.push(sure);
    if (agreed.length === 2 && agreed.some((one) => one.inkSays)) break;
  }
  // Two readings agree, and the ink was told above every letter in one of them at least.
  if (agreed.length < 2 || !agreed.some((one) => one.inkSays)) return null;
  let next = 0;
  return [...confirmed.normalize('NFC')].map((character) => (/[A-ZÀ-ÖØ-Ý]/.test(character) ? agreed[0]!.letters[next++]! : character)).join('');
}

/**
 * Both names with their accents, read where the page reading found them (`placed`: the words of the
 * run; else the line a second reading found them on), or null (to review) when either is not sure.
 */
export async function accentedNames(
  engine: OcrEngine,
  page: Buffer,
  lines: ReadLine[],
  names: ConfirmedNames,
  language: AccentedLanguage,
  placed: boolean,
): Promise<{ lastName: string; firstName: string } | null> {
  const read = async (name: 'lastName' | 'firstName') => {
    const run = names.runs[name];
    const line = lines[run.line];
    const box = line && (!placed || line.words.length > run.last) ? boxOf(line, run, placed) : null;
    return box ? accentedName(engine, page, box, ceilingOver(lines, box), names[name], language) : null;
  };
  const [lastName, firstName] = [await read('lastName'), await read('firstName')];
  return lastName && firstName ? { lastName, firstName } : null;
}
