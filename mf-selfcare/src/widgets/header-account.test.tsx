import { fireEvent, screen } from '@testing-library/react';
import { fakeApi } from '@atlas/test-kit/fake-api';
import { PROFILE, renderSelfcare, selfcareStore } from '../test/render-selfcare';
import HeaderAccount from './header-account';

describe('header account menu', () => {
  let network: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    network = fakeApi(() => ({ status: 200, data: { notifications: [], unread: 0 } }));
  });
  afterEach(() => network.restore());

  it.each([
    ['fr', '/espace-client/dashboard', 'Mes paiements Fatourati en attente', '/espace-client/services/paiement-fatourati'],
    ['ar', '/ar/espace-client/dashboard', 'أداءاتي عبر فاتورتي قيد الانتظار', '/ar/espace-client/services/paiement-fatourati'],
    ['en', '/en/espace-client/dashboard', 'My pending Fatourati payments', '/en/espace-client/services/paiement-fatourati'],
  ] as const)('links a signed-in customer to their pending bank bills, in %s', async (language, path, name, href) => {
    renderSelfcare(<HeaderAccount language={language} />, { language, path, store: selfcareStore(PROFILE) });
    fireEvent.click(await screen.findByRole('button', { name: /Youssef/ }));
    expect(await screen.findByRole('link', { name })).toHaveAttribute('href', href);
  });
});
