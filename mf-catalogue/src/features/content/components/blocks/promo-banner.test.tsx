import { screen } from '@testing-library/react';
import { promoBlock } from '../../../../test/content-fixtures';
import { renderWithPlatform } from '../../../../test/render-with-platform';
import { PromoBanner } from './promo-banner';

describe('PromoBanner', () => {
  it('shows the title, text, picture and button, as a region named by its title', () => {
    const { container } = renderWithPlatform(<PromoBanner block={promoBlock('fr')} priority={false} />, { language: 'ar' });
    expect(screen.getByRole('region', { name: 'Double data tout l’été' })).toBeInTheDocument();
    expect(screen.getByText('Pour toute recharge de 20 Dh ou plus.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recharger' })).toHaveAttribute('href', '/ar/recharge');
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('alt', 'Plage');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('loads its picture first when it opens the page', () => {
    const { container } = renderWithPlatform(<PromoBanner block={promoBlock('fr')} priority />);
    expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('renders nothing without a title or text', () => {
    const { container } = renderWithPlatform(<PromoBanner block={{ ...promoBlock('fr'), title: undefined, body: undefined }} priority={false} />);
    expect(container).toBeEmptyDOMElement();
  });
});
