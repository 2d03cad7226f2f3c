import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '@atlas/test-kit/fake-api';
import { PROFILE, renderSelfcare, selfcareStore } from '../../test/render-selfcare';
import { PukPage } from './puk-page';
import { SimSwapPage } from './sim-swap-page';
import { SuspensionPage } from './suspension-page';

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
  const suspended = {
    mdn: '0662345602',
    status: 'suspended',
    reason: 'stolen',
    since: '2026-11-24T08:00:00.000Z',
    requestId: 'r1',
    reference: 'SRV-ABC234',
    createdAt: '2026-11-24T08:00:00.000Z',
  };
  const lostLineApi = () =>
    fakeApi((request) => {
      if (request.url?.startsWith('/api/ms-service/v1/line-status'))
        return { status: 200, data: { mdn: '0662345602', status: 'active', reason: null, since: null } };
      if (request.url?.startsWith('/api/ms-service/v1/line-suspension/confirmation'))
        return { status: 200, data: { password: true, email: 'y•••@example.ma', otherLines: ['0662345699'] } };
      if (request.url === '/api/ms-service/v1/line-suspension/password') {
        return JSON.parse(String(request.data)).password === 'Atlas2026'
          ? { status: 200, data: { otpToken: 'proof' } }
          : { status: 400, data: { code: 'iam-password-invalid', error: 'iam-password-invalid', message: 'x' } };
      }
      if (request.url === '/api/ms-service/v1/line-suspension/code') return { status: 200, data: { ...sent, sentTo: '06 •• •• •• 99' } };
      if (request.url === '/api/ms-iam/v1/otp/verify') return { status: 200, data: { otpToken: 'proof' } };
      if (request.url === '/api/ms-service/v1/suspend-reactivate-line') return { status: 200, data: suspended };
      return { status: 500, data: {} };
    });
  const noCodeToTheLine = (network: ReturnType<typeof fakeApi>) =>
    expect(network.requests.filter((request) => request.url === '/api/ms-iam/v1/otp/send')).toHaveLength(0);

  it('asks why, confirms with the password typed again (no code to the lost line), and suspends once with an Idempotency-Key', async () => {
    const network = lostLineApi();
    try {
      renderSelfcare(<SuspensionPage language="fr" />, { store: selfcareStore(PROFILE) });
      fireEvent.click(await screen.findByRole('button', { name: 'Suspendre la ligne' }));
      expect(screen.getByText('Choisissez pourquoi vous suspendez la ligne.')).toBeInTheDocument();
      fireEvent.click(screen.getByLabelText('Téléphone volé'));
      fireEvent.click(screen.getByRole('button', { name: 'Suspendre la ligne' }));
      expect(await screen.findByText(/Aucun code n’est envoyé à la ligne perdue/)).toBeInTheDocument();
      expect(screen.getByLabelText('Avec un code envoyé par email à y•••@example.ma')).toBeInTheDocument();
      expect(screen.getByLabelText('Avec un code envoyé par SMS à mon autre ligne \u206606 62 34 56 99\u2069')).toBeInTheDocument();
      fireEvent.change(screen.getByLabelText(/Mot de passe de votre compte/), { target: { value: 'wrong-one' } });
      fireEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
      await waitFor(() => expect(screen.getByLabelText(/Mot de passe de votre compte/)).toHaveAttribute('aria-invalid', 'true'));
      expect(network.requests.filter((request) => request.url === '/api/ms-service/v1/suspend-reactivate-line')).toHaveLength(0);
      fireEvent.change(screen.getByLabelText(/Mot de passe de votre compte/), { target: { value: 'Atlas2026' } });
      fireEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
      expect(await screen.findByText('La ligne est suspendue. Un e-mail de confirmation vous a été envoyé.')).toBeInTheDocument();
      expect(screen.getByText('Référence : SRV-ABC234')).toBeInTheDocument();
      noCodeToTheLine(network);
      const acts = network.requests.filter((request) => request.url === '/api/ms-service/v1/suspend-reactivate-line');
      expect(acts).toHaveLength(1);
      expect(JSON.parse(String(acts[0]!.data))).toEqual({ mdn: '0662345602', action: 'suspend', reason: 'stolen', otpToken: 'proof' });
      expect(String(acts[0]!.headers['Idempotency-Key'])).toMatch(/^[0-9a-f-]{36}$/);
      expect(acts[0]!.headers.Authorization).toBe('Bearer a.b.c');
    } finally {
      network.restore();
    }
  });

  it('sends a code to another line of the customer only when asked, never to the lost line', async () => {
    const network = lostLineApi();
    try {
      renderSelfcare(<SuspensionPage language="fr" />, { store: selfcareStore(PROFILE) });
      fireEvent.click(await screen.findByRole('button', { name: 'Suspendre la ligne' }));
      fireEvent.click(screen.getByLabelText('Téléphone perdu'));
      fireEvent.click(screen.getByRole('button', { name: 'Suspendre la ligne' }));
      fireEvent.click(await screen.findByLabelText('Avec un code envoyé par email à y•••@example.ma'));
      fireEvent.click(screen.getByLabelText('Avec un code envoyé par SMS à mon autre ligne \u206606 62 34 56 99\u2069'));
      // Moving through the ways sends nothing.
      expect(network.requests.filter((request) => request.url === '/api/ms-service/v1/line-suspension/code')).toHaveLength(0);
      fireEvent.click(screen.getByRole('button', { name: 'Recevoir le code' }));
      await screen.findByText(/Un code à 6 chiffres a été envoyé par SMS au/);
      typeCode('123456');
      expect(await screen.findByText('La ligne est suspendue. Un e-mail de confirmation vous a été envoyé.')).toBeInTheDocument();
      const sends = network.requests.filter((request) => request.url === '/api/ms-service/v1/line-suspension/code');
      expect(sends.map((request) => JSON.parse(String(request.data)))).toEqual([{ mdn: '0662345602', via: 'other-line', to: '0662345699' }]);
      const verify = network.requests.find((request) => request.url === '/api/ms-iam/v1/otp/verify')!;
      expect(JSON.parse(String(verify.data))).toEqual({ mdn: '0662345602', purpose: 'line-suspension', code: '123456' });
      noCodeToTheLine(network);
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
  const PATH = '/espace-client/services/changement-sim';
  const LINE = '0662345602';
  const readBack = (tokenOcr: string, mdn = LINE) => ({ documentRead: { purpose: 'sim-swap', mdn, tokenOcr } });
  const bodyOf = (network: ReturnType<typeof fakeApi>, url: string) =>
    network.requests.filter((request) => request.url === url).map((request) => JSON.parse(String(request.data)) as Record<string, unknown>);

  it('asks for no typed identity number: it sends the customer to the document reading, with the way back', async () => {
    const network = fakeApi((request) => {
      if (request.url?.startsWith('/api/ms-service/v1/sim-lock')) return { status: 200, data: { mdn: LINE, locked: false } };
      return { status: 500, data: {} };
    });
    try {
      renderSelfcare(<SimSwapPage language="fr" />, { store: selfcareStore(PROFILE), path: PATH });
      const read = await screen.findByRole('link', { name: 'Photographier ma pièce d’identité' });
      expect(read).toHaveAttribute('href', `/identification/ocr?purpose=sim-swap&returnUrl=${encodeURIComponent(PATH)}`);
      expect(screen.queryByLabelText(/CIN/)).not.toBeInTheDocument();
      expect(screen.queryByLabelText(/Numéro ICC/)).not.toBeInTheDocument();
      expect(network.requests.some((request) => request.url === '/api/ms-client/v1/check-identity-sim-swap')).toBe(false);
    } finally {
      network.restore();
    }
  });

  it('back from the reading, checks its token, then carries it to the swap with the ICC and the code', async () => {
    const network = fakeApi((request) => {
      if (request.url?.startsWith('/api/ms-service/v1/sim-lock')) return { status: 200, data: { mdn: LINE, locked: false } };
      if (request.url === '/api/ms-client/v1/check-identity-sim-swap') return { status: 200, data: { matched: true, expiresAt: '2026-12-01T10:10:00.000Z' } };
      if (request.url === '/api/ms-iam/v1/otp/send') return { status: 200, data: sent };
      if (request.url === '/api/ms-iam/v1/otp/verify') return { status: 200, data: { otpToken: 'code-proof' } };
      if (request.url === '/api/ms-service/v1/sim-swap') {
        return {
          status: 200,
          data: {
            mdn: LINE,
            iccEnd: '0555',
            notified: { sms: '06 •• •• •• 02', email: 'y•••@example.ma' },
            requestId: 'r1',
            reference: 'SRV-SIM234',
            createdAt: '2026-12-01T10:00:00.000Z',
          },
        };
      }
      return { status: 500, data: {} };
    });
    try {
      renderSelfcare(<SimSwapPage language="fr" />, { store: selfcareStore(PROFILE), path: PATH, state: readBack('reading-token-1') });
      const icc = await screen.findByLabelText(/Numéro ICC de la nouvelle carte SIM/);
      expect(screen.getByText('Pièce d’identité du titulaire vérifiée.')).toBeInTheDocument();
      expect(bodyOf(network, '/api/ms-client/v1/check-identity-sim-swap')).toEqual([{ mdn: LINE, tokenOcr: 'reading-token-1' }]);
      const check = network.requests.find((request) => request.url === '/api/ms-client/v1/check-identity-sim-swap')!;
      expect(check.headers['mdn-segmentation-token']).toBe('Bearer seg-mobile');
      fireEvent.change(icc, { target: { value: '89212000000000012' } });
      fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
      expect(await screen.findByText('Ce n’est pas l’ICC d’une carte SIM Atlas Telecom : il compte 18 chiffres et commence par 89212.')).toBeInTheDocument();
      expect(network.requests.some((request) => request.url === '/api/ms-iam/v1/otp/send')).toBe(false);
      // Another operator's card, 18 digits: refused in the field too, before any code is sent.
      fireEvent.change(icc, { target: { value: '893301234567890123' } });
      fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
      expect(await screen.findByText('Ce n’est pas l’ICC d’une carte SIM Atlas Telecom : il compte 18 chiffres et commence par 89212.')).toBeInTheDocument();
      expect(network.requests.some((request) => request.url === '/api/ms-iam/v1/otp/send')).toBe(false);
      fireEvent.change(icc, { target: { value: '892120000000000555' } });
      fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
      await screen.findByText(/Un code à 6 chiffres a été envoyé/);
      typeCode('123456');
      expect(await screen.findByText('Votre ligne fonctionne maintenant avec la carte se terminant par 0555.')).toBeInTheDocument();
      const [swap] = bodyOf(network, '/api/ms-service/v1/sim-swap');
      expect(swap).toEqual({
        mdn: LINE,
        mdnNewIcc: LINE,
        icc: '892120000000000555',
        otpToken: 'code-proof',
        tokenOcr: 'reading-token-1',
        upgrade4G: true,
        typeSim: 'sameLine',
      });
    } finally {
      network.restore();
    }
  });

  it('a document that is not the holder’s goes back to the reading step', async () => {
    const network = fakeApi((request) => {
      if (request.url?.startsWith('/api/ms-service/v1/sim-lock')) return { status: 200, data: { mdn: LINE, locked: false } };
      if (request.url === '/api/ms-client/v1/check-identity-sim-swap')
        return { status: 400, data: { code: 'service-008', error: 'service-008', message: 'x' } };
      return { status: 500, data: {} };
    });
    try {
      renderSelfcare(<SimSwapPage language="fr" />, { store: selfcareStore(PROFILE), path: PATH, state: readBack('stranger-token') });
      expect(await screen.findByRole('alert')).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: 'Photographier ma pièce d’identité' })).toBeInTheDocument();
      expect(screen.queryByLabelText(/Numéro ICC/)).not.toBeInTheDocument();
    } finally {
      network.restore();
    }
  });

  it('takes no reading left for another line: nothing is checked', async () => {
    const other = fakeApi((request) =>
      request.url?.startsWith('/api/ms-service/v1/sim-lock') ? { status: 200, data: { mdn: LINE, locked: false } } : { status: 500, data: {} },
    );
    try {
      renderSelfcare(<SimSwapPage language="fr" />, { store: selfcareStore(PROFILE), path: PATH, state: readBack('other-line-token', '0700112201') });
      await screen.findByRole('link', { name: 'Photographier ma pièce d’identité' });
      expect(other.requests.some((request) => request.url === '/api/ms-client/v1/check-identity-sim-swap')).toBe(false);
    } finally {
      other.restore();
    }
  });
});
