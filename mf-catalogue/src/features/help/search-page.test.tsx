import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { SearchResponse } from '@atlas/contracts';
import { fakeApi } from '../../test/fake-api';
import { renderWithPlatform } from '../../test/render-with-platform';
import { SearchPage } from './search-page';

const result = (id: string, category: SearchResponse['groups'][number]['category'], title: string) => ({
  id,
  category,
  title,
  summary: `${title}, en bref`,
  link: `/page/${id}`,
});

const FIBRE: SearchResponse = {
  q: 'fibre',
  total: 8,
  groups: [
    { category: 'max-speed-wifi', total: 7, results: [1, 2, 3, 4, 5].map((n) => result(`fibre-${n}`, 'max-speed-wifi', `Fibre ${n}`)) },
    { category: 'assistance', total: 1, results: [result('faq-fibre', 'assistance', 'Suis-je éligible ?')] },
  ],
};

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const renderSearch = (path: string, language: 'fr' | 'ar' = 'fr') =>
  renderWithPlatform(
    <Routes>
      <Route
        path="search"
        element={
          <>
            <SearchPage />
            <Location />
          </>
        }
      />
    </Routes>,
    { path, language },
  );

describe('/search', () => {
  let network: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    network = fakeApi(({ params }) => ({ status: 200, data: (params as { q: string }).q === 'fibre' ? FIBRE : { q: 'x', total: 0, groups: [] } }));
  });
  afterEach(() => network.restore());

  it('groups the results under the category names and offers the rest of a category', async () => {
    renderSearch('/search?q=fibre');
    expect(await screen.findByRole('heading', { name: 'Wifi très haut débit (7)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Assistance (1)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fibre 1' })).toHaveAttribute('href', '/page/fibre-1');
    fireEvent.click(screen.getByRole('button', { name: 'Voir les 7 résultats' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/search?q=fibre&category=max-speed-wifi'));
    expect(network.requests.at(-1)!.params).toEqual({ language: 'fr', q: 'fibre', category: 'max-speed-wifi', size: 20 });
  });

  it('searches what is typed and says when nothing is found', async () => {
    renderSearch('/search');
    expect(screen.getByText(/Saisissez un mot/)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Que cherchez-vous ?' }), { target: { value: 'satellite' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByRole('heading', { name: 'Aucun résultat pour « satellite »' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Questions fréquentes' })).toBeInTheDocument();
  });

  it('names the categories in Arabic', async () => {
    renderSearch('/search?q=fibre', 'ar');
    expect(await screen.findByRole('heading', { name: 'واي فاي فائق السرعة (7)' })).toBeInTheDocument();
  });
});
