/**
 * A second classifier for the zone's cells, independent of tesseract: the zone is printed in OCR-B
 * (ICAO 9303) at a fixed pitch, so each cell's pixels are compared with the OCR-B glyphs drawn at
 * the cell's size (normalised cross-correlation, the glyph slid a little around where the cell
 * should be). It decides what no check digit can — L or 1, G or 6, S or 8 in a CIN — and tells the
 * filler `<` from the K, L, C tesseract often reads there. A cell counts as decided only when its
 * best glyph fits well and clearly better than the second best; anything closer stays in review.
 *
 * The glyphs come from the OCR-B font installed with the system packages (Debian's `fonts-ocr-b`,
 * as for the synthetic set), drawn once by sharp. Without that font nothing is decided here.
 */
import sharp from 'sharp';
import type { ZoneLayout } from './mrz-correct';

/** A cell's best glyph must fit at least this well (correlation, −1…1)… */
export const MIN_FIT = 0.6;
/**
 * …and beat the second best by this much, or the cell stays undecided. Chosen on the synthetic sets
 * of seeds 1000 and 2000 (6,432 cells): with each cell's own alphabet no best glyph was wrong, the
 * smallest right margins were about 0.07 (H against M, blurred); with letters and digits both
 * allowed, 0 against O went wrong by up to 0.09 — so a decided cell never stands alone: tesseract's
 * reading or a check digit must say the same.
 */
export const CLEAR_MARGIN = 0.06;

export const MRZ_GLYPHS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';
export const DIGIT_GLYPHS = '0123456789';
export const LETTER_GLYPHS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** What the glyphs say of one cell: the best and the runner-up with their fits. */
export interface CellMatch {
  best: string;
  fit: number;
  second: string;
  secondFit: number;
  /** Every glyph of the alphabet with its fit, best first. */
  ranked: Array<{ c: string; fit: number }>;
}

/** Decided: a good fit, clearly better than any other glyph of the alphabet. */
export const decided = (match: CellMatch | null): match is CellMatch => !!match && match.fit >= MIN_FIT && match.fit - match.secondFit >= CLEAR_MARGIN;

/** A grey picture, one byte a pixel. */
export interface Grey {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Each glyph drawn large once, cut to its cell: one advance wide, from above the capitals to below the baseline. */
interface GlyphSet {
  glyphs: Map<string, Grey>;
  /** Where the capitals' top and the baseline stand in each glyph picture (pixels). */
  capTop: number;
  /** OCR-B's digits stand higher than its capitals. */
  digitTop: number;
  baseline: number;
  /** The pen's advance (the pitch) and where the first glyph's ink starts in its cell, per glyph. */
  advance: number;
  leftBearing: Map<string, number>;
}

const REFERENCE_SIZE = 120;
const ORIGIN = 40;

async function drawText(text: string, family: string): Promise<Grey> {
  const width = ORIGIN * 2 + Math.ceil(REFERENCE_SIZE * text.length);
  const height = Math.round(REFERENCE_SIZE * 1.6);
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/><text x="${ORIGIN}" y="${REFERENCE_SIZE * 1.2}" font-family="${family}" font-size="${REFERENCE_SIZE}" fill="#000" xml:space="preserve">${escaped}</text></svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height };
}

/** The ink's box (pixels darker than mid-grey), or null when there is none. */
export function inkBox(image: Grey, threshold = 128): { x0: number; x1: number; y0: number; y1: number } | null {
  let [x0, x1, y0, y1] = [Infinity, -1, Infinity, -1];
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      if (image.data[y * image.width + x]! >= threshold) continue;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
    }
  }
  return x1 < 0 ? null : { x0, x1: x1 + 1, y0, y1: y1 + 1 };
}

function crop(image: Grey, left: number, top: number, width: number, height: number): Grey {
  const data = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const sx = left + x;
      const sy = top + y;
      if (sx >= 0 && sy >= 0 && sx < image.width && sy < image.height) data[y * width + x] = image.data[sy * image.width + sx]!;
    }
  }
  return { data, width, height };
}

let glyphSet: Promise<GlyphSet | null> | null = null;

