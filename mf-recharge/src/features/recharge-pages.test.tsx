import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorText, sessionActions } from '@atlas/runtime';
import { fakeApi } from '@atlas/test-kit/fake-api';
import { fakeRechargeServer } from '../test/fake-recharge-server';
import { renderRecharge } from '../test/render-recharge';
import { persistRechargeType, restoreRechargeType, RESTORE_TIMEOUT_MS, storeRechargeCart, writePaymentData } from './recharge-storage';

jest.setTimeout(20_000);

let server: ReturnType<typeof fakeRechargeServer>;
let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  localStorage.clear();
  server = fakeRechargeServer();
  api = fakeApi((request) => server.handler(request));
});
afterEach(() => api.restore());

describe('number page (recharge)', () => {
  it('checks the number in the browser, says a fixed line is not eligible, and opens the products of a good one', async () => {
    const view = renderRecharge('/recharge');
    const field = await screen.findByLabelText(/Numéro à recharger/);
    await userEvent.type(field, '0812');
    await userEvent.click(screen.getByRole('button', { name: 'Voir les recharges' }));
    expect(await screen.findByText('Le numéro doit comporter 10 chiffres et commencer par 05, 06 ou 07')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, '0522345603');
    await userEvent.click(screen.getByRole('button', { name: 'Voir les recharges' }));
    // payment-019 of a fixed line reads as "not eligible for the selected recharge" (its text comes with the app configuration).
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(errorText('recharge_line_not_eligible', 'fr'))));
    await userEvent.clear(field);
    await userEvent.type(field, '06 61 23 45 01');
    await userEvent.click(screen.getByRole('button', { name: 'Voir les recharges' }));
    await waitFor(() => expect(view.where()).toBe('/recharges?mdn=0661234501'));
  });
});

describe('offer names', () => {
  it.each([
    ['en', '/en/recharges?mdn=0661234501', 'Add EN Recharge 20 Dh', 'My top-up basket', ['EN Recharge 5 Dh', 'EN Recharge 20 Dh']],
    ['ar', '/ar/recharges?mdn=0661234501', /ع Recharge 20 Dh/, 'سلة التعبئة', ['ع Recharge 5 Dh', 'ع Recharge 20 Dh']],
  ] as const)('names products in the list and the cart in the page’s own language (offerNameIn), in %s', async (language, path, add, basket, names) => {
    renderRecharge(path, { language });
    const list = await screen.findByRole('tabpanel');
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(names);
    await userEvent.click(screen.getByRole('button', { name: add }));
    const cart = screen.getByRole('region', { name: basket });
    expect(await within(cart).findByText(names[1])).toBeInTheDocument();
    // Never the French name on an English or Arabic page.
    expect(document.body.textContent?.replace(/(EN |ع )Recharge/g, '')).not.toMatch(/Recharge \d+ Dh/);
  });
});

