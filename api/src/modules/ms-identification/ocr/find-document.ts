/**
 * Where the document lies on the picture: a phone picture holds the card anywhere from 40 % of its
 * width to nearly all of it, turned and seen at an angle. The card (or the passport's page) is the
 * largest bright region on a darker table; its four corners are the region's extreme points, and
 * the picture is then rectified to the document alone (homography.ts) before it is read, so a small
 * card is read at the same size as a large one. A region that is not a filled quadrilateral (no
 * contrast with the table, a cut-off card) gives no corners: the picture is then read as it is.
 */
import type { Point } from './homography';

/** Otsu's threshold of a grey histogram: the level that best splits it in two classes. */
export function otsu(pixels: Uint8Array): number {
  const histogram = new Float64Array(256);
  for (const p of pixels) histogram[p]! += 1;
  const total = pixels.length;
  let sum = 0;
  for (let i = 0; i < 256; i += 1) sum += i * histogram[i]!;
  let below = 0;
  let sumBelow = 0;
  let best = 0;
  let bestVariance = -1;
  for (let t = 0; t < 256; t += 1) {
    below += histogram[t]!;
    if (below === 0) continue;
    const above = total - below;
    if (above === 0) break;
    sumBelow += t * histogram[t]!;
    const meanBelow = sumBelow / below;
    const meanAbove = (sum - sumBelow) / above;
    const variance = below * above * (meanBelow - meanAbove) ** 2;
    if (variance > bestVariance) [best, bestVariance] = [t, variance];
  }
  return best;
}

/** Twice the signed area of a polygon (shoelace). */
const area = (points: readonly Point[]) =>
  Math.abs(points.reduce((sum, [x, y], i) => sum + x * points[(i + 1) % points.length]![1] - points[(i + 1) % points.length]![0] * y, 0)) / 2;

export interface FoundDocument {
  /** Top-left, top-right, bottom-right, bottom-left, in the given picture's pixels. */
  corners: [Point, Point, Point, Point];
  /** The document's share of the picture. */
  share: number;
}

/**
 * The document's corners on a small grey picture (one byte a pixel), or null. The region must
 * cover 8–97 % of the picture, fill at least 70 % of its quadrilateral and not touch the picture's
 * border along more than a fifth of it (then the card is cut off, or the table is the bright part).
 */
export function findDocument(pixels: Uint8Array, width: number, height: number): FoundDocument | null {
  const threshold = otsu(pixels);
  const bright = new Uint8Array(width * height);
  for (let i = 0; i < pixels.length; i += 1) bright[i] = pixels[i]! > threshold ? 1 : 0;
  // The largest 4-connected bright region.
  const label = new Int32Array(width * height).fill(-1);
  const stack = new Int32Array(width * height);
  let bestLabel = -1;
  let bestSize = 0;
  let next = 0;
  for (let start = 0; start < bright.length; start += 1) {
    if (!bright[start] || label[start] !== -1) continue;
    let size = 0;
    let top = 0;
    stack[top++] = start;
    label[start] = next;
    while (top > 0) {
      const at = stack[--top]!;
      size += 1;
      const x = at % width;
      const neighbours = [x > 0 ? at - 1 : -1, x < width - 1 ? at + 1 : -1, at - width, at + width];
      for (const n of neighbours) {
        if (n < 0 || n >= bright.length || !bright[n] || label[n] !== -1) continue;
        label[n] = next;
        stack[top++] = n;
      }
    }
    if (size > bestSize) [bestLabel, bestSize] = [next, size];
    next += 1;
  }
  const share = bestSize / (width * height);
  if (bestLabel < 0 || share < 0.08 || share > 0.97) return null;
  let [tl, tr, br, bl] = [Infinity, -Infinity, -Infinity, Infinity];
  let corners: [Point, Point, Point, Point] = [
    [0, 0],
    [0, 0],
    [0, 0],
    [0, 0],
  ];
  let onBorder = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (label[y * width + x] !== bestLabel) continue;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) onBorder += 1;
      // Holes (the printing) do not matter: only the region's extreme points do.
      if (x + y < tl) [tl, corners[0]] = [x + y, [x, y]];
      if (x - y > tr) [tr, corners[1]] = [x - y, [x, y]];
      if (x + y > br) [br, corners[2]] = [x + y, [x, y]];
      if (x - y < bl) [bl, corners[3]] = [x - y, [x, y]];
    }
  }
  if (onBorder > (width + height) * 0.4) return null;
  // Filled: the region covers most of its quadrilateral (the printing leaves holes in it, a
  // quarter of the card at most); an irregular region (the table's bright part) does not.
  if (area(corners) < width * height * 0.06 || bestSize / area(corners) < 0.7) return null;
  corners = corners.map(([x, y]) => [x + 0.5, y + 0.5] as const) as [Point, Point, Point, Point];
  return { corners, share };
}
