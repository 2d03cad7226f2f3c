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

  it('shows values, not formats: a date field, the sex and the nationality as named choices; an error goes once corrected', async () => {
    api = fakeApi(() => ({ status: 200, data: { verified: true, corrected: [] } }));
    renderStep(<InfosStep language="fr" />, { path: '/identification/ocr/infos', state: FLOW });
    const birthDate = screen.getByLabelText(/^Date de naissance/);
    expect(birthDate).toHaveAttribute('type', 'date');
    expect(birthDate).toHaveValue('1990-04-12');
    expect(screen.getByRole('radio', { name: 'Féminin' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Masculin' })).not.toBeChecked();
    const nationality = screen.getByLabelText(/^Nationalité/) as HTMLSelectElement;
    expect(nationality).toHaveValue('MAR');
    expect(nationality.selectedOptions[0]!.textContent).toBe('Maroc');
    expect([...nationality.options].some((option) => option.value === 'FRA' && option.textContent === 'France')).toBe(true);

    fireEvent.change(screen.getByLabelText(/^Nom(?! en)/), { target: { value: ' ' } });
    fireEvent.change(birthDate, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer ces informations' }));
    expect(await screen.findByText('Le nom est obligatoire')).toBeInTheDocument();
    expect(screen.getByText('La date de naissance est obligatoire')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
    // Corrected: the error goes at once, before any new submission.
    fireEvent.change(birthDate, { target: { value: '1990-04-12' } });
    await waitFor(() => expect(screen.queryByText('La date de naissance est obligatoire')).toBeNull());
    expect(screen.getByText('Le nom est obligatoire')).toBeInTheDocument();
  }, 20_000);

  it('names the choices in Arabic and English', () => {
    api = fakeApi(() => ({ status: 200, data: {} }));
    const { unmount } = renderStep(<InfosStep language="ar" />, { path: '/ar/identification/ocr/infos', language: 'ar', state: FLOW });
    expect(screen.getByRole('radio', { name: 'أنثى' })).toBeChecked();
    expect((screen.getByLabelText(/^الجنسية/) as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('المغرب');
    unmount();
    renderStep(<InfosStep language="en" />, { path: '/en/identification/ocr/infos', language: 'en', state: FLOW });
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    expect((screen.getByLabelText(/^Nationality/) as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('Morocco');
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
