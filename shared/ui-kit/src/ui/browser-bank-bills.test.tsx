import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import type { BankBillPayment } from '@atlas/contracts/shop';
import { setErrorMessages } from '@atlas/runtime';
import { renderWithPlatform } from '@atlas/test-kit';
import { fakeApi, type FakeAnswer } from '@atlas/test-kit/fake-api';
import { BrowserBankBills, rememberBankBill, rememberedBankBills } from './browser-bank-bills';

const HOUR = 3_600_000;
const NOT_FOUND: FakeAnswer = { status: 404, data: { code: 'not-found', error: 'Not Found', message: 'none' } };

const bill = (refNumber: string, overrides: Partial<BankBillPayment> = {}): BankBillPayment => ({
  refNumber,
  orderDate: '2026-12-05T10:00:00.000Z',
  paymentCode: `0000${refNumber.slice(-8)}`,
  amount: 50,
  expiresAt: new Date(Date.now() + 26 * HOUR + 30_000).toISOString(),
  partnerBanks: [{ id: 'oasis', name: 'Banque Oasis' }],
  status: 'pending',
  mdn: '0612300301',
  ...overrides,
});

/** The server's bank bills by reference, as GET …/payment/eb/reference answers this browser. */
function serve(bills: Record<string, BankBillPayment>) {
  return fakeApi((request: InternalAxiosRequestConfig) => {
    if (request.url === '/api/v1/ms-ecom/payment/eb/reference') {
      const found = bills[(request.params as { refNumber: string }).refNumber];
      return found ? { status: 200, data: found } : NOT_FOUND;
    }
    if (request.url === '/api/v1/ms-ecom/payment/eb/cancel') {
      const { refNumber } = JSON.parse(request.data as string) as { refNumber: string };
      return { status: 200, data: { ...bills[refNumber]!, status: 'cancelled' } };
    }
    return NOT_FOUND;
  });
}

const kept = () => JSON.parse(localStorage.getItem('bankBills') ?? 'null') as unknown;

beforeEach(() => {
  localStorage.clear();
  setErrorMessages({ fr: { 'not-found': 'Introuvable.' }, ar: {}, en: {} });
});

