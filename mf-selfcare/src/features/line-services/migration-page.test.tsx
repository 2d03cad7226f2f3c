import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { errorText } from '@atlas/runtime';
import { fakeApi } from '@atlas/test-kit/fake-api';
import { PROFILE, renderSelfcare, selfcareStore } from '../../test/render-selfcare';

/** Migration is a prepaid line's act: the profile's mobile line, prepaid. */
const PREPAID = { ...PROFILE, lines: PROFILE.lines.map((line) => (line.kind === 'mobile' ? { ...line, segment: 'prepaid' as const } : line)) };
import { MigrationPage } from './migration-page';
import { redirectTo } from './redirect';

jest.mock('./redirect', () => ({ redirectTo: jest.fn() }));

const OFFERS = {
  mdn: '0662345602',
  eligibilityToken: 'eligible',
  offers: [
    { id: 'forfait-99', name: { fr: 'Forfait 99 Dh — 50 Go', ar: 'اشتراك 99', en: '99 Dh plan' }, description: { fr: '', ar: '', en: '' }, monthlyPrice: 99 },
  ],
};

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function migrationApi(refusal?: { status: number; data: unknown }) {
  return fakeApi((request) => {
    const url = request.url ?? '';
    if (refusal && url.includes('/payment/migration/')) return refusal;
    if (url.startsWith('/api/ms-balance/v1/display-offer-migration')) return { status: 200, data: OFFERS };
    if (url === '/api/ms-iam/v1/otp/send') return { status: 200, data: { sentTo: '06 •• •• •• 02', expiresIn: 300, resendIn: 60, sendsLeft: 2 } };
    if (url === '/api/ms-iam/v1/otp/verify') return { status: 200, data: { otpToken: 'proof' } };
    if (url.endsWith('/payment/migration/cb'))
      return { status: 201, data: { refNumber: 'AT261124ABCDEFGHJK', redirectUrl: 'http://localhost/api/v1/payment-gateway/pay/s1' } };
    return { status: 201, data: { refNumber: 'AT261124ABCDEFGHJK', paymentCode: '123456789', status: 'pending' } };
  });
}

async function payWith(method: RegExp) {
  renderSelfcare(
    <>
      <MigrationPage language="fr" />
      <Where />
    </>,
    { store: selfcareStore(PREPAID), path: '/espace-client/services/migration' },
  );
  fireEvent.click(await screen.findByLabelText(/^Forfait 99 Dh — 50 Go/));
  fireEvent.click(screen.getByLabelText(method));
  fireEvent.click(screen.getByLabelText(/J’accepte les conditions de migration/));
  fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
  await screen.findByText(/Un code à 6 chiffres a été envoyé/);
  screen
    .getAllByRole('textbox')
    .filter(
      (box) => box.getAttribute('inputmode') === 'numeric' || box.getAttribute('autocomplete') === 'one-time-code' || box.getAttribute('maxlength') === '1',
    )
    .forEach((box, index) => fireEvent.change(box, { target: { value: '123456'[index] } }));
}

describe('migration page: the email field', () => {
  it('takes a shown error away as soon as the address is corrected, saying meanwhile what is still wrong', async () => {
    const network = migrationApi();
    try {
      renderSelfcare(<MigrationPage language="fr" />, { store: selfcareStore(PREPAID), path: '/espace-client/services/migration' });
      const email = await screen.findByLabelText(/^Adresse e-mail/);
      fireEvent.change(email, { target: { value: '' } });
      fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
      expect(await screen.findByText('L’adresse e-mail est obligatoire')).toBeInTheDocument();
      fireEvent.change(email, { target: { value: 'salma@' } });
      expect(screen.queryByText('L’adresse e-mail est obligatoire')).toBeNull();
      expect(screen.getByText('Adresse e-mail invalide')).toBeInTheDocument();
      fireEvent.change(email, { target: { value: 'salma@example.ma' } });
      expect(screen.queryByText('Adresse e-mail invalide')).toBeNull();
      expect(network.requests.some((request) => request.url === '/api/ms-iam/v1/otp/send')).toBe(false);
    } finally {
      network.restore();
    }
  });
});

describe('migration page: where the payment comes back', () => {
  it('a card payment comes back to self-care’s migration/paiement/ok (or /echoue)', async () => {
    const network = migrationApi();
    try {
      await payWith(/^Carte bancaire/);
      await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('http://localhost/api/v1/payment-gateway/pay/s1'));
      const pay = network.requests.find((request) => request.url?.endsWith('/payment/migration/cb'))!;
      expect(JSON.parse(String(pay.data))).toMatchObject({ mdn: '0662345602', offerId: 'forfait-99', returnUrl: '/espace-client/migration/paiement' });
    } finally {
      network.restore();
    }
  });

  it('a bank-bill payment lands on services/paiement-fatourati (mf-invoices’ page of the pending reference)', async () => {
    const network = migrationApi();
    try {
      await payWith(/^Paiement en agence bancaire/);
      await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/espace-client/services/paiement-fatourati?refNumber=AT261124ABCDEFGHJK'));
    } finally {
      network.restore();
    }
  });
});

describe('migration page: refused while invoices are overdue (issue 36 §3)', () => {
  it('says the unpaid situation’s message and leads to paying the invoices first', async () => {
    jest.mocked(redirectTo).mockClear();
    const network = migrationApi({ status: 403, data: { code: 'unpaid_subscription_forbidden', error: 'Forbidden', message: 'overdue' } });
    try {
      await payWith(/^Carte bancaire/);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(errorText('unpaid_subscription_forbidden', 'fr'));
      expect(within(alert).getByRole('link', { name: 'Payer mes factures' })).toHaveAttribute('href', '/espace-client/mes-factures');
      expect(redirectTo).not.toHaveBeenCalled();
    } finally {
      network.restore();
    }
  });
});

describe('migration page: offered only where it can succeed', () => {
  it('a postpaid line is told why it does not migrate, and led to the plan change, without asking the API', async () => {
    const network = fakeApi(() => ({ status: 500, data: {} }));
    try {
      renderSelfcare(<MigrationPage language="fr" />, { store: selfcareStore(PROFILE), path: '/espace-client/services/migration' });
      expect(await screen.findByText(/Pourquoi pas « Passer à un forfait » \? Votre ligne a déjà un forfait/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Changer de forfait' })).toHaveAttribute('href', '/espace-client/services/changement-offre');
      expect(network.requests).toHaveLength(0);
    } finally {
      network.restore();
    }
  });
});
