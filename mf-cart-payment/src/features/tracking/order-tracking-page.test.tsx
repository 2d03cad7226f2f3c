import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@atlas/test-kit/fake-api';
import type { OrderTracking, OrderTrackingSearch } from '@atlas/contracts/shop';
import { fakeShopServer } from '../../test/fake-shop-server';
import { renderShop } from '../../test/render-shop';

jest.setTimeout(20_000);

const TRACKING: OrderTracking = {
  refNumber: 'AT2611200000000042',
  status: 'shipped',
  createdAt: '2026-11-20T10:05:00.000Z',
  delivery: 'home',
  timeline: [
    { status: 'registered', at: '2026-11-20T10:05:00.000Z' },
    { status: 'paid', at: '2026-11-20T10:06:00.000Z' },
    { status: 'preparing', at: '2026-11-20T14:00:00.000Z' },
    { status: 'shipped', at: '2026-11-21T09:00:00.000Z' },
    { status: 'delivered' },
  ],
  orderItems: [{ productName: 'Forfait 99 Dh — 50 Go', qty: 1 }],
};

let server: ReturnType<typeof fakeShopServer>;
let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  server = fakeShopServer();
  api = fakeApi((request) => server.handler(request));
});
afterEach(() => api.restore());

async function fill(orderId: string) {
  await userEvent.type(await screen.findByLabelText(/Numéro de commande/), orderId);
  await userEvent.type(screen.getByLabelText(/Numéro de CIN/), 'BK123456');
  await userEvent.type(screen.getByLabelText(/Numéro de contact/), '0612345678');
  await userEvent.type(await screen.findByLabelText(/Recopiez le code/), 'K7M2Q');
  await userEvent.click(screen.getByRole('button', { name: 'Suivre ma commande' }));
}

describe('order tracking', () => {
  it('checks the order id (18 letters or digits) before asking', async () => {
    renderShop('/suivi-commande');
    await fill('AT26112');
    expect(await screen.findByText('Le numéro de commande doit comporter 18 caractères alphanumériques')).toBeInTheDocument();
    expect(api.requests.some((request) => request.url === '/api/v1/ms-ecom/order/tracking')).toBe(false);
  });

  it('shows the order’s path as a timeline, the current step marked', async () => {
    server.overrides.set('/api/v1/ms-ecom/order/tracking', () => ({ status: 200, data: TRACKING }));
    renderShop('/suivi-commande');
    await fill('AT2611200000000042');
    const timeline = await screen.findByRole('list', { name: 'Étapes de la commande' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('strong')?.textContent)).toEqual([
      'Commande enregistrée',
      'Paiement accepté',
      'En préparation',
      'Expédiée',
      'Livrée',
    ]);
    expect(steps[3]).toHaveAttribute('aria-current', 'step');
    expect(steps[4]).toHaveTextContent('À venir');
    const sent = JSON.parse(api.requests.find((request) => request.url === '/api/v1/ms-ecom/order/tracking')?.data as string) as OrderTrackingSearch;
    expect(sent).toEqual({
      orderId: 'AT2611200000000042',
      identityNumber: 'BK123456',
      phoneNumber: '0612345678',
      captcha: { captchaId: expect.stringMatching(/^captcha-/), captchaText: 'K7M2Q' },
    });
  });

  it('says “no result returned” when nothing matches', async () => {
    server.overrides.set('/api/v1/ms-ecom/order/tracking', () => ({ status: 404, data: { code: 'ecom-004', error: 'Not Found', message: 'none' } }));
    renderShop('/en/suivi-commande', { language: 'en' });
    await userEvent.type(await screen.findByLabelText(/Order number/), 'AT2611200000000099');
    await userEvent.type(screen.getByLabelText(/CIN number/), 'BK123456');
    await userEvent.type(screen.getByLabelText(/Contact number/), '0612345678');
    await userEvent.type(await screen.findByLabelText(/Type the code/), 'K7M2Q');
    await userEvent.click(screen.getByRole('button', { name: 'Track my order' }));
    expect(await screen.findByRole('heading', { name: 'No result returned.' })).toBeInTheDocument();
  });
});
