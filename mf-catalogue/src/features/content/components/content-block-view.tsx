import { Component, type ComponentType, type ReactNode } from 'react';
import type { ContentBlock, ContentBlockStyle } from '@atlas/contracts';
import type { BlockProps } from '../../../components/block-props';
import { Accordion } from './blocks/accordion';
import { AppDownload } from './blocks/app-download';
import { Article } from './blocks/article';
import { DataTable } from '../../../components/data-table';
import { LegalText } from './blocks/legal-text';
import { Notice } from './blocks/notice';
import { PageHeader } from './blocks/page-header';
import { ServiceDirectory } from './blocks/service-directory';
import { Steps } from './blocks/steps';
import { FeatureGrid } from './blocks/feature-grid';
import { HeroCarousel } from './blocks/hero-carousel';
import { NewsCards } from './blocks/news-cards';
import { OfferCards } from './blocks/offer-cards';
import { PromoBanner } from './blocks/promo-banner';
import { QuickLinks } from './blocks/quick-links';

/** One component per block style of the content service. */
const BLOCK_COMPONENTS: Record<ContentBlockStyle, ComponentType<BlockProps>> = {
  'hero-carousel': HeroCarousel,
  'quick-links': QuickLinks,
  'offer-cards': OfferCards,
  'promo-banner': PromoBanner,
  'feature-grid': FeatureGrid,
  'app-download': AppDownload,
  'news-cards': NewsCards,
  'page-header': PageHeader,
  article: Article,
  'legal-text': LegalText,
  steps: Steps,
  accordion: Accordion,
  'data-table': DataTable,
  notice: Notice,
  'service-directory': ServiceDirectory,
};

/** Whether this version of the remote can draw a block; the content service may know newer styles. */
export function isRenderableBlock(block: ContentBlock): boolean {
  return Object.prototype.hasOwnProperty.call(BLOCK_COMPONENTS, block.style);
}

/** A block whose data breaks its component disappears alone; the rest of the page stays. */
class BlockBoundary extends Component<{ blockId: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`[mf-catalogue] content block ${this.props.blockId} failed to render`, error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

export function ContentBlockView({ block, priority }: BlockProps) {
  if (!isRenderableBlock(block)) return null;
  const BlockComponent = BLOCK_COMPONENTS[block.style];
  return (
    <BlockBoundary blockId={block.id}>
      <div data-block-style={block.style} data-block-id={block.id}>
        <BlockComponent block={block} priority={priority} />
      </div>
    </BlockBoundary>
  );
}
