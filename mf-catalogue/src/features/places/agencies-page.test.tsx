import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Agency } from '@atlas/contracts/places';
import { fakeApi } from '../../test/fake-api';
import { renderWithPlatform } from '../../test/render-with-platform';
import { AgenciesPage } from './agencies-page';

// The Leaflet map draws in a real browser (the journeys); here the list and filters are under test.
jest.mock('../../components/site-map', () => ({ __esModule: true, default: ({ label }: { label: string }) => <div role="region" aria-label={label} /> }));

const agency = (id: string, overrides: Partial<Agency> = {}): Agency => ({
  id,
  name: `Agence ${id}`,
  cityId: 'casablanca',
  city: 'Casablanca',
  address: '1, rue Test',
  phone: '0522000101',
  latitude: 33.5,
  longitude: -7.6,
  hours: [1, 2, 3, 4, 5].map((day) => ({ day, opens: '09:00', closes: '19:00' })),
  services: ['sales'],
  openOnSunday: false,
  ...overrides,
});

const CITIES = [
  { id: 'casablanca', name: 'Casablanca' },
  { id: 'rabat', name: 'Rabat' },
];

describe('nos-agences', () => {
  let network: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    network = fakeApi(({ params }) => {
      const query = params as Record<string, unknown>;
      const list = query.sunday
        ? [agency('mall', { openOnSunday: true, hours: [{ day: 0, opens: '10:00', closes: '22:00' }] })]
        : [agency('maarif'), agency('agdal', { cityId: 'rabat', city: 'Rabat' })];
      return { status: 200, data: { agencies: query.lat ? list.map((item, index) => ({ ...item, distanceKm: index + 1.5 })) : list, cities: CITIES } };
    });
  });
  afterEach(() => {
    network.restore();
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('lists the agencies with their hours and filters those open on Sunday', async () => {
    renderWithPlatform(<AgenciesPage />, { path: '/nos-agences' });
    expect(await screen.findByRole('heading', { name: 'Agence maarif' })).toBeInTheDocument();
    expect(screen.getByText('Agences : 2')).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'Agence maarif' }).closest('article')!;
    expect(within(card).getByText('dimanche')).toBeInTheDocument();
    expect(within(card).getAllByText('Fermé')).toHaveLength(2);
    expect(within(card).getAllByText('09:00 – 19:00')).toHaveLength(5);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ouvertes le dimanche' }));
    expect(await screen.findByRole('heading', { name: 'Agence mall' })).toBeInTheDocument();
    expect(network.requests.at(-1)!.params).toEqual({ language: 'fr', sunday: true });
    expect(screen.getByText('Ouvert le dimanche')).toBeInTheDocument();
  });

  it('asks for the nearest agencies from the browser’s position', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (success: PositionCallback) => success({ coords: { latitude: 34.02412, longitude: -6.82219 } } as GeolocationPosition) },
    });
    renderWithPlatform(<AgenciesPage />, { path: '/nos-agences' });
    await screen.findByRole('heading', { name: 'Agence maarif' });
    fireEvent.click(screen.getByRole('button', { name: 'Autour de moi' }));
    expect(await screen.findByText('Les agences les plus proches de vous d’abord.')).toBeInTheDocument();
    await waitFor(() => expect(network.requests.at(-1)!.params).toEqual({ language: 'fr', lat: 34.0241, lng: -6.8222 }));
    expect(await screen.findByText(/à 1,5 km/)).toBeInTheDocument();
  });

  it('says when the position is refused and keeps the list', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (_: PositionCallback, failure: PositionErrorCallback) => failure({ code: 1 } as GeolocationPositionError) },
    });
    renderWithPlatform(<AgenciesPage />, { path: '/nos-agences' });
    await screen.findByRole('heading', { name: 'Agence maarif' });
    fireEvent.click(screen.getByRole('button', { name: 'Autour de moi' }));
    expect(await screen.findByText('Votre position n’est pas disponible. Choisissez une ville.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Agence agdal' })).toBeInTheDocument();
  });
});
