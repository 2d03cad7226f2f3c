import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '@atlas/test-kit/fake-api';
import { OCR, renderStep } from '../render-step';
import { OcrStep } from './ocr-step';
import { prepareCapture } from './image-checks';

// The canvas work (resize, blur and glare) is the browser's: image-checks.test.ts covers its arithmetic.
jest.mock('./image-checks', () => ({
  loadImage: jest.fn(async () => ({ naturalWidth: 1200, naturalHeight: 760 })),
  prepareCapture: jest.fn(async () => ({ blob: new Blob(['jpeg'], { type: 'image/jpeg' }), preview: 'data:image/jpeg;base64,AAAA', verdict: 'ok' })),
}));

const FLOW = { mdn: '0672000111', identityType: 'cin' as const, honorific: 'mr' as const, otpToken: 'proof' };
const file = new File(['jpeg'], 'card.jpg', { type: 'image/jpeg' });

describe('the pictures step', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => api.restore());

  it('refuses a blurred picture with what to fix, and asks for the back once the front is taken', async () => {
    api = fakeApi(() => ({ status: 200, data: OCR }));
    jest.mocked(prepareCapture).mockResolvedValueOnce({ blob: new Blob(['jpeg']), preview: '', verdict: 'blurred' });
    renderStep(<OcrStep language="fr" />, { path: '/identification/ocr', state: FLOW });
    fireEvent.change(document.querySelector('input[name="recto"]')!, { target: { files: [file] } });
    expect(await screen.findByText('La photo est floue : tenez le téléphone immobile et reprenez-la.')).toBeInTheDocument();
    expect(document.querySelector('input[name="verso"]')).toBeNull();
    fireEvent.change(document.querySelector('input[name="recto"]')!, { target: { files: [file] } });
    await waitFor(() => expect(document.querySelector('input[name="verso"]')).not.toBeNull());
    expect(screen.getByText('Retournez la carte et photographiez le verso.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lire mon document' })).toBeNull();
  });

  it('sends both sides with the proof, shows an unreadable document’s advice and stays; then goes on to the recap', async () => {
    let answer: { status: number; data: unknown } = { status: 422, data: { code: 'identification-002', error: 'identification-002', message: 'unreadable' } };
    api = fakeApi(() => answer);
    renderStep(<OcrStep language="fr" />, { path: '/identification/ocr', state: FLOW });
    fireEvent.change(document.querySelector('input[name="recto"]')!, { target: { files: [file] } });
    await waitFor(() => expect(document.querySelector('input[name="verso"]')).not.toBeNull());
    fireEvent.change(document.querySelector('input[name="verso"]')!, { target: { files: [file] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Lire mon document' }));
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    expect(screen.getByTestId('where')).toHaveTextContent('/identification/ocr');
    const form = api.requests[0]!.data as FormData;
    expect([form.get('mdn'), form.get('otpToken'), form.get('identityType'), form.has('recto'), form.has('verso')]).toEqual([
      '0672000111',
      'proof',
      'cin',
      true,
      true,
    ]);
    answer = { status: 200, data: OCR };
    fireEvent.click(screen.getByRole('button', { name: 'Lire mon document' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/identification/ocr/infos'));
  });

  it('goes back to the start without the code’s proof', async () => {
    api = fakeApi(() => ({ status: 200, data: OCR }));
    renderStep(<OcrStep language="fr" />, { path: '/identification/ocr', state: { ...FLOW, otpToken: undefined } });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/identification$/));
  });
});
