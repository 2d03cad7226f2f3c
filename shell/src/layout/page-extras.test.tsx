import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { type AppConfig } from '@atlas/contracts';
import { setApiClientAdapter, getAppConfig, setAppConfig } from '@atlas/runtime';
import { loadRemoteModule } from '../platform/remote-loader';
import { manifestOf } from '../test/manifest-fixtures';
import { renderShell } from '../test/render-shell';
import { bannerTypeOf, campaignIndex } from './page-extras';

jest.mock('../platform/remote-loader', () => ({ loadRemoteModule: jest.fn() }));
const mockedLoad = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

const manifest = manifestOf({
  'mf-catalogue': {
    routes: [
      { path: '/' },
      { path: '/recharge', layout: { headerImage: true, backButton: true, ads: true } },
      { path: '/dashboard', area: 'selfcare', layout: { headerImage: true } },
    ],
  },
});

function Pages() {
  return (
    <>
      <h1>page</h1>
      <Link to="/recharge">recharge</Link>
    </>
  );
}

const requests: string[] = [];
beforeEach(() => {
  localStorage.clear();
  requests.length = 0;
  mockedLoad.mockResolvedValue({ module: { default: Pages }, version: '1.0.0', usedFallback: false });
  setApiClientAdapter(async (config) => {
    requests.push(`${config.url} ${JSON.stringify(config.params ?? {})}`);
    const data = config.url?.endsWith('image-parcours')
      ? [
          {
            type: config.params.type,
            language: config.params.language,
            desktop: { url: `/media/${config.params.type}-d.svg` },
            mobile: { url: `/media/${config.params.type}-m.svg` },
          },
        ]
      : [];
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  });
});

afterEach(() => {
  setApiClientAdapter(null);
});

const withCarousel = (): AppConfig =>
  ({
    ...(getAppConfig() ?? {}),
    appLanguagesData: { fr: {}, ar: {}, en: {} },
    appErrorMessages: { fr: {}, ar: {}, en: {} },
    appParams: { ...getAppConfig()?.appParams, showEnglishLang: '1' },
    carousel: [
      { id: 'a', image: '/media/a.svg', link: '/offres-mobiles/forfait-mobile', title: { fr: 'La 5G', ar: 'الجيل الخامس', en: '5G' } },
      { id: 'b', image: '/media/b.svg', link: '/catalogue-smartphones', title: { fr: 'Smartphones', ar: 'هواتف', en: 'Phones' } },
    ],
  }) as AppConfig;

describe('layout flags the shell draws', () => {
  it('draws nothing extra on a route without flags', async () => {
    renderShell('/', manifest);
    await screen.findByRole('heading', { name: 'page' });
    expect(screen.queryByTestId('header-image')).toBeNull();
    expect(screen.queryByTestId('back-button')).toBeNull();
    expect(screen.queryByTestId('ads-banner')).toBeNull();
  });

  it("headerImage: the journey's banner in the page language, decorative", async () => {
    renderShell('/ar/recharge', manifest);
    await screen.findByRole('heading', { name: 'page' });
    const banner = await screen.findByTestId('header-image');
    expect(await within(banner).findByRole('presentation', { hidden: true })).toHaveAttribute('src', '/media/recharge-d.svg');
    expect(requests).toContain('/api/v1/ms-content/image-parcours {"type":"recharge","language":"ar"}');
  });

  it('headerImage in the self-care area shows its one banner', async () => {
    renderShell('/espace-client/dashboard', manifest);
    await screen.findByTestId('header-image');
    expect(requests).toContain('/api/v1/ms-content/image-parcours {"type":"espace-client","language":"fr"}');
  });

  it('backButton: back to the previous page of the site', async () => {
    renderShell('/', manifest);
    await userEvent.click(await screen.findByRole('link', { name: 'recharge' }));
    await userEvent.click(await screen.findByTestId('back-button'));
    expect(screen.queryByTestId('back-button')).toBeNull();
  });

  it('ads: one campaign of the configuration, a plain link in the page language', async () => {
    act(() => setAppConfig(withCarousel()));
    renderShell('/en/recharge', manifest);
    const ad = await screen.findByTestId('ads-banner');
    const slide = withCarousel().carousel[campaignIndex('/recharge', 2)]!;
    expect(within(ad).getByRole('link')).toHaveAttribute('href', `/en${slide.link}`);
    expect(ad).toHaveTextContent(slide.title.en);
  });

  it('names banners after the first path segment, the self-care area after itself', () => {
    expect(bannerTypeOf('/paiement-facture/otp', 'public')).toBe('paiement-facture');
    expect(bannerTypeOf('/espace-client/mes-factures', 'selfcare')).toBe('espace-client');
    expect(bannerTypeOf('/', 'public')).toBe('hp');
  });
});
