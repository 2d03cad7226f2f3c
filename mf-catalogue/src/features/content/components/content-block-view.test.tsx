import { screen } from '@testing-library/react';
import type { ContentBlock } from '@atlas/contracts';
import { heroBlock, offerCardsBlock } from '../../../test/content-fixtures';
import { renderWithPlatform } from '../../../test/render-with-platform';
import { ContentBlockView, isRenderableBlock } from './content-block-view';

describe('ContentBlockView', () => {
  it('draws each known style with its component', () => {
    const { container } = renderWithPlatform(<ContentBlockView block={offerCardsBlock('fr')} priority={false} />);
    expect(container.querySelector('[data-block-style="offer-cards"]')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Forfaits mobiles' })).toBeInTheDocument();
  });

  it('skips styles it does not know', () => {
    const unknown = { ...heroBlock('fr'), style: 'video-wall' } as unknown as ContentBlock;
    expect(isRenderableBlock(unknown)).toBe(false);
    expect(isRenderableBlock({ ...unknown, style: 'toString' } as unknown as ContentBlock)).toBe(false);
    const { container } = renderWithPlatform(<ContentBlockView block={unknown} priority={false} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('drops a block whose data breaks its component, alone', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = { ...offerCardsBlock('fr'), items: [{ id: 'x', title: 'Cassé', features: 'pas une liste' }] } as unknown as ContentBlock;
    const { container } = renderWithPlatform(
      <>
        <ContentBlockView block={broken} priority={false} />
        <ContentBlockView block={heroBlock('fr', 1)} priority />
      </>,
    );
    expect(container.querySelector('[data-block-style="offer-cards"]')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'La fibre jusqu’à 1 Gb/s' })).toBeInTheDocument();
    spy.mockRestore();
  });
});
