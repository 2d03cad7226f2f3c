import { IMAGE_ERROR_CODES } from '@atlas/contracts/images';
import { ApiError } from '../errors';
import { ImageRefused, inspectImage, type ImagePolicy, type InspectedImage } from './image-guard';
import { IsolatedWorkerFailed } from './isolated-worker';

/** Seconds a client is told to wait when every reader is busy. */
const BUSY_RETRY_AFTER_SECONDS = 10;

/**
 * The guard at a route: the image inspected, or a stable 4xx — the route's own code (415) for what
 * is not an accepted image, image-dimensions (422) for what its header declares.
 */
export function guardImage(bytes: Buffer, policy: ImagePolicy, field: string, notAnImageCode: string): InspectedImage {
  try {
    return inspectImage(bytes, policy);
  } catch (error) {
    if (!(error instanceof ImageRefused)) throw error;
    const details = [{ field, rule: error.reason }];
    if (error.notAnImage) throw new ApiError(415, notAnImageCode, error.message, details);
    throw new ApiError(422, IMAGE_ERROR_CODES.dimensions, error.message, details);
  }
}

/** A reader that was stopped (memory, time, crash) or is busy, as a stable 4xx; anything else unchanged. */
export function readingFailure(error: unknown): unknown {
  if (!(error instanceof IsolatedWorkerFailed)) return error;
  if (error.reason === 'busy') {
    return new ApiError(429, IMAGE_ERROR_CODES.readersBusy, 'Too many images are being read: try again shortly', undefined, {
      retryAfter: BUSY_RETRY_AFTER_SECONDS,
    });
  }
  return new ApiError(422, IMAGE_ERROR_CODES.readingAborted, `The image could not be read (${error.reason}): take another picture`);
}
