/**
 * A band of a page cut out to be read again alone: enlarged, its contrast stretched, and surrounded
 * by its own edge. Not by white: tesseract thresholds the whole image, and a white border passes
 * for the paper, leaving the card's grey or tinted paper and its ink on the same side (a clean
 * ANTOINE read as nothing).
 */
import sharp from 'sharp';

export interface Band {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The band (clamped to the page) enlarged `scale` times, `border` pixels around it, or null when too little of it is on the page. */
export async function cutStrip(page: Buffer, band: Band, scale: number, border = 16): Promise<Buffer | null> {
  const { width = 0, height = 0 } = await sharp(page).metadata();
  const left = Math.max(0, Math.floor(band.left));
  const right = Math.min(width, Math.ceil(band.right));
  const top = Math.max(0, Math.floor(band.top));
  const bottom = Math.min(height, Math.ceil(band.bottom));
  if (right - left < 4 || bottom - top < 4) return null;
  return sharp(page)
    .extract({ left, top, width: right - left, height: bottom - top })
    .resize({ width: Math.round((right - left) * scale), kernel: 'lanczos3' })
    .normalise()
    .extend({ top: border, bottom: border, left: border, right: border, extendWith: 'copy' })
    .png()
    .toBuffer();
}
