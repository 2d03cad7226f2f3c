/** Images sent to the API (identity documents, avatars, signatures): the refusals every image route shares. */

export const IMAGE_ERROR_CODES = {
  /**
   * The dimensions its header declares are outside the route's limits (too many pixels, a side too
   * long or too short, too elongated): refused before decoding. details[0].rule says which.
   */
  dimensions: 'image-dimensions',
  /** Reading the image went over its memory or time budget, or its reader stopped: take another picture. */
  readingAborted: 'image-reading-aborted',
  /** Too many images are being read right now: try again in meta.retryAfter seconds. */
  readersBusy: 'image-readers-busy',
} as const;

/** What an image route accepts, by the image's header (checked before any decoding). */
export interface ImageLimits {
  /** width × height at most. */
  maxPixels: number;
  /** Each side at most (pixels). */
  maxSide: number;
  /** Each side at least (pixels). */
  minSide: number;
  /** The long side over the short side at most. */
  maxAspect: number;
}