describe('BrowserBankBills: the bank-bill references this browser made, found again later', () => {
  it('reads each reference by its own number — two on one line stay two — and forgets the ones paid, cancelled or unknown', async () => {
    const recharge = bill('AT2612050000000021', { amount: 20 });
    const invoices = bill('AT2612050000000022', { amount: 199 });
    const network = serve({
      [recharge.refNumber]: recharge,
      [invoices.refNumber]: invoices,
      AT2612050000000023: bill('AT2612050000000023', { status: 'paid' }),
    });
    try {
      rememberBankBill({ refNumber: 'AT2612050000000024', mdn: '0612300301', madeFor: 'shop' });
      rememberBankBill({ refNumber: 'AT2612050000000023', mdn: '0612300301', madeFor: 'recharge' });
      rememberBankBill({ refNumber: invoices.refNumber, mdn: '0612300301', madeFor: 'invoice' });
      rememberBankBill({ refNumber: recharge.refNumber, mdn: '0612300301', madeFor: 'recharge' });
      renderWithPlatform(<BrowserBankBills />);
      const section = await screen.findByRole('region', { name: 'Vos paiements en banque en attente' });
      expect(await within(section).findByText('0000 0000 0021')).toBeInTheDocument();
      expect(await within(section).findByText('0000 0000 0022')).toBeInTheDocument();
      // Each says what it pays and for which line.
      expect(section.querySelector('[data-browser-bank-bill="recharge"]')).toHaveTextContent(/Recharge · .*06 12 30 03 01/);
      expect(section.querySelector('[data-browser-bank-bill="invoice"]')).toHaveTextContent('Paiement de factures');
      await waitFor(() => expect((kept() as Array<{ refNumber: string }>).map((one) => one.refNumber)).toEqual([recharge.refNumber, invoices.refNumber]));
      const asked = network.requests
        .filter((request) => request.url === '/api/v1/ms-ecom/payment/eb/reference')
        .map((request) => (request.params as { refNumber: string }).refNumber);
      expect(asked.sort()).toEqual(['AT2612050000000021', 'AT2612050000000022', 'AT2612050000000023', 'AT2612050000000024']);
      expect(network.requests.some((request) => request.url === '/api/v1/ms-ecom/payment/eb/consultation')).toBe(false);
    } finally {
      network.restore();
    }
  });

  it('cancels one for good after the confirmation, says what that means for what it paid, and forgets it', async () => {
    const recharge = bill('AT2612050000000031');
    const network = serve({ [recharge.refNumber]: recharge });
    try {
      rememberBankBill({ refNumber: recharge.refNumber, mdn: recharge.mdn, madeFor: 'recharge' });
      renderWithPlatform(<BrowserBankBills />);
      await userEvent.click(await screen.findByRole('button', { name: 'Annuler ce paiement' }));
      const dialog = screen.getByRole('alertdialog');
      expect(dialog).toHaveTextContent('Rien n’a été rechargé : vous pourrez recharger autrement.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Oui, annuler définitivement' }));
      expect(await screen.findByText('Votre code de paiement est annulé : rien n’a été rechargé.')).toBeInTheDocument();
      const cancel = network.requests.find((request) => request.url === '/api/v1/ms-ecom/payment/eb/cancel')!;
      expect(JSON.parse(cancel.data as string)).toEqual({ mdn: recharge.mdn, refNumber: recharge.refNumber });
      expect(kept()).toEqual([]);
    } finally {
      network.restore();
    }
  });

  it('shows nothing while there is none, and keeps a reference the server could not be asked about', async () => {
    const network = fakeApi(() => ({ status: 503, data: { code: 'unavailable', error: 'x', message: 'x' } }));
    try {
      const { container, unmount } = renderWithPlatform(<BrowserBankBills />);
      expect(container).toBeEmptyDOMElement();
      unmount();
      rememberBankBill({ refNumber: 'AT2612050000000041', mdn: '0612300301', madeFor: 'shop' });
      renderWithPlatform(<BrowserBankBills />);
      await waitFor(() => expect(network.requests.length).toBeGreaterThan(0));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(kept()).toEqual([{ refNumber: 'AT2612050000000041', mdn: '0612300301', madeFor: 'shop' }]);
    } finally {
      network.restore();
    }
  });

  it('moves the invoices’ older list into this one, and reads a tampered list as far as it is sound', () => {
    localStorage.setItem('invoiceBankBills', JSON.stringify([{ mdn: '0666000222', refNumber: 'AT2611240000000011' }, { mdn: 7 }]));
    localStorage.setItem(
      'bankBills',
      JSON.stringify([{ refNumber: 'AT2612050000000051', mdn: '0612300301', madeFor: 'recharge' }, 'junk', { refNumber: 'x', mdn: 'y', madeFor: 'casino' }]),
    );
    expect(rememberedBankBills()).toEqual([
      { refNumber: 'AT2612050000000051', mdn: '0612300301', madeFor: 'recharge' },
      { refNumber: 'AT2611240000000011', mdn: '0666000222', madeFor: 'invoice' },
    ]);
    expect(localStorage.getItem('invoiceBankBills')).toBeNull();
    localStorage.setItem('bankBills', '{"not":"a list"}');
    expect(rememberedBankBills()).toEqual([]);
  });

  it('reads in Arabic, right to left, the line number kept whole', async () => {
    const recharge = bill('AT2612050000000061');
    const network = serve({ [recharge.refNumber]: recharge });
    try {
      rememberBankBill({ refNumber: recharge.refNumber, mdn: recharge.mdn, madeFor: 'recharge' });
      renderWithPlatform(<BrowserBankBills />, { language: 'ar' });
      await waitFor(() => expect(document.body.textContent).toContain('0000 0000 0061'));
      const section = screen.getByRole('region', { name: 'عمليات الأداء البنكي المعلّقة الخاصة بك' });
      // The number isolated left to right and unbreakable between its pairs (a 360 px line wraps around it, not inside it).
      expect(section.querySelector('[data-browser-bank-bill="recharge"] p')!.textContent).toBe('تعبئة الرصيد · \u206606\u00a012\u00a030\u00a003\u00a001\u2069');
    } finally {
      network.restore();
    }
  });
});
