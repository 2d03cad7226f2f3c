import { screen } from '@testing-library/react';
import { featureGridBlock } from '../../../../test/content-fixtures';
import { renderWithPlatform } from '../../../../test/render-with-platform';
import { FeatureGrid } from './feature-grid';

describe('FeatureGrid', () => {
  it('shows each feature with its pictogram, title, text and optional link', () => {
    const { container } = renderWithPlatform(<FeatureGrid block={featureGridBlock('fr')} priority={false} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Pourquoi nous choisir' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Réseau 5G' })).toBeInTheDocument();
    expect(screen.getByText('Dans 30 villes.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'En savoir plus : 400 agences' })).toHaveAttribute('href', '/nos-agences');
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('uses the Arabic section title', () => {
    renderWithPlatform(<FeatureGrid block={featureGridBlock('ar')} priority={false} />, { language: 'ar' });
    expect(screen.getByRole('heading', { level: 2, name: 'لماذا تختارنا' })).toBeInTheDocument();
  });
});
