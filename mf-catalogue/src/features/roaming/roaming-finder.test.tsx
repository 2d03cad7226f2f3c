import { fireEvent, screen, within } from '@testing-library/react';
import type { RoamingCountry, RoamingOverview } from '@atlas/contracts/roaming';
import { fakeApi } from '../../test/fake-api';
import { renderWithPlatform } from '../../test/render-with-platform';
import { findCountries } from './roaming-api';
import { RoamingFinder } from './roaming-finder';

const rates = { callsLocal: 9.9, callsToMorocco: 12.9, callsReceived: 5.9, smsSent: 2.9, dataPerMb: 15 };
const pass = { id: 'europe-2', name: 'Pass 2 Go – 7 jours', volumeMb: 2048, validityDays: 7, price: 129, ussdCode: '*135*12#' };
const country = (code: string, name: string, keywords: string, zoneId: 'europe' | 'north-america' = 'europe') => ({ code, name, flag: '', zoneId, keywords });

const OVERVIEW: RoamingOverview = {
  zones: [
    { id: 'europe', name: 'Europe', description: 'Union européenne et voisins.', rates, passes: [pass], countryCount: 2 },
    { id: 'north-america', name: 'Amérique du Nord', description: 'États-Unis et Canada.', rates: { ...rates, dataPerMb: 30 }, passes: [], countryCount: 1 },
  ],
  countries: [
    country('ES', 'Espagne', 'es espagne اسبانيا spain espana'),
    country('FR', 'France', 'fr france فرنسا'),
    country('US', 'États-Unis', 'us etats unis الولايات المتحده united states usa امريكا', 'north-america'),
  ],
  activationCode: '*135#',
  supportFromAbroad: '+212520220220',
};

const SPAIN: RoamingCountry = {
  ...OVERVIEW.countries[0]!,
  zone: { id: 'europe', name: 'Europe' },
  rates,
  passes: [pass],
  partners: [{ name: 'Movistar', technologies: ['4G', '5G'] }],
  dialCode: '+34',
};

describe('findCountries', () => {
  it('matches the start of any name, accents and Arabic letter forms folded', () => {
    const codes = (query: string) => findCountries(OVERVIEW.countries, query).map((found) => found.code);
    expect(codes('etats')).toEqual(['US']);
    expect(codes('ÉTATS un')).toEqual(['US']);
    expect(codes('usa')).toEqual(['US']);
    expect(codes('إسبانيا')).toEqual(['ES']);
    expect(codes('fr')).toEqual(['FR']);
    expect(codes('pagne')).toEqual([]);
    expect(codes('  ')).toEqual([]);
  });
});

describe('RoamingFinder', () => {
  let network: ReturnType<typeof fakeApi>;
  afterEach(() => {
    network.restore();
  });

  it('finds a country as one types and opens its prices', async () => {
    network = fakeApi((request) => ({ status: 200, data: request.url?.endsWith('/countries/ES') ? SPAIN : OVERVIEW }));
    renderWithPlatform(<RoamingFinder />, { path: '/roaming' });
    const search = await screen.findByRole('searchbox', { name: 'Pays de destination' });
    fireEvent.change(search, { target: { value: 'espa' } });
    expect(screen.getByRole('status')).toHaveTextContent('1 pays trouvé');
    fireEvent.click(within(screen.getByRole('list', { name: 'Pays trouvés' })).getByRole('button', { name: /Espagne/ }));
    const panel = await screen.findByRole('region', { name: /Espagne/ });
    expect(within(panel).getByText('Zone Europe · indicatif +34')).toBeInTheDocument();
    expect(within(panel).getByRole('row', { name: /Appel vers le Maroc/ })).toHaveTextContent('12,9 Dh / min');
    expect(within(panel).getByText('*135*12#')).toBeInTheDocument();
    expect(network.requests.map((request) => request.url)).toEqual(['/api/v1/ms-content/roaming', '/api/v1/ms-content/roaming/countries/ES']);
  });

  it('says when no country matches, in Arabic, and browses by zone', async () => {
    network = fakeApi(() => ({ status: 200, data: OVERVIEW }));
    renderWithPlatform(<RoamingFinder />, { path: '/ar/roaming', language: 'ar' });
    fireEvent.change(await screen.findByRole('searchbox', { name: 'بلد الوجهة' }), { target: { value: 'atlantide' } });
    expect(screen.getByRole('status')).toHaveTextContent('لا يوجد بلد مطابق');
    fireEvent.click(screen.getByRole('button', { name: 'Amérique du Nord' }));
    expect(screen.getByRole('button', { name: 'Amérique du Nord' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('row', { name: /الإنترنت خارج الباقة/ })).toHaveTextContent('30 درهم للميغا');
  });

  it('offers the travel kit in the page’s language, from the API', async () => {
    network = fakeApi(() => ({ status: 200, data: OVERVIEW }));
    renderWithPlatform(<RoamingFinder />, { path: '/en/roaming', language: 'en' });
    expect(await screen.findByRole('link', { name: 'Download the travel kit (PDF)' })).toHaveAttribute('href', '/api/v1/ms-content/roaming/kit?language=en');
    expect(screen.getByRole('link', { name: '+212 520 220 220' })).toHaveAttribute('href', 'tel:+212520220220');
  });

  it('shows the error with a retry when prices cannot load', async () => {
    network = fakeApi(() => ({ status: 503, data: { code: 'service_unavailable', error: 'service_unavailable', message: 'down' } }));
    renderWithPlatform(<RoamingFinder />, { path: '/roaming' });
    expect(await screen.findByText('Les prix du roaming n’ont pas pu être chargés')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Réessayer/ })).toBeInTheDocument();
  });
});
