import type { BlockProps } from '../../../../components/block-props';
import { PageHero } from '../page-hero';

/** A page-header block met among other blocks: its hero, without breadcrumbs or banner. */
export function PageHeader({ block }: BlockProps) {
  return <PageHero block={block} />;
}
