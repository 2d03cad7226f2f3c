import type { ContentBlock } from '@atlas/contracts';

/** What every block component receives. */
export interface BlockProps {
  block: ContentBlock;
  /** The page's first block: its first image is the largest of the first screen, fetched eagerly. */
  priority: boolean;
}
