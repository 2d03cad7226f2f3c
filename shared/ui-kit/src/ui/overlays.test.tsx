import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { runSaga, stdChannel } from 'redux-saga';
import { busEvents } from '@atlas/contracts';
import { createI18n } from '@atlas/runtime';
import { renderUi } from '@atlas/test-kit';
import { Button } from './button';
import { Modal } from './modal';
import { ToastRegion } from './toast-region';
import { toastSaga } from './toast-saga';
import { clearToasts, showToast } from './toast-store';

beforeEach(() => createI18n('fr'));

function ModalHarness({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Annuler le paiement</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Confirmer l’annulation"
        dismissible={dismissible}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Non
            </Button>
            <Button onClick={() => setOpen(false)}>Oui</Button>
          </>
        }
      >
        <p>Cette action est irréversible.</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is an aria-modal dialog named by its title, focused on open', async () => {
    renderUi(<ModalHarness />);
    await userEvent.click(screen.getByRole('button', { name: 'Annuler le paiement' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmer l’annulation' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab inside, closes on Escape and gives focus back', async () => {
    renderUi(<ModalHarness />);
    const opener = screen.getByRole('button', { name: 'Annuler le paiement' });
    await userEvent.click(opener);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Non' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Oui' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Oui' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('cannot be dismissed when a decision is required', async () => {
    renderUi(<ModalHarness dismissible={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Annuler le paiement' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fermer' })).not.toBeInTheDocument();
  });
});

describe('ToastRegion', () => {
  afterEach(() => act(() => clearToasts()));

  it('shows messages in a status region and dismisses them', async () => {
    renderUi(<ToastRegion />);
    const region = screen.getByRole('status', { name: 'Notifications' });
    act(() => {
      showToast({ kind: 'success', text: 'Recharge effectuée' });
    });
    expect(region).toHaveTextContent('Recharge effectuée');
    await userEvent.click(screen.getByRole('button', { name: 'Masquer le message' }));
    expect(region).not.toHaveTextContent('Recharge effectuée');
  });

  it('goes away by itself', () => {
    jest.useFakeTimers();
    renderUi(<ToastRegion />);
    act(() => {
      showToast({ text: 'Bientôt parti', duration: 1000 });
    });
    expect(screen.getByText('Bientôt parti')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Bientôt parti')).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it('shows the bus toasts, error codes through the catalogue', () => {
    renderUi(<ToastRegion />);
    const channel = stdChannel();
    const task = runSaga({ channel, dispatch: () => undefined, getState: () => ({}) }, toastSaga);
    act(() => channel.put(busEvents.toastShown({ kind: 'error', message: 'payment-021', isErrorCode: true })));
    expect(screen.getByText('Cette carte de recharge est bloquée. Contactez le service client au 220.')).toBeInTheDocument();
    act(() => channel.put(busEvents.toastShown({ kind: 'info', message: 'common:loading' })));
    expect(screen.getByText('Chargement…')).toBeInTheDocument();
    task.cancel();
  });
});
