import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { InternalAxiosRequestConfig } from 'axios';
import type { Profile } from '@atlas/contracts';
import { chooseSelectedLine, configureApiClient, createPlatformStore, sessionActions, sessionSlice } from '@atlas/runtime';
import { fakeApi } from '@atlas/test-kit/fake-api';
import { renderWithPlatform } from '@atlas/test-kit/render-with-platform';
import IdentificationRoutes from '../../routes';

Object.assign(globalThis, { __PART_VERSION__: '1.0.0-test' });

// jsdom draws nothing: the pad has no 2D context and gives a fixed picture.
Object.assign(HTMLCanvasElement.prototype, { getContext: () => null, toDataURL: () => 'data:image/png;base64,iVBORw0KGgo=' });

// The canvas work of the capture (resize, blur and glare) is the browser's: its own test covers it.
jest.mock('./capture/image-checks', () => ({
  loadImage: jest.fn(async () => ({ naturalWidth: 1200, naturalHeight: 760 })),
  prepareCapture: jest.fn(async () => ({ blob: new Blob(['jpeg'], { type: 'image/jpeg' }), preview: 'data:image/jpeg;base64,AAAA', verdict: 'ok' })),
}));

const LINE = '0672000111';
const SENT = { sentTo: '06 •• •• •• 11', expiresIn: 300, resendIn: 60, sendsLeft: 2 };
const IDENTITY = {
  type: 'cin',
  cinId: 'BK654321',
  firstName: 'NADIA',
  lastName: 'ALAOUI',
  birthDate: '1990-04-12',
  documentOcrName: 'NADIA ALAOUI',
  gender: 'F',
  city: 'RABAT',
  address: '12 RUE JAAFAR',
  passportNumber: '',
  nationality: 'MAR',
};
const TERMS = [
  {
    id: 't',
    type: 'identification_cgu',
    style: 'legal-text',
    position: 1,
    language: 'fr',
    subtitle: 'Version en vigueur au 1er novembre 2026',
    items: [{ id: 'objet', title: 'Article 1 – Objet', body: 'La réglementation impose que chaque ligne soit rattachée à son titulaire.' }],
  },
];

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const bodyOf = (request: InternalAxiosRequestConfig) => (typeof request.data === 'string' ? (JSON.parse(request.data) as Record<string, unknown>) : {});

function network() {
  return fakeApi((request) => {
    switch (request.url) {
      case '/api/ms-identification/v1/check-identification-status':
        return { status: 200, data: { mdn: LINE, isIdentified: false } };
      case '/api/ms-identification/v1/otp/send':
        return { status: 200, data: SENT };
      case '/api/ms-identification/v1/otp/verify':
        return bodyOf(request).code === '123456'
          ? { status: 200, data: { otpToken: 'proof' } }
          : { status: 400, data: { code: 'otp-invalid', error: 'otp-invalid', message: 'x', meta: { attemptsLeft: 4 } } };
      case '/api/ms-identification/v2/ocr':
        return {
          status: 200,
          data: {
            identity: IDENTITY,
            documentNumber: 'Z03085398',
            expiryDate: '2031-05-01',
            checkDigitsValid: true,
            fieldsToReview: ['city'],
            ocrToken: 'scan-token-123',
          },
        };
      case '/api/ms-client/v1/verify-ocr-scan':
        return { status: 200, data: { verified: true, corrected: [] } };
      case '/api/v1/ms-content/blocks':
        return { status: 200, data: TERMS };
      case '/api/ms-identification/v2/update-customer-crm':
        return { status: 200, data: { mdn: LINE, isIdentified: true } };
      default:
        return { status: 404, data: { code: 'not-found', error: 'not-found', message: request.url } };
    }
  });
}

const typeCode = (code: string) => {
  const digits = screen.getAllByRole('textbox');
  code.split('').forEach((digit, index) => fireEvent.change(digits[index]!, { target: { value: digit } }));
};

