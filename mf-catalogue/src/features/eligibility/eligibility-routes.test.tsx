import { fireEvent, screen, waitFor } from '@testing-library/react';
import { configureApiClient } from '@atlas/runtime';
import { eligibleCheck, homeOffer } from '../../test/eligibility-fixtures';
import { catalogPage } from '../../test/catalog-fixtures';
import { fakeApi } from '../../test/fake-api';
import { renderWithPlatform } from '../../test/render-with-platform';
import { ShellRoutes } from '../../test/shell-routes';
import { catalogueDeclaration, ELIGIBILITY_PATHS } from '../../platform-remote';

jest.mock('../../components/site-map', () => ({ __esModule: true, default: ({ label }: { label: string }) => <div role="region" aria-label={label} /> }));

Object.assign(globalThis, { __PART_VERSION__: '1.2.3-test' });

const FIBRE_OFFERS = catalogPage([homeOffer('fibre-100', 100), homeOffer('fibre-200', 200)]);

describe('eligibility routes', () => {
  let network: ReturnType<typeof fakeApi>;
  beforeAll(() => configureApiClient({ appVersion: 'test', channel: 'web', getArea: () => 'public' }));
  beforeEach(() => {
    network = fakeApi((request) => {
      if (request.url?.includes('/ms-catalog/')) return { status: 200, data: FIBRE_OFFERS };
      if (request.url?.includes('/checks/')) return { status: 200, data: eligibleCheck() };
      return { status: 200, data: { cities: [] } };
    });
  });
  afterEach(() => network.restore());

  it('declares the ADSL test, the fibre offer page without layout on a phone, and the business page', () => {
    expect(catalogueDeclaration.routes).toEqual(
      expect.arrayContaining([
        { path: '/offres-internet/wifi-a-la-maison/adsl-xtra/test-eligibilite' },
        { path: '/offres-internet/wifi-a-la-maison/fibre-optique/offre-selectionnee', layout: { noLayoutOnMobile: true } },
        { path: '/entreprise/eligibilite-fibre' },
      ]),
    );
  });

  it('opens the fibre page on its test with ?selected=test-fibre-optique, and an offer chosen there leads to the test', async () => {
    renderWithPlatform(<ShellRoutes language="fr" />, { path: '/offres-internet/wifi-a-la-maison/fibre-optique?selected=test-fibre-optique' });
    const title = await screen.findByRole('heading', { level: 2, name: 'Testez votre éligibilité à la fibre' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(network.requests.find((request) => request.url?.includes('/ms-catalog/'))!.params.get('segment')).toBe('consumer');
    fireEvent.click(await screen.findByRole('button', { name: 'Souscrire à Fibre 200 Méga' }));
    await waitFor(() => expect(title).toHaveFocus());
    expect(document.querySelector('[data-offer-id="fibre-200"]')).toHaveAttribute('aria-current', 'true');
  });

  it('shows the outcome of a test named in the URL, whose offers lead to the offer page', async () => {
    const { checkId } = eligibleCheck();
    renderWithPlatform(<ShellRoutes language="ar" />, { path: `/ar/offres-internet/wifi-a-la-maison/fibre-optique?checkId=${checkId}`, language: 'ar' });
    const choose = await screen.findByRole('link', { name: 'اختيار هذا العرض: الألياف البصرية 500 ميغا' });
    expect(choose).toHaveAttribute('href', `/ar${ELIGIBILITY_PATHS.fibreOfferSelected}?checkId=${checkId}&productId=fibre-500`);
  });

  it('serves the ADSL test on its own route, opened on the test', async () => {
    renderWithPlatform(<ShellRoutes language="en" />, { path: '/en/offres-internet/wifi-a-la-maison/adsl-xtra/test-eligibilite', language: 'en' });
    const title = await screen.findByRole('heading', { level: 2, name: 'Check if you can get ADSL' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1, name: 'ADSL Xtra' })).toBeInTheDocument();
    // ADSL customers are offered to move their line (migration-home).
    expect(screen.getByRole('link', { name: 'Ask to migrate my line' })).toHaveAttribute('href', '/en/offres-internet/wifi-a-la-maison/migration-home');
  });
});
