import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { applyAppConfig } from '@atlas/runtime/i18n/apply-app-config';
import { deferred, fakeApi } from '../../test/fake-api';
import { renderWithPlatform } from '../../test/render-with-platform';
import { ContactPage } from './contact-page';
import { FibreCallBackPage } from './fibre-call-back-page';

const RECEIPT = { requestId: 'r-1', reference: 'RAP-7K3M9Q', createdAt: '2026-11-22T10:00:00.000Z', callBackFrom: '2026-11-23T10:00' };
const bodyOf = (request: InternalAxiosRequestConfig) => JSON.parse(String(request.data)) as Record<string, unknown>;
const keyOf = (request: InternalAxiosRequestConfig) => (request.headers as unknown as { get: (name: string) => string }).get('Idempotency-Key');

const fill = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('call-back form', () => {
  let network: ReturnType<typeof fakeApi>;
  afterEach(() => network.restore());

  it.each([
    ['fr', 'Envoyer', 'Le nom est obligatoire', 'Le numéro de téléphone est obligatoire', 'Choisissez un motif'],
    ['ar', 'إرسال', 'الاسم إجباري', null, 'اختر سببًا'],
    ['en', 'Send', 'The name is required', null, 'Choose a reason'],
  ] as const)('says what is missing in %s and sends nothing', async (language, send, name, phone, reason) => {
    network = fakeApi(() => ({ status: 201, data: RECEIPT }));
    renderWithPlatform(<ContactPage />, { path: '/nous-contacter', language });
    fireEvent.click(screen.getByRole('button', { name: send }));
    expect(await screen.findByText(name)).toBeInTheDocument();
    if (phone) expect(screen.getByText(phone)).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(network.requests).toHaveLength(0);
  });

  it('asks a business for its name and size, and a scheduled call for a time inside the window', async () => {
    network = fakeApi(() => ({ status: 201, data: RECEIPT }));
    renderWithPlatform(<ContactPage />, { path: '/nous-contacter' });
    fireEvent.click(screen.getByRole('radio', { name: 'Une entreprise' }));
    fireEvent.click(screen.getByRole('radio', { name: 'À un moment précis' }));
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Le nom de l’entreprise est obligatoire')).toBeInTheDocument();
    expect(screen.getByText('Indiquez le nombre de salariés')).toBeInTheDocument();
    expect(screen.getByText('Choisissez une date')).toBeInTheDocument();
    fill(/^Date/, '01-06-2020');
    fill(/^Heure/, '10:00');
    fireEvent.blur(screen.getByLabelText(/^Heure/));
    expect(await screen.findByText('Ce créneau est passé, choisissez-en un autre')).toBeInTheDocument();
    // A Saturday is outside Monday–Friday.
    fill(/^Date/, '01-05-2030');
    expect(await screen.findByText('Choisissez un créneau du lundi au vendredi, entre 10 h et 18 h')).toBeInTheDocument();
  });

  it.each([
    ['fr', 'Envoyer', 'À un moment précis', 'Saisissez la date au format MM-JJ-AAAA, par exemple 01-26-2027'],
    ['en', 'Send', 'At a set time', 'Enter the date as MM-DD-YYYY, for example 01-26-2027'],
  ] as const)(
    'shows the date as MM-JJ-YYYY whatever the browser, refuses another form, and sends the contract’s YYYY-MM-DD (%s)',
    async (language, send, scheduled, wrong) => {
      network = fakeApi(() => ({ status: 201, data: RECEIPT }));
      renderWithPlatform(<ContactPage />, { path: '/nous-contacter', language });
      fireEvent.click(screen.getByRole('radio', { name: scheduled }));
      const date = screen.getByLabelText(/^Date/);
      // Not a native date input: those show the browser's own format.
      expect(date).not.toHaveAttribute('type', 'date');
      fill(/^Date/, '31-01-2030');
      fireEvent.blur(date);
      expect(await screen.findByText(wrong)).toBeInTheDocument();
      fill(/^Date/, '01/07/2030');
      expect(date).toHaveValue('01-07-2030');
      await waitFor(() => expect(screen.queryByText(wrong)).toBeNull());
      fill(/^(Nom complet|Full name)/, 'Nadia Berrada');
      fill(/^(Numéro de téléphone|Phone number)/, '0612345678');
      fill(/^(Motif|Reason)/, 'billing');
      fill(/^(Heure|Hour)/, '10:00');
      fireEvent.click(screen.getByRole('button', { name: send }));
      await waitFor(() => expect(network.requests).toHaveLength(1));
      expect(bodyOf(network.requests[0]!)).toMatchObject({ type: 'scheduled', date: '2030-01-07', hour: '10:00' });
    },
  );

  it('sends once for a doubled click, and the same request again after a failure', async () => {
    const answer = deferred<{ status: number; data: unknown }>();
    let calls = 0;
    network = fakeApi(() => (++calls === 1 ? { status: 503, data: { code: 'service_unavailable', error: 'x', message: 'down' } } : answer.promise));
    renderWithPlatform(<ContactPage />, { path: '/nous-contacter' });
    fill(/^Nom complet/, 'Nadia Berrada');
    fill(/^Numéro de téléphone/, '06 12 34 56 78');
    fill(/^Motif/, 'billing');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nom complet/)).toHaveValue('Nadia Berrada');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    fireEvent.click(screen.getByRole('button', { name: /Envoyer/ }));
    answer.resolve({ status: 201, data: RECEIPT });
    expect(await screen.findByText('Référence de votre demande : RAP-7K3M9Q')).toBeInTheDocument();
    expect(network.requests).toHaveLength(2);
    expect(keyOf(network.requests[0]!)).toBe(keyOf(network.requests[1]!));
    expect(bodyOf(network.requests[1]!)).toEqual({ segment: 'consumer', name: 'Nadia Berrada', phone: '0612345678', reason: 'billing', type: 'immediate' });
    expect(screen.getByText(/Un conseiller vous appelle le lundi 23 novembre à partir de 10:00/)).toBeInTheDocument();
  });
});

