import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Promotion } from '@atlas/contracts/promotions';
import { fakeApi } from '../../test/fake-api';
import { renderWithPlatform } from '../../test/render-with-platform';
import { PromotionPage } from './promotion-page';

const NOW = Date.parse('2026-11-23T10:00:00Z');

const promotion = (overrides: Partial<Promotion> = {}): Promotion => ({
  id: 'promo-etoile',
  title: 'Promo Étoile : des smartphones à prix étoilés',
  subtitle: 'Jusqu’à 1 500 Dh de remise.',
  description: 'La remise s’applique au panier.',
  highlights: ['Jusqu’à 1 500 Dh de remise immédiate'],
  terms: ['Dans la limite des stocks disponibles.'],
  startsAt: '2026-11-16T08:00:00.000Z',
  endsAt: new Date(NOW + 3_000).toISOString(),
  serverTime: new Date(NOW).toISOString(),
  status: 'running',
  cta: { label: 'Voir les smartphones étoilés', link: '/catalogue-smartphones' },
  ...overrides,
});

const page = (path: string, language: 'fr' | 'ar' | 'en' = 'fr') =>
  renderWithPlatform(
    <Routes>
      <Route path="/promo-etoile" element={<PromotionPage />} />
      <Route path="/promo-etoile/:promotionId" element={<PromotionPage />} />
      <Route path="/ar/promo-etoile" element={<PromotionPage />} />
    </Routes>,
    { path, language },
  );

describe('PromotionPage', () => {
  let network: ReturnType<typeof fakeApi>;
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => {
    network.restore();
    jest.useRealTimers();
  });

  it('counts down to the end the server gives, then shows the offer has ended', async () => {
    network = fakeApi(() => ({ status: 200, data: promotion() }));
    page('/promo-etoile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Promo Étoile : des smartphones à prix étoilés' })).toBeInTheDocument();
    const timer = screen.getByRole('timer');
    expect(timer).toHaveAttribute('data-remaining', '3');
    expect(timer.querySelector('[data-unit="seconds"] strong')).toHaveTextContent('03');
    expect(screen.getByRole('link', { name: 'Voir les smartphones étoilés' })).toHaveAttribute('href', '/catalogue-smartphones');

    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer')).toHaveAttribute('data-remaining', '2');
    act(() => jest.advanceTimersByTime(2_000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cette offre est terminée');
    expect(screen.getByRole('link', { name: 'Voir les offres du moment' })).toHaveAttribute('href', '/catalogue-smartphones');
    expect(network.requests[0]!.url).toBe('/api/v1/ms-content/promotions/promo-etoile');
  });

  it('counts from the server’s clock, not from a customer clock that is a day late', async () => {
    jest.setSystemTime(NOW - 86_400_000);
    network = fakeApi(() => ({ status: 200, data: promotion({ endsAt: new Date(NOW + 2 * 86_400_000 + 3_600_000).toISOString() }) }));
    page('/promo-etoile');
    const timer = await screen.findByRole('timer');
    expect(timer.querySelector('[data-unit="days"] strong')).toHaveTextContent('02');
    expect(timer.querySelector('[data-unit="hours"] strong')).toHaveTextContent('01');
  });

  it('shows a promotion that has ended as such, in Arabic', async () => {
    network = fakeApi(() => ({ status: 200, data: promotion({ id: 'etoile-ramadan', status: 'ended', endsAt: '2026-10-01T22:59:59.000Z' }) }));
    page('/ar/promo-etoile', 'ar');
    expect(await screen.findByText('انتهى هذا العرض')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('says an unknown promotion does not exist', async () => {
    network = fakeApi(() => ({ status: 404, data: { code: 'promotion-001', error: 'promotion-001', message: 'No promotion' } }));
    page('/promo-etoile/black-friday');
    expect(await screen.findByText('Cette offre n’existe pas')).toBeInTheDocument();
    expect(network.requests[0]!.url).toBe('/api/v1/ms-content/promotions/black-friday');
  });
});
