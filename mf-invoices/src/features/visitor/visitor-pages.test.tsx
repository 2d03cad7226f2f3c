import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type FakeAnswer } from '@atlas/test-kit/fake-api';
import type { InternalAxiosRequestConfig } from 'axios';
import { invoice, renderInvoices } from '../../test/render-invoices';
import { redirect } from '../../components/invoices-api';

jest.setTimeout(20_000);

const INVOICES = [
  invoice('F2608000222', '2026-08', 219.5, { overdue: true }),
  invoice('F2609000222', '2026-09', 199),
  invoice('F2610000222', '2026-10', 240.55),
];
let api: ReturnType<typeof fakeApi>;
let routes: Record<string, (request: InternalAxiosRequestConfig) => FakeAnswer>;

beforeEach(() => {
  sessionStorage.clear();
  jest.spyOn(redirect, 'to').mockImplementation(() => undefined);
  routes = {
    'GET /api/v1/ms-billing/invoices/b2c/search/0666000222': (request) =>
      request.headers['x-otp-token'] === 'proof'
        ? { status: 200, data: { mdn: '0666000222', otpRequired: false, invoices: INVOICES } }
        : { status: 200, data: { mdn: '0666000222', otpRequired: true, invoices: [] } },
    'POST /api/ms-iam/v1/otp/send': () => ({ status: 200, data: { sentTo: '06 •• •• •• 22', expiresIn: 300, resendIn: 60, sendsLeft: 2 } }),
    'POST /api/ms-iam/v1/otp/verify': (request) =>
      JSON.parse(request.data as string).code === '123456'
        ? { status: 200, data: { otpToken: 'proof' } }
        : { status: 400, data: { code: 'otp-invalid', error: 'Bad Request', message: 'Wrong code', meta: { attemptsLeft: 4 } } },
    'POST /api/v1/ms-billing/invoices/cart': () => ({ status: 201, data: { cartId: 'cart-9', total: 459.5, invoices: INVOICES.slice(0, 2) } }),
    'POST /api/v1/ms-ecom/cart/cart-9/payment/cb': () => ({
      status: 201,
      data: { refNumber: 'AT2611240000000001', redirectUrl: 'http://gateway.test/pay/s-1' },
    }),
    'POST /api/v1/ms-billing/invoices/b2b/search': (request) =>
      JSON.parse(request.data as string).paymentCode === '4821'
        ? { status: 200, data: { billingAccount: '1002003004', invoices: [invoice('F2610112203', '2026-10', 299, { mdn: '0700112203' })] } }
        : { status: 404, data: { code: 'billing-003', error: 'Not Found', message: 'No account' } },
  };
  api = fakeApi((request) => {
    const route = routes[`${request.method?.toUpperCase()} ${request.url}`];
    return route ? route(request) : { status: 404, data: { code: 'not-found', error: 'Not Found', message: request.url } };
  });
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

const calls = (url: string) => api.requests.filter((request) => request.url === url);

describe('the visitor pays invoices of a line', () => {
  it('checks the number with the spec’s message, then asks for a code sent to the line before showing anything', async () => {
    const view = renderInvoices('/paiement-facture');
    const number = await screen.findByLabelText(/^Numéro de la ligne/);
    await userEvent.type(number, '0812');
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText('Le numéro doit comporter 10 chiffres et commencer par 05, 06 ou 07')).toBeInTheDocument();
    expect(calls('/api/v1/ms-billing/invoices/b2c/search/0666000222')).toHaveLength(0);
    await userEvent.clear(number);
    await userEvent.type(number, '06 66 00 02 22');
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(view.where()).toBe('/paiement-facture/otp'));
    const [search] = calls('/api/v1/ms-billing/invoices/b2c/search/0666000222');
    expect(search!.headers.Authorization).toBeUndefined();
    expect(await screen.findByText(/Un code à 6 chiffres a été envoyé/)).toBeInTheDocument();
    expect(screen.queryByText(/219,5|219.5/)).not.toBeInTheDocument();
  });

  it('after the code, selects, deselects and pays two invoices by card in one payment', async () => {
    const view = renderInvoices('/paiement-facture');
    await userEvent.type(await screen.findByLabelText(/^Numéro de la ligne/), '0666000222');
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await screen.findByText(/Un code à 6 chiffres a été envoyé/);
    await userEvent.type(screen.getAllByRole('textbox')[0]!, '123456');
    await waitFor(() => expect(view.where()).toBe('/paiement-facture/invoices'));
    const list = await screen.findByRole('group', { name: 'Choisissez les factures à payer' });
    expect(within(list).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(list).getByText('Échéance dépassée')).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: 'Payer la sélection' });
    expect(pay).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Tout sélectionner' }));
    expect(list.querySelector('[data-invoices-total]')).toHaveAttribute('data-invoices-total', '659.05');
    await userEvent.click(within(list).getAllByRole('checkbox')[2]!);
    expect(list.querySelector('[data-invoices-total]')).toHaveAttribute('data-invoices-total', '418.5');
    await userEvent.click(screen.getByRole('button', { name: 'Inverser l’ordre' }));
    expect(
      within(list)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).checked),
    ).toEqual([false, true, true]);
    await userEvent.click(pay);
    await waitFor(() => expect(view.where()).toBe('/paiement-facture/paiement'));
    await userEvent.click(await screen.findByRole('radio', { name: /Carte bancaire/ }));
    await userEvent.dblClick(screen.getByRole('button', { name: /^Payer 418/ }));
    await waitFor(() => expect(redirect.to).toHaveBeenCalledWith('http://gateway.test/pay/s-1'));
    const [cart] = calls('/api/v1/ms-billing/invoices/cart');
    expect(JSON.parse(cart!.data as string)).toEqual({ billNos: ['F2609000222', 'F2608000222'], mdn: '0666000222', otpToken: 'proof' });
    expect(cart!.headers.Authorization).toBeUndefined();
    const payments = calls('/api/v1/ms-ecom/cart/cart-9/payment/cb');
    expect(payments).toHaveLength(1);
    expect(payments[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(payments[0]!.data as string)).toEqual({ returnUrl: '/paiement-facture/paiement' });
  });

  it('says “No invoice found” when the line has nothing to pay', async () => {
    routes['GET /api/v1/ms-billing/invoices/b2c/search/0666000222'] = () => ({ status: 200, data: { mdn: '0666000222', otpRequired: false, invoices: [] } });
    sessionStorage.setItem('invoicesDraft', JSON.stringify({ mode: 'private', mdn: '0666000222', otpToken: 'proof' }));
    renderInvoices('/paiement-facture/invoices');
    expect(await screen.findByRole('heading', { name: 'Aucune facture trouvée' })).toBeInTheDocument();
  });

  it('sends the visitor back to the code when the proof has expired, and forgets it', async () => {
    routes['GET /api/v1/ms-billing/invoices/b2c/search/0666000222'] = () => ({
      status: 401,
      data: { code: 'billing-004', error: 'Unauthorized', message: 'Proof expired' },
    });
    sessionStorage.setItem('invoicesDraft', JSON.stringify({ mode: 'private', mdn: '0666000222', otpToken: 'old-proof' }));
    const view = renderInvoices('/paiement-facture/invoices');
    await waitFor(() => expect(view.where()).toBe('/paiement-facture/otp'));
    expect(JSON.parse(sessionStorage.getItem('invoicesDraft')!)).toEqual({ mode: 'private', mdn: '0666000222' });
  });

  it('shows a failed search with a retry that reads the invoices again', async () => {
    let fail = true;
    routes['GET /api/v1/ms-billing/invoices/b2c/search/0666000222'] = () =>
      fail
        ? { status: 503, data: { code: 'service_unavailable', error: 'Unavailable', message: 'down' } }
        : { status: 200, data: { mdn: '0666000222', otpRequired: false, invoices: INVOICES } };
    sessionStorage.setItem('invoicesDraft', JSON.stringify({ mode: 'private', mdn: '0666000222', otpToken: 'proof' }));
    renderInvoices('/paiement-facture/invoices');
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button'));
    const list = await screen.findByRole('group', { name: 'Choisissez les factures à payer' });
    expect(within(list).getAllByRole('checkbox')).toHaveLength(3);
  });

  it('shows the paid order of a successful payment: its invoices and amount', async () => {
    routes['GET /api/v1/ms-billing/invoices/order'] = (request) => ({
      status: 200,
      data: {
        refNumber: (request.params as { refNumber: string }).refNumber,
        totalAmount: 418.5,
        orderItems: [{ productId: 'F2609000222', productName: 'Facture 2026-09' }],
        status: 'paid',
      },
    });
    renderInvoices('/paiement-facture/paiement/ok?refNumber=AT2611240000000001');
    expect(await screen.findByText('Facture 2026-09')).toBeInTheDocument();
    expect(calls('/api/v1/ms-billing/invoices/order')[0]!.params).toEqual({ refNumber: 'AT2611240000000001' });
  });

  it('says one invoice paid in the singular, and more in the plural', async () => {
    const order = (count: number) => ({
      status: 200,
      data: {
        refNumber: 'AT2611240000000001',
        totalAmount: 199,
        orderItems: Array.from({ length: count }, (_, index) => ({ productId: `F260900022${index}`, productName: 'Facture de septembre 2026 · F2609000222' })),
        status: 'paid',
      },
    });
    routes['GET /api/v1/ms-billing/invoices/order'] = () => order(1);
    const one = renderInvoices('/paiement-facture/paiement/ok?refNumber=AT2611240000000001');
    expect(await screen.findByText(/^Merci ! Votre facture est payée\./)).toBeInTheDocument();
    one.unmount();
    routes['GET /api/v1/ms-billing/invoices/order'] = () => order(2);
    renderInvoices('/paiement-facture/paiement/ok?refNumber=AT2611240000000001');
    expect(await screen.findByText(/^Merci ! Vos factures sont payées\./)).toBeInTheDocument();
  });

  it('names each invoice by its month in words, with the French elision', async () => {
    sessionStorage.setItem('invoicesDraft', JSON.stringify({ mode: 'private', mdn: '0666000222', otpToken: 'proof' }));
    renderInvoices('/paiement-facture/invoices');
    expect(await screen.findByText('Facture d’août 2026')).toBeInTheDocument();
    expect(screen.getByText('Facture de septembre 2026')).toBeInTheDocument();
    expect(screen.getByText('Facture d’octobre 2026')).toBeInTheDocument();
  });

  it('business tab: checks the billing account and payment code, says billing-003 for a wrong pair, lists the account’s invoices with their line', async () => {
    const view = renderInvoices('/paiement-facture?profil=entreprise');
    const account = await screen.findByLabelText(/^Compte de facturation/);
    await userEvent.type(account, '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Voir les factures' }));
    expect(await screen.findByText(/Compte de facturation invalide/)).toBeInTheDocument();
    await userEvent.clear(account);
    await userEvent.type(account, '1002003004');
    await userEvent.type(screen.getByLabelText(/^Code de paiement/), '9999');
    await userEvent.click(screen.getByRole('button', { name: 'Voir les factures' }));
    expect((await screen.findAllByText(/Le compte de facturation ou le code de paiement est incorrect|billing-003|erreur/i)).length).toBeGreaterThan(0);
    await userEvent.clear(screen.getByLabelText(/^Code de paiement/));
    await userEvent.type(screen.getByLabelText(/^Code de paiement/), '4821');
    await userEvent.click(screen.getByRole('button', { name: 'Voir les factures' }));
    await waitFor(() => expect(view.where()).toBe('/paiement-facture/invoices'));
    expect(await screen.findByText(/Ligne/)).toHaveTextContent('07 00 11 22 03');
  });

  it('business: flags the invoices a pending bank bill holds, shows that bill with the account’s payment code, and cancels it', async () => {
    const accountInvoices = [invoice('F2610112203', '2026-10', 299, { mdn: '0700112203' }), invoice('F2610112202', '2026-10', 150, { mdn: '0700112202' })];
    routes['POST /api/v1/ms-billing/invoices/b2b/search'] = () => ({ status: 200, data: { billingAccount: '1002003004', invoices: accountInvoices } });
    let bills = [
      {
        refNumber: 'AT2611240000000009',
        orderDate: '2026-11-24T10:00:00.000Z',
        paymentCode: '123456789012',
        amount: 299,
        expiresAt: new Date(Date.now() + 72 * 3_600_000).toISOString(),
        partnerBanks: [],
        status: 'pending',
        mdn: '0700112203',
        billNos: ['F2610112203'],
      },
    ];
    routes['POST /api/v1/ms-billing/invoices/bank-bills'] = (request) =>
      JSON.parse(request.data as string).paymentCode === '4821'
        ? { status: 200, data: { bills } }
        : { status: 404, data: { code: 'billing-003', error: 'Not Found', message: 'No account' } };
    routes['POST /api/v1/ms-billing/invoices/bank-bills/cancel'] = () => {
      const [cancelled] = bills;
      bills = [];
      return { status: 200, data: { ...cancelled, status: 'cancelled' } };
    };
    const view = renderInvoices('/paiement-facture?profil=entreprise');
    await userEvent.type(await screen.findByLabelText(/^Compte de facturation/), '1002003004');
    await userEvent.type(screen.getByLabelText(/^Code de paiement/), '4821');
    await userEvent.click(screen.getByRole('button', { name: 'Voir les factures' }));
    await waitFor(() => expect(view.where()).toBe('/paiement-facture/invoices'));

    const heldRow = () => document.querySelector<HTMLElement>('[data-bill-no="F2610112203"]')!;
    await waitFor(() => expect(heldRow()).toHaveTextContent('Code Fatourati en attente'));
    expect(document.querySelector('[data-bill-no="F2610112202"]')).not.toHaveTextContent('Code Fatourati en attente');
    expect(await screen.findByRole('heading', { name: 'Paiements en banque en attente sur ce compte' })).toBeInTheDocument();
    const bill = document.querySelector<HTMLElement>('[data-account-bank-bill="AT2611240000000009"]')!;
    expect(bill).toHaveTextContent(/Factures : .?F2610112203/);
    const [listed] = calls('/api/v1/ms-billing/invoices/bank-bills');
    expect(JSON.parse(listed!.data as string)).toEqual({ billingAccount: '1002003004', paymentCode: '4821' });
    expect(listed!.headers.Authorization).toBeUndefined();

    await userEvent.click(within(bill).getByRole('button', { name: 'Annuler ce paiement' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Oui, annuler définitivement' }));
    expect(await screen.findByText(/^Le code de paiement de 299.* est annulé\.$/)).toBeInTheDocument();
    const [cancel] = calls('/api/v1/ms-billing/invoices/bank-bills/cancel');
    expect(JSON.parse(cancel!.data as string)).toEqual({ billingAccount: '1002003004', paymentCode: '4821', refNumber: 'AT2611240000000009' });
    expect(cancel!.headers.Authorization).toBeUndefined();
    // Cancelled: the invoice is no longer held, and can be chosen to pay another way.
    await waitFor(() => expect(heldRow()).not.toHaveTextContent('Code Fatourati en attente'));
    expect(document.querySelector('[data-account-bank-bill]')).toBeNull();
  });

  it('lists every bank bill pending on the proved line, a stranger’s too, and cancels it with the line’s proof', async () => {
    const bill = (refNumber: string, kind: string, placedByCaller: boolean, amount: number) => ({
      refNumber,
      orderDate: '2026-11-24T10:00:00.000Z',
      paymentCode: '123456789012',
      amount,
      expiresAt: new Date(Date.now() + 72 * 3_600_000).toISOString(),
      partnerBanks: [],
      status: 'pending',
      mdn: '0666000222',
      kind,
      placedByCaller,
    });
    let bills = [bill('AT2611240000000007', 'shop', false, 899), bill('AT2611240000000008', 'invoice', true, 199)];
    routes['GET /api/v1/ms-ecom/payment/eb/pending'] = (request) =>
      request.headers['x-otp-token'] === 'proof'
        ? { status: 200, data: { mdn: '0666000222', bills } }
        : { status: 403, data: { code: 'bank-bill-001', error: 'Forbidden', message: 'holder only' } };
    routes['POST /api/v1/ms-ecom/payment/eb/cancel'] = (request) => {
      const { refNumber } = JSON.parse(request.data as string) as { refNumber: string };
      const cancelled = bills.find((candidate) => candidate.refNumber === refNumber)!;
      bills = bills.filter((candidate) => candidate !== cancelled);
      return { status: 200, data: { ...cancelled, status: 'cancelled' } };
    };
    sessionStorage.setItem('invoicesDraft', JSON.stringify({ mode: 'private', mdn: '0666000222', otpToken: 'proof' }));
    renderInvoices('/paiement-facture/invoices');
    expect(await screen.findByRole('heading', { name: 'Paiements en banque en attente sur ce numéro' })).toBeInTheDocument();
    const stranger = document.querySelector<HTMLElement>('[data-pending-bank-bill="AT2611240000000007"]')!;
    expect(stranger).toHaveTextContent('Achat en boutique · demandé par quelqu’un d’autre');
    expect(document.querySelector('[data-pending-bank-bill="AT2611240000000008"]')).toHaveTextContent('Factures · demandé par vous');
    expect(calls('/api/v1/ms-ecom/payment/eb/pending')[0]!.params).toEqual({ mdn: '0666000222' });

    await userEvent.click(within(stranger).getByRole('button', { name: 'Annuler ce paiement' }));
    expect(calls('/api/v1/ms-ecom/payment/eb/cancel')).toHaveLength(0);
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Oui, annuler définitivement' }));
    expect(await screen.findByText(/^Le code de paiement de 899.* est annulé\.$/)).toBeInTheDocument();
    const [cancel] = calls('/api/v1/ms-ecom/payment/eb/cancel');
    expect(JSON.parse(cancel!.data as string)).toEqual({ mdn: '0666000222', refNumber: 'AT2611240000000007' });
    expect(cancel!.headers['x-otp-token']).toBe('proof');
    expect(cancel!.headers.Authorization).toBeUndefined();
    await waitFor(() => expect(document.querySelector('[data-pending-bank-bill="AT2611240000000007"]')).toBeNull());
    expect(document.querySelector('[data-pending-bank-bill="AT2611240000000008"]')).not.toBeNull();
  });

  it('shows the reference just made as the one bank-bill page, and cancels it as the browser that made it', async () => {
    const bankBill = {
      refNumber: 'AT2611240000000009',
      orderDate: '2026-11-24T10:00:00.000Z',
      paymentCode: '123456789012',
      amount: 420,
      expiresAt: new Date(Date.now() + 48 * 3_600_000 + 30_000).toISOString(),
      partnerBanks: [{ id: 'oasis', name: 'Banque Oasis' }],
      status: 'pending',
      mdn: '0700112203',
    };
    routes['POST /api/v1/ms-ecom/payment/eb/cancel'] = () => ({ status: 200, data: { ...bankBill, status: 'cancelled' } });
    // A business's visitor: no proof of the line, only this browser, which made the reference.
    sessionStorage.setItem('invoicesDraft', JSON.stringify({ mode: 'business', billingAccount: '1.23456', bankBill, selected: [] }));
    renderInvoices('/paiement-facture/paiement/enregistre');
    expect(await screen.findByText('1234 5678 9012')).toBeInTheDocument();
    expect(screen.getByText('AT2611240000000009')).toBeInTheDocument();
    expect(screen.getByText(/Ce code expire dans/)).toHaveTextContent('2 jours');
    await userEvent.click(screen.getByRole('button', { name: 'Annuler ce paiement' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Annuler ce paiement ?' });
    expect(dialog).toHaveTextContent('Vos factures restent à payer');
    expect(calls('/api/v1/ms-ecom/payment/eb/cancel')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Oui, annuler définitivement' }));
    expect(await screen.findByText('Votre code de paiement est annulé : vos factures sont de nouveau à payer.')).toBeInTheDocument();
    const [cancel] = calls('/api/v1/ms-ecom/payment/eb/cancel');
    expect(JSON.parse(cancel!.data as string)).toEqual({ mdn: '0700112203', refNumber: 'AT2611240000000009' });
    expect(cancel!.headers['x-otp-token']).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Payer mes factures autrement' })).toHaveAttribute('href', '/paiement-facture/invoices');
    expect((JSON.parse(sessionStorage.getItem('invoicesDraft')!) as { bankBill?: unknown }).bankBill).toBeUndefined();
  });

  it('finds again, from the browser that made them, the references still pending, and forgets those gone', async () => {
    const bankBill = {
      refNumber: 'AT2611240000000011',
      orderDate: '2026-11-24T10:00:00.000Z',
      paymentCode: '210987654321',
      amount: 199,
      expiresAt: new Date(Date.now() + 24 * 3_600_000 + 30_000).toISOString(),
      partnerBanks: [{ id: 'oasis', name: 'Banque Oasis' }],
      status: 'pending',
      mdn: '0666000222',
    };
    routes['GET /api/v1/ms-ecom/payment/eb/reference'] = (request) =>
      (request.params as { refNumber: string }).refNumber === bankBill.refNumber
        ? { status: 200, data: bankBill }
        : { status: 404, data: { code: 'not-found', error: 'Not Found', message: 'none' } };
    routes['POST /api/v1/ms-ecom/payment/eb/cancel'] = () => ({ status: 200, data: { ...bankBill, status: 'cancelled' } });
    // Kept as mf-invoices kept them before every part shared one list (moved into it on reading).
    localStorage.setItem(
      'invoiceBankBills',
      JSON.stringify([
        { mdn: '0666000222', refNumber: 'AT2611240000000011' },
        { mdn: '0668000444', refNumber: 'AT2611240000000012' },
      ]),
    );
    renderInvoices('/paiement-facture');
    const section = await screen.findByRole('region', { name: 'Vos paiements en banque en attente' });
    expect(await within(section).findByText('2109 8765 4321')).toBeInTheDocument();
    expect(within(section).getByText(/Ce code expire dans/)).toHaveTextContent('1 jour');
    // The other one is pending no more: forgotten.
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('bankBills')!)).toEqual([{ mdn: '0666000222', refNumber: 'AT2611240000000011', madeFor: 'invoice' }]),
    );

    await userEvent.click(within(section).getByRole('button', { name: 'Annuler ce paiement' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Oui, annuler définitivement' }));
    expect(await screen.findByText('Votre code de paiement est annulé : vos factures sont de nouveau à payer.')).toBeInTheDocument();
    const [cancel] = calls('/api/v1/ms-ecom/payment/eb/cancel');
    expect(JSON.parse(cancel!.data as string)).toEqual({ mdn: '0666000222', refNumber: 'AT2611240000000011' });
    expect(cancel!.headers['x-otp-token']).toBeUndefined();
    expect(JSON.parse(localStorage.getItem('bankBills')!)).toEqual([]);
  });

  it('shows the Arabic pages right to left', async () => {
    renderInvoices('/ar/paiement-facture', { language: 'ar' });
    expect(await screen.findByRole('tab', { name: 'خواص' })).toBeInTheDocument();
    expect(document.documentElement.dir === 'rtl' || document.querySelector('[dir="rtl"]')).toBeTruthy();
  });
});