async function drawGlyphs(): Promise<GlyphSet | null> {
  // Without the font the renderer falls back to another one: then there is nothing to compare with.
  const [ocrb, fallback] = await Promise.all([drawText('G1L<', 'OCR B'), drawText('G1L<', 'No Such Font Family')]);
  if (Buffer.compare(Buffer.from(ocrb.data), Buffer.from(fallback.data)) === 0) return null;
  const h = inkBox(await drawText('H', 'OCR B'));
  const run = inkBox(await drawText('0000000000', 'OCR B'));
  const zero = inkBox(await drawText('0', 'OCR B'));
  if (!h || !run || !zero) return null;
  const advance = (run.x1 - run.x0 - (zero.x1 - zero.x0)) / 9;
  const capHeight = h.y1 - h.y0;
  const top = Math.round(h.y0 - capHeight * 0.25);
  const bottom = Math.round(h.y1 + capHeight * 0.25);
  const glyphs = new Map<string, Grey>();
  const leftBearing = new Map<string, number>();
  await Promise.all(
    [...MRZ_GLYPHS].map(async (c) => {
      const drawn = await drawText(c, 'OCR B');
      glyphs.set(c, crop(drawn, ORIGIN, top, Math.round(advance), bottom - top));
      leftBearing.set(c, (inkBox(drawn)?.x0 ?? ORIGIN) - ORIGIN);
    }),
  );
  return { glyphs, capTop: h.y0 - top, digitTop: zero.y0 - top, baseline: h.y1 - top, advance, leftBearing };
}

/** The OCR-B glyphs, drawn on first use and kept (null when the font is not installed). */
export const ocrbGlyphs = () => (glyphSet ??= drawGlyphs());

/** For each target position, the source positions it covers and how much of each (area averaging). */
function coverage(source: number, target: number): Array<{ from: number; weights: number[] }> {
  const f = source / target;
  return Array.from({ length: target }, (_, t) => {
    const s0 = t * f;
    const s1 = s0 + f;
    const from = Math.floor(s0);
    const weights: number[] = [];
    for (let s = from; s < Math.min(source, Math.ceil(s1)); s += 1) weights.push(Math.min(s + 1, s1) - Math.max(s, s0));
    return { from, weights };
  });
}

/** Area-averaged resize of a grey picture (both ways), to a glyph's size at the zone's scale. */
export function resize(image: Grey, width: number, height: number): Grey {
  const data = new Uint8Array(width * height);
  const across = coverage(image.width, width);
  const down = coverage(image.height, height);
  for (let y = 0; y < height; y += 1) {
    const rows = down[y]!;
    for (let x = 0; x < width; x += 1) {
      const columns = across[x]!;
      let sum = 0;
      let area = 0;
      for (let j = 0; j < rows.weights.length; j += 1) {
        const offset = (rows.from + j) * image.width + columns.from;
        const wy = rows.weights[j]!;
        for (let i = 0; i < columns.weights.length; i += 1) {
          const w = wy * columns.weights[i]!;
          sum += w * image.data[offset + i]!;
          area += w;
        }
      }
      data[y * width + x] = area > 0 ? (sum / area + 0.5) | 0 : 255;
    }
  }
  return { data, width, height };
}

/** A template centred on its mean and scaled to unit norm (a blank one stays all zeros). */
function normalised(image: Grey): Float64Array {
  const n = image.data.length;
  let mean = 0;
  for (const v of image.data) mean += v / n;
  const out = new Float64Array(n);
  let norm = 0;
  for (let i = 0; i < n; i += 1) {
    out[i] = image.data[i]! - mean;
    norm += out[i]! * out[i]!;
  }
  norm = Math.sqrt(norm);
  if (norm > 0) for (let i = 0; i < n; i += 1) out[i]! /= norm;
  return out;
}

/** The best correlation of a normalised template anywhere its top-left corner may stand in the window. */
function bestFit(window: Grey, template: Float64Array, tw: number, th: number): number {
  let best = -1;
  const n = tw * th;
  for (let oy = 0; oy + th <= window.height; oy += 1) {
    for (let ox = 0; ox + tw <= window.width; ox += 1) {
      let sum = 0;
      let sumSq = 0;
      let dot = 0;
      for (let y = 0; y < th; y += 1) {
        const row = (oy + y) * window.width + ox;
        for (let x = 0; x < tw; x += 1) {
          const v = window.data[row + x]!;
          sum += v;
          sumSq += v * v;
          dot += v * template[y * tw + x]!;
        }
      }
      const variance = sumSq - (sum * sum) / n;
      if (variance <= 1e-6) continue;
      const fit = dot / Math.sqrt(variance);
      if (fit > best) best = fit;
    }
  }
  return best;
}

