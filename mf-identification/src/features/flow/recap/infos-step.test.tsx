import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { fakeApi } from '@atlas/test-kit/fake-api';
import { IDENTITY, OCR, renderStep } from '../render-step';
import { InfosStep } from './infos-step';

const FLOW = { mdn: '0672000111', identityType: 'cin' as const, honorific: 'mme' as const, otpToken: 'proof', ocr: OCR, identity: IDENTITY };
const bodyOf = (request: InternalAxiosRequestConfig) => JSON.parse(String(request.data)) as Record<string, unknown>;

describe('the recap', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => api.restore());

  it('shows the names in Arabic right to left beside the Latin ones, the unsure one marked, and sends them corrected', async () => {
    api = fakeApi(() => ({ status: 200, data: { verified: true, corrected: ['firstNameAr'] } }));
    renderStep(<InfosStep language="ar" />, { path: '/ar/identification/ocr/infos', language: 'ar', state: FLOW });
    const lastNameAr = screen.getByLabelText(/الاسم العائلي بالعربية/);
    expect(lastNameAr).toHaveValue('العلوي');
    expect(lastNameAr).toHaveAttribute('dir', 'rtl');
    expect(screen.getByLabelText(/^الاسم العائلي(?!\s*بالعربية)/)).toHaveValue('ALAOUI');
    expect(document.querySelector('[data-review="firstNameAr"]')).not.toBeNull();
    fireEvent.change(screen.getByLabelText(/الاسم الشخصي بالعربية/), { target: { value: 'نادیة' } });
    fireEvent.click(screen.getByRole('button', { name: 'تأكيد هذه المعلومات' }));
    // A Persian yeh is no Arabic letter of the document: refused before anything is sent.
    expect(await screen.findByText('اكتب هذا الحقل بالحروف العربية كما في الوثيقة.')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/الاسم الشخصي بالعربية/), { target: { value: 'نادية' } });
    fireEvent.click(screen.getByRole('button', { name: 'تأكيد هذه المعلومات' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/ar/identification/ocr/signature'));
    expect(bodyOf(api.requests[0]!)).toMatchObject({
      mdn: '0672000111',
      ocrToken: 'scan-token-123',
      identity: { lastNameAr: 'العلوي', firstNameAr: 'نادية', lastName: 'ALAOUI' },
    });
  }, 20_000);

  it('requires the names and a date as YYYY-MM-DD, in French too', async () => {
    api = fakeApi(() => ({ status: 200, data: { verified: true, corrected: [] } }));
    renderStep(<InfosStep language="fr" />, { path: '/identification/ocr/infos', state: FLOW });
    fireEvent.change(screen.getByLabelText(/^Nom(?! en)/), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText(/Date de naissance/), { target: { value: '12/04/1990' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer ces informations' }));
    expect(await screen.findByText('Le nom est obligatoire')).toBeInTheDocument();
    expect(screen.getByText('Saisissez une date au format AAAA-MM-JJ.')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('stays and says why when the server refuses a change to a field its check digits hold', async () => {
    api = fakeApi(() => ({ status: 409, data: { code: 'identification-007', error: 'identification-007', message: 'locked' } }));
    renderStep(<InfosStep language="fr" />, { path: '/identification/ocr/infos', state: FLOW });
    fireEvent.change(screen.getByLabelText(/^Numéro de CIN/), { target: { value: 'BK654320' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer ces informations' }));
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    expect(screen.getByTestId('where')).toHaveTextContent('/identification/ocr/infos');
  });

  it('goes back to the start without a reading', async () => {
    api = fakeApi(() => ({ status: 200, data: {} }));
    renderStep(<InfosStep language="fr" />, { path: '/identification/ocr/infos' });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/identification$/));
  });
});
