/**
 * Image preparation with sharp: orientation from EXIF, grey, a working width, the skew measured on
 * the text lines (projection profile) and undone, contrast stretched; the MRZ band cut out.
 */
import sharp from 'sharp';

/** Anything larger is refused before decoding (a decompression bomb). */
export const MAX_INPUT_PIXELS = 40_000_000;
const WORK_WIDTH = 1200;

/** The angle (degrees) that makes the text rows horizontal: the one whose row sums vary most. */
export function skewAngle(pixels: Uint8Array, width: number, height: number): number {
  // Text strokes are where the brightness changes sharply along a row; flat card and table are not.
  let strongest = 0;
  const edge = new Uint8Array(pixels.length);
  for (let y = 0; y < height; y += 1) {
    for (let x = 1; x < width; x += 1) {
      const d = Math.abs(pixels[y * width + x]! - pixels[y * width + x - 1]!);
      edge[y * width + x] = d;
      if (d > strongest) strongest = d;
    }
  }
  const threshold = Math.max(8, strongest * 0.25);
  const dark: number[] = [];
  for (let y = 0; y < height; y += 1) for (let x = 1; x < width; x += 1) if (edge[y * width + x]! >= threshold) dark.push(x, y);
  const score = (degrees: number) => {
    const t = Math.tan((degrees * Math.PI) / 180);
    const rows = new Float64Array(height + width);
    for (let i = 0; i < dark.length; i += 2) {
      const row = Math.round(dark[i + 1]! - dark[i]! * t + width / 2);
      if (row >= 0 && row < rows.length) rows[row]! += 1;
    }
    let s = 0;
    for (const r of rows) s += r * r;
    return s;
  };
  let best = 0;
  let bestScore = -1;
  for (let a = -10; a <= 10; a += 1) {
    const s = score(a);
    if (s > bestScore) [best, bestScore] = [a, s];
  }
  for (let a = best - 0.75; a <= best + 0.75; a += 0.25) {
    const s = score(a);
    if (s > bestScore) [best, bestScore] = [a, s];
  }
  return best;
}

export interface PreparedImage {
  /** The whole side, upright, grey, stretched. */
  page: Buffer;
  /** The lower part, where both the CNIE's back and a passport's data page carry their MRZ. */
  mrzBand: Buffer;
  skew: number;
}


export async function prepare(input: Buffer): Promise<PreparedImage> {
  const grey = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().greyscale().resize({ width: WORK_WIDTH }).raw().toBuffer({ resolveWithObject: true });
  const small = await sharp(grey.data, { raw: { width: grey.info.width, height: grey.info.height, channels: 1 } })
    .resize({ width: 400 })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const skew = skewAngle(new Uint8Array(small.data), small.info.width, small.info.height);
  const upright = await sharp(grey.data, { raw: { width: grey.info.width, height: grey.info.height, channels: 1 } })
    .rotate(-skew, { background: '#ffffff' })
    .normalise()
    .png()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = upright.info;
  const top = Math.round(height * 0.5);
  const mrzBand = await sharp(upright.data).extract({ left: 0, top, width, height: height - top }).png().toBuffer();
  return { page: upright.data, mrzBand, skew };
}

/** A second look at the MRZ band: larger and binarised, for when a check digit failed. */
export async function secondLook(mrzBand: Buffer): Promise<Buffer> {
  const { width = WORK_WIDTH } = await sharp(mrzBand).metadata();
  return sharp(mrzBand).resize({ width: Math.round(width * 1.5) }).sharpen().threshold(140).png().toBuffer();
}
