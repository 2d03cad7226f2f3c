import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, createI18n, setErrorMessages } from '@atlas/runtime';
import { renderUi } from '@atlas/test-kit';
import type { BankBillPayment } from '@atlas/contracts/shop';
import { BankBillReference } from './bank-bill-reference';

const HOUR = 3_600_000;

/** A reference placed now, 2 days 3 hours and 15 minutes (and a few seconds) before it expires. */
const reference = (overrides: Partial<BankBillPayment> = {}): BankBillPayment => ({
  refNumber: 'A1B2C3D4E5F6G7H8I9',
  orderDate: '2026-03-02T10:30:00.000Z',
  paymentCode: '053398553980',
  amount: 899,
  expiresAt: new Date(Date.now() + 51 * HOUR + 15 * 60_000 + 30_000).toISOString(),
  partnerBanks: [
    { id: 'oasis', name: 'Banque Oasis' },
    { id: 'atlas', name: 'Crédit de l’Atlas' },
  ],
  status: 'pending',
  mdn: '0612300301',
  ...overrides,
});

beforeEach(() => {
  createI18n('fr');
  setErrorMessages({ fr: { 'not-found': 'Aucun paiement en attente pour ce numéro.' } });
});

describe('BankBillReference: the pending bank-bill page, the same wherever a bill is made', () => {
  it('shows the order number, its date, the amount, the code, the partner banks and the days, hours and minutes left', () => {
    renderUi(<BankBillReference payment={reference()} />);
    expect(screen.getByText('A1B2C3D4E5F6G7H8I9')).toBeInTheDocument();
    const facts = screen.getByText('Date de commande').closest('div')!;
    expect(facts).toHaveTextContent(/2 mars 2026/);
    expect(screen.getByText('Montant à payer').closest('div')).toHaveTextContent(/899/);
    // The code as a cashier reads it out, in groups of four, left to right even in Arabic.
    const code = screen.getByText('0533 9855 3980');
    expect(code).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('region', { name: 'Banques partenaires' })).toHaveTextContent(/Banque Oasis.*Crédit de l’Atlas/);
    expect(screen.getByText(/Ce code expire dans/)).toHaveTextContent('Ce code expire dans 2 jours 3 heures 15 minutes');
    // Nothing to cancel with when the caller may not cancel it.
    expect(screen.queryByRole('button', { name: /Annuler/ })).toBeNull();
  });

  it('cancels only once the customer confirmed that it is final, and says what is kept', async () => {
    const onCancel = jest.fn(async () => undefined);
    renderUi(<BankBillReference payment={reference()} onCancel={onCancel} keptNote="Vos factures restent à payer." />);
    fireEvent.click(screen.getByRole('button', { name: 'Annuler ce paiement' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Annuler ce paiement ?' });
    expect(dialog).toHaveTextContent('Cette annulation est définitive : le code ne pourra plus être utilisé. Vos factures restent à payer.');
    expect(onCancel).not.toHaveBeenCalled();
    // Keeping it cancels nothing; the focus starts on "keep", the safe choice.
    expect(within(dialog).getByRole('button', { name: 'Non, garder ma référence' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Non, garder ma référence' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onCancel).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Annuler ce paiement' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Oui, annuler définitivement' }));
    await waitFor(() => expect(onCancel).toHaveBeenCalledWith('cancel'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('offers "cancel and pay another way" where the caller goes on with another method', async () => {
    const onCancel = jest.fn(async () => undefined);
    const { unmount } = renderUi(<BankBillReference payment={reference()} onCancel={onCancel} />);
    expect(screen.queryByRole('button', { name: 'Annuler et payer autrement' })).toBeNull();
    unmount();
    renderUi(<BankBillReference payment={reference()} onCancel={onCancel} canContinue />);
    fireEvent.click(screen.getByRole('button', { name: 'Annuler et payer autrement' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Annuler cette référence pour payer autrement ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Oui, annuler et choisir un autre moyen' }));
    await waitFor(() => expect(onCancel).toHaveBeenCalledWith('cancelAndContinue'));
  });

  it('keeps the dialog open with the refusal’s message when the server refuses the cancellation', async () => {
    const onCancel = jest.fn(async () => {
      throw new ApiError(404, 'not-found', 'not-found', { code: 'not-found', error: 'not-found', message: 'not-found' });
    });
    renderUi(<BankBillReference payment={reference()} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Annuler ce paiement' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Oui, annuler définitivement' }));
    expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent('Aucun paiement en attente pour ce numéro.');
  });

  it('turns into an expired reference, with nothing left to cancel, when its time is over', () => {
    jest.useFakeTimers();
    try {
      renderUi(<BankBillReference payment={reference({ expiresAt: new Date(Date.now() + 90_000).toISOString() })} onCancel={jest.fn()} canContinue />);
      expect(screen.getByText(/Ce code expire dans/)).toHaveTextContent('1 minute');
      expect(screen.getByRole('button', { name: 'Annuler ce paiement' })).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(91_000);
      });
      expect(screen.getByText('Cette référence a expiré : elle n’a pas été réglée.')).toBeInTheDocument();
      expect(screen.queryByText(/Ce code expire dans/)).toBeNull();
      expect(screen.queryByRole('button', { name: /Annuler/ })).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('speaks Arabic and English too', async () => {
    createI18n('ar');
    const { unmount } = renderUi(<BankBillReference payment={reference()} onCancel={jest.fn()} />);
    expect(screen.getByRole('region', { name: 'البنوك الشريكة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إلغاء هذا الأداء' })).toBeInTheDocument();
    expect(screen.getByText('رقم الطلب')).toBeInTheDocument();
    unmount();
    createI18n('en');
    renderUi(<BankBillReference payment={reference()} onCancel={jest.fn()} />);
    expect(screen.getByText(/This code expires in/)).toHaveTextContent('2 days 3 hours 15 minutes');
    expect(screen.getByRole('button', { name: 'Cancel this payment' })).toBeInTheDocument();
  });
});
