import { fireEvent, screen, waitFor } from '@testing-library/react';
import { addTranslations } from '@atlas/runtime';
import { fakeApi } from '@atlas/test-kit/fake-api';
import { SERVICES_NS, servicesTranslations } from '../../i18n/services-translations';
import { PROFILE, renderSelfcare, selfcareStore } from '../../test/render-selfcare';
import { PukPage } from './puk-page';
import { SimSwapPage } from './sim-swap-page';
import { SuspensionPage } from './suspension-page';

addTranslations(SERVICES_NS, servicesTranslations);

const sent = { sentTo: '06 •• •• •• 02', expiresIn: 300, resendIn: 60, sendsLeft: 2 };
const typeCode = (code: string) => {
  const digits = screen.getAllByRole('textbox');
  code.split('').forEach((digit, index) => fireEvent.change(digits[index]!, { target: { value: digit } }));
};

describe('PUK page', () => {
  const puk = { mdn: '0662345602', puk: '12345678', iccEnd: '0042' };

  it('shows the PUK only after a code sent to the selected line, reading it once with the proof', async () => {
    const network = fakeApi((request) => {
      if (request.url === '/api/ms-iam/v1/otp/send') return { status: 200, data: sent };
      if (request.url === '/api/ms-iam/v1/otp/verify') return { status: 200, data: { otpToken: 'proof' } };
      if (request.url === '/api/ms-service/v1/get-puk') return { status: 200, data: puk };
      return { status: 500, data: {} };
    });
    try {
      renderSelfcare(<PukPage language="fr" />, { store: selfcareStore(PROFILE) });
      fireEvent.click(await screen.findByRole('button', { name: 'Afficher mon code PUK' }));
      expect(await screen.findByText('Pour afficher votre code PUK, saisissez le code reçu par SMS sur votre ligne.')).toBeInTheDocument();
      await screen.findByText(/Un code à 6 chiffres a été envoyé/);
      expect(network.requests.some((request) => request.url?.startsWith('/api/ms-service/v1/get-puk'))).toBe(false);
      expect(screen.queryByText('12345678')).not.toBeInTheDocument();
      typeCode('123456');
      expect(await screen.findByText('12345678')).toBeInTheDocument();
      expect(screen.getByText('Carte SIM se terminant par 0042')).toBeInTheDocument();

      const send = network.requests.find((request) => request.url === '/api/ms-iam/v1/otp/send')!;
      expect(JSON.parse(String(send.data))).toEqual({ mdn: '0662345602', purpose: 'puk' });
      expect(send.headers['mdn-segmentation-token']).toBe('Bearer seg-mobile');
      const reads = network.requests.filter((request) => request.url === '/api/ms-service/v1/get-puk');
      expect(reads).toHaveLength(1);
      expect(reads[0]!.method).toBe('post');
      expect(JSON.parse(String(reads[0]!.data))).toEqual({ mdn: '0662345602', otpToken: 'proof' });
      expect(reads[0]!.headers.Authorization).toBe('Bearer a.b.c');
      expect(reads[0]!.headers['mdn-segmentation-token']).toBe('Bearer seg-mobile');
    } finally {
      network.restore();
    }
  });

  it('says so when the proof is refused, and asks for a new code from the start', async () => {
    const network = fakeApi((request) => {
      if (request.url === '/api/ms-iam/v1/otp/send') return { status: 200, data: sent };
      if (request.url === '/api/ms-iam/v1/otp/verify') return { status: 200, data: { otpToken: 'spent' } };
      if (request.url === '/api/ms-service/v1/get-puk')
        return { status: 400, data: { code: 'iam-otp-token-invalid', error: 'iam-otp-token-invalid', message: 'x' } };
      return { status: 500, data: {} };
    });
    try {
      renderSelfcare(<PukPage language="fr" />, { store: selfcareStore(PROFILE) });
      fireEvent.click(await screen.findByRole('button', { name: 'Afficher mon code PUK' }));
      await screen.findByText(/Un code à 6 chiffres a été envoyé/);
      typeCode('123456');
      expect(await screen.findByRole('alert')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Afficher mon code PUK' })).toBeInTheDocument();
      expect(document.querySelector('[data-puk]')).toBeNull();
    } finally {
      network.restore();
    }
  });
});

describe('suspension page', () => {
  it('asks why, confirms with a code sent to the selected line, and suspends once with an Idempotency-Key', async () => {
    const network = fakeApi((request) => {
      if (request.url?.startsWith('/api/ms-service/v1/line-status'))
        return { status: 200, data: { mdn: '0662345602', status: 'active', reason: null, since: null } };
      if (request.url === '/api/ms-iam/v1/otp/send') return { status: 200, data: sent };
      if (request.url === '/api/ms-iam/v1/otp/verify') return { status: 200, data: { otpToken: 'proof' } };
      return {
        status: 200,
        data: {
          mdn: '0662345602',
          status: 'suspended',
          reason: 'stolen',
          since: '2026-11-24T08:00:00.000Z',
          requestId: 'r1',
          reference: 'SRV-ABC234',
          createdAt: '2026-11-24T08:00:00.000Z',
        },
      };
    });
    try {
      renderSelfcare(<SuspensionPage language="fr" />, { store: selfcareStore(PROFILE) });
      fireEvent.click(await screen.findByRole('button', { name: 'Suspendre la ligne' }));
      expect(screen.getByText('Choisissez pourquoi vous suspendez la ligne.')).toBeInTheDocument();
      expect(network.requests.some((request) => request.url === '/api/ms-iam/v1/otp/send')).toBe(false);
      fireEvent.click(screen.getByLabelText('Téléphone volé'));
      fireEvent.click(screen.getByRole('button', { name: 'Suspendre la ligne' }));
      await screen.findByText(/Un code à 6 chiffres a été envoyé/);
      typeCode('123456');
      expect(await screen.findByText('La ligne est suspendue. Un e-mail de confirmation vous a été envoyé.')).toBeInTheDocument();
      expect(screen.getByText('Référence : SRV-ABC234')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Réactiver la ligne' })).toBeInTheDocument();

      const send = network.requests.find((request) => request.url === '/api/ms-iam/v1/otp/send')!;
      expect(JSON.parse(String(send.data))).toEqual({ mdn: '0662345602', purpose: 'line-suspension' });
      expect(send.headers['mdn-segmentation-token']).toBe('Bearer seg-mobile');
      const act = network.requests.find((request) => request.url === '/api/ms-service/v1/suspend-reactivate-line')!;
      expect(JSON.parse(String(act.data))).toEqual({ mdn: '0662345602', action: 'suspend', reason: 'stolen', otpToken: 'proof' });
      expect(String(act.headers['Idempotency-Key'])).toMatch(/^[0-9a-f-]{36}$/);
      expect(act.headers.Authorization).toBe('Bearer a.b.c');
    } finally {
      network.restore();
    }
  });

  it('asks a fixed line’s customer to pick a mobile line', async () => {
    const store = selfcareStore({ ...PROFILE, lines: PROFILE.lines.map((line) => ({ ...line, isMain: line.kind === 'ftth' })) });
    const network = fakeApi(() => ({ status: 500, data: {} }));
    try {
      renderSelfcare(<SuspensionPage language="fr" />, { store });
      expect(await screen.findByText(/Ces services concernent les lignes mobiles/)).toBeInTheDocument();
      expect(network.requests).toHaveLength(0);
    } finally {
      network.restore();
    }
  });
});

describe('SIM swap page', () => {
  it('checks the identity, and refuses an ICC that is not 18 digits in the browser before any code is sent', async () => {
    const network = fakeApi((request) => {
      if (request.url?.startsWith('/api/ms-service/v1/sim-lock')) return { status: 200, data: { mdn: '0662345602', locked: false } };
      if (request.url === '/api/ms-client/v1/check-identity-sim-swap') {
        const { identityNumber } = JSON.parse(String(request.data)) as { identityNumber: string };
        return identityNumber === 'BK654321'
          ? { status: 200, data: { identityToken: 'id-proof' } }
          : { status: 400, data: { code: 'service-008', error: 'service-008', message: 'x' } };
      }
      return { status: 500, data: {} };
    });
    try {
      renderSelfcare(<SimSwapPage language="fr" />, { store: selfcareStore(PROFILE) });
      const identity = await screen.findByLabelText(/Numéro de votre CIN/);
      fireEvent.change(identity, { target: { value: '1234' } });
      fireEvent.click(screen.getByRole('button', { name: 'Vérifier mon identité' }));
      expect(await screen.findByText(/Numéro de CIN invalide/)).toBeInTheDocument();
      fireEvent.change(identity, { target: { value: 'BK654321' } });
      fireEvent.click(screen.getByRole('button', { name: 'Vérifier mon identité' }));
      const icc = await screen.findByLabelText(/Numéro ICC de la nouvelle carte SIM/);
      expect(screen.getByLabelText('Nouvelle carte pour ma ligne (même numéro)')).toBeChecked();
      fireEvent.change(icc, { target: { value: '89212000000000012' } });
      fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
      expect(await screen.findByText('Le numéro ICC de la carte SIM doit comporter 18 chiffres')).toBeInTheDocument();
      await waitFor(() => expect(network.requests.some((request) => request.url === '/api/ms-iam/v1/otp/send')).toBe(false));
    } finally {
      network.restore();
    }
  });
});
