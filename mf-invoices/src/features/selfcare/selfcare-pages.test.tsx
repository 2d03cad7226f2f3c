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
    if (request.url === '/api/v1/ms-billing/invoices/order') {
      // The October invoice, paid by this order (its item's option names the bill).
      return {
        status: 200,
        data: {
          refNumber: 'AT2612050000000007',
          kind: 'invoice',
          totalAmount: 249,
          status: 'paid',
          paymentOutcome: 'ok',
          orderItems: [
            { productId: 'F2610345602', productName: 'Facture d’octobre 2026 · F2610345602', custom_options: [{ label: 'invoiceId', value: 'F2610345602' }] },
          ],
        },
      };
    }
    return { status: 404, data: { code: 'not-found', error: 'Not Found', message: String(request.url) } };
  });
});

describe('mes-factures payment result', () => {
  it('shows the order’s real state on an older …/echoue page, its receipt, and the invoices still unpaid in words', async () => {
    renderInvoices('/espace-client/mes-factures/paiement/echoue?refNumber=AT2612050000000007', { profile: PROFILE });
    expect(await screen.findByText(/^Merci ! Votre facture est payée\./)).toBeInTheDocument();
    expect(screen.queryByText(/Aucun montant n’a été débité/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Télécharger le reçu (PDF)' })).toBeInTheDocument();
    const left = await screen.findByRole('heading', { name: 'Il vous reste une facture à payer' });
    const card = left.closest('[data-still-unpaid]')!;
    expect(card).toHaveTextContent('Facture de septembre 2026');
    expect(card).not.toHaveTextContent('octobre');
    expect(within(card as HTMLElement).getByRole('link', { name: 'Payer cette facture' })).toHaveAttribute('href', '/espace-client/mes-factures');
  });
});
afterEach(() => api.restore());

describe('mes-factures', () => {
  it('asks the history with the bearer and the line’s token, sorts it, and fills the invoices panel with the choice', async () => {
    renderInvoices('/espace-client/mes-factures', { profile: PROFILE });
    const list = await screen.findByRole('group', { name: 'Choisissez les factures à payer' });
    await waitFor(() => expect(screen.getByRole('complementary', { name: 'Factures à payer' })).toHaveTextContent('Aucune facture sélectionnée.'));
    const [first] = api.requests;
    expect(first!.headers.Authorization).toBe('Bearer a.b.c');
    expect(first!.headers['mdn-segmentation-token']).toBe('Bearer seg.token.one');
    expect(within(list).getAllByRole('checkbox')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Tout sélectionner' }));
    const panel = screen.getByRole('complementary', { name: 'Factures à payer' });
    // Each invoice named by its month in words, as everywhere else (never "2026-10").
    expect(within(panel).getByText('Facture d’octobre 2026')).toBeInTheDocument();
    expect(within(panel).getByText('Facture de septembre 2026')).toBeInTheDocument();
    expect(panel).toHaveTextContent(/À payer aujourd’hui\s*468/);
    // One pay block: the panel's.
    expect(screen.getAllByRole('button', { name: 'Payer la sélection' })).toEqual([within(panel).getByRole('button', { name: 'Payer la sélection' })]);
    expect(within(panel).getByRole('button', { name: 'Payer la sélection' })).toBeEnabled();

    await userEvent.click(screen.getByRole('tab', { name: 'Historique' }));
    // No pay bar over the history (on a phone it is fixed at the bottom of the screen).
    expect(screen.queryByRole('complementary', { name: 'Factures à payer' })).toBeNull();
    const history = document.querySelector('[data-invoice-history]')!;
    expect([...history.querySelectorAll('li')].map((item) => item.getAttribute('data-bill-no'))).toEqual(['F2610345602', 'F2609345602', 'F2608345602']);
    // Grouped by year, the latest open.
    expect(
      within(history as HTMLElement)
        .getByText('2026')
        .closest('details'),
    ).toHaveAttribute('open');
    expect(history).toHaveTextContent('2026 · 3 factures');
    await userEvent.click(screen.getByRole('button', { name: 'Plus anciennes d’abord' }));
    await waitFor(() => expect(api.requests.at(-1)!.params).toEqual({ sort: 'asc' }));
    expect(screen.getByRole('button', { name: 'Télécharger le PDF de la facture F2608345602' })).toBeInTheDocument();
  });

  it('the panel’s button goes to the payment of the chosen invoices', async () => {
    const view = renderInvoices('/espace-client/mes-factures', { profile: PROFILE });
    const list = await screen.findByRole('group', { name: 'Choisissez les factures à payer' });
    await userEvent.click(within(list).getAllByRole('checkbox')[0]!);
    await userEvent.click(within(screen.getByRole('complementary', { name: 'Factures à payer' })).getByRole('button', { name: 'Payer la sélection' }));
    await waitFor(() => expect(view.where()).toBe('/espace-client/mes-factures/paiement'));
    expect(await screen.findByRole('radio', { name: /Paiement en banque/ })).toBeInTheDocument();
  });
});

describe('mes-factures, when the service fails', () => {
  it('shows the server’s error with a retry that reads the history again', async () => {
    let fail = true;
    api.restore();
    api = fakeApi(() =>
      fail
        ? { status: 503, data: { code: 'service_unavailable', error: 'service_unavailable', message: 'down' } }
        : { status: 200, data: { mdn: '0662345602', sort: 'desc', invoices: HISTORY } },
    );
    renderInvoices('/espace-client/mes-factures', { profile: PROFILE });
    const alert = await screen.findByRole('alert');
    expect(screen.queryByRole('group', { name: 'Choisissez les factures à payer' })).toBeNull();
    fail = false;
    await userEvent.click(within(alert).getByRole('button'));
    expect(await screen.findByRole('group', { name: 'Choisissez les factures à payer' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(2);
  });
});

describe('services/paiement-fatourati', () => {
  const pending = {
    refNumber: 'R'.repeat(18),
    paymentCode: '053398553980',
    amount: 249,
    status: 'pending',
    orderDate: '2026-11-20T10:00:00Z',
    // Two days and a half from now: pending, with its countdown.
    expiresAt: new Date(Date.now() + 60 * 3_600_000 + 30_000).toISOString(),
    mdn: '0662345602',
    partnerBanks: [{ id: 'b1', name: 'Banque Une' }],
  };

  it('asks the service for the line’s pending reference and shows its code', async () => {
    api.restore();
    api = fakeApi((request) =>
      request.url === '/api/v1/ms-ecom/payment/eb/consultation' ? { status: 200, data: pending } : { status: 404, data: { code: 'not-found' } },
    );
    renderInvoices('/espace-client/services/paiement-fatourati', { profile: PROFILE });
    expect(await screen.findByText('0533 9855 3980')).toBeInTheDocument();
    expect(api.requests[0]!.params).toEqual({ mdn: '0662345602' });
    // The one bank-bill page: order number and date, the days, hours and minutes left, the banks.
    expect(screen.getByText('R'.repeat(18))).toBeInTheDocument();
    expect(screen.getByText('Date de commande')).toBeInTheDocument();
    expect(screen.getByText(/Ce code expire dans/)).toHaveTextContent('2 jours 12 heures');
    expect(screen.getByRole('region', { name: 'Banques partenaires' })).toHaveTextContent('Banque Une');
  });

  it('cancels the line’s own reference with the bearer, after a confirmation, and sends to the invoices', async () => {
    api.restore();
    api = fakeApi((request) => {
      if (request.url === '/api/v1/ms-ecom/payment/eb/consultation') return { status: 200, data: pending };
      if (request.url === '/api/v1/ms-ecom/payment/eb/cancel') return { status: 200, data: { ...pending, status: 'cancelled' } };
      return { status: 404, data: { code: 'not-found' } };
    });
    renderInvoices('/espace-client/services/paiement-fatourati', { profile: PROFILE });
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler ce paiement' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Annuler ce paiement ?' });
    expect(dialog).toHaveTextContent('Cette annulation est définitive');
    expect(api.requests.filter((request) => request.url === '/api/v1/ms-ecom/payment/eb/cancel')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Oui, annuler définitivement' }));
    expect(await screen.findByText('Votre code de paiement est annulé.')).toBeInTheDocument();
    const cancel = api.requests.find((request) => request.url === '/api/v1/ms-ecom/payment/eb/cancel')!;
    expect(JSON.parse(cancel.data as string)).toEqual({ mdn: '0662345602', refNumber: pending.refNumber });
    expect(cancel.headers.Authorization).toBe('Bearer a.b.c');
    expect(screen.getByRole('link', { name: 'Voir mes factures' })).toHaveAttribute('href', '/espace-client/mes-factures');
  });

  it('lists every bill pending on the line, a stranger’s too, and cancels it with the bearer', async () => {
    let bills = [{ ...pending, mdn: '0662345602', kind: 'recharge', placedByCaller: false }];
    api.restore();
    api = fakeApi((request) => {
      if (request.url === '/api/v1/ms-ecom/payment/eb/pending') return { status: 200, data: { mdn: '0662345602', bills } };
      if (request.url === '/api/v1/ms-ecom/payment/eb/cancel') {
        bills = [];
        return { status: 200, data: { ...pending, mdn: '0662345602', status: 'cancelled' } };
      }
      return { status: 404, data: { code: 'not-found' } };
    });
    renderInvoices('/espace-client/services/paiement-fatourati', { profile: PROFILE });
    expect(await screen.findByRole('heading', { name: 'Paiements en banque en attente sur ce numéro' })).toBeInTheDocument();
    const item = document.querySelector<HTMLElement>(`[data-pending-bank-bill="${pending.refNumber}"]`)!;
    expect(item).toHaveTextContent('Recharge · demandé par quelqu’un d’autre');
    expect(within(item).getByText('0533 9855 3980')).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Annuler ce paiement' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Oui, annuler définitivement' }));
    expect(await screen.findByText(/^Le code de paiement de 249.* est annulé\.$/)).toBeInTheDocument();
    const cancel = api.requests.find((request) => request.url === '/api/v1/ms-ecom/payment/eb/cancel')!;
    expect(JSON.parse(cancel.data as string)).toEqual({ mdn: '0662345602', refNumber: pending.refNumber });
    expect(cancel.headers.Authorization).toBe('Bearer a.b.c');
    expect(api.requests.find((request) => request.url === '/api/v1/ms-ecom/payment/eb/pending')!.params).toEqual({ mdn: '0662345602' });
  });

  it('says there is no reference when none is pending or the service cannot say', async () => {
    api.restore();
    api = fakeApi(() => ({ status: 200, data: { ...pending, status: 'paid' } }));
    const first = renderInvoices('/espace-client/services/paiement-fatourati', { profile: PROFILE });
    expect(await screen.findByText('Aucun paiement en banque n’est en attente pour cette ligne.')).toBeInTheDocument();
    first.unmount();

    api.restore();
    api = fakeApi(() => ({ status: 503, data: { code: 'service_unavailable' } }));
    renderInvoices('/espace-client/services/paiement-fatourati', { profile: PROFILE });
    expect(await screen.findByText('Aucun paiement en banque n’est en attente pour cette ligne.')).toBeInTheDocument();
  });
});