describe('the identification flow', () => {
  it('sends the code on the code step with a resend countdown, shows and requires the identification terms, and goes back to the return path', async () => {
    const api = network();
    try {
      renderWithPlatform(
        <>
          <IdentificationRoutes language="fr" selfCarePrefix="/espace-client" />
          <Where />
        </>,
        { path: `/identification?mdn=${LINE}&returnUrl=${encodeURIComponent('/espace-client/services/changement-sim')}` },
      );
      fireEvent.click(await screen.findByLabelText(/Carte nationale|CIN/i));
      fireEvent.click(screen.getByLabelText('Mme'));
      fireEvent.click(screen.getByRole('button', { name: /Continuer|Recevoir|Suivant/i }));

      // The code step is the shared one: the code goes out when it shows, then the resend countdown.
      expect(await screen.findByText(/Un code à 6 chiffres a été envoyé par SMS/)).toBeInTheDocument();
      expect(screen.getByText(/Renvoyer le code dans 01:00/)).toBeInTheDocument();
      expect(api.requests.filter((request) => request.url === '/api/ms-identification/v1/otp/send')).toHaveLength(1);
      typeCode('654321');
      expect(await screen.findByText(/Tentatives restantes : 4\./)).toBeInTheDocument();
      // The boxes submit by themselves once per code sent: a corrected code is sent deliberately (issue 33).
      typeCode('123456');
      fireEvent.click(screen.getByRole('button', { name: 'Valider le code' }));

      await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/identification/ocr'));
      const file = new File(['jpeg'], 'card.jpg', { type: 'image/jpeg' });
      fireEvent.change(document.querySelector('input[name="recto"]')!, { target: { files: [file] } });
      await waitFor(() => expect(document.querySelector('input[name="verso"]')).not.toBeNull());
      fireEvent.change(document.querySelector('input[name="verso"]')!, { target: { files: [file] } });
      fireEvent.click(await screen.findByRole('button', { name: 'Lire mon document' }));

      // The recap marks the uncertain field.
      await waitFor(() => expect(document.querySelector('[data-review="city"]')).not.toBeNull());
      fireEvent.click(screen.getByRole('button', { name: /Confirmer/i }));

      // The signature step: the identification_cgu terms are there to read, and required.
      const summary = await screen.findByText('Lire les conditions d’identification');
      fireEvent.click(summary);
      expect(await screen.findByRole('heading', { name: 'Article 1 – Objet' })).toBeInTheDocument();
      expect(api.requests.find((request) => request.url === '/api/v1/ms-content/blocks')!.params).toMatchObject({
        language: 'fr',
        'field[type]': 'identification_cgu',
      });
      const pad = screen.getByTestId('signature-pad');
      fireEvent.pointerDown(pad, { clientX: 10, clientY: 10 });
      fireEvent.pointerMove(pad, { clientX: 60, clientY: 40 });
      fireEvent.pointerUp(pad);
      fireEvent.click(screen.getByRole('button', { name: /Valider mon identification/ }));
      expect(await screen.findByText('Acceptez les conditions pour continuer.')).toBeInTheDocument();
      expect(api.requests.some((request) => request.url === '/api/ms-identification/v2/update-customer-crm')).toBe(false);

      fireEvent.click(screen.getByLabelText('J’ai lu et j’accepte les conditions d’identification de la ligne.'));
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: /Valider mon identification/ }));
      });
      await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/espace-client\/services\/changement-sim$/));
      const crm = api.requests.find((request) => request.url === '/api/ms-identification/v2/update-customer-crm')!;
      expect(bodyOf(crm)).toMatchObject({ mdn: LINE, otpToken: 'proof', ocrToken: 'scan-token-123', honorific: 'mme', termsAccepted: true });
    } finally {
      api.restore();
    }
  }, 20_000);
});

