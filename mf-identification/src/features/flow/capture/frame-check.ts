/**
 * The camera step's check of each frame, for the auto-capture (issue 31): on a small grey copy of
 * the frame (about 320 px wide), is the card inside the frame and large enough, still (little
 * change since the last frame), sharp (edge energy on the card), without glare (no burnt patch on
 * the card)? The verdict says what to fix first; the picture is taken when several frames in a row
 * are `ready`. Pure arithmetic on a byte per pixel: it runs ten times a second or more on a
 * mid-range phone (measured at 4× CPU slowdown in Chromium, `npm run bench`).
 */

export type FrameAdvice = 'place' | 'closer' | 'farther' | 'still' | 'blurred' | 'glare' | 'turn' | 'ready';

export interface FrameVerdict {
  advice: FrameAdvice;
  /** The card's width over the frame's (0 when no card was found). */
  fill: number;
  sharpness: number;
  /** Share of the card's pixels burnt by a reflection. */
  glare: number;
  /** Mean change per pixel since the previous frame (0–255). */
  motion: number;
}

/** The card must cover this share of the frame's width at least (a smaller card is read too small)… */
export const MIN_FILL = 0.55;
/** …and must not touch the frame's edges (a cut card loses its corners and its zone). */
const EDGE_MARGIN = 2;
/** Below this Laplacian variance on the card (at ~320 px) the frame is blurred. */
export const FRAME_SHARPNESS = 90;
/** Above this share of burnt pixels on the card a reflection hides part of it. */
export const FRAME_GLARE = 0.012;
/** Above this mean change per pixel between two frames the hand moves. */
export const FRAME_MOTION = 6;

/** Otsu's threshold of a grey picture. */
function otsu(grey: Uint8Array): number {
  const histogram = new Float64Array(256);
  for (let i = 0; i < grey.length; i += 1) histogram[grey[i]!]! += 1;
  let sum = 0;
  for (let i = 0; i < 256; i += 1) sum += i * histogram[i]!;
  let below = 0;
  let sumBelow = 0;
  let best = 0;
  let bestVariance = -1;
  for (let t = 0; t < 256; t += 1) {
    below += histogram[t]!;
    if (below === 0) continue;
    const above = grey.length - below;
    if (above === 0) break;
    sumBelow += t * histogram[t]!;
    const variance = below * above * (sumBelow / below - (sum - sumBelow) / above) ** 2;
    if (variance > bestVariance) [best, bestVariance] = [t, variance];
  }
  return best;
}

/** The largest bright region's box (the card on a darker table), or null. */
export function cardBox(grey: Uint8Array, width: number, height: number): { x0: number; y0: number; x1: number; y1: number; size: number } | null {
  const threshold = otsu(grey);
  // No contrast between a bright card and a darker table: nothing to find.
  let bright = 0;
  let dark = 0;
  let brightCount = 0;
  for (let i = 0; i < grey.length; i += 1) {
    if (grey[i]! > threshold) {
      bright += grey[i]!;
      brightCount += 1;
    } else dark += grey[i]!;
  }
  if (brightCount === 0 || brightCount === grey.length || bright / brightCount - dark / (grey.length - brightCount) < 40) return null;
  const label = new Int32Array(grey.length).fill(-1);
  const stack = new Int32Array(grey.length);
  let best: { x0: number; y0: number; x1: number; y1: number; size: number } | null = null;
  let next = 0;
  for (let start = 0; start < grey.length; start += 1) {
    if (grey[start]! <= threshold || label[start] !== -1) continue;
    let top = 0;
    stack[top++] = start;
    label[start] = next;
    const box = { x0: width, y0: height, x1: -1, y1: -1, size: 0 };
    while (top > 0) {
      const at = stack[--top]!;
      const x = at % width;
      const y = (at - x) / width;
      box.size += 1;
      if (x < box.x0) box.x0 = x;
      if (x > box.x1) box.x1 = x;
      if (y < box.y0) box.y0 = y;
      if (y > box.y1) box.y1 = y;
      const neighbours = [x > 0 ? at - 1 : -1, x < width - 1 ? at + 1 : -1, y > 0 ? at - width : -1, y < height - 1 ? at + width : -1];
      for (const n of neighbours) {
        if (n < 0 || grey[n]! <= threshold || label[n] !== -1) continue;
        label[n] = next;
        stack[top++] = n;
      }
    }
    if (!best || box.size > best.size) best = box;
    next += 1;
  }
  // A region that fills little of its own box is no card (a lit corner of the table, a hand).
  if (!best || best.size < grey.length * 0.05 || best.size < (best.x1 - best.x0 + 1) * (best.y1 - best.y0 + 1) * 0.6) return null;
  return best;
}