describe('number page: numbers as customers type them', () => {
  it('takes +212 6 61 23 45 01 as the line 0661234501', async () => {
    const view = renderRecharge('/recharge');
    await userEvent.type(await screen.findByLabelText(/Numéro à recharger/), '+212 6 61 23 45 01');
    await userEvent.click(screen.getByRole('button', { name: 'Voir les recharges' }));
    await waitFor(() => expect(view.where()).toBe('/recharges?mdn=0661234501'));
  });

  it('tells another operator’s number it is not an Atlas Telecom number, not that it does not exist', async () => {
    const view = renderRecharge('/recharge');
    const field = await screen.findByLabelText(/Numéro à recharger/);
    await userEvent.type(field, '06 12 34 56 78');
    await userEvent.click(screen.getByRole('button', { name: 'Voir les recharges' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('Ce numéro n’est pas un numéro Atlas Telecom')));
    expect(field).not.toHaveAccessibleDescription(expect.stringContaining('n’existe pas'));
    expect(view.where()).toBe('/recharge');
  });
});

describe('products page (recharges)', () => {
  it('lists Dh recharges first, keeps a cart under 5 Dh from going on, and goes on above it', async () => {
    const view = renderRecharge('/recharges?mdn=0661234501');
    const list = await screen.findByRole('tabpanel');
    const names = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Recharge 5 Dh', 'Recharge 20 Dh']);
    expect(within(list).getByText('+ 20 Dh de bonus')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter Recharge 5 Dh' }));
    const cart = screen.getByRole('region', { name: 'Mon panier de recharge' });
    expect(await within(cart).findByRole('alert')).toHaveTextContent(/5 Dh|payment-062/);
    const next = within(cart).getByRole('button', { name: 'Continuer' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter Recharge 20 Dh' }));
    await waitFor(() => expect(within(cart).queryByRole('alert')).toBeNull());
    expect(JSON.parse(localStorage.getItem('rechargeCart') ?? '{}')).toMatchObject({ cartId: 'cart-r1', mdn: '0661234501' });
    expect(JSON.parse(localStorage.getItem('rechargeType') ?? '{}')).toMatchObject({ productType: 'recharge', productId: 'recharge-20', mdn: '0661234501' });
    await userEvent.click(within(cart).getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(view.where()).toBe('/recharges/recap'));
  });

  it('shows the cart kept for this number as the server has it now, and keeps that', async () => {
    server.items.push({
      itemId: 'i-20',
      productType: 'recharge',
      productId: 'recharge-20',
      offer_name_fr: 'Recharge 20 Dh',
      offer_name_ar: 'تعبئة 20 درهم',
      offer_name_en: 'Recharge 20 Dh',
      offerName: 'Recharge 20 Dh',
      unitPrice: 20,
      period: 'once',
      quantity: 1,
      options: { mdn: '0661234501' },
    });
    storeRechargeCart({ cartId: 'cart-r1', mdn: '0661234501', items: [] });
    renderRecharge('/recharges?mdn=0661234501');
    const cart = await screen.findByRole('region', { name: 'Mon panier de recharge' });
    expect(await within(cart).findByText('Recharge 20 Dh')).toBeInTheDocument();
    expect(api.requests.find((request) => request.url?.endsWith('/cart/pull'))?.params).toEqual({ cartId: 'cart-r1' });
    expect(JSON.parse(localStorage.getItem('rechargeCart') ?? '{}').items).toHaveLength(1);
  });

  it('forgets a kept cart the server no longer has open: the next product starts a new one', async () => {
    server.overrides.set('/cart/pull', () => ({
      status: 200,
      data: { cartId: 'cart-r1', kind: 'recharge', status: 'paid', items: [], itemCount: 0, total: 0, monthlyTotal: 0, currency: 'MAD', updatedAt: '' },
    }));
    storeRechargeCart({
      cartId: 'cart-r1',
      mdn: '0661234501',
      items: [{ itemId: 'old', productId: 'recharge-5', productType: 'recharge', name: 'Recharge 5 Dh', quantity: 1, unitPrice: 5 } as never],
    });
    renderRecharge('/recharges?mdn=0661234501');
    await screen.findByRole('tabpanel');
    await waitFor(() => expect(api.requests.some((request) => request.url?.endsWith('/cart/pull'))).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter Recharge 20 Dh' }));
    await waitFor(() => expect(api.requests.some((request) => request.url?.endsWith('/cart/create'))).toBe(true));
  });

  it('puts the product in a new cart when the kept one was paid meanwhile in another tab (cart-006)', async () => {
    storeRechargeCart({ cartId: 'cart-old', mdn: '0661234501', items: [] });
    server.overrides.set('/cart/pull', () => ({
      status: 200,
      data: { cartId: 'cart-old', kind: 'recharge', status: 'open', items: [], itemCount: 0, total: 0, monthlyTotal: 0, currency: 'MAD', updatedAt: '' },
    }));
    server.overrides.set('/cart/add', (request) => {
      if (JSON.parse(request.data as string).cartId === 'cart-old') return { status: 409, data: { code: 'cart-006', error: 'cart-006', message: 'paid' } };
      server.overrides.delete('/cart/add');
      return server.handler(request);
    });
    renderRecharge('/recharges?mdn=0661234501');
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter Recharge 20 Dh' }));
    const cart = await screen.findByRole('region', { name: 'Mon panier de recharge' });
    expect(await within(cart).findByText('Recharge 20 Dh')).toBeInTheDocument();
    expect(server.items.map((item) => item.productId)).toEqual(['recharge-20']);
    expect(JSON.parse(localStorage.getItem('rechargeCart') ?? '{}').cartId).toBe('cart-r1');
  });

  it('empties a signed-in customer’s recharge cart left for another number before adding to it', async () => {
    server.items.push({
      itemId: 'old-item',
      productType: 'recharge',
      productId: 'recharge-5',
      offer_name_fr: 'Recharge 5 Dh',
      offer_name_ar: 'تعبئة',
      offer_name_en: '5 Dh',
      offerName: '5 Dh',
      unitPrice: 5,
      period: 'once',
      quantity: 1,
      options: { mdn: '0667000333' },
    });
    renderRecharge('/recharges?mdn=0661234501');
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter Recharge 20 Dh' }));
    await waitFor(() => expect(server.items.map((item) => item.options?.mdn)).toEqual(['0661234501']));
    expect(api.requests.some((request) => request.url?.endsWith('/cart/remove') && JSON.parse(request.data as string).itemId === 'old-item')).toBe(true);
  });

  it('repeats a recharge in one tap (&repeat=): the cart holds that product alone and the recap opens', async () => {
    server.items.push({
      itemId: 'left',
      productType: 'recharge',
      productId: 'recharge-5',
      offer_name_fr: 'Recharge 5 Dh',
      offer_name_ar: 'تعبئة',
      offer_name_en: '5 Dh',
      offerName: '5 Dh',
      unitPrice: 5,
      period: 'once',
      quantity: 1,
      options: { mdn: '0661234501' },
    });
    storeRechargeCart({ cartId: 'cart-r1', mdn: '0661234501', items: [] });
    localStorage.setItem('rechargeType', JSON.stringify({ productType: 'recharge', productId: 'recharge-5', mdn: '0661234501', method: 'cartebancaire' }));
    const view = renderRecharge('/recharges?mdn=0661234501&type=recharge&repeat=recharge-20');
    await waitFor(() => expect(view.where()).toBe('/recharges/recap'));
    expect(server.items.map((item) => item.productId)).toEqual(['recharge-20']);
    // The method used last stays chosen for the recap.
    expect(JSON.parse(localStorage.getItem('rechargeType')!)).toEqual({
      productType: 'recharge',
      productId: 'recharge-20',
      mdn: '0661234501',
      method: 'cartebancaire',
    });
  });

  it('leaves the customer on the products when the product to repeat is no longer sold', async () => {
    const view = renderRecharge('/recharges?mdn=0661234501&type=recharge&repeat=recharge-999');
    expect(await screen.findByRole('tabpanel')).toBeInTheDocument();
    await waitFor(() => expect(view.where()).toBe('/recharges?mdn=0661234501&type=recharge'));
    expect(server.items).toEqual([]);
  });

  it('shows the passes of the line by category picto', async () => {
    renderRecharge('/recharges?mdn=0661234501&type=pass');
    const list = await screen.findByRole('tabpanel');
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Pass pass-internet', 'Pass pass-roaming']);
  });
});

describe('recap and scratch card', () => {
  beforeEach(() => {
    server.items.push({
      itemId: 'item-1',
      productType: 'recharge',
      productId: 'recharge-20',
      offer_name_fr: 'Recharge 20 Dh',
      offer_name_ar: 'تعبئة',
      offer_name_en: '20 Dh top-up',
      offerName: '20 Dh top-up',
      unitPrice: 20,
      period: 'once',
      quantity: 1,
      options: { mdn: '0661234501' },
    });
    storeRechargeCart({ cartId: 'cart-r1', mdn: '0661234501', items: [...server.items] });
  });

  it('lists the cart’s methods (the payment state keeps them), what the line receives, and closes the holder-only ones to a visitor', async () => {
    const view = renderRecharge('/recharges/recap');
    expect(await screen.findByRole('radio', { name: /Carte bancaire/ })).toBeChecked();
    // A visitor: the holder-only methods are no choice, and the page says why.
    expect(screen.queryByRole('radio', { name: /solderecharge/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /facture/ })).not.toBeInTheDocument();
    const notOffered = within(screen.getByRole('region', { name: 'Non proposés pour cette recharge' }));
    expect(notOffered.getByText(/facture/).closest('li')).toHaveTextContent('Connectez-vous avec le compte de cette ligne');
    expect(screen.getByText(/Recharge 20 Dh : 20 Dh \+ 20 Dh de bonus — Valable 30 jours/)).toBeInTheDocument();
    const state = (view.store.getState() as unknown as { rechargePayment: { methodsPayment: { methods: unknown[] }; status: string; isMvp: boolean } })
      .rechargePayment;
    expect(state.methodsPayment.methods).toHaveLength(6);
    expect(state).toMatchObject({ status: 'echoue', isMvp: false });
    await userEvent.type(screen.getByLabelText(/E-mail pour recevoir le reçu/), 'pas-un-email');
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText(/adresse e-mail|e-mail/i, { selector: '[id$="-error"], [role="alert"], p, span' })).toBeInTheDocument();
  });

  it('keeps 3-D Secure and *9 whole in Arabic: the methods’ Latin runs in a left-to-right isolate', async () => {
    server.overrides.set('/payment-methods', () => ({
      status: 200,
      data: {
        methods: [
          {
            id: 'cartebancaire',
            label: { fr: 'Carte bancaire', ar: 'البطاقة البنكية', en: 'Bank card' },
            description: { fr: '3-D Secure', ar: 'أداء مؤمَّن بتقنية 3-D Secure على صفحة شريكنا', en: '3-D Secure' },
            available: true,
          },
          {
            id: 'etoile9',
            label: { fr: 'Recharge *9', ar: 'التعبئة *9', en: '*9 top-up' },
            description: { fr: '…', ar: '…', en: '…' },
            available: false,
            unavailableReason: 'ecom-001',
            unavailableRule: 'etoile9-max',
          },
        ],
      },
    }));
    renderRecharge('/ar/recharges/recap', { language: 'ar' });
    expect(await screen.findByText('أداء مؤمَّن بتقنية \u20663-D Secure\u2069 على صفحة شريكنا', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(/التعبئة \u2066\*9\u2069/)).toBeInTheDocument();
  });

  it('offers only the methods that pay this line and these products, and says why each other one is not offered (issue 36)', async () => {
    // A prepaid line's Dh top-up, its holder signed in: the balance buys passes only, the line has no invoice.
    server.overrides.set('/payment-methods', () => ({
      status: 200,
      data: {
        methods: [
          {
            id: 'cartebancaire',
            label: { fr: 'Carte bancaire', ar: 'Carte bancaire', en: 'Bank card' },
            description: { fr: '…', ar: '…', en: '…' },
            available: true,
          },
          {
            id: 'solderecharge',
            label: { fr: 'Mon solde', ar: 'Mon solde', en: 'My balance' },
            description: { fr: '…', ar: '…', en: '…' },
            available: false,
            unavailableReason: 'ecom-001',
            unavailableRule: 'passes-only',
          },
          {
            id: 'facture',
            label: { fr: 'Sur ma prochaine facture', ar: 'x', en: 'x' },
            description: { fr: '…', ar: '…', en: '…' },
            available: false,
            unavailableReason: 'recharge-003',
          },
          {
            id: 'etoile9',
            label: { fr: 'Recharge *9', ar: 'x', en: 'x' },
            description: { fr: '…', ar: '…', en: '…' },
            available: false,
            unavailableReason: 'ecom-001',
            unavailableRule: 'etoile9-max',
          },
        ],
      },
    }));
    const view = renderRecharge('/recharges/recap');
    view.store.dispatch(sessionActions.sessionOpened({ expiresAt: Date.now() + 3_600_000 }));
    expect(await screen.findByRole('radio', { name: /Carte bancaire/ }, { timeout: 15_000 })).toBeChecked();
    // The one method that pays is the one choice; the others are named, each with why it is not offered.
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['cartebancaire']);
    const notOffered = within(screen.getByRole('region', { name: 'Non proposés pour cette recharge' }));
    expect(notOffered.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Mon solde Votre solde paie les pass uniquement, pas les recharges en Dh.',
      `Sur ma prochaine facture ${errorText('recharge-003', 'fr')}`,
      expect.stringMatching(/^Recharge \*9 La recharge \*9 avance au plus \d+ Dh\.$/),
    ]);
  });

  it('pays with a scratch card once for a doubled click, then clears the cart from local storage', async () => {
    localStorage.setItem('cartId', 'cart-r1');
    const view = renderRecharge('/paiement/scratchCard');
    const field = await screen.findByLabelText(/Code de la carte de recharge/);
    await userEvent.type(field, '123');
    await userEvent.click(screen.getByRole('button', { name: 'Valider la carte' }));
    expect(await screen.findByText('Le code de recharge doit comporter 14 chiffres')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '11112222333301');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Valider la carte' }));
    await waitFor(() => expect(view.where()).toBe('/recharges/paiement/ok?refNumber=AT2611240000000001'));
    const paid = api.requests.filter((request) => request.url?.endsWith('/recharge/scratchcard'));
    expect(paid).toHaveLength(1);
    expect(paid[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(paid[0]!.data as string)).toEqual({ cartId: 'cart-r1', code: '11112222333301' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Recharge effectuée' })).toBeInTheDocument();
    expect(localStorage.getItem('rechargeCart')).toBeNull();
    expect(localStorage.getItem('cartId')).toBeNull();
    expect(localStorage.getItem('cartItems')).toBeNull();
  });

  it('says the server’s code when the card is refused, and keeps the cart', async () => {
    server.overrides.set('/recharge/scratchcard', () => ({ status: 409, data: { code: 'payment-022', error: 'payment-022', message: 'used' } }));
    renderRecharge('/paiement/scratchCard');
    await userEvent.type(await screen.findByLabelText(/Code de la carte de recharge/), '22223333444401');
    await userEvent.click(screen.getByRole('button', { name: 'Valider la carte' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(errorText('payment-022', 'fr'));
    expect(localStorage.getItem('rechargeCart')).not.toBeNull();
  });

  it('tells an expired card it has expired', async () => {
    server.overrides.set('/recharge/scratchcard', () => ({ status: 422, data: { code: 'recharge-005', error: 'recharge-005', message: 'expired' } }));
    renderRecharge('/paiement/scratchCard');
    await userEvent.type(await screen.findByLabelText(/Code de la carte de recharge/), '44445555666601');
    await userEvent.click(screen.getByRole('button', { name: 'Valider la carte' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cette carte de recharge a expiré');
  });
});

describe('fatourati for a visitor', () => {
  beforeEach(() => {
    server.items.push({
      itemId: 'item-1',
      productType: 'recharge',
      productId: 'recharge-20',
      offer_name_fr: 'Recharge 20 Dh',
      offer_name_ar: 'تعبئة',
      offer_name_en: '20 Dh top-up',
      offerName: '20 Dh top-up',
      unitPrice: 20,
      period: 'once',
      quantity: 1,
      options: { mdn: '0661234501' },
    });
    storeRechargeCart({ cartId: 'cart-r1', mdn: '0661234501', items: [...server.items] });
  });

  it('asks the shared captcha: required, a wrong answer refused with a new image, then the reference with the answer', async () => {
    let images = 0;
    server.overrides.set('/captcha/generate', () => ({
      status: 200,
      data: { captchaId: `captcha-${++images}`, image: 'data:image/svg+xml;base64,PHN2Zy8+', expiresIn: 300 },
    }));
    let attempts = 0;
    server.overrides.set('/payment/eb', () =>
      ++attempts === 1
        ? { status: 400, data: { code: 'payment-059', error: 'payment-059', message: 'captcha' } }
        : { status: 201, data: { refNumber: 'AT2611240000000009', paymentCode: '123456789012', expiresAt: '2026-12-01T00:00:00.000Z', amount: 20 } },
    );
    const view = renderRecharge('/recharges/recap');
    const fatourati = await screen.findByRole('radio', { name: /fatourati/ });
    expect(fatourati).toBeEnabled();
    expect(screen.queryByLabelText(/Recopiez le code/)).toBeNull();
    await userEvent.click(fatourati);
    const field = await screen.findByLabelText(/Recopiez le code/);
    expect(await screen.findByRole('img', { name: 'Code de vérification à recopier' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Payer/ }));
    expect(await screen.findByText('Veuillez saisir le texte de l’image')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.url?.endsWith('/payment/eb'))).toHaveLength(0);

    await userEvent.type(field, 'WRONG');
    await userEvent.click(screen.getByRole('button', { name: /Payer/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(errorText('payment-059', 'fr'));
    await waitFor(() => expect(images).toBe(2));
    await waitFor(() => expect(screen.getByLabelText(/Recopiez le code/)).toHaveValue(''));

    await userEvent.type(screen.getByLabelText(/Recopiez le code/), 'K7M2Q');
    await userEvent.click(screen.getByRole('button', { name: /Payer/ }));
    await waitFor(() => expect(view.where()).toBe('/recharges/paiement/ok?refNumber=AT2611240000000009'));
    const sent = api.requests.filter((request) => request.url?.endsWith('/payment/eb')).map((request) => JSON.parse(request.data as string));
    expect(sent).toEqual([{ captcha: { captchaId: 'captcha-1', captchaText: 'WRONG' } }, { captcha: { captchaId: 'captcha-2', captchaText: 'K7M2Q' } }]);
  });

  it('shows the reference as the one bank-bill page (code, order, countdown, banks) and cancels it after a confirmation', async () => {
    const bill = {
      refNumber: 'AT2611240000000010',
      orderDate: new Date().toISOString(),
      paymentCode: '123456789012',
      amount: 20,
      expiresAt: new Date(Date.now() + 72 * 3_600_000 - 30_000).toISOString(),
      partnerBanks: [{ id: 'oasis', name: 'Banque Oasis' }],
      status: 'pending',
      mdn: '0661234501',
    };
    server.overrides.set('/payment/eb', () => ({ status: 201, data: bill }));
    server.overrides.set('/payment/eb/cancel', () => ({ status: 200, data: { ...bill, status: 'cancelled' } }));
    const view = renderRecharge('/recharges/recap');
    await userEvent.click(await screen.findByRole('radio', { name: /fatourati/ }));
    await userEvent.type(await screen.findByLabelText(/Recopiez le code/), 'K7M2Q');
    await userEvent.click(screen.getByRole('button', { name: /Payer/ }));
    await waitFor(() => expect(view.where()).toBe('/recharges/paiement/ok?refNumber=AT2611240000000010'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Référence de paiement créée' })).toBeInTheDocument();
    expect(await screen.findByText('1234 5678 9012')).toBeInTheDocument();
    expect(screen.getByText(/Ce code expire dans/)).toHaveTextContent('2 jours 23 heures');
    expect(screen.getByRole('region', { name: 'Banques partenaires' })).toHaveTextContent('Banque Oasis');
    expect(screen.getAllByText('AT2611240000000010').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Annuler ce paiement' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Oui, annuler définitivement' }));
    expect(await screen.findByText('Cette référence de paiement est annulée : elle ne peut plus être payée.')).toBeInTheDocument();
    const [cancel] = api.requests.filter((request) => request.url?.endsWith('/payment/eb/cancel'));
    expect(JSON.parse(cancel!.data as string)).toEqual({ mdn: '0661234501', refNumber: 'AT2611240000000010' });
  });
});

describe('result page of a bank bill not paid yet', () => {
  const bill = {
    refNumber: 'AT2611240000000011',
    orderDate: '2026-11-24T10:00:00Z',
    paymentCode: '123456789012',
    amount: 20,
    expiresAt: new Date(Date.now() + 72 * 3_600_000).toISOString(),
    partnerBanks: [{ id: 'oasis', name: 'Banque Oasis' }],
    status: 'pending' as const,
    mdn: '0661234501',
  };
  const order = (status: 'registered' | 'paid', paymentOutcome: 'enregistre' | 'ok') => ({
    refNumber: bill.refNumber,
    kind: 'recharge',
    orderItems: [],
    totalAmount: 20,
    paymentMethod: 'fatourati',
    paymentOutcome,
    status,
    createdAt: bill.orderDate,
    monthlyAmount: 0,
    delivery: null,
    bankBill: { paymentCode: bill.paymentCode, expiresAt: bill.expiresAt, status: status === 'paid' ? 'paid' : 'pending' },
  });
  beforeEach(() => {
    writePaymentData({ refNumber: bill.refNumber, cartId: 'cart-r1', method: 'fatourati', mdn: bill.mdn, total: 20, products: [], bankBill: bill });
  });

  it.each([
    [
      'fr',
      '/recharges/paiement/ok',
      'Référence de paiement créée',
      /sera rechargé dès que vous l’aurez payée auprès d’une banque partenaire/,
      /a été rechargé/,
    ],
    ['ar', '/ar/recharges/paiement/ok', 'تم إنشاء مرجع الأداء', /بمجرد أدائه لدى أحد البنوك الشريكة/, /تمت تعبئة/],
    ['en', '/en/recharges/paiement/ok', 'Payment reference created', /will be topped up once you have paid it at a partner bank/, /has been topped up/],
  ] as const)('says the reference is made and the line recharged once paid, never that it was recharged, in %s', async (language, path, title, intro, done) => {
    server.overrides.set('/order/pull', () => ({ status: 200, data: order('registered', 'enregistre') }));
    renderRecharge(`${path}?refNumber=${bill.refNumber}`, { language });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const status = screen.getAllByRole('status').find((node) => intro.test(node.textContent ?? ''));
    expect(status).toBeDefined();
    expect(document.body.textContent).not.toMatch(done);
    // The reference to pay stays on the page: its code and the banks that take it.
    expect(screen.getByText('1234 5678 9012')).toBeInTheDocument();
    expect(screen.getByText('Banque Oasis')).toBeInTheDocument();
  });

  it('says the recharge is done once the server has the bill paid, without the reference to pay', async () => {
    server.overrides.set('/order/pull', () => ({ status: 200, data: order('paid', 'ok') }));
    renderRecharge(`/recharges/paiement/ok?refNumber=${bill.refNumber}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Recharge effectuée' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Annuler ce paiement' })).toBeNull();
  });
});

describe('failure page', () => {
  it.each([
    ['fr', '/recharges/paiement/echoue?refNumber=AT1&code=payment-018'],
    ['ar', '/ar/recharges/paiement/echoue?refNumber=AT1&code=payment-018'],
    ['en', '/en/recharges/paiement/echoue?refNumber=AT1&code=payment-018'],
  ] as const)('says payment-018, a problem during the recharge, in %s', async (language, path) => {
    renderRecharge(path, { language });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(errorText('payment-018', language));
    expect(errorText('payment-018', language)).toBe(
      {
        fr: 'Un problème est survenu lors de la recharge. Veuillez réessayer plus tard.',
        ar: 'حدث مشكل أثناء عملية التعبئة. يرجى المحاولة لاحقًا.',
        en: 'A problem occurred during the top-up. Please try again later.',
      }[language],
    );
  });
});

describe('result page: the order’s real state', () => {
  const order = (status: 'paid' | 'payment-failed', paymentOutcome: 'ok' | 'echoue', errorCode?: string) => ({
    refNumber: 'AT2611240000000007',
    kind: 'recharge',
    orderItems: [],
    totalAmount: 20,
    paymentMethod: 'cartebancaire',
    paymentOutcome,
    status,
    createdAt: '2026-11-24T10:00:00Z',
    monthlyAmount: 0,
    delivery: null,
    ...(errorCode ? { errorCode } : {}),
  });

  it.each([
    ['fr', '/recharges/paiement/echoue?refNumber=AT2611240000000007&code=payment_not_made', 'Recharge effectuée'],
    ['ar', '/ar/recharges/paiement/echoue?refNumber=AT2611240000000007&code=payment_not_made', 'تمت التعبئة'],
    ['en', '/en/recharges/paiement/echoue?refNumber=AT2611240000000007&code=payment_not_made', 'Top-up done'],
  ] as const)('shows a paid order as paid when an older gateway page sent the browser to the failure, in %s', async (language, path, title) => {
    server.overrides.set('/order/pull', () => ({ status: 200, data: order('paid', 'ok') }));
    renderRecharge(path, { language });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('link', { name: /Réessayer le paiement/ })).toBeNull();
    // A paid recharge's receipt, in the page's language.
    expect(
      screen.getByRole('button', { name: { fr: 'Télécharger le reçu (PDF)', ar: 'تحميل إيصال الأداء (PDF)', en: 'Download the receipt (PDF)' }[language] }),
    ).toBeInTheDocument();
    const pulls = api.requests.filter((request) => request.url === '/api/v1/ms-payment/order/pull');
    expect(pulls[0]!.params).toEqual({ refNumber: 'AT2611240000000007' });
  });

  it('shows a failed order as failed, with its code, whatever the address says', async () => {
    server.overrides.set('/order/pull', () => ({ status: 200, data: order('payment-failed', 'echoue', 'payment-018') }));
    renderRecharge('/recharges/paiement/ok?refNumber=AT2611240000000007');
    expect(await screen.findByRole('heading', { level: 1, name: 'La recharge n’a pas abouti' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(errorText('payment-018', 'fr'));
    // Nothing was paid: no receipt.
    expect(screen.queryByRole('button', { name: /reçu/ })).toBeNull();
  });
});

describe('persisted recharge type', () => {
  it('is restored at start, and given up after the restore time-out', async () => {
    persistRechargeType({ productType: 'pass', productId: 'pass-internet', mdn: '0661234501' });
    await expect(restoreRechargeType()).resolves.toMatchObject({ productType: 'pass', productId: 'pass-internet' });
    jest.useFakeTimers();
    const never = restoreRechargeType(() => new Promise(() => undefined));
    jest.advanceTimersByTime(RESTORE_TIMEOUT_MS);
    await expect(never).resolves.toBeNull();
    jest.useRealTimers();
  });
});
