/**
 * Image preparation with sharp: orientation from EXIF, grey; the document found on the picture and
 * rectified to itself (find-document.ts: a small card or one seen at an angle comes out the same
 * size and square), else the whole picture at a working width; the skew measured on the text lines
 * (projection profile) and undone, then the shear of a card photographed from the side (its upright
 * strokes leaning) measured the same way on the columns and undone, contrast stretched; the MRZ
 * band cut out.
 */
import sharp, { type OutputInfo } from 'sharp';
import { IMAGE_POLICIES } from '../../../images';
import { findDocument } from './find-document';
import { homographyFrom, warp, type Point } from './homography';

/** Anything larger is refused before decoding (a decompression bomb): the route's guard already did. */
export const MAX_INPUT_PIXELS = IMAGE_POLICIES.identityDocument.maxPixels;
const WORK_WIDTH = 1200;
/**
 * The working picture's height at most: the width is WORK_WIDTH, the height follows the aspect
 * ratio up to the guard's limit — never the 4.8 million rows a 1 : 3,990 strip would give.
 */
const WORK_HEIGHT = WORK_WIDTH * IMAGE_POLICIES.identityDocument.maxAspect;

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

/** Below this lean (horizontal pixels per row) strokes count as upright: nothing is resampled. */
export const SLANT_TOLERANCE = 0.025;

/**
 * The shear of the upright strokes (horizontal pixels per row, positive when they lean right going
 * down), rows being level already. Each edge that stands nearly upright says its own lean by its
 * gradient (Sobel): the lean most of the edge strength agrees on — upright letters' stems, the
 * card's sides — is the shear; round and diagonal strokes spread over every lean and do not peak.
 */
export function slantShear(pixels: Uint8Array, width: number, height: number): number {
  const step = 0.01;
  const reach = 0.2;
  const bins = new Float64Array(Math.round((2 * reach) / step) + 1);
  // The side margins are left out: levelling the picture leaves the fill's slanted borders there.
  const margin = Math.round(width * 0.12);
  const at = (x: number, y: number) => pixels[y * width + x]!;
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = Math.max(1, margin); x < Math.min(width - 1, width - margin); x += 1) {
      const gx = at(x + 1, y - 1) + 2 * at(x + 1, y) + at(x + 1, y + 1) - at(x - 1, y - 1) - 2 * at(x - 1, y) - at(x - 1, y + 1);
      const gy = at(x - 1, y + 1) + 2 * at(x, y + 1) + at(x + 1, y + 1) - at(x - 1, y - 1) - 2 * at(x, y - 1) - at(x + 1, y - 1);
      const strength = Math.abs(gx);
      if (strength < 64 || Math.abs(gy) > Math.abs(gx) * reach * 1.5) continue;
      // An edge along x = x0 + s·y has its gradient along (1, −s).
      const lean = -gy / gx;
      if (Math.abs(lean) > reach) continue;
      bins[Math.round((lean + reach) / step)]! += strength;
    }
  }
  let best = Math.round(reach / step);
  let bestWeight = -1;
  for (let i = 1; i < bins.length - 1; i += 1) {
    const weight = bins[i - 1]! + 2 * bins[i]! + bins[i + 1]!;
    if (weight > bestWeight) [best, bestWeight] = [i, weight];
  }
  return Math.round((best * step - reach) * 1000) / 1000;
}

/** Width over height: an ID-1 card (85.6 × 54 mm) and a passport's data page (TD3, 125 × 88 mm). */
export const DOCUMENT_ASPECT = { card: 85.6 / 54, page: 125 / 88 } as const;
export type DocumentShape = keyof typeof DOCUMENT_ASPECT;
/** The picture is decoded at most this large on its long side to find and rectify the document. */
const FIND_SIDE = 2400;