/** The zone's picture (grey) and where its cells stand, to compare cells with the glyphs. */
export interface CellMatcher {
  /** The glyphs of `alphabet` ranked for one cell of one line (null when the cell is off the picture). */
  match(line: number, cell: number, alphabet: string): CellMatch | null;
}

/** Cells are compared at this pitch (pixels): small enough to be quick, large enough for 0 against O. */
const WORK_PITCH = 18;

/** Where a row's glyph cells stand on the picture: the top of the glyph pictures and their scale. */
interface RowGeometry {
  originX: number;
  top: number;
  sy: number;
}

/**
 * A matcher for one picture of the zone and the cells tesseract's reading placed on it; null when
 * the OCR-B font is missing or the layout has no pitch.
 */
export async function cellMatcher(band: Buffer, layout: ZoneLayout): Promise<CellMatcher | null> {
  const glyphs = await ocrbGlyphs();
  if (!glyphs || layout.pitch <= 0) return null;
  const { data, info } = await sharp(band).greyscale().raw().toBuffer({ resolveWithObject: true });
  const picture: Grey = { data: new Uint8Array(data), width: info.width, height: info.height };
  // Everything is compared at the working scale: the picture's pitch brought to WORK_PITCH.
  const k = WORK_PITCH / layout.pitch;
  const sx = layout.pitch / glyphs.advance;
  const glyphHeight = glyphs.glyphs.get('<')!.height;
  const width = WORK_PITCH;
  const scaled = new Map<string, Float64Array>();
  const templateOf = (c: string, height: number) => {
    const key = `${c}:${height}`;
    let found = scaled.get(key);
    if (!found) {
      found = normalised(resize(glyphs.glyphs.get(c)!, width, height));
      scaled.set(key, found);
    }
    return found;
  };
  const slideX = 3;
  const slideY = 2;
  const rank = (geometry: RowGeometry, cell: number, alphabet: string): CellMatch | null => {
    const height = Math.max(6, Math.round(glyphHeight * geometry.sy * k));
    const left = geometry.originX + cell * layout.pitch;
    if (left + layout.pitch <= 0 || left >= picture.width) return null;
    // The cell with room to slide, cut from the picture and brought to the working scale.
    const marginX = slideX / k;
    const marginY = slideY / k;
    const source = crop(
      picture,
      Math.round(left - marginX),
      Math.round(geometry.top - marginY),
      Math.round(layout.pitch + 2 * marginX),
      Math.round(glyphHeight * geometry.sy + 2 * marginY),
    );
    const window = resize(source, width + 2 * slideX, height + 2 * slideY);
    const ranked = [...new Set(alphabet)].map((c) => ({ c, fit: bestFit(window, templateOf(c, height), width, height) })).sort((a, b) => b.fit - a.fit);
    const [best, second] = ranked;
    if (!best) return null;
    return { best: best.c, fit: best.fit, second: second?.c ?? '', secondFit: second?.fit ?? -1, ranked };
  };
  const geometries = new Map<number, RowGeometry | null>();
  /**
   * Tesseract's line box runs from the tallest glyph's top (OCR-B's digits stand higher than its
   * capitals) to the baseline: each reading of it is tried on a few cells of the row, and the one
   * the glyphs fit best is kept.
   */
  const geometryOf = (line: number): RowGeometry | null => {
    if (geometries.has(line)) return geometries.get(line)!;
    const row = layout.rows[line];
    const text = layout.lines[line];
    let chosen: RowGeometry | null = null;
    if (row && text) {
      const originX = row.x0 - (glyphs.leftBearing.get(text[0] ?? '<') ?? 0) * sx;
      const tops = [glyphs.capTop, glyphs.digitTop];
      const sample = Array.from({ length: 6 }, (_, i) => Math.floor(((i + 0.5) * text.length) / 6));
      let bestScore = -Infinity;
      for (const glyphTop of tops) {
        const sy = (row.y1 - row.y0) / (glyphs.baseline - glyphTop);
        const geometry = { originX, top: row.y0 - glyphTop * sy, sy };
        const score = sample.reduce((sum, cell) => sum + (rank(geometry, cell, MRZ_GLYPHS)?.fit ?? 0), 0);
        if (score > bestScore) [chosen, bestScore] = [geometry, score];
      }
    }
    geometries.set(line, chosen);
    return chosen;
  };
  return {
    match(line, cell, alphabet) {
      const geometry = geometryOf(line);
      return geometry ? rank(geometry, cell, alphabet) : null;
    },
  };
}
