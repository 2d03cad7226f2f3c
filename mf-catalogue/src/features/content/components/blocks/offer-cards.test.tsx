import { screen, within } from '@testing-library/react';
import { offerCardsBlock } from '../../../../test/content-fixtures';
import { renderWithPlatform } from '../../../../test/render-with-platform';
import { OfferCards } from './offer-cards';

describe('OfferCards', () => {
  it('shows each offer with its badge, monthly price in dirhams TTC, features and button', () => {
    renderWithPlatform(<OfferCards block={offerCardsBlock('fr')} priority={false} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Forfaits mobiles' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Forfait Atlas 49' });
    expect(within(card).getByText('Nouveau')).toBeInTheDocument();
    expect(within(card).getByTestId('offer-price')).toHaveTextContent('49 Dh/mois TTC');
    expect(within(card).getByRole('list', { name: 'Inclus dans l’offre Forfait Atlas 49' })).toHaveTextContent('20 GoAppels illimités');
    expect(within(card).getByRole('link', { name: 'Je choisis' })).toHaveAttribute('href', '/offreMobile/info-client?productId=49');
  });

  it('drops trailing zeros and falls back to the bundled button label', () => {
    renderWithPlatform(<OfferCards block={offerCardsBlock('fr')} priority={false} />);
    const card = screen.getByRole('article', { name: 'Forfait Atlas 99' });
    expect(within(card).getByTestId('offer-price')).toHaveTextContent('99,5 Dh/mois TTC');
    expect(within(card).getByRole('link', { name: 'Choisir cette offre' })).toBeInTheDocument();
  });

  it('writes prices and labels in Arabic, with localised links', () => {
    renderWithPlatform(<OfferCards block={offerCardsBlock('ar')} priority={false} />, { language: 'ar' });
    expect(screen.getByRole('heading', { level: 2, name: 'عروض الهاتف' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'عرض أطلس 99' });
    expect(within(card).getByTestId('offer-price')).toHaveTextContent(/99[.,٫]5\s*درهم/);
    expect(within(card).getByTestId('offer-price')).toHaveTextContent('شامل للرسوم');
    expect(within(card).getByRole('link', { name: 'اختيار هذا العرض' })).toHaveAttribute('href', '/ar/offreMobile/info-client?productId=99');
  });

  it('shows the block call to action and falls back to the bundled section title', () => {
    const block = { ...offerCardsBlock('en'), title: undefined };
    renderWithPlatform(<OfferCards block={block} priority={false} />, { language: 'en' });
    expect(screen.getByRole('heading', { level: 2, name: 'Our offers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Toutes les offres' })).toHaveAttribute('href', '/en/offres-mobiles/forfait-mobile');
  });

  it('renders nothing without offers', () => {
    const { container } = renderWithPlatform(<OfferCards block={{ ...offerCardsBlock('fr'), items: [] }} priority={false} />);
    expect(container).toBeEmptyDOMElement();
  });
});
