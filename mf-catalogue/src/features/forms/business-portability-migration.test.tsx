import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { Route, Routes } from 'react-router-dom';
import { BUSINESS_NEEDS, CONTACT_TIMES, LEGAL_FORMS, PORTABILITY_SIM_CHOICES, SUPPLIER_SECTORS } from '@atlas/contracts/forms';
import { hasKey } from '@atlas/test-kit/translation-coverage';
import { catalogPage, phone } from '../../test/catalog-fixtures';
import { fakeApi } from '../../test/fake-api';
import { renderWithPlatform } from '../../test/render-with-platform';
import { catalogueFormsTexts } from '../../i18n/catalogue-forms';
import { BusinessContactPage } from './business-contact-page';
import { HomeMigrationPage } from './home-migration-page';
import { HomeMigrationSentPage } from './home-migration-sent-page';
import { PortabilityRequestPage } from './portability-request-page';
import { translationsInAllLanguages, type TextsOf } from '@atlas/runtime';

let catalogueTranslations: TextsOf<typeof catalogueFormsTexts>;
beforeAll(async () => {
  catalogueTranslations = await translationsInAllLanguages(catalogueFormsTexts);
});

const bodyOf = (request: InternalAxiosRequestConfig) => JSON.parse(String(request.data)) as Record<string, unknown>;
const keyOf = (request: InternalAxiosRequestConfig) => (request.headers as unknown as { get: (name: string) => string }).get('Idempotency-Key');
const fill = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const receipt = (reference: string, extra = {}) => ({ status: 201, data: { requestId: 'r-1', reference, createdAt: '2026-11-23T10:00:00.000Z', ...extra } });

jest.setTimeout(20_000);

let network: ReturnType<typeof fakeApi>;
afterEach(() => network?.restore());

describe('business contact form', () => {
  it.each([
    ['fr', 'Envoyer', 'La civilité est obligatoire', 'Choisissez au moins un besoin', 'Vous devez accepter les conditions générales'],
    ['ar', 'إرسال', 'اللقب إجباري', 'اختر حاجة واحدة على الأقل', 'يجب عليك قبول الشروط العامة'],
    ['en', 'Send', 'Title is required', 'Choose at least one need', 'You must accept the terms and conditions'],
  ] as const)('in %s, says what is missing (each field its message) and sends nothing', async (language, send, civility, needs, terms) => {
    network = fakeApi(() => receipt('ENT-ABCDEF'));
    renderWithPlatform(<BusinessContactPage />, { path: '/entreprise/nous-contacter', language });
    fireEvent.click(screen.getByRole('button', { name: send }));
    expect(await screen.findByText(civility)).toBeInTheDocument();
    expect(screen.getByText(needs)).toBeInTheDocument();
    expect(screen.getByText(terms)).toBeInTheDocument();
    expect(network.requests).toHaveLength(0);
  });

  it('sends the needs ticked; a technical failure gives the support phone and the retry stores one request', async () => {
    let calls = 0;
    network = fakeApi(() => (++calls === 1 ? { status: 503, data: { code: 'service_unavailable', error: 'x', message: 'down' } } : receipt('ENT-ABCDEF')));
    renderWithPlatform(<BusinessContactPage />, { path: '/entreprise/nous-contacter' });
    fireEvent.click(screen.getByRole('radio', { name: 'Mme' }));
    fill(/^Prénom/, 'Nadia');
    fireEvent.change(screen.getByRole('textbox', { name: 'Nom' }), { target: { value: 'Berrada' } });
    fill(/^Nom de l’entreprise/, 'Berrada Conseil');
    fill(/^Adresse e-mail/, 'nadia@berrada.ma');
    fill(/^Numéro de contact/, '06 12 34 56 78');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sécuriser mes données' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Transformation digitale' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /J’accepte/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Une erreur technique indépendante de notre volonté est survenue. Réessayez ou appelez-nous au 220.');
    expect(within(alert).getByRole('link', { name: '220' })).toHaveAttribute('href', 'tel:220');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('heading', { name: 'Merci, votre demande est enregistrée' })).toBeInTheDocument();
    expect(screen.getByText(/Un conseiller commercial vous contactera/)).toBeInTheDocument();
    expect(screen.getByText('Référence de votre demande : ENT-ABCDEF')).toBeInTheDocument();
    expect(keyOf(network.requests[0]!)).toBe(keyOf(network.requests[1]!));
    expect(bodyOf(network.requests[1]!)).toEqual({
      civility: 'mme',
      firstName: 'Nadia',
      lastName: 'Berrada',
      companyName: 'Berrada Conseil',
      email: 'nadia@berrada.ma',
      contactNumber: '0612345678',
      needs: ['digital-transformation', 'secure-data'],
      terms: true,
    });
  });
});

