import { screen } from '@testing-library/react';
import { quickLinksBlock } from '../../../../test/content-fixtures';
import { renderWithPlatform } from '../../../../test/render-with-platform';
import { QuickLinks } from './quick-links';

describe('QuickLinks', () => {
  it('lists the links with their icons, localised for the language', () => {
    const { container } = renderWithPlatform(<QuickLinks block={quickLinksBlock('en')} priority={false} />, { language: 'en' });
    expect(screen.getByRole('heading', { level: 2, name: 'Quick links' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Top up' })).toHaveAttribute('href', '/en/recharge');
    expect(screen.getByRole('link', { name: 'Payer une facture' })).toHaveAttribute('href', '/en/paiement-facture');
    const icon = container.querySelector('img')!;
    expect(icon).toHaveAttribute('alt', '');
    expect(icon).toHaveAttribute('loading', 'lazy');
    expect(icon).toHaveAttribute('width', '48');
  });

  it('opens https links in a new tab and says so, and skips items without a link', () => {
    renderWithPlatform(<QuickLinks block={quickLinksBlock('fr')} priority={false} />);
    const external = screen.getByRole('link', { name: /Espace client/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAccessibleName('Espace client (s’ouvre dans un nouvel onglet)');
    expect(screen.queryByText('Sans lien')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('keeps French paths unprefixed', () => {
    renderWithPlatform(<QuickLinks block={quickLinksBlock('fr')} priority={false} />);
    expect(screen.getByRole('link', { name: 'Recharger' })).toHaveAttribute('href', '/recharge');
  });
});
