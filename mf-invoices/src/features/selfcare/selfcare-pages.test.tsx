import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@atlas/test-kit/fake-api';
import { invoice, PROFILE, renderInvoices } from '../../test/render-invoices';

jest.setTimeout(20_000);

const HISTORY = [
  invoice('F2610345602', '2026-10', 249, { mdn: '0662345602' }),
  invoice('F2609345602', '2026-09', 219, { mdn: '0662345602', overdue: true }),
  invoice('F2608345602', '2026-08', 199, { mdn: '0662345602', status: 'paid', paidBy: 'AGENCE-F2608345602' }),
];
let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  sessionStorage.clear();
  api = fakeApi((request) => {
    if (request.url === '/api/v1/ms-billing/invoices/b2c/history/0662345602') {
      const sort = (request.params as { sort: string }).sort;
      return { status: 200, data: { mdn: '0662345602', sort, invoices: sort === 'asc' ? [...HISTORY].reverse() : HISTORY } };
    }
    return { status: 404, data: { code: 'not-found', error: 'Not Found', message: String(request.url) } };
  });
});
afterEach(() => api.restore());

describe('mes-factures', () => {
  it('asks the history with the bearer and the line’s token, sorts it, and fills the invoices panel with the choice', async () => {
    const view = renderInvoices('/espace-client/mes-factures', { profile: PROFILE });
    const list = await screen.findByRole('group', { name: 'Choisissez les factures à payer' });
    const [first] = api.requests;
    expect(first!.headers.Authorization).toBe('Bearer a.b.c');
    expect(first!.headers['mdn-segmentation-token']).toBe('Bearer seg.token.one');
    expect(within(list).getAllByRole('checkbox')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Tout sélectionner' }));
    const panel = view.ofType('invoices/selectionUpdated').at(-1)!.payload as { total: number; itemCount: number };
    expect(panel).toMatchObject({ total: 468, itemCount: 2 });
    expect(view.ofType('basket/nextDeclared').at(-1)!.payload).toEqual({ labelKey: 'invoices:list.pay', disabled: false });

    await userEvent.click(screen.getByRole('tab', { name: 'Historique' }));
    const history = document.querySelector('[data-invoice-history]')!;
    expect([...history.querySelectorAll('li')].map((item) => item.getAttribute('data-bill-no'))).toEqual(['F2610345602', 'F2609345602', 'F2608345602']);
    await userEvent.click(screen.getByRole('button', { name: 'Plus anciennes d’abord' }));
    await waitFor(() => expect(api.requests.at(-1)!.params).toEqual({ sort: 'asc' }));
    expect(screen.getByRole('button', { name: 'Télécharger le PDF de la facture F2608345602' })).toBeInTheDocument();
  });

  it('the panel’s button goes to the payment of the chosen invoices', async () => {
    const view = renderInvoices('/espace-client/mes-factures', { profile: PROFILE });
    const list = await screen.findByRole('group', { name: 'Choisissez les factures à payer' });
    await userEvent.click(within(list).getAllByRole('checkbox')[0]!);
    const { busEvents } = await import('@atlas/contracts');
    view.store.dispatch(busEvents.basketNextRequested());
    await waitFor(() => expect(view.where()).toBe('/espace-client/mes-factures/paiement'));
    expect(await screen.findByRole('radio', { name: /Paiement en banque/ })).toBeInTheDocument();
  });
});