describe('the document reading for a SIM swap', () => {
  const SWAP = '/espace-client/services/changement-sim';
  const PROFILE: Profile = {
    id: 'p-1',
    crmId: 'CRM-1',
    civility: 'mme',
    firstName: 'Khadija',
    lastName: 'El Amrani',
    email: 'khadija@example.ma',
    birthDate: '2001-06-18',
    segment: 'B2C',
    hasAvatar: false,
    lines: [
      {
        mdn: '0663456704',
        kind: 'mobile',
        segment: 'cameleon',
        customerSegment: 'B2C',
        offerId: 'cameleon-49',
        offerName: 'Caméléon 49 Dh',
        offer_name_fr: 'Caméléon 49 Dh',
        offer_name_ar: 'كاميليون 49 درهم',
        offer_name_en: 'Caméléon 49 Dh',
        isMain: true,
        mdnSegmentationToken: 'seg-mobile',
        tokenType: 'Bearer',
      },
    ],
  };
  function signedInStore() {
    const store = createPlatformStore({ devTools: false, reducers: { session: sessionSlice.reducer } });
    configureApiClient({
      getSession: () => ({ tokenType: 'Bearer', accessToken: 'a.b.c' }),
      getSelectedLine: () => store.getState().session?.selectedLine ?? null,
    });
    store.dispatch(sessionActions.sessionOpened({ expiresAt: Math.floor(Date.now() / 1000) + 300 }));
    store.dispatch(sessionActions.profileStored({ profile: PROFILE, selectedLine: chooseSelectedLine(PROFILE.lines, null) }));
    return store;
  }
  function WhereAndState() {
    const location = useLocation();
    return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
  }

  it('reads the selected line’s holder’s document with the session’s tokens, no code, and goes back with the token in the history state only', async () => {
    const api = fakeApi((request) =>
      request.url === '/api/ms-identification/v2/ocr/sim-swap'
        ? {
            status: 200,
            data: {
              identity: IDENTITY,
              documentNumber: 'Z03085398',
              expiryDate: '2031-05-01',
              checkDigitsValid: true,
              fieldsToReview: [],
              ocrToken: 'swap-reading-1',
            },
          }
        : { status: 404, data: { code: 'not-found', error: 'not-found', message: String(request.url) } },
    );
    try {
      renderWithPlatform(
        <>
          <IdentificationRoutes language="fr" selfCarePrefix="/espace-client" />
          <WhereAndState />
        </>,
        { path: `/identification/ocr?purpose=sim-swap&returnUrl=${encodeURIComponent(SWAP)}`, store: signedInStore() },
      );
      expect(await screen.findByRole('heading', { name: 'Votre pièce d’identité' })).toBeInTheDocument();
      expect(screen.getByText(/Pour changer la carte SIM de la ligne/)).toBeInTheDocument();
      fireEvent.click(screen.getByLabelText(/Carte nationale/));
      const file = new File(['jpeg'], 'card.jpg', { type: 'image/jpeg' });
      fireEvent.change(document.querySelector('input[name="recto"]')!, { target: { files: [file] } });
      await waitFor(() => expect(document.querySelector('input[name="verso"]')).not.toBeNull());
      fireEvent.change(document.querySelector('input[name="verso"]')!, { target: { files: [file] } });
      fireEvent.click(await screen.findByRole('button', { name: 'Lire mon document' }));

      await waitFor(() =>
        expect(screen.getByTestId('where')).toHaveTextContent(
          `${SWAP} ${JSON.stringify({ documentRead: { purpose: 'sim-swap', mdn: '0663456704', tokenOcr: 'swap-reading-1' } })}`,
        ),
      );
      const read = api.requests.find((request) => request.url === '/api/ms-identification/v2/ocr/sim-swap')!;
      expect(read.headers.Authorization).toBe('Bearer a.b.c');
      expect(read.headers['mdn-segmentation-token']).toBe('Bearer seg-mobile');
      const form = read.data as FormData;
      expect([form.get('mdn'), form.get('identityType'), form.has('otpToken')]).toEqual(['0663456704', 'cin', false]);
      expect(api.requests.some((request) => request.url?.includes('/otp/'))).toBe(false);
    } finally {
      api.restore();
    }
  }, 20_000);
});
