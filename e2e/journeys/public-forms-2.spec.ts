import { expect, test, type Page } from '../support/test';
import { dismissCookieBanner, expectAccessible, expectNoHorizontalScroll, VIEWPORTS, waitForRemote } from '../support/pages';

const SCREENSHOTS = '../test-results/screenshots';
const MB = 1024 * 1024;
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n');

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForRemote(page);
  await dismissCookieBanner(page);
}

test('a business tells its needs and is promised a call from a sales adviser', async ({ page }) => {
  await open(page, '/entreprise/nous-contacter');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Choisissez au moins un besoin')).toBeVisible();
  await page.getByRole('radio', { name: 'M.', exact: true }).check();
  await page.getByRole('textbox', { name: 'Prénom' }).fill('Karim');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Tazi');
  await page.getByRole('textbox', { name: 'Nom de l’entreprise' }).fill('Tazi Logistique');
  await page.getByRole('textbox', { name: 'Adresse e-mail professionnelle' }).fill('karim.tazi@tazi-logistique.ma');
  await page.getByRole('textbox', { name: 'Numéro de contact' }).fill('0700112201');
  await page.getByRole('checkbox', { name: 'Sécuriser mes données' }).check();
  await page.getByRole('checkbox', { name: 'Mieux m’organiser' }).check();
  await page.getByRole('checkbox', { name: /J’accepte/ }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Envoyer' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Merci, votre demande est enregistrée' })).toBeVisible();
  await expect(page.getByText(/Un conseiller commercial vous contactera/)).toBeVisible();
  await expect(page.getByText(/^Référence de votre demande : ENT-[A-Z2-9]{6}$/)).toBeVisible();
});

test('a supplier registers in three steps: too small a capital and refused files first, then a valid pdf', async ({ page }) => {
  const uploads: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/v1/ms-forms/supplier-attachments')) uploads.push(response.status());
  });
  await open(page, '/corporate/fournisseurs/form');
  await expect(page.getByRole('heading', { name: 'Étape 1 sur 3 : Votre société' })).toBeVisible();
  await page.getByLabel(/^Raison sociale/).fill('Tazi Réseaux');
  await page.getByLabel(/^Forme juridique/).selectOption('sarl');
  await page.getByLabel(/^Localisation/).fill('Casablanca');
  await page.getByLabel(/^Capital social/).fill('10 000');
  await page.getByLabel(/^Identifiant fiscal/).fill('40123456');
  await page.getByLabel(/^Registre de commerce/).fill('345678');
  await page.getByLabel(/^Taxe professionnelle/).fill('34567890');
  await page.getByLabel(/^Numéro d’affiliation CNSS/).fill('7654321');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText(/Le capital social doit être supérieur à 10\s000 Dh/)).toBeVisible();
  await page.getByLabel(/^Capital social/).fill('250 000');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('heading', { name: 'Étape 2 sur 3 : Produits et services' })).toBeFocused();
  expect(new URL(page.url()).searchParams.get('etape')).toBe('2');

  await page.getByLabel(/^Secteur d’activité/).selectOption('network-works');
  await page.getByLabel(/^Produits et services proposés/).fill('Déploiement et raccordement de fibre optique');
  const picker = page.locator('[data-attachments] input[type=file]');
  await picker.setInputFiles([
    { name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
    { name: 'catalogue.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([PDF, Buffer.alloc(15 * MB + 1 - PDF.length, 0x20)]) },
  ]);
  await expect(page.locator('[data-refused-file="logo.png"]')).toHaveText('« logo.png » n’est pas joint : Formats acceptés : pdf, doc, docx, dt, txt');
  await expect(page.locator('[data-refused-file="catalogue.pdf"]')).toHaveText(
    '« catalogue.pdf » n’est pas joint : La taille du fichier ne doit pas dépasser 15 Mo',
  );
  // Refused in the browser: nothing was sent, and the typed values are still there.
  expect(uploads).toEqual([]);
  await expect(page.getByLabel(/^Produits et services proposés/)).toHaveValue('Déploiement et raccordement de fibre optique');
  await picker.setInputFiles([{ name: 'kbis-tazi-reseaux.pdf', mimeType: 'application/pdf', buffer: PDF }]);
  await expect(page.locator('[data-attachment="kbis-tazi-reseaux.pdf"]')).toBeVisible();
  expect(uploads).toEqual([201]);

  // A reload keeps the step, the values and the uploaded file.
  await page.reload();
  await waitForRemote(page);
  await expect(page.getByRole('heading', { name: 'Étape 2 sur 3 : Produits et services' })).toBeVisible();
  await expect(page.getByLabel(/^Produits et services proposés/)).toHaveValue('Déploiement et raccordement de fibre optique');
  await expect(page.locator('[data-attachment="kbis-tazi-reseaux.pdf"]')).toBeVisible();
  await page.getByRole('button', { name: 'Continuer' }).click();

  await expect(page.getByRole('heading', { name: 'Étape 3 sur 3 : Contact' })).toBeVisible();
  await page.getByLabel(/^Nom complet/).fill('Karim Tazi');
  await page.getByLabel(/^Fonction/).fill('Gérant');
  await page.getByLabel(/^Adresse e-mail/).fill('karim.tazi@tazi-reseaux.ma');
  await page.getByLabel(/^Téléphone mobile/).fill('0661234567');
  await page.getByLabel(/^Ville/).fill('Casablanca');
  await page.getByRole('textbox', { name: 'Adresse', exact: true }).fill('Zone industrielle Aïn Sebaâ, lot 112');
  await page.getByLabel(/^Site web \(/).fill('www.tazi-reseaux.ma');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByRole('heading', { name: 'Votre inscription est enregistrée' })).toBeVisible();
  await expect(page.getByText(/^Référence de votre demande : FRS-[A-Z2-9]{6}$/)).toBeVisible();
});

