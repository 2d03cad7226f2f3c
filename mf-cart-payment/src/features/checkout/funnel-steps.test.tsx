import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorText } from '@atlas/runtime';
import { fakeApi } from '@atlas/test-kit/fake-api';
import { fakeShopServer } from '../../test/fake-shop-server';
import { renderShop } from '../../test/render-shop';
import { cartWith, CLIENT, PHONE_ITEM, PLAN_ITEM } from '../../test/shop-fixtures';
import { readDraft, writeDraft } from '../../components/checkout-draft';

jest.setTimeout(20_000);

let server: ReturnType<typeof fakeShopServer>;
let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  server = fakeShopServer();
  api = fakeApi((request) => server.handler(request));
});

afterEach(() => api.restore());

function keepCart(items = [PLAN_ITEM]) {
  const cart = cartWith(items);
  server.setCart(cart);
  localStorage.setItem('cartId', cart.cartId);
  localStorage.setItem('cartItems', JSON.stringify(cart.items));
}

describe('funnel guards', () => {
  it('sends a visitor who opens client info first to the number step of the plan', async () => {
    const { where } = renderShop('/achat/offre-mobile/info-client?productId=forfait-99');
    await screen.findByRole('heading', { level: 1, name: 'Choisissez votre numéro' });
    expect(where()).toBe('/achat/offre-mobile/choix-numero?productId=forfait-99');
  });

  it('answers the offreMobile spelling with the same step, in the page’s language', async () => {
    const { where } = renderShop('/ar/achat/offreMobile/choix-numero?productId=forfait-99', { language: 'ar' });
    await screen.findByRole('heading', { level: 1, name: 'اختر رقمك' });
    expect(where()).toBe('/ar/achat/offre-mobile/choix-numero?productId=forfait-99');
  });

  it('sends the payment page to the first step still needed, and an empty cart to the cart', async () => {
    keepCart([PHONE_ITEM]);
    writeDraft({ funnel: 'terminal', client: CLIENT });
    const first = renderShop('/achat/paiement');
    await screen.findByRole('heading', { level: 1, name: 'Livraison' });
    expect(first.where()).toBe('/achat/terminal/livraison');
    first.unmount();

    localStorage.clear();
    server.setCart(null);
    const second = renderShop('/achat/terminal/livraison');
    await screen.findByRole('heading', { level: 1, name: 'Mon panier' });
    expect(second.where()).toBe('/cart');
  });

  it('checks out a cart through the funnel its content needs', async () => {
    keepCart([PLAN_ITEM]);
    const { where } = renderShop('/purchase');
    await screen.findByRole('heading', { level: 1, name: 'Choisissez votre numéro' });
    expect(where()).toBe('/achat/offre-mobile/choix-numero?productId=forfait-99');
  });
});