describe('portability request', () => {
  const fillEligible = (mdn: string) => {
    fill(/^Numéro à garder/, mdn);
    fireEvent.click(screen.getByRole('radio', { name: 'Sahara Mobile' }));
    fill(/^Code RIO/, 'SM1A2B3C4D5E');
    fill(/^Prénom/, 'Amine');
    fireEvent.change(screen.getByRole('textbox', { name: 'Nom' }), { target: { value: 'Alaoui' } });
    fill(/^Numéro de la pièce/, 'BK123456');
    fireEvent.click(screen.getByRole('checkbox', { name: /J’accepte/ }));
  };

  it('explains the RIO in a dialog: a free SMS to 1234', async () => {
    network = fakeApi(() => receipt('POR-ABCDEF'));
    renderWithPlatform(<PortabilityRequestPage />, { path: '/portabilite/demande' });
    const info = screen.getByRole('button', { name: 'Comment obtenir mon code RIO ?' });
    info.focus();
    fireEvent.click(info);
    const dialog = await screen.findByRole('dialog', { name: 'Obtenir votre code RIO' });
    expect(dialog).toHaveTextContent('Depuis la ligne à garder, envoyez RIO par SMS au 1234 : ce SMS est gratuit.');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Comment obtenir mon code RIO ?' })).toHaveFocus();
  });

  it.each([
    ['fr', 'Envoyer', 'Le code RIO est obligatoire', 'Choisissez votre opérateur actuel'],
    ['ar', 'إرسال', 'رمز RIO إجباري', 'اختر مشغّلك الحالي'],
    ['en', 'Send', 'The RIO code is required', 'Choose your current operator'],
  ] as const)('in %s, asks for the operator and the RIO', async (language, send, rio, operator) => {
    network = fakeApi(() => receipt('POR-ABCDEF'));
    renderWithPlatform(<PortabilityRequestPage />, { path: '/portabilite/demande', language });
    fireEvent.click(screen.getByRole('button', { name: send }));
    expect(await screen.findByText(rio)).toBeInTheDocument();
    expect(screen.getByText(operator)).toBeInTheDocument();
    expect(network.requests).toHaveLength(0);
  });

  it('shows ecom-054 on the number, then sends an eligible one and says when it moves', async () => {
    network = fakeApi((request) =>
      bodyOf(request).mdn === '0612000054'
        ? { status: 422, data: { code: 'ecom-054', error: 'ecom-054', message: 'refused' } }
        : receipt('POR-ABCDEF', { earliestPortingDate: '2026-11-25' }),
    );
    renderWithPlatform(<PortabilityRequestPage />, { path: '/portabilite/demande' });
    fillEligible('0612000054');
    fireEvent.click(screen.getByRole('radio', { name: /Je la reçois à domicile/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('L’adresse est obligatoire')).toBeInTheDocument();
    fill(/^Adresse de livraison/, '12 rue des Orangers');
    fill(/^Ville/, 'Marrakech');
    fill(/^Code postal/, '40000');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce numéro n’est pas éligible à la portabilité.');
    expect(screen.getByLabelText(/^Numéro à garder/)).toHaveAccessibleDescription(expect.stringContaining('Ce numéro n’est pas éligible à la portabilité.'));
    fill(/^Numéro à garder/, '0612345678');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('heading', { name: 'Votre demande de portabilité est enregistrée' })).toBeInTheDocument();
    expect(screen.getByText('Votre numéro passe chez Atlas au plus tôt le mercredi 25 novembre.')).toBeInTheDocument();
    expect(bodyOf(network.requests[1]!)).toMatchObject({ mdn: '0612345678', sim: 'home', postalCode: '40000', identityType: 'cin', terms: true });
    expect(keyOf(network.requests[0]!)).toBe(keyOf(network.requests[1]!));
  });
});

describe('home migration', () => {
  const OFFERS = [
    phone('fibre-200', { family: 'home-internet', homeFamily: 'fibre-optique', offer_name_fr: 'Fibre 200 Méga', price: 349, period: 'month' }),
    phone('vacay-wifi-7j', { family: 'home-internet', homeFamily: 'vacay-wifi', offer_name_fr: 'Vacay Wifi 7 jours', price: 99 }),
  ];

  it('offers the home offers a line may move to, refuses a mobile, then shows the reference on send-success', async () => {
    network = fakeApi((request) => (request.url?.includes('ms-catalog') ? { status: 200, data: catalogPage(OFFERS) } : receipt('MIG-ABCDEF')));
    renderWithPlatform(
      <Routes>
        <Route path="/offres-internet/wifi-a-la-maison/migration-home" element={<HomeMigrationPage />} />
        <Route path="/offres-internet/wifi-a-la-maison/migration-home/send-success" element={<HomeMigrationSentPage />} />
      </Routes>,
      { path: '/offres-internet/wifi-a-la-maison/migration-home' },
    );
    const offer = await screen.findByLabelText(/^Offre souhaitée/);
    const labels = within(offer)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels).toContain('Fibre 200 Méga — 349 Dh/mois');
    expect(labels.join()).not.toContain('Vacay');
    fill(/^Numéro de votre ligne fixe/, '0661234501');
    fill(/^Mobile pour vous joindre/, '0664556606');
    fireEvent.change(offer, { target: { value: 'fibre-200' } });
    fireEvent.click(screen.getByRole('radio', { name: /En fin de journée/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Le numéro de ligne fixe doit comporter 10 chiffres et commencer par 05 ou 08')).toBeInTheDocument();
    fill(/^Numéro de votre ligne fixe/, '0537112205');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('heading', { name: 'Votre demande de migration est enregistrée' })).toBeInTheDocument();
    expect(screen.getByText('Référence de votre demande : MIG-ABCDEF')).toBeInTheDocument();
    expect(screen.getByText('Offre demandée : Fibre 200 Méga.')).toBeInTheDocument();
    expect(screen.getByText(/Un conseiller vous appelle en fin de journée/i)).toBeInTheDocument();
    expect(bodyOf(network.requests.find((request) => request.method === 'post')!)).toEqual({
      homeLineNumber: '0537112205',
      contactMobile: '0664556606',
      targetOfferId: 'fibre-200',
      contactTime: 'evening',
    });
  });

  it('send-success without a reference offers to make a request', () => {
    renderWithPlatform(<HomeMigrationSentPage />, { path: '/offres-internet/wifi-a-la-maison/migration-home/send-success' });
    expect(screen.getByText('Aucune demande de migration à afficher')).toBeInTheDocument();
  });
});

describe('choices of the new forms', () => {
  it('have a label in fr, ar and en', () => {
    const keys = [
      ...BUSINESS_NEEDS.map((need) => `forms.business.needChoices.${need}`),
      ...LEGAL_FORMS.map((form) => `forms.supplier.legalForms.${form}`),
      ...SUPPLIER_SECTORS.map((sector) => `forms.supplier.sectors.${sector}`),
      ...PORTABILITY_SIM_CHOICES.flatMap((choice) => [`forms.portability.simChoices.${choice}`, `forms.portability.next.${choice}`]),
      ...CONTACT_TIMES.map((time) => `forms.migration.contactTimes.${time}`),
      ...(['company', 'activities', 'contact'] as const).map((step) => `forms.supplier.steps.${step}`),
    ];
    for (const language of ['fr', 'ar', 'en'] as const) expect(keys.filter((key) => !hasKey(catalogueTranslations[language], key))).toEqual([]);
  });
});
