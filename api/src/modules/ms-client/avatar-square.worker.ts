/** The child process of the avatar upload: the picture turned upright and cut to a square webp. */
import sharp from 'sharp';
import { IMAGE_POLICIES, serveJobs } from '../../images';

export const AVATAR_SIDE = 256;

sharp.cache(false);
sharp.concurrency(1);

serveJobs(async (image: Uint8Array) =>
  sharp(image, { limitInputPixels: IMAGE_POLICIES.avatar.maxPixels, failOn: 'truncated' })
    .rotate()
    .resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'cover' })
    .webp({ quality: 82 })
    .toBuffer(),
);
