import sharp from 'sharp';
import { prepare, slantShear, SLANT_TOLERANCE } from './prepare';
import { documentSvgs, makeIdentity } from '../test-set/synthetic-documents';

/** Upright strokes (a picket of dark bars on white, edges smoothed as a camera does), leaning by `shear` pixels per row. */
function pickets(shear: number, width = 400, height = 200): Uint8Array {
  const pixels = new Uint8Array(width * height).fill(235);
  for (let y = 20; y < height - 20; y += 1) {
    for (let bar = 60; bar < width - 60; bar += 18) {
      const left = bar + shear * (y - height / 2);
      for (let x = Math.floor(left); x <= Math.ceil(left + 5); x += 1) {
        const covered = Math.max(0, Math.min(x + 1, left + 5) - Math.max(x, left));
        pixels[y * width + x] = Math.round(235 - 210 * covered);
      }
    }
  }
  return pixels;
}

describe('image preparation', () => {
  it('measures the lean of upright strokes, either way, and finds none on upright ones', () => {
    expect(slantShear(pickets(0.08), 400, 200)).toBeCloseTo(0.08, 1);
    expect(slantShear(pickets(-0.06), 400, 200)).toBeCloseTo(-0.06, 1);
    expect(Math.abs(slantShear(pickets(0), 400, 200))).toBeLessThan(SLANT_TOLERANCE);
  });

  it('undoes the shear of a card photographed from the side, and leaves an upright card alone', async () => {
    const { verso } = documentSvgs(makeIdentity(7, 'cin', 'perspective'));
    const flat = await sharp(Buffer.from(verso!)).flatten({ background: '#585c62' }).png().toBuffer();
    const sheared = await sharp(flat)
      .affine(
        [
          [1, 0.08],
          [0, 1],
        ],
        { background: '#585c62' },
      )
      .jpeg()
      .toBuffer();
    const read = await prepare(sheared);
    expect(read.shear).toBeGreaterThan(0.06);
    expect(read.shear).toBeLessThan(0.1);
    // The page handed to the reader stands upright again.
    const page = await sharp(read.page).resize({ width: 400 }).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    expect(Math.abs(slantShear(new Uint8Array(page.data), page.info.width, page.info.height))).toBeLessThan(SLANT_TOLERANCE);
    expect((await prepare(await sharp(flat).jpeg().toBuffer())).shear).toBe(0);
  });
});