/**
 * The verdict on one frame (grey, row by row). `previous`: the last frame checked, for the
 * motion; `otherSide`: the first side taken, so the second is not the same one again.
 */
export function checkFrame(grey: Uint8Array, width: number, height: number, previous?: Uint8Array | null, otherSide?: Uint8Array | null): FrameVerdict {
  let motion = 0;
  if (previous && previous.length === grey.length) {
    let change = 0;
    for (let i = 0; i < grey.length; i += 4) change += Math.abs(grey[i]! - previous[i]!);
    motion = change / (grey.length / 4);
  }
  const box = cardBox(grey, width, height);
  const verdict = (advice: FrameAdvice, fill = 0, sharpness = 0, glare = 0): FrameVerdict => ({ advice, fill, sharpness, glare, motion });
  if (!box) return verdict('place');
  const fill = (box.x1 - box.x0 + 1) / width;
  if (box.x0 < EDGE_MARGIN || box.y0 < EDGE_MARGIN || box.x1 > width - 1 - EDGE_MARGIN || box.y1 > height - 1 - EDGE_MARGIN) return verdict('farther', fill);
  if (fill < MIN_FILL) return verdict('closer', fill);
  if (motion > FRAME_MOTION) return verdict('still', fill);
  // Sharpness and glare on the card's inside (its edges against the table would count as sharp).
  const insetX = Math.round((box.x1 - box.x0) * 0.06);
  const insetY = Math.round((box.y1 - box.y0) * 0.08);
  let sum = 0;
  let sumSquares = 0;
  let count = 0;
  let burnt = 0;
  for (let y = box.y0 + insetY; y <= box.y1 - insetY; y += 1) {
    for (let x = box.x0 + insetX; x <= box.x1 - insetX; x += 1) {
      const i = y * width + x;
      const laplacian = 4 * grey[i]! - grey[i - 1]! - grey[i + 1]! - grey[i - width]! - grey[i + width]!;
      sum += laplacian;
      sumSquares += laplacian * laplacian;
      count += 1;
      if (grey[i]! >= 250) burnt += 1;
    }
  }
  const sharpness = count ? sumSquares / count - (sum / count) ** 2 : 0;
  const glare = count ? burnt / count : 0;
  if (glare > FRAME_GLARE) return verdict('glare', fill, sharpness, glare);
  if (sharpness < FRAME_SHARPNESS) return verdict('blurred', fill, sharpness, glare);
  if (otherSide && otherSide.length === grey.length) {
    let difference = 0;
    for (let i = 0; i < grey.length; i += 4) difference += Math.abs(grey[i]! - otherSide[i]!);
    if (difference / (grey.length / 4) < FRAME_MOTION * 2) return verdict('turn', fill, sharpness, glare);
  }
  return verdict('ready', fill, sharpness, glare);
}

/** The small grey copy a frame is checked on: RGBA pixels (a canvas's) to one byte a pixel. */
export function greyOf(rgba: Uint8ClampedArray, pixels: number): Uint8Array {
  const grey = new Uint8Array(pixels);
  for (let i = 0; i < pixels; i += 1) grey[i] = (77 * rgba[i * 4]! + 150 * rgba[i * 4 + 1]! + 29 * rgba[i * 4 + 2]!) >> 8;
  return grey;
}
