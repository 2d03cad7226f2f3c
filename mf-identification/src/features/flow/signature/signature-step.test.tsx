import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { fakeApi } from '@atlas/test-kit/fake-api';
import { IDENTITY, OCR, renderStep } from '../render-step';
import { SignatureStep } from './signature-step';

// jsdom draws nothing: the pad has no 2D context and gives a fixed picture.
Object.assign(HTMLCanvasElement.prototype, { getContext: () => null, toDataURL: () => 'data:image/png;base64,iVBORw0KGgo=' });

const FLOW = { mdn: '0672000111', identityType: 'cin' as const, honorific: 'mme' as const, otpToken: 'proof', ocr: OCR, identity: IDENTITY };
const CRM = '/api/ms-identification/v2/update-customer-crm';
const bodyOf = (request: InternalAxiosRequestConfig) => JSON.parse(String(request.data)) as Record<string, unknown>;
const sign = () => {
  const pad = screen.getByTestId('signature-pad');
  fireEvent.pointerDown(pad, { clientX: 10, clientY: 10 });
  fireEvent.pointerMove(pad, { clientX: 60, clientY: 40 });
  fireEvent.pointerUp(pad);
};

describe('the signature step', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => api.restore());

  it('requires a signature and the terms, and sends neither until both are there', async () => {
    api = fakeApi((request) =>
      request.url === CRM ? { status: 200, data: { mdn: '0672000111', isIdentified: true, signupToken: 'signup' } } : { status: 200, data: [] },
    );
    renderStep(<SignatureStep language="fr" />, { path: '/identification/ocr/signature', state: FLOW });
    fireEvent.click(screen.getByRole('button', { name: /Valider mon identification/ }));
    expect(await screen.findByText('Signez avant de continuer.')).toBeInTheDocument();
    expect(screen.getByText('Acceptez les conditions pour continuer.')).toBeInTheDocument();
    sign();
    fireEvent.click(screen.getByRole('button', { name: 'Effacer' }));
    fireEvent.click(screen.getByLabelText('J’ai lu et j’accepte les conditions d’identification de la ligne.'));
    fireEvent.click(screen.getByRole('button', { name: /Valider mon identification/ }));
    // Cleared: the pad is empty again.
    expect(await screen.findByText('Signez avant de continuer.')).toBeInTheDocument();
    expect(api.requests.some((request) => request.url === CRM)).toBe(false);
    sign();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Valider mon identification/ }));
    });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/identification/create'));
    expect(bodyOf(api.requests.find((request) => request.url === CRM)!)).toEqual({
      mdn: '0672000111',
      otpToken: 'proof',
      ocrToken: 'scan-token-123',
      honorific: 'mme',
      signature: 'data:image/png;base64,iVBORw0KGgo=',
      termsAccepted: true,
    });
  }, 20_000);

  it('stays and shows the refusal when the proof of the code is spent', async () => {
    api = fakeApi((request) =>
      request.url === CRM ? { status: 403, data: { code: 'identification-006', error: 'identification-006', message: 'proof' } } : { status: 200, data: [] },
    );
    renderStep(<SignatureStep language="fr" />, { path: '/identification/ocr/signature', state: FLOW });
    sign();
    fireEvent.click(screen.getByLabelText('J’ai lu et j’accepte les conditions d’identification de la ligne.'));
    fireEvent.click(screen.getByRole('button', { name: /Valider mon identification/ }));
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    expect(screen.getByTestId('where')).toHaveTextContent('/identification/ocr/signature');
  });
});
