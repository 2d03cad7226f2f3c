import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { sessionStore } from '@atlas/runtime';
import { fakeApi } from '../../../test/fake-api';
import { renderWithPlatform } from '../../../test/render-with-platform';
import { SupplierRegistrationPage } from './supplier-registration-page';

jest.setTimeout(30_000);

const PATH = '/corporate/fournisseurs/form';
const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const bodyOf = (request: InternalAxiosRequestConfig) => JSON.parse(String(request.data)) as Record<string, unknown>;
const pdf = (name: string, size?: number) => {
  const file = new File(['%PDF-1.7\n%%EOF\n'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

function fillCompany() {
  fill(/^Raison sociale/, 'Tazi Réseaux');
  fill(/^Forme juridique/, 'sarl');
  fill(/^Localisation/, 'Casablanca');
  fill(/^Capital social/, '100 000');
  fill(/^Identifiant fiscal/, '40123456');
  fill(/^Registre de commerce/, '345678');
  fill(/^Taxe professionnelle/, '34567890');
  fill(/^Numéro d’affiliation CNSS/, '7654321');
}

let network: ReturnType<typeof fakeApi>;
beforeEach(() => window.sessionStorage.clear());
afterEach(() => network?.restore());

describe('supplier registration', () => {
  it.each([
    ['fr', 'Continuer', 'La forme juridique est obligatoire', 'Le numéro d’affiliation CNSS est obligatoire', 'Étape 1 sur 3 : Votre société'],
    ['ar', 'متابعة', 'الشكل القانوني إجباري', 'رقم الانخراط في الضمان الاجتماعي إجباري', 'المرحلة 1 من 3: شركتك'],
    ['en', 'Continue', 'Legal form is required', 'Social security (CNSS) number is required', 'Step 1 of 3: Your company'],
  ] as const)('in %s, stays on step 1 and names each missing required field', async (language, next, legalForm, cnss, title) => {
    network = fakeApi(() => ({ status: 201, data: {} }));
    renderWithPlatform(<SupplierRegistrationPage />, { path: PATH, language });
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: next }));
    expect(await screen.findByText(legalForm)).toBeInTheDocument();
    expect(screen.getByText(cnss)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(network.requests).toHaveLength(0);
  });

  it('refuses a share capital of 10 000 Dh or less and letters in a number', async () => {
    network = fakeApi(() => ({ status: 201, data: {} }));
    renderWithPlatform(<SupplierRegistrationPage />, { path: PATH });
    fillCompany();
    fill(/^Capital social/, '10 000');
    fill(/^Effectif/, 'douze');
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText(/Le capital social doit être supérieur à 10\s000 Dh/)).toBeInTheDocument();
    expect(screen.getByText('le champ doit être un nombre')).toBeInTheDocument();
  });

  it('goes through the three steps, keeps values going back, refuses a wrong attachment, and sends one registration', async () => {
    network = fakeApi((request) => {
      if (request.url?.endsWith('/supplier-attachments'))
        return { status: 201, data: { attachmentId: '0b6c3f1e-1a1a-4c55-9a01-00000000aaaa', fileName: 'kbis.pdf', size: 16 } };
      return { status: 201, data: { requestId: 'r-1', reference: 'FRS-7K3M9Q', createdAt: '2026-11-23T10:00:00.000Z' } };
    });
    renderWithPlatform(<SupplierRegistrationPage />, { path: PATH });
    fillCompany();
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByRole('heading', { name: 'Étape 2 sur 3 : Produits et services' })).toHaveFocus();
    // Back keeps what was typed.
    fireEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(await screen.findByLabelText(/^Raison sociale/)).toHaveValue('Tazi Réseaux');
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await screen.findByRole('heading', { name: 'Étape 2 sur 3 : Produits et services' });
    fill(/^Secteur d’activité/, 'network-works');
    fill(/^Produits et services proposés/, 'Déploiement de fibre optique');
    const picker = screen.getByLabelText('Pièces jointes (facultatif)');
    fireEvent.change(picker, {
      target: {
        files: [
          new File(['\x89PNG'], 'logo.png', { type: 'image/png' }),
          pdf('catalogue.pdf', 15 * 1024 * 1024 + 1),
          new File(['MZ\0\0'], 'faux.pdf', { type: 'application/pdf' }),
          pdf('kbis.pdf'),
        ],
      },
    });
    await waitFor(() => expect(screen.getAllByText(/n’est pas joint/)).toHaveLength(3));
    expect(screen.getAllByText(/n’est pas joint/).map((refusal) => refusal.textContent)).toEqual([
      '« logo.png » n’est pas joint : Formats acceptés : pdf, doc, docx, dt, txt',
      '« catalogue.pdf » n’est pas joint : La taille du fichier ne doit pas dépasser 15 Mo',
      '« faux.pdf » n’est pas joint : Le contenu du fichier ne correspond pas à son format',
    ]);
    const attached = await screen.findByRole('list', { name: 'Fichiers joints' });
    expect(within(attached).getByText('kbis.pdf')).toBeInTheDocument();
    expect(network.requests.filter((request) => request.url?.endsWith('/supplier-attachments'))).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await screen.findByRole('heading', { name: 'Étape 3 sur 3 : Contact' });
    expect(screen.getByLabelText(/^Indicatif/)).toHaveValue('212');
    fill(/^Nom complet/, 'Karim Tazi');
    fill(/^Fonction/, 'Gérant');
    fill(/^Adresse e-mail/, 'karim@tazi-reseaux.ma');
    fill(/^Téléphone mobile/, '06 61 23 45 67');
    fill(/^Ville/, 'Casablanca');
    fill(/^Adresse\*?$/, 'Zone industrielle, lot 112');
    fill(/^Site web \(/, 'tazi');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Adresse de site invalide (par exemple www.exemple.ma)')).toBeInTheDocument();
    fill(/^Site web \(/, 'www.tazi-reseaux.ma');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('heading', { name: 'Votre inscription est enregistrée' })).toBeInTheDocument();
    expect(screen.getByText('Référence de votre demande : FRS-7K3M9Q')).toBeInTheDocument();
    const registration = network.requests.filter((request) => request.url?.endsWith('/supplier-registration'));
    expect(registration).toHaveLength(1);
    expect(bodyOf(registration[0]!)).toEqual({
      company: {
        name: 'Tazi Réseaux',
        legalForm: 'sarl',
        location: 'Casablanca',
        shareCapital: 100000,
        taxId: '40123456',
        tradeRegister: '345678',
        businessLicence: '34567890',
        socialSecurity: '7654321',
      },
      activities: { sector: 'network-works', products: 'Déploiement de fibre optique', attachments: ['0b6c3f1e-1a1a-4c55-9a01-00000000aaaa'] },
      contact: {
        fullName: 'Karim Tazi',
        job: 'Gérant',
        email: 'karim@tazi-reseaux.ma',
        dialCode: '212',
        mobile: '0661234567',
        country: 'MA',
        city: 'Casablanca',
        addressLine1: 'Zone industrielle, lot 112',
        website: 'www.tazi-reseaux.ma',
      },
    });
    expect(sessionStore.get('supplierRegistrationDraft')).toBeNull();
  });

  it('comes back after a reload on the step of the URL with the draft, never past an incomplete step', async () => {
    network = fakeApi(() => ({ status: 201, data: {} }));
    const first = renderWithPlatform(<SupplierRegistrationPage />, { path: PATH });
    fillCompany();
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await screen.findByRole('heading', { name: 'Étape 2 sur 3 : Produits et services' });
    expect(JSON.parse(sessionStore.get('supplierRegistrationDraft')!)).toMatchObject({ company: { name: 'Tazi Réseaux', shareCapital: '100 000' } });
    first.unmount();
    renderWithPlatform(<SupplierRegistrationPage />, { path: `${PATH}?etape=2` });
    expect(screen.getByRole('heading', { name: 'Étape 2 sur 3 : Produits et services' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    await waitFor(() => expect(screen.getByLabelText(/^Capital social/)).toHaveValue('100 000'));
  });

  it('sends a later step of the URL back to the first incomplete one', () => {
    renderWithPlatform(<SupplierRegistrationPage />, { path: `${PATH}?etape=3` });
    expect(screen.getByRole('heading', { name: 'Étape 1 sur 3 : Votre société' })).toBeInTheDocument();
  });
});
