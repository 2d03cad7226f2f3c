import { screen } from '@testing-library/react';
import { newsBlock } from '../../../../test/content-fixtures';
import { renderWithPlatform } from '../../../../test/render-with-platform';
import { NewsCards } from './news-cards';

describe('NewsCards', () => {
  it('shows each article with its category and summary, its title linking to it', () => {
    renderWithPlatform(<NewsCards block={newsBlock('fr')} priority={false} />, { language: 'en' });
    expect(screen.getByRole('heading', { level: 2, name: 'News' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Atlas Telecom étend la fibre à Agadir' })).toHaveAttribute('href', '/en/actualites/fibre-agadir');
    expect(screen.getByText('Réseau')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Partenariat avec une école' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
