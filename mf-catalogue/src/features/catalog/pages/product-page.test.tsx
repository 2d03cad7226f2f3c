import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { busEvents } from '@atlas/contracts';
import { clearToasts, ToastRegion } from '@atlas/ui-kit';
import { fakeApi } from '../../../test/fake-api';
import { phone } from '../../../test/catalog-fixtures';
import { recordingStore } from '../../../test/recording-store';
import { renderWithPlatform } from '../../../test/render-with-platform';
import { SmartphonePage } from '../catalog-pages';

const renderProduct = (id: string, store = recordingStore().store, language: 'fr' | 'ar' = 'fr') =>
  renderWithPlatform(
    <>
      <Routes>
        <Route path="catalogue-smartphones/:productId" element={<SmartphonePage />} />
      </Routes>
      <ToastRegion />
    </>,
    { path: `/catalogue-smartphones/${id}`, store, language },
  );

describe('product page', () => {
  let network: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    clearToasts();
  });
  afterEach(() => network.restore());

  it('shows the product and asks the cart, through the bus, to add it in the chosen colour', async () => {
    network = fakeApi(({ url }) => ({ status: 200, data: url?.endsWith('/product/galaxy-a56') ? [phone('galaxy-a56', { previousPrice: 4999 })] : [] }));
    const { store, actions } = recordingStore();
    renderProduct('galaxy-a56', store);
    expect(await screen.findByRole('heading', { level: 1, name: 'Téléphone galaxy-a56' })).toBeInTheDocument();
    expect(screen.getByText('Au lieu de 4999 Dh')).toBeInTheDocument();
    expect(screen.getByText('Écran')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Bleu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(actions.filter(busEvents.cartItemAddRequested.match).map((action) => action.payload)).toEqual([
      { productType: 'handset', productId: 'galaxy-a56', quantity: 1, options: { colour: 'Bleu' } },
    ]);
  });

  it('cannot add a product out of stock, and says why', async () => {
    network = fakeApi(() => ({ status: 200, data: [phone('oppo-a40', { stockState: 'out-of-stock' })] }));
    const { store, actions } = recordingStore();
    renderProduct('oppo-a40', store);
    const button = await screen.findByRole('button', { name: 'Ajouter au panier' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(button);
    expect(actions.filter(busEvents.cartItemAddRequested.match)).toEqual([]);
    expect(screen.getByText(/Ce produit revient bientôt/)).toBeInTheDocument();
  });

  it('says a product left the catalogue (catalog-001) and leads back to the list', async () => {
    network = fakeApi(() => ({ status: 404, data: { code: 'catalog-001', error: 'catalog-001', message: 'No product has this id' } }));
    renderProduct('nokia-3310');
    expect(await screen.findByRole('heading', { name: 'Ce produit n’est plus disponible' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Tous les smartphones/ })).toHaveLength(2);
  });

  it('uses the Arabic name in Arabic', async () => {
    network = fakeApi(() => ({ status: 200, data: [phone('galaxy-a56')] }));
    renderProduct('galaxy-a56', undefined, 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'هاتف galaxy-a56' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'أضف إلى السلة' })).toBeInTheDocument();
  });
});
