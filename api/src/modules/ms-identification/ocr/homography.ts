/**
 * Plane-to-plane projective maps (a card photographed from any angle is a homography of the card):
 * the 3 × 3 matrix from four point pairs, and a bilinear warp of a grey or colour picture by it.
 */

export type Point = readonly [number, number];
/** Row-major 3 × 3, its last entry 1. */
export type Homography = readonly number[];

/** Solves A·x = b (Gaussian elimination with partial pivoting); null when singular. */
function solve(a: number[][], b: number[]): number[] | null {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < n; row += 1) if (Math.abs(m[row]![col]!) > Math.abs(m[pivot]![col]!)) pivot = row;
    if (Math.abs(m[pivot]![col]!) < 1e-12) return null;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let row = 0; row < n; row += 1) {
      if (row === col) continue;
      const factor = m[row]![col]! / m[col]![col]!;
      for (let k = col; k <= n; k += 1) m[row]![k]! -= factor * m[col]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/** The homography that takes each `from[i]` to `to[i]` (four points, no three in a line). */
export function homographyFrom(from: readonly Point[], to: readonly Point[]): Homography | null {
  const a: number[][] = [];
  const b: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    const [x, y] = from[i]!;
    const [u, v] = to[i]!;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  }
  const h = solve(a, b);
  return h ? [...h, 1] : null;
}

export function project(h: Homography, x: number, y: number): Point {
  const w = h[6]! * x + h[7]! * y + h[8]!;
  return [(h[0]! * x + h[1]! * y + h[2]!) / w, (h[3]! * x + h[4]! * y + h[5]!) / w];
}

export interface Raster {
  data: Uint8Array | Buffer;
  width: number;
  height: number;
  channels: number;
}

/**
 * The picture `width` × `height` whose pixel (x, y) is the source's at `toSource(x, y)` (bilinear);
 * outside the source, `outside(x, y, channel)`.
 */
export function warp(source: Raster, toSource: Homography, width: number, height: number, outside: (x: number, y: number, channel: number) => number): Raster {
  const { channels } = source;
  const out = new Uint8Array(width * height * channels);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const w = toSource[6]! * x + toSource[7]! * y + toSource[8]!;
      const sx = (toSource[0]! * x + toSource[1]! * y + toSource[2]!) / w;
      const sy = (toSource[3]! * x + toSource[4]! * y + toSource[5]!) / w;
      const at = (y * width + x) * channels;
      if (sx < 0 || sy < 0 || sx > source.width - 1 || sy > source.height - 1) {
        for (let c = 0; c < channels; c += 1) out[at + c] = outside(x, y, c);
        continue;
      }
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const x1 = Math.min(x0 + 1, source.width - 1);
      const y1 = Math.min(y0 + 1, source.height - 1);
      const fx = sx - x0;
      const fy = sy - y0;
      for (let c = 0; c < channels; c += 1) {
        const p00 = source.data[(y0 * source.width + x0) * channels + c]!;
        const p10 = source.data[(y0 * source.width + x1) * channels + c]!;
        const p01 = source.data[(y1 * source.width + x0) * channels + c]!;
        const p11 = source.data[(y1 * source.width + x1) * channels + c]!;
        out[at + c] = Math.round((p00 * (1 - fx) + p10 * fx) * (1 - fy) + (p01 * (1 - fx) + p11 * fx) * fy);
      }
    }
  }
  return { data: out, width, height, channels };
}
