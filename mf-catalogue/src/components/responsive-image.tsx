import styled from 'styled-components';
import { MEDIA_WIDTHS, type MediaImage } from '@atlas/contracts';

/** `/media/x.svg` → `/media/x.svg?width=480`, replacing a width the service may already have set. */
export function mediaUrl(url: string, width: number): string {
  const [path, query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.set('width', String(width));
  return `${path}?${params.toString()}`;
}

/** Every width the media service resizes to, as a srcset. */
export function mediaSrcSet(url: string): string {
  return MEDIA_WIDTHS.map((width) => `${mediaUrl(url, width)} ${width}w`).join(', ');
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
  return (
    <Img
      className={className}
      src={mediaUrl(image.url, 768)}
      srcSet={mediaSrcSet(image.url)}
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
