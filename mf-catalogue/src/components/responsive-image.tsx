import styled from 'styled-components';
import { MEDIA_WIDTHS, type MediaImage } from '@atlas/contracts';
import { resizedImageUrl } from '@atlas/contracts/content';
import { useAppConfig } from '@atlas/runtime';

/** `/media/x.svg` → `/media/x.svg?width=480`, replacing a width the service may already have set. */
export function mediaUrl(url: string, width: number): string {
  const [path, query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.set('width', String(width));
  return `${path}?${params.toString()}`;
}

/** Every width the media service resizes to, as a srcset: under the resize-image prefix for the media library's files. */
export function mediaSrcSet(url: string, prefix?: string): string {
  return MEDIA_WIDTHS.map((width) => `${resizedImageUrl(url, width, prefix)} ${width}w`).join(', ');
}

const Img = styled.img<{ $ratio: string; $fit: 'cover' | 'contain' }>`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${({ $ratio }) => $ratio};
  object-fit: ${({ $fit }) => $fit};
  background: ${({ theme, $fit }) => ($fit === 'cover' ? theme.colors.neutral[100] : 'transparent')};
`;

export interface ResponsiveImageProps {
  image: MediaImage;
  /** Rendered width:height, reserved before the file arrives so nothing shifts. */
  width: number;
  height: number;
  /** The `sizes` of the layout that shows it ("(min-width: 1200px) 1200px, 100vw"). */
  sizes: string;
  /** The page's largest first image: fetched first, not lazily. */
  priority?: boolean;
  fit?: 'cover' | 'contain';
  /** A decorative image (its text is next to it) is hidden from screen readers. */
  decorative?: boolean;
  className?: string;
}

/** An image of the content service in the widths it serves; lazy unless it is the first screen's hero. */
export function ResponsiveImage({ image, width, height, sizes, priority = false, fit = 'cover', decorative = false, className }: ResponsiveImageProps) {
  // The resize-image prefix the configuration names (a CDN's, say); the API's own until it is read.
  const prefix = useAppConfig()?.appParams.resizeImageUrl;
  return (
    <Img
      className={className}
      src={resizedImageUrl(image.url, 768, prefix)}
      srcSet={mediaSrcSet(image.url, prefix)}
      sizes={sizes}
      width={width}
      height={height}
      alt={decorative ? '' : image.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      $ratio={`${width} / ${height}`}
      $fit={fit}
    />
  );
}