describe('call-back failures', () => {
  const NO_TEXTS = { fr: {}, ar: {}, en: {} };
  let network: ReturnType<typeof fakeApi>;
  afterEach(() => {
    network.restore();
    applyAppConfig({ appLanguagesData: NO_TEXTS, appErrorMessages: NO_TEXTS });
  });
  // The texts the configuration delivers (the API's error catalogue).
  const CATALOGUE = {
    fr: { callback_error: "Votre demande de rappel n'a pas pu être enregistrée, veuillez réessayer plus tard.", generic_exception: 'Une erreur est survenue.' },
    ar: { callback_error: 'تعذّر تسجيل طلب معاودة الاتصال، يرجى المحاولة لاحقًا.', generic_exception: 'حدث خطأ.' },
    en: { callback_error: 'Your call-back request could not be saved, please try again later.', generic_exception: 'An error occurred.' },
  };

  it.each(['fr', 'ar', 'en'] as const)(
    'the call-back form says its own error (%s), not the generic one, when the request could not be saved',
    async (language) => {
      applyAppConfig({ appLanguagesData: NO_TEXTS, appErrorMessages: CATALOGUE });
      network = fakeApi(() => ({ status: 500, data: { code: 'generic_exception', error: 'x', message: 'down' } }));
      renderWithPlatform(<ContactPage />, { path: '/nous-contacter', language });
      fill(/^(Nom complet|الاسم الكامل|Full name)/, 'Nadia Berrada');
      fill(/^(Numéro de téléphone|رقم الهاتف|Phone number)/, '0612345678');
      fireEvent.change(screen.getAllByRole('combobox')[0]!, { target: { value: 'billing' } });
      fireEvent.submit(screen.getByRole('button', { name: /Envoyer|إرسال|Send/ }).closest('form')!);
      expect(await screen.findByRole('alert')).toHaveTextContent(CATALOGUE[language].callback_error);
    },
  );

  it('the fibre call-back form says the call-back error too when the server fails', async () => {
    applyAppConfig({ appLanguagesData: NO_TEXTS, appErrorMessages: CATALOGUE });
    network = fakeApi(() => ({ status: 503, data: { code: 'service_unavailable', error: 'x', message: 'down' } }));
    renderWithPlatform(<FibreCallBackPage />, { path: '/fibre' });
    // First name, last name, contact number, line number; then the reason.
    const [first, last, contact, line] = screen.getAllByRole('textbox');
    for (const [field, value] of [
      [first, 'Nadia'],
      [last, 'Berrada'],
      [contact, '0612345678'],
      [line, '0522345678'],
    ] as const)
      fireEvent.change(field!, { target: { value } });
    const reason = screen.getByRole('combobox');
    fireEvent.change(reason, { target: { value: reason.querySelectorAll('option')[1]!.getAttribute('value') } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CATALOGUE.fr.callback_error);
  });
});

describe('fraud report', () => {
  let network: ReturnType<typeof fakeApi>;
  afterEach(() => network.restore());

  it('says all fields are mandatory, then sends the report', async () => {
    network = fakeApi(() => ({ status: 201, data: { ...RECEIPT, reference: 'FRD-ABCDEF', callBackFrom: undefined } }));
    renderWithPlatform(<ContactPage />, { path: '/nous-contacter?demande=fraude' });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect((await screen.findAllByText('Tous les champs sont obligatoires')).length).toBe(3);
    fill(/^Ville/, 'Rabat');
    fill(/^Type de fraude/, 'sim-swap');
    fill(/^Description/, 'Ma carte SIM ne marche plus.');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Votre signalement est enregistré')).toBeInTheDocument();
    expect(bodyOf(network.requests[0]!)).toEqual({ city: 'Rabat', type: 'sim-swap', description: 'Ma carte SIM ne marche plus.' });
  });
});

describe('fibre call-back', () => {
  let network: ReturnType<typeof fakeApi>;
  afterEach(() => network.restore());

  it('needs a home line number to move', async () => {
    network = fakeApi(() => ({ status: 201, data: RECEIPT }));
    renderWithPlatform(<FibreCallBackPage />, { path: '/fibre' });
    fill(/^Numéro de votre ligne internet/, '0612345678');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Le numéro de ligne fixe doit comporter 10 chiffres et commencer par 05 ou 08')).toBeInTheDocument();
    expect(screen.getByText('Le prénom est obligatoire')).toBeInTheDocument();
    await waitFor(() => expect(network.requests).toHaveLength(0));
  });
});
