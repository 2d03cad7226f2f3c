import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { fakeApi } from '../../../test/fake-api';
import { catalogPage, phone } from '../../../test/catalog-fixtures';
import { renderWithPlatform } from '../../../test/render-with-platform';
import { SmartphonesPage } from './smartphones-page';

const PHONES = [
  phone('galaxy-a56', { brand: 'Samsung', price: 4299 }),
  phone('iphone-17', { brand: 'Apple', os: 'ios', price: 10499 }),
  phone('galaxy-a16', { brand: 'Samsung', network: '4G', price: 1799, stockState: 'out-of-stock' }),
];

/** A catalogue that filters like ms-catalog does, from the query the page sends. */
const catalogue = () =>
  fakeApi(({ params }) => {
    const query = params as URLSearchParams;
    const brands = query.get('brand')?.split(',');
    const networks = query.get('network')?.split(',');
    let items = PHONES.filter((item) => (!brands || brands.includes(item.brand!)) && (!networks || networks.includes(item.network!)));
    if (query.get('sort') === 'price-asc') items = [...items].sort((a, b) => a.price - b.price);
    return { status: 200, data: catalogPage(items) };
  });

function Location() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{location.pathname + location.search}</output>
      <Link to="/catalogue-smartphones?marque=Samsung">Les Samsung</Link>
      <button type="button" onClick={() => navigate(-1)}>
        Retour
      </button>
    </>
  );
}

const renderAt = (path: string, language: 'fr' | 'ar' = 'fr') =>
  renderWithPlatform(
    <Routes>
      <Route
        path="catalogue-smartphones"
        element={
          <>
            <SmartphonesPage />
            <Location />
          </>
        }
      />
    </Routes>,
    { path, language },
  );

/** The filters as a phone shows them: in a dialog (the desktop sidebar holds the same panel). */
const filtersDialog = async () => {
  if (!screen.queryByRole('dialog')) fireEvent.click(screen.getByRole('button', { name: /^Filtres/ }));
  return within(await screen.findByRole('dialog', { name: 'Filtres' }));
};
const names = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('catalogue-smartphones', () => {
  let network: ReturnType<typeof catalogue>;
  beforeEach(() => {
    network = catalogue();
  });
  afterEach(() => network.restore());

  it('reads the filters from a shared URL and asks the catalogue for them', async () => {
    renderAt('/catalogue-smartphones?marque=Samsung&reseau=5G');
    expect(await screen.findByText('Téléphone galaxy-a56')).toBeInTheDocument();
    expect(screen.queryByText('Téléphone iphone-17')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtres (2)' })).toBeInTheDocument();
    const filters = await filtersDialog();
    expect(filters.getByRole('checkbox', { name: 'Samsung (2)' })).toBeChecked();
    expect(filters.getByRole('checkbox', { name: '5G (2)' })).toBeChecked();
    expect(filters.getByRole('checkbox', { name: 'Apple (1)' })).not.toBeChecked();
    const filtered = network.requests.map((request) => (request.params as URLSearchParams).toString());
    expect(filtered).toContain('family=smartphone&brand=Samsung&network=5G&sort=newest');
    expect(screen.getByRole('button', { name: 'Retirer le filtre Samsung' })).toBeInTheDocument();
  });

  it('writes each filter and the sort into the URL, so the list can be shared', async () => {
    renderAt('/catalogue-smartphones');
    await screen.findByText('Téléphone iphone-17');
    fireEvent.click((await filtersDialog()).getByRole('checkbox', { name: 'Apple (1)' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/catalogue-smartphones?marque=Apple'));
    await waitFor(() => expect(screen.queryByText('Téléphone galaxy-a56')).not.toBeInTheDocument());
    fireEvent.click((await filtersDialog()).getByRole('checkbox', { name: 'Samsung (2)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Voir les résultats (3)' }));
    fireEvent.change(screen.getByLabelText('Trier par'), { target: { value: 'price-asc' } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('marque=Apple%2CSamsung&tri=prix-croissant'));
    await waitFor(() => expect(names()).toEqual(['Téléphone galaxy-a16', 'Téléphone galaxy-a56', 'Téléphone iphone-17']));
  });

  it('says when nothing matches and clears the filters in one click', async () => {
    renderAt('/catalogue-smartphones?marque=Apple&reseau=4G');
    expect(await screen.findByRole('heading', { name: 'Aucun produit trouvé' })).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Effacer les filtres' })[0]!);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/catalogue-smartphones$/));
    expect(await screen.findByText('Téléphone iphone-17')).toBeInTheDocument();
  });

  it('takes the filters of a link to the listing, and those of the entry back goes to, over its own', async () => {
    renderAt('/catalogue-smartphones');
    await screen.findByText('Téléphone iphone-17');
    fireEvent.click((await filtersDialog()).getByRole('checkbox', { name: 'Apple (1)' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/catalogue-smartphones?marque=Apple'));
    fireEvent.click(screen.getByRole('button', { name: /^Voir les résultats/ }));

    fireEvent.click(screen.getByRole('link', { name: 'Les Samsung' }));
    await waitFor(() => expect(names()).toEqual(['Téléphone galaxy-a56', 'Téléphone galaxy-a16']));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/catalogue-smartphones\?marque=Samsung$/);
    let filters = await filtersDialog();
    expect(filters.getByRole('checkbox', { name: /^Samsung/ })).toBeChecked();
    expect(filters.getByRole('checkbox', { name: /^Apple/ })).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: /^Voir les résultats/ }));

    fireEvent.click(screen.getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(names()).toEqual(['Téléphone iphone-17']));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/catalogue-smartphones\?marque=Apple$/);
    filters = await filtersDialog();
    expect(filters.getByRole('checkbox', { name: /^Apple/ })).toBeChecked();
    expect(filters.getByRole('checkbox', { name: /^Samsung/ })).not.toBeChecked();
  });

  it('shows the stock state in words', async () => {
    renderAt('/catalogue-smartphones');
    const card = (await screen.findByText('Téléphone galaxy-a16')).closest('article')!;
    expect(within(card).getByText('Rupture de stock')).toBeInTheDocument();
    expect(within(screen.getByText('Téléphone galaxy-a56').closest('article')!).getByText('En stock')).toBeInTheDocument();
  });

  it('offers a retry when the catalogue fails, and recovers', async () => {
    network.restore();
    let calls = 0;
    network = fakeApi(() => (++calls === 1 ? { status: 503, data: { code: 'service_unavailable' } } : { status: 200, data: catalogPage(PHONES) }));
    renderAt('/catalogue-smartphones');
    fireEvent.click(await screen.findByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Téléphone iphone-17')).toBeInTheDocument();
  });

  it('speaks Arabic with Arabic names', async () => {
    renderAt('/catalogue-smartphones', 'ar');
    expect(await screen.findByText('هاتف iphone-17')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('الهواتف الذكية');
    expect(screen.getByLabelText('الترتيب حسب')).toBeInTheDocument();
  });
});
