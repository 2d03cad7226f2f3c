/**
 * The one guard of every uploaded image, before anything decodes it: its type by its bytes, its
 * header read by `image-size` (pure JavaScript, reads the header only), the dimensions it declares
 * held to the route's limits (pixels, each side, aspect ratio), and a PNG's end where it must be
 * (a truncated file, or another file glued after it, is refused).
 */
import { imageSize } from 'image-size';
import type { ImageLimits } from '@atlas/contracts/images';
import { imageTypeOf, type ImageType } from './image-type';

export type { ImageLimits };

/** Why an image is refused: not an accepted type, a header that does not hold, or its dimensions. */
export type ImageRefusalReason = 'type' | 'header' | 'pixels' | 'side' | 'aspect';

export class ImageRefused extends Error {
  constructor(
    readonly reason: ImageRefusalReason,
    message: string,
  ) {
    super(message);
    this.name = 'ImageRefused';
  }
  /** Refused for what it is (type, header) rather than for its dimensions. */
  get notAnImage(): boolean {
    return this.reason === 'type' || this.reason === 'header';
  }
}

export interface ImagePolicy extends ImageLimits {
  types: readonly ImageType[];
}

export interface InspectedImage {
  type: ImageType;
  width: number;
  height: number;
}

/** What image-size calls each type we accept. */
const HEADER_TYPE: Record<ImageType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
/** A PNG ends with its IEND chunk: length 0, type, CRC. */
const PNG_END = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/** The image's type and declared dimensions, or ImageRefused. Nothing is decoded. */
export function inspectImage(bytes: Buffer, policy: ImagePolicy): InspectedImage {
  const type = imageTypeOf(bytes);
  if (!type || !policy.types.includes(type)) throw new ImageRefused('type', `The image must be ${policy.types.join(', ')}`);
  let declared: { type?: string; width: number; height: number };
  try {
    declared = imageSize(bytes);
  } catch {
    throw new ImageRefused('header', 'The image header cannot be read');
  }
  if (declared.type !== HEADER_TYPE[type]) throw new ImageRefused('header', 'The image header is not the type its first bytes say');
  if (type === 'image/png' && !bytes.subarray(bytes.length - PNG_END.length).equals(PNG_END)) {
    throw new ImageRefused('header', 'The PNG is truncated or carries data after its end');
  }
  const { width, height } = declared;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < policy.minSide || height < policy.minSide) {
    throw new ImageRefused('side', `Each side must be at least ${policy.minSide} pixels`);
  }
  if (width > policy.maxSide || height > policy.maxSide) throw new ImageRefused('side', `Each side must be at most ${policy.maxSide} pixels`);
  if (width * height > policy.maxPixels) throw new ImageRefused('pixels', `The image must have at most ${policy.maxPixels} pixels`);
  if (Math.max(width, height) / Math.min(width, height) > policy.maxAspect) {
    throw new ImageRefused('aspect', `The long side must be at most ${policy.maxAspect} times the short side`);
  }
  return { type, width, height };
}

/** The limits of each image route (see docs/image-uploads.md). */
export const IMAGE_POLICIES = {
  /** A side of an identity card or a passport's data page: a phone photo, 24 Mpx at most, at most 1 : 3. */
  identityDocument: { types: ['image/jpeg', 'image/png', 'image/webp'], maxPixels: 24_000_000, maxSide: 8000, minSide: 200, maxAspect: 3 },
  /** A profile picture, cropped to a square: at most 1 : 4. */
  avatar: { types: ['image/jpeg', 'image/png', 'image/webp'], maxPixels: 24_000_000, maxSide: 8000, minSide: 16, maxAspect: 4 },
  /** The signature drawn on the identification's pad (a canvas PNG). */
  signature: { types: ['image/png'], maxPixels: 4_000_000, maxSide: 4000, minSide: 1, maxAspect: 20 },
} as const satisfies Record<string, ImagePolicy>;
