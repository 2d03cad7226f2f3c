import type { MEDIA_WIDTHS } from '@atlas/contracts/content';

export const MEDIA_ROUTE = '/api/v1/ms-content/media';

/** The address of a file of api/media/, resized when a width is given. */
export function mediaUrl(file: string, width?: (typeof MEDIA_WIDTHS)[number]): string {
  return width === undefined ? `${MEDIA_ROUTE}/${file}` : `${MEDIA_ROUTE}/${file}?width=${width}&format=webp`;
}