/** The grey picture with the document alone on it (rectified), or null when no document was found. */
async function rectified(input: Buffer, shape: DocumentShape): Promise<{ data: Buffer; info: OutputInfo } | null> {
  const grey = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .greyscale()
    .resize({ width: FIND_SIDE, height: FIND_SIDE, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const scale = Math.min(1, 400 / grey.info.width);
  const small = await sharp(grey.data, { raw: { width: grey.info.width, height: grey.info.height, channels: 1 } })
    .resize({ width: Math.round(grey.info.width * scale) })
    .blur(1.2)
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const found = findDocument(new Uint8Array(small.data), small.info.width, small.info.height);
  if (!found) return null;
  const width = WORK_WIDTH;
  const height = Math.round(WORK_WIDTH / DOCUMENT_ASPECT[shape]);
  const sx = grey.info.width / small.info.width;
  const sy = grey.info.height / small.info.height;
  const corners = found.corners.map(([x, y]) => [x * sx, y * sy] as const);
  const target: Point[] = [
    [0, 0],
    [width - 1, 0],
    [width - 1, height - 1],
    [0, height - 1],
  ];
  const toPicture = homographyFrom(target, corners);
  if (!toPicture) return null;
  const out = warp({ data: grey.data, width: grey.info.width, height: grey.info.height, channels: 1 }, toPicture, width, height, () => 255);
  return {
    data: Buffer.from(out.data.buffer, out.data.byteOffset, out.data.byteLength),
    info: { ...grey.info, width, height, channels: 1, size: out.data.length },
  };
}

export interface PreparedImage {
  /** The whole side, upright, grey, stretched. */
  page: Buffer;
  /** The lower part, where both the CNIE's back and a passport's data page carry their MRZ. */
  mrzBand: Buffer;
  skew: number;
  /** The shear undone (horizontal pixels per row), 0 when the strokes stood upright. */
  shear: number;
  /** The document was found on the picture and rectified to itself. */
  found: boolean;
}

export async function prepare(input: Buffer, shape: DocumentShape = 'card'): Promise<PreparedImage> {
  const document = await rectified(input, shape);
  const grey =
    document ??
    (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .greyscale()
      .resize({ width: WORK_WIDTH, height: WORK_HEIGHT, fit: 'inside' })
      .raw()
      .toBuffer({ resolveWithObject: true }));
  const small = await sharp(grey.data, { raw: { width: grey.info.width, height: grey.info.height, channels: 1 } })
    .resize({ width: 400 })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const skew = skewAngle(new Uint8Array(small.data), small.info.width, small.info.height);
  const raw = (image: { data: Buffer; info: OutputInfo }) =>
    sharp(image.data, { raw: { width: image.info.width, height: image.info.height, channels: image.info.channels } });
  const levelSmall = await raw(small).rotate(-skew, { background: '#ffffff' }).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const shear = slantShear(new Uint8Array(levelSmall.data), levelSmall.info.width, levelSmall.info.height);
  const level = await raw(grey).rotate(-skew, { background: '#ffffff' }).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const unsheared =
    Math.abs(shear) < SLANT_TOLERANCE
      ? raw(level)
      : raw(level).affine(
          [
            [1, -shear],
            [0, 1],
          ],
          { background: '#ffffff' },
        );
  const upright = await unsheared.normalise().png().toBuffer({ resolveWithObject: true });
  const { width, height } = upright.info;
  const top = Math.round(height * 0.5);
  const mrzBand = await sharp(upright.data)
    .extract({ left: 0, top, width, height: height - top })
    .png()
    .toBuffer();
  return { page: upright.data, mrzBand, skew, shear, found: document !== null };
}

/** A second look at the MRZ band: larger and binarised, for when a check digit failed. */
export async function secondLook(mrzBand: Buffer): Promise<Buffer> {
  const { width = WORK_WIDTH } = await sharp(mrzBand).metadata();
  return sharp(mrzBand)
    .resize({ width: Math.round(width * 1.5) })
    .sharpen()
    .threshold(140)
    .png()
    .toBuffer();
}
