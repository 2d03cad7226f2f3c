import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { clearToasts, ToastRegion } from '@atlas/ui-kit';
import { fakeApi } from '../../../test/fake-api';
import { catalogPage, plan } from '../../../test/catalog-fixtures';
import { renderWithPlatform } from '../../../test/render-with-platform';
import { PlansPage } from './plans-page';

const CONSUMER = [
  plan('forfait-49', 49),
  plan('forfait-99', 99, { allowances: { dataGb: 50, callHours: null, sms: null, highlights: [] } }),
  plan('forfait-149', 149),
  plan('forfait-249', 249),
];
const BUSINESS = [plan('forfait-pro-99', 99, { segment: 'business', offer_name_fr: 'Forfait Pro 99 Dh' })];

const plans = () =>
  fakeApi(({ url, params }) => {
    if (url?.includes('/product/')) return { status: 200, data: [[...CONSUMER, ...BUSINESS].find((item) => url.endsWith(item.id))] };
    return { status: 200, data: catalogPage((params as URLSearchParams).get('segment') === 'business' ? BUSINESS : CONSUMER) };
  });

const renderPlans = (path = '/offres-mobiles/forfait-mobile') =>
  renderWithPlatform(
    <>
      <Routes>
        <Route path="offres-mobiles/forfait-mobile" element={<PlansPage />} />
      </Routes>
      <ToastRegion />
    </>,
    { path },
  );

describe('offres-mobiles/forfait-mobile', () => {
  let network: ReturnType<typeof plans>;
  beforeEach(() => {
    clearToasts();
    network = plans();
  });
  afterEach(() => network.restore());

  it('compares two or three plans side by side, and no more than three', async () => {
    renderPlans();
    await screen.findByText('Forfait 49 Dh');
    expect(screen.getByText(/Cochez « Comparer »/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Comparer le Forfait 49 Dh' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Comparer le Forfait 99 Dh' }));
    const table = screen.getByRole('table', { name: 'Comparaison des forfaits' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Forfait 49 Dh', 'Forfait 99 Dh']);
    const data = within(table).getByRole('row', { name: /Internet/ });
    expect(
      within(data)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['24.5 Go', '50 Go']);
    expect(within(within(table).getByRole('row', { name: /SMS/ })).getAllByRole('cell')[1]).toHaveTextContent('Illimité');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Comparer le Forfait 149 Dh' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Comparer le Forfait 249 Dh' }));
    expect(screen.getByRole('checkbox', { name: 'Comparer le Forfait 249 Dh' })).not.toBeChecked();
    expect(await screen.findByText('Vous pouvez comparer trois forfaits au plus.')).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
  });

  it('picks out the plan asked by productId, in the tab of its segment', async () => {
    renderPlans('/offres-mobiles/forfait-mobile?productId=forfait-pro-99');
    const card = (await screen.findByText('Forfait Pro 99 Dh')).closest('article')!;
    expect(card).toHaveAttribute('aria-current', 'true');
    expect(within(card).getByText('Votre sélection')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Entreprises' })).toHaveAttribute('aria-selected', 'true');
  });

  it('switches to the business plans from the tabs', async () => {
    renderPlans();
    await screen.findByText('Forfait 49 Dh');
    fireEvent.click(screen.getByRole('tab', { name: 'Entreprises' }));
    expect(await screen.findByText('Forfait Pro 99 Dh')).toBeInTheDocument();
    expect(screen.queryByText('Forfait 49 Dh')).not.toBeInTheDocument();
  });
});
