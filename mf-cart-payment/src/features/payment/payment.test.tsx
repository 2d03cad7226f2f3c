import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { busEvents, type Profile } from '@atlas/contracts';
import { errorText } from '@atlas/runtime';
import { fakeApi } from '@atlas/test-kit/fake-api';
import type { CheckoutRequest } from '@atlas/contracts/shop';
import { fakeShopServer } from '../../test/fake-shop-server';
import { renderShop } from '../../test/render-shop';
import { bankBillOf, cartWith, CLIENT, NUMBER_ITEM, orderOf, PLAN_ITEM } from '../../test/shop-fixtures';
import { readDraft, writeDraft } from '../../components/checkout-draft';
import { redirectTo } from './redirect';

jest.mock('./redirect', () => ({ redirectTo: jest.fn() }));
jest.setTimeout(20_000);

let server: ReturnType<typeof fakeShopServer>;
let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  (redirectTo as jest.Mock).mockReset();
  server = fakeShopServer();
  api = fakeApi((request) => server.handler(request));
  const cart = cartWith([PLAN_ITEM, NUMBER_ITEM]);
  server.setCart(cart);
  localStorage.setItem('cartId', cart.cartId);
  writeDraft({
    funnel: 'plan',
    productId: 'forfait-99',
    number: { category: 'gold', mdn: '0661234567', itemId: 'item-number' },
    client: CLIENT,
    delivery: { mode: 'home', address: '12 rue des Orangers', city: 'Rabat', postalCode: '10000' },
  });
});

afterEach(() => api.restore());

const payments = (route: string) => api.requests.filter((request) => request.url?.endsWith(`/payment/${route}`));