test('the supplier form in Arabic at 360 px', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await open(page, '/ar/corporate/fournisseurs/form');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'متابعة' }).click();
  await expect(page.getByText('رأس المال إجباري')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENSHOTS}/supplier-ar-mobile.png`, fullPage: true });
});

test('a portability request: a number that cannot move says so, an eligible one is recorded', async ({ page }) => {
  await open(page, '/portabilite/demande');
  await page.getByRole('button', { name: 'Comment obtenir mon code RIO ?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Obtenir votre code RIO' });
  await expect(dialog).toContainText('envoyez RIO par SMS au 1234');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByLabel(/^Numéro à garder/).fill('0612000054');
  await page.getByRole('radio', { name: 'Medina Télécom' }).check();
  await page.getByLabel(/^Code RIO/).fill('MT1A2B3C4D5E');
  await page.getByRole('textbox', { name: 'Prénom' }).fill('Amine');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Alaoui');
  await page.getByLabel(/^Numéro de la pièce d’identité/).fill('BK123456');
  await page.getByRole('checkbox', { name: /J’accepte/ }).check();
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Ce numéro n.est pas éligible à la portabilité\.$/);
  await expect(page.getByLabel(/^Numéro à garder/)).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(/^Numéro à garder/).fill('0612345678');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByRole('heading', { name: 'Votre demande de portabilité est enregistrée' })).toBeVisible();
  await expect(page.getByText(/^Référence de votre demande : POR-/)).toBeVisible();
  await expect(page.getByText(/^Votre numéro passe chez Atlas au plus tôt le /)).toBeVisible();
});

test('an ADSL customer asks to move to fibre and lands on send-success, which survives a reload', async ({ page }) => {
  await open(page, '/offres-internet/wifi-a-la-maison/migration-home');
  await page.getByLabel(/^Numéro de votre ligne fixe/).fill('0522999999');
  await page.getByLabel(/^Mobile pour vous joindre/).fill('0664556606');
  await page.getByLabel(/^Offre souhaitée/).selectOption('fibre-200');
  await page.getByRole('radio', { name: /En fin de journée/ }).check();
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByRole('alert')).toHaveText('Ce numéro n’est pas une ligne fixe Atlas. Saisissez le numéro de votre ligne ADSL ou i-dar.');
  await page.getByLabel(/^Numéro de votre ligne fixe/).fill('0537112205');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await page.waitForURL(/\/migration-home\/send-success\?reference=MIG-/);
  await expect(page.getByRole('heading', { name: 'Votre demande de migration est enregistrée' })).toBeVisible();
  const reference = new URL(page.url()).searchParams.get('reference')!;
  await page.reload();
  await waitForRemote(page);
  await expect(page.getByText(`Référence de votre demande : ${reference}`)).toBeVisible();
  await expect(page.getByText(/Offre demandée : Fibre 200 Méga/)).toBeVisible();
  await expectAccessible(page);
});
