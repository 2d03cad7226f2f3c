import { screen } from '@testing-library/react';
import { appDownloadBlock } from '../../../../test/content-fixtures';
import { renderWithPlatform } from '../../../../test/render-with-platform';
import { AppDownload } from './app-download';

describe('AppDownload', () => {
  it('shows the text, the store badges opening in a new tab and the button', () => {
    renderWithPlatform(<AppDownload block={appDownloadBlock('fr')} priority={false} />, { language: 'en' });
    expect(screen.getByRole('region', { name: 'Appli Atlas & Moi' })).toBeInTheDocument();
    const store = screen.getByRole('link', { name: /Google Play/ });
    expect(store).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=ma.atlas');
    expect(store).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('img', { name: 'Google Play' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'En savoir plus' })).toHaveAttribute('href', '/en/services');
    expect(screen.getByRole('img', { name: 'Application sur un téléphone' })).toHaveAttribute('loading', 'lazy');
  });
});