describe('payment page', () => {
  it('recaps the purchase and pays by card once for a doubled click, then leaves for the gateway', async () => {
    renderShop('/achat/paiement');
    const recap = await screen.findByRole('region', { name: 'Récapitulatif' });
    expect(recap).toHaveTextContent('06 61 23 45 67');
    expect(recap).toHaveTextContent('Mme Salma Idrissi');
    expect(recap).toHaveTextContent('À domicile : 12 rue des Orangers, 10000 Rabat');
    expect(within(recap).getByRole('link', { name: 'Modifier : Livraison' })).toHaveAttribute('href', '/achat/offre-mobile/livraison?productId=forfait-99');
    // Only the methods that pay this cart are choices; the one that cannot is named with why (issue 36).
    expect(await screen.findByRole('radio', { name: /Carte bancaire/ })).toBeChecked();
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['cartebancaire', 'especes', 'fatourati']);
    const notOffered = screen.getByRole('region', { name: 'Non proposés pour ce panier' });
    expect(
      within(notOffered)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`Application bancaire ${errorText('ecom-001', 'fr')}`]);
    const pay = screen.getByRole('button', { name: 'Payer 149 Dh' });
    await userEvent.dblClick(pay);
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('http://gateway.test/pay/session-1'));
    expect(payments('cb')).toHaveLength(1);
    const request = payments('cb')[0]!;
    expect(request.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    const sent = JSON.parse(request.data as string) as CheckoutRequest;
    expect(sent).toEqual({
      client: CLIENT,
      delivery: { mode: 'home', address: '12 rue des Orangers', city: 'Rabat', postalCode: '10000' },
      returnUrl: '/achat/paiement',
    });
    expect(JSON.parse(localStorage.getItem('paimentData') ?? '{}')).toMatchObject({
      refNumber: 'AT2611200000000042',
      method: 'cartebancaire',
      mdn: '0612345678',
      delivery: 'home',
    });
    expect(JSON.stringify(sessionStorage)).not.toMatch(/4111|cvv/i);
  });

  it('retries an attempt whose answer was lost with the same key, and a refused one with a new key', async () => {
    let calls = 0;
    server.overrides.set('/api/v1/ms-ecom/cart/cart-1/payment/cb', () => {
      calls += 1;
      if (calls === 1) throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
      if (calls === 2) return { status: 409, data: { code: 'ecom-001', error: 'Conflict', message: 'unavailable' } };
      return { status: 201, data: { refNumber: 'AT2611200000000042', redirectUrl: 'http://gateway.test/pay/session-2' } };
    });
    renderShop('/achat/paiement');
    const pay = await screen.findByRole('button', { name: 'Payer 149 Dh' });
    await userEvent.click(pay);
    expect(await screen.findByRole('alert')).toHaveTextContent('Connexion impossible');
    await userEvent.click(pay);
    await waitFor(() => expect(screen.getByRole('alert')).not.toHaveTextContent('Connexion impossible'));
    await userEvent.click(pay);
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('http://gateway.test/pay/session-2'));
    const keys = payments('cb').map((request) => request.headers['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('asks a visitor paying cash for the captcha, says payment-059 with a new image, then registers the order', async () => {
    server.overrides.set('/api/v1/ms-ecom/cart/cart-1/payment/cash', (request) => {
      const { captcha } = JSON.parse(request.data as string) as CheckoutRequest;
      return captcha?.captchaText === 'K7M2Q'
        ? { status: 201, data: { refNumber: 'AT2611200000000044', status: 'registered' } }
        : { status: 400, data: { code: 'payment-059', error: 'Bad Request', message: 'captcha' } };
    });
    server.order = orderOf({ refNumber: 'AT2611200000000044', paymentMethod: 'especes', paymentOutcome: 'enregistre', status: 'registered' });
    const { where } = renderShop('/achat/paiement');
    await userEvent.click(await screen.findByRole('radio', { name: /Espèces/ }));
    expect(await screen.findByRole('img', { name: 'Code de vérification à recopier' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Valider ma commande/ }));
    expect(await screen.findByText('Veuillez saisir le texte de l’image')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Recopiez le code/), 'WRONG');
    await userEvent.click(screen.getByRole('button', { name: /Valider ma commande/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le captcha ou le code de vérification est invalide.');
    await waitFor(() => expect(api.requests.filter((request) => request.url === '/api/v1/ms-payment/captcha/generate')).toHaveLength(2));
    await waitFor(() => expect(screen.getByLabelText(/Recopiez le code/)).toHaveValue(''));
    await userEvent.type(screen.getByLabelText(/Recopiez le code/), 'K7M2Q');
    await userEvent.click(screen.getByRole('button', { name: /Valider ma commande/ }));
    await screen.findByRole('heading', { level: 1, name: 'Votre commande est enregistrée' });
    expect(where()).toBe('/achat/paiement/enregistre?refNumber=AT2611200000000044');
    const sent = JSON.parse(payments('cash').at(-1)!.data as string) as CheckoutRequest;
    expect(sent.captcha).toEqual({ captchaId: expect.stringMatching(/^captcha-/), captchaText: 'K7M2Q' });
    await waitFor(() => expect(localStorage.getItem('cartId')).toBeNull());
    expect(readDraft()).toBeNull();
  });

  it('refuses a second bank-bill reference (ecom-067) and leads to the pending one', async () => {
    server.overrides.set('/api/v1/ms-ecom/cart/cart-1/payment/eb', () => ({ status: 409, data: { code: 'ecom-067', error: 'Conflict', message: 'pending' } }));
    const { where } = renderShop('/achat/paiement', { signedIn: true });
    await userEvent.click(await screen.findByRole('radio', { name: /Référence de paiement/ }));
    expect(screen.queryByLabelText(/Recopiez le code/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Obtenir ma référence de paiement' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Un paiement est déjà en attente. Annulez-le avant d’en créer un nouveau.');
    server.overrides.set('/api/v1/ms-ecom/payment/eb/consultation', () => ({ status: 200, data: bankBillOf() }));
    await userEvent.click(screen.getByRole('link', { name: 'Voir le paiement en attente' }));
    expect(await screen.findByText('4821 3377')).toBeInTheDocument();
    expect(where()).toBe('/achat/paiement/enregistre?pending=bank-bill');
    expect(api.requests.find((request) => request.url === '/api/v1/ms-ecom/payment/eb/consultation')?.params).toEqual({ mdn: '0612345678' });
  });

  it('says why the methods could not load, and loads them again', async () => {
    let failures = 1;
    server.overrides.set('/api/v1/ms-payment/cart/cart-1/payment-methods', () =>
      failures-- > 0 ? { status: 503, data: { code: 'service_unavailable' } } : { status: 200, data: { methods: [] } },
    );
    renderShop('/achat/paiement');
    expect(await screen.findByText('Ce service est momentanément indisponible.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Aucun moyen de paiement n’est disponible pour ce panier.' })).toBeInTheDocument();
  });
});

describe('payment results', () => {
  it('ok: shows the order and what comes next, empties the cart and tells the bus once', async () => {
    server.order = orderOf({ delivery: 'agency' });
    const { ofType } = renderShop('/achat/paiement/ok?refNumber=AT2611200000000042');
    const steps = await screen.findByRole('region', { name: 'Les prochaines étapes' });
    expect(screen.getByRole('heading', { level: 1, name: 'Merci, votre paiement est accepté' })).toBeInTheDocument();
    expect(steps).toHaveTextContent('Votre commande vous attend sous 24 h dans l’agence choisie');
    expect(steps).toHaveTextContent('avec votre nouveau numéro \u206606 61 23 45 67\u2069');
    expect(within(steps).getByRole('link', { name: 'Tout savoir sur la suite de votre achat' })).toHaveAttribute('href', '/page-explicative-post-achat');
    expect(within(steps).getByRole('link', { name: 'Donnez-nous votre avis sur cet achat' })).toHaveAttribute(
      'href',
      '/enquete-satisfaction?ref=AT2611200000000042',
    );
    await waitFor(() => expect(localStorage.getItem('cartId')).toBeNull());
    expect(ofType(busEvents.paymentSucceeded.type)).toEqual([busEvents.paymentSucceeded({ refNumber: 'AT2611200000000042' })]);
    expect(ofType(busEvents.cartUpdated.type).at(-1)).toEqual(busEvents.cartUpdated({ cartId: null, itemCount: 0, total: 0, monthlyTotal: 0, items: [] }));
  });

  it('echoue: says why in the customer’s language, keeps the cart and offers to retry', async () => {
    server.order = orderOf({ paymentOutcome: 'echoue', status: 'payment-failed', errorCode: 'payment-056' });
    const { ofType } = renderShop('/ar/achat/paiement/echoue?refNumber=AT2611200000000042', { language: 'ar' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('لم تتم عملية الأداء');
    expect(screen.getByRole('alert')).toHaveTextContent('رصيدك غير كافٍ. قم بتعبئة حسابك ثم أعد المحاولة.');
    expect(screen.getByRole('link', { name: 'إعادة محاولة الأداء' })).toHaveAttribute('href', '/ar/achat/paiement');
    expect(ofType(busEvents.paymentFailed.type)).toEqual([busEvents.paymentFailed({ refNumber: 'AT2611200000000042', code: 'payment-056' })]);
    expect(localStorage.getItem('cartId')).toBe('cart-1');
  });

  it('an “ok” address for an order that failed shows the failure', async () => {
    server.order = orderOf({ paymentOutcome: 'echoue', status: 'payment-failed', errorCode: 'gateway-001' });
    renderShop('/achat/paiement/ok?refNumber=AT2611200000000042');
    expect(await screen.findByRole('heading', { level: 1, name: 'Le paiement n’a pas abouti' })).toBeInTheDocument();
    expect(localStorage.getItem('cartId')).toBe('cart-1');
  });
});

describe('the migration’s result (self-care migration/paiement/ok and /echoue)', () => {
  // A signed-in customer's page: the profile the shell holds.
  const CUSTOMER = { email: 'houda.zniber@example.ma', lines: [] } as unknown as Profile;
  const migrationOrder = (overrides: Partial<ReturnType<typeof orderOf>> = {}) =>
    orderOf({
      kind: 'migration',
      totalAmount: 99,
      orderItems: [{ productId: 'forfait-99', productName: 'Forfait 99 Dh — 50 Go', productType: 'offre-mobile', basePrice: 99, qty: 1, custom_options: [] }],
      ...overrides,
    });

  it.each([
    [
      'fr',
      '/espace-client/migration/paiement/ok',
      'Vous êtes passé au forfait',
      'votre ligne est maintenant sur Forfait 99 Dh — 50 Go, en postpayé.Référence du paiement : AT2611200000000042',
      '/espace-client/dashboard',
    ],
    [
      'ar',
      '/ar/espace-client/migration/paiement/ok',
      'انتقلت إلى الاشتراك',
      'أصبح خطك الآن على Forfait 99 Dh — 50 Go بنظام الأداء البعدي.مرجع الأداء: AT2611200000000042',
      '/ar/espace-client/dashboard',
    ],
    [
      'en',
      '/en/espace-client/migration/paiement/ok',
      'You moved to a plan',
      'your line is now on Forfait 99 Dh — 50 Go, postpaid.Payment reference: AT2611200000000042',
      '/en/espace-client/dashboard',
    ],
  ] as const)(
    '%s: says the line is now postpaid on its plan, with the reference, and tells the shell to reload the profile',
    async (language, path, title, text, dashboard) => {
      server.order = migrationOrder();
      const { ofType } = renderShop(`${path}?refNumber=AT2611200000000042`, { language, signedIn: true, profile: CUSTOMER });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(document.querySelector('[data-line-act="migration"] [role="status"]')).toHaveTextContent(text);
      expect(document.querySelector('[data-line-act="migration"][data-payment-outcome="ok"]')).not.toBeNull();
      expect(screen.getByRole('link', { name: /tableau de bord|لوحة التحكم|dashboard/ })).toHaveAttribute('href', dashboard);
      expect(ofType(busEvents.profileRefreshRequested.type)).toHaveLength(1);
      // Not a shop purchase: the shop's cart stays as it was.
      expect(localStorage.getItem('cartId')).toBe('cart-1');
    },
  );

  it.each([
    ['change-offer', '/espace-client/services/changement-offre/paiement/ok', 'Forfait changé'],
    ['change-number', '/espace-client/services/changement-numero/paiement/ok', 'Numéro changé'],
    ['migration', '/espace-client/migration/paiement/ok', 'Vous êtes passé au forfait'],
  ] as const)('a paid %s reached on the shop’s result goes to its own self-care result', async (kind, selfCarePath, title) => {
    server.order = migrationOrder({ kind });
    const { where } = renderShop('/achat/paiement/ok?refNumber=AT2611200000000042', { signedIn: true, profile: CUSTOMER });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(where()).toBe(`${selfCarePath}?refNumber=AT2611200000000042`);
    // The act's result, not the shop's "(commande …, frais)".
    expect(screen.getByRole('status')).not.toHaveTextContent(/commande|frais/);
    expect(screen.getByRole('status')).toHaveTextContent('Référence du paiement : AT2611200000000042');
  });

  it('echoue: says why, that the line did not change, and offers the migration again', async () => {
    server.order = migrationOrder({ paymentOutcome: 'echoue', status: 'payment-failed', errorCode: 'payment-056' });
    renderShop('/espace-client/migration/paiement/echoue?refNumber=AT2611200000000042', { signedIn: true, profile: CUSTOMER });
    expect(await screen.findByRole('alert')).toHaveTextContent('Votre ligne n’a pas changé et rien n’a été débité.');
    expect(screen.getByRole('link', { name: 'Réessayer le paiement' })).toHaveAttribute('href', '/espace-client/services/migration');
  });
});

describe('pending bank-bill reference', () => {
  beforeEach(() => {
    const bankBill = bankBillOf();
    server.order = orderOf({ refNumber: bankBill.refNumber, paymentMethod: 'fatourati', paymentOutcome: 'enregistre', status: 'awaiting-payment' });
    localStorage.setItem('paimentData', JSON.stringify({ refNumber: bankBill.refNumber, method: 'fatourati', mdn: '0612345678', delivery: 'home', bankBill }));
    server.overrides.set('/api/v1/ms-ecom/payment/eb/consultation', () => ({ status: 200, data: bankBill }));
  });

  it('shows the order, the partner banks, the code and the time left in days, hours and minutes', async () => {
    renderShop('/achat/paiement/enregistre?refNumber=AT2611200000000043');
    expect(await screen.findByText('4821 3377')).toBeInTheDocument();
    expect(screen.getByText('Ce code expire dans').parentElement).toHaveTextContent('2 jours 3 heures 15 minutes');
    expect(screen.getByRole('region', { name: 'Banques partenaires' })).toHaveTextContent('Attijariwafa bank');
    expect(screen.getByText('AT2611200000000043')).toBeInTheDocument();
  });

  it('cancels only after an irreversible confirmation', async () => {
    server.overrides.set('/api/v1/ms-ecom/payment/eb/cancel', () => ({ status: 200, data: { ...bankBillOf(), status: 'cancelled', cartId: 'cart-1' } }));
    renderShop('/achat/paiement/enregistre?refNumber=AT2611200000000043');
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler ce paiement' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Annuler ce paiement ?' });
    expect(dialog).toHaveTextContent('Cette annulation est définitive');
    expect(within(dialog).getByRole('button', { name: 'Non, garder ma référence' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Non, garder ma référence' }));
    expect(api.requests.some((request) => request.url === '/api/v1/ms-ecom/payment/eb/cancel')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Annuler ce paiement' }));
    await userEvent.click(screen.getByRole('button', { name: 'Oui, annuler définitivement' }));
    expect(await screen.findByRole('heading', { name: 'Votre référence de paiement est annulée' })).toBeInTheDocument();
    const cancel = api.requests.find((request) => request.url === '/api/v1/ms-ecom/payment/eb/cancel');
    expect(JSON.parse(cancel?.data as string)).toEqual({ mdn: '0612345678', refNumber: 'AT2611200000000043' });
  });

  it('cancels and goes back to the payment methods with the cart the reference reopened', async () => {
    server.overrides.set('/api/v1/ms-ecom/payment/eb/cancel', () => ({ status: 200, data: { ...bankBillOf(), status: 'cancelled', cartId: 'cart-1' } }));
    // The reference closed the cart: nothing is kept locally any more.
    localStorage.removeItem('cartId');
    const { where } = renderShop('/achat/paiement/enregistre?refNumber=AT2611200000000043');
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler et payer autrement' }));
    await userEvent.click(screen.getByRole('button', { name: 'Oui, annuler et choisir un autre moyen' }));
    await screen.findByRole('heading', { level: 1, name: 'Paiement' });
    expect(where()).toBe('/achat/paiement');
    expect(api.requests.some((request) => request.url === '/api/v1/ms-payment/cart/pull' && request.params.cartId === 'cart-1')).toBe(true);
    expect(localStorage.getItem('cartId')).toBe('cart-1');
  });
});