describe('number step', () => {
  it('reserves the chosen number with the plan, keeps it in the draft and goes on', async () => {
    const { where, store } = renderShop('/achat/offre-mobile/choix-numero?productId=forfait-99');
    expect(await screen.findByText('Forfait 99 Dh — 50 Go')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('radio', { name: /Or/ }));
    await userEvent.click(await screen.findByRole('radio', { name: '06 61 77 77 77' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await screen.findByRole('heading', { level: 1, name: 'Vos informations' });
    expect(where()).toBe('/achat/offre-mobile/info-client?productId=forfait-99');
    expect(server.cart?.items.map((item) => [item.productType, item.productId, item.options?.mdn])).toEqual([
      ['offre-mobile', 'forfait-99', undefined],
      ['choix-de-numeros', 'gold', '0661777777'],
    ]);
    expect(readDraft()).toMatchObject({ funnel: 'plan', productId: 'forfait-99', number: { category: 'gold', mdn: '0661777777' } });
    expect(localStorage.getItem('cartId')).toBe('cart-1');
    expect(store.getState().cart?.cart?.itemCount).toBe(2);
  });

  it('stays in Arabic from step to step', async () => {
    const { where } = renderShop('/ar/achat/offre-mobile/choix-numero?productId=forfait-99', { language: 'ar' });
    await userEvent.click(await screen.findByRole('radio', { name: '06 12 00 00 01' }));
    await userEvent.click(screen.getByRole('button', { name: 'متابعة' }));
    await screen.findByRole('heading', { level: 1, name: 'معلوماتك' });
    expect(where()).toBe('/ar/achat/offre-mobile/info-client?productId=forfait-99');
  });

  it('says “no number available” when none matches the digits asked', async () => {
    renderShop('/achat/offre-mobile/choix-numero?productId=forfait-99');
    await screen.findByRole('radio', { name: '06 12 00 00 01' });
    server.overrides.set('/api/ms-service/v2/list-available-number', () => ({
      status: 404,
      data: { code: 'number-001', error: 'Not Found', message: 'none' },
    }));
    await userEvent.type(screen.getByLabelText(/Chiffres souhaités/), '999');
    await userEvent.click(screen.getByRole('button', { name: 'Chercher' }));
    expect(await screen.findByRole('heading', { name: 'Aucun numéro disponible.' })).toBeInTheDocument();
    const search = api.requests.filter((request) => request.url === '/api/ms-service/v2/list-available-number').at(-1);
    expect(JSON.parse(search?.data as string)).toEqual({ category: 'standard', contains: '999' });
  });

  it.each([
    ['a visitor', false, '/paiement-facture'],
    ['a signed-in customer', true, '/espace-client/mes-factures'],
  ])('refuses %s whose invoices are overdue the plan (unpaid_subscription_forbidden), and leads to paying them first', async (_who, signedIn, payAt) => {
    server.overrides.set('/api/v1/ms-payment/cart/add', () => ({
      status: 403,
      data: { code: 'unpaid_subscription_forbidden', error: 'Forbidden', message: 'overdue', details: [{ field: 'invoices', rule: 'overdue' }] },
    }));
    const { where } = renderShop('/achat/offre-mobile/choix-numero?productId=forfait-99', { signedIn });
    await userEvent.click(await screen.findByRole('radio', { name: '06 12 00 00 01' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(errorText('unpaid_subscription_forbidden', 'fr'));
    expect(within(alert).getByRole('link', { name: 'Payer mes factures impayées' })).toHaveAttribute('href', payAt);
    expect(where()).toBe('/achat/offre-mobile/choix-numero?productId=forfait-99');
  });

  it('asks for a number before going on, and keeps the basket panel’s button in step', async () => {
    renderShop('/achat/offre-mobile/choix-numero?productId=forfait-99', { panel: 'purchase' });
    await screen.findByRole('radio', { name: '06 12 00 00 01' });
    const panel = screen.getByRole('complementary', { name: 'Récapitulatif de la commande' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText('Choisissez un numéro')).toBeInTheDocument();
    expect(server.cart).toBeNull();
  });
});

describe('i-dar device step', () => {
  it('puts the offer and the chosen box in the cart, out-of-stock boxes not offered, then asks for the client', async () => {
    const { where } = renderShop('/achat/idar/choose-device-step?productId=idar-duo-100');
    expect(await screen.findByRole('radio', { name: /Home Box 3G/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText('Choisissez un équipement')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Home Box 5G/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await screen.findByRole('heading', { level: 1, name: 'Vos informations' });
    expect(where()).toBe('/achat/idar/info-client?productId=idar-duo-100');
    expect(server.cart?.items.map((item) => [item.productType, item.productId])).toEqual([
      ['idar', 'idar-duo-100'],
      ['box-et-routeur', 'home-box-5g'],
    ]);
    expect(readDraft()).toMatchObject({ funnel: 'idar', productId: 'idar-duo-100', device: { productId: 'home-box-5g' } });
  });
});

describe('client info step', () => {
  const required = {
    fr: [
      'La civilité est obligatoire',
      'Le prénom est obligatoire',
      'La date de naissance est obligatoire',
      'L’adresse est obligatoire',
      'Le code postal est obligatoire',
      'Vous devez accepter les conditions générales',
    ],
    ar: ['اللقب إجباري', 'الاسم الشخصي إجباري', 'تاريخ الازدياد إجباري', 'العنوان إجباري', 'الرمز البريدي إجباري'],
    en: [
      'Title is required',
      'First name is required',
      'Date of birth is required',
      'Address is required',
      'Postal code is required',
      'You must accept the terms and conditions',
    ],
  } as const;

  it.each(['fr', 'ar', 'en'] as const)('says what is missing in %s and stays on the step', async (language) => {
    keepCart([PHONE_ITEM]);
    const prefix = language === 'fr' ? '' : `/${language}`;
    const { where } = renderShop(`${prefix}/achat/terminal`, { language });
    const form = await waitFor(() => {
      const found = document.querySelector('form[data-step="client"]');
      if (!found) throw new Error('no form yet');
      return found as HTMLFormElement;
    });
    await userEvent.click(within(form).getByRole('button', { name: { fr: 'Continuer', ar: 'متابعة', en: 'Continue' }[language] }));
    for (const text of required[language]) expect(await within(form).findAllByText(text)).not.toHaveLength(0);
    expect(where()).toBe(`${prefix}/achat/terminal`);
  });

  it('checks the identity number against the document and the contact number, then keeps the details', async () => {
    keepCart([PHONE_ITEM]);
    const { where } = renderShop('/achat/terminal');
    await screen.findByRole('heading', { level: 1, name: 'Vos informations' });
    await userEvent.click(screen.getByRole('radio', { name: 'Mme' }));
    await userEvent.type(screen.getByLabelText(/^Prénom/), 'Salma');
    await userEvent.type(screen.getByLabelText(/^Nom/), 'Idrissi');
    await userEvent.type(screen.getByLabelText(/Date de naissance/), '1990-05-14');
    await userEvent.click(screen.getByRole('radio', { name: 'Passeport' }));
    await userEvent.type(screen.getByLabelText(/Numéro de passeport/), 'X1');
    await userEvent.type(screen.getByLabelText(/^Adresse\*?$/), '12 rue des Orangers');
    await userEvent.type(screen.getByLabelText(/^Ville/), 'Rabat');
    await userEvent.type(screen.getByLabelText(/Code postal/), '10000');
    await userEvent.type(screen.getByLabelText(/Numéro de contact/), '0812345678');
    await userEvent.type(screen.getByLabelText(/Adresse e-mail/), 'salma@example.ma');
    await userEvent.click(screen.getByRole('checkbox', { name: /conditions générales/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText('Numéro de passeport invalide')).toBeInTheDocument();
    expect(screen.getByText('Le numéro doit comporter 10 chiffres et commencer par 05, 06 ou 07')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/Numéro de passeport/));
    await userEvent.type(screen.getByLabelText(/Numéro de passeport/), 'XA1234567');
    await userEvent.clear(screen.getByLabelText(/Numéro de contact/));
    await userEvent.type(screen.getByLabelText(/Numéro de contact/), '06 12 34 56 78');
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await screen.findByRole('heading', { level: 1, name: 'Livraison' });
    expect(where()).toBe('/achat/terminal/livraison');
    expect(readDraft()?.client).toMatchObject({
      civility: 'mme',
      identityType: 'passport',
      identityNumber: 'XA1234567',
      phoneNumber: '0612345678',
      terms: true,
    });
  });

  it('shows again what was typed after a reload', async () => {
    keepCart([PHONE_ITEM]);
    writeDraft({ funnel: 'terminal', client: CLIENT });
    renderShop('/achat/terminal');
    expect(await screen.findByLabelText(/^Prénom/)).toHaveValue('Salma');
    expect(screen.getByLabelText(/Numéro de CIN/)).toHaveValue('BK123456');
    expect(screen.getByRole('checkbox', { name: /conditions générales/ })).toBeChecked();
  });
});

describe('portability step', () => {
  async function fill() {
    await screen.findByRole('heading', { level: 1, name: 'Gardez votre numéro' });
    await userEvent.type(screen.getByLabelText(/Numéro à conserver/), '0612000054');
    await userEvent.click(screen.getByRole('radio', { name: 'Sahara Mobile' }));
    await userEvent.type(screen.getByLabelText(/^Code RIO/), 'AB12CD34');
    await userEvent.type(screen.getByLabelText(/Numéro ICC/), '8921 2000 0000 0000 01');
  }

  it('says why a number cannot move (ecom-054) and keeps what was typed', async () => {
    server.overrides.set('/api/v1/ms-ecom/portability/eligibility', () => ({
      status: 422,
      data: { code: 'ecom-054', error: 'Unprocessable Entity', message: 'refused' },
    }));
    renderShop('/achat/offre-mobile/portabilite?productId=forfait-99');
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce numéro n’est pas éligible à la portabilité.');
    expect(screen.getByLabelText(/Numéro à conserver/)).toHaveValue('0612000054');
    expect(server.cart).toBeNull();
  });

  it('checks the ICC length, then adds the plan without a new number and goes on', async () => {
    renderShop('/achat/offre-mobile/portabilite?productId=forfait-99');
    await fill();
    await userEvent.type(screen.getByLabelText(/Numéro ICC/), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText('Ce n’est pas l’ICC d’une carte SIM Atlas Telecom : il compte 18 chiffres et commence par 89212.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Numéro ICC/), '{Backspace}');
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await screen.findByRole('heading', { level: 1, name: 'Vos informations' });
    expect(server.cart?.items.map((item) => item.productType)).toEqual(['offre-mobile']);
    expect(readDraft()).toMatchObject({
      funnel: 'portability',
      portability: { mdn: '0612000054', currentOperator: 'sahara-mobile', rio: 'AB12CD34', codeIcc: '892120000000000001', earliestPortingDate: '2026-11-24' },
    });
  });

  it('explains how to get the RIO code in a dialog', async () => {
    renderShop('/achat/offre-mobile/portabilite?productId=forfait-99');
    await userEvent.click(await screen.findByRole('button', { name: 'Comment obtenir mon code RIO ?' }));
    const dialog = screen.getByRole('dialog', { name: 'Votre code RIO' });
    expect(dialog).toHaveTextContent('SMS gratuit au 1234');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('delivery step', () => {
  it('takes the client’s address for home delivery, or asks for an agency', async () => {
    keepCart([PHONE_ITEM]);
    writeDraft({ funnel: 'terminal', client: CLIENT });
    const { where } = renderShop('/achat/terminal/livraison');
    expect(await screen.findByLabelText(/Adresse de livraison/)).toHaveValue('12 rue des Orangers');
    await userEvent.click(screen.getByRole('radio', { name: /En agence/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Passer au paiement' }));
    expect(await screen.findByText('Choisissez une agence')).toBeInTheDocument();
    await userEvent.selectOptions(await screen.findByLabelText(/Ville de l’agence/), 'casablanca');
    await userEvent.selectOptions(screen.getByLabelText(/^Agence/), 'casa-maarif');
    expect(screen.getByText('Adresse : 5 boulevard Zerktouni, Casablanca')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Passer au paiement' }));
    await screen.findByRole('heading', { level: 1, name: 'Paiement' });
    expect(where()).toBe('/achat/paiement');
    expect(readDraft()?.delivery).toEqual({ mode: 'agency', agencyId: 'casa-maarif' });
  });
});
