import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@atlas/shared';
import { loadRemoteModule } from '../platform/remote-loader';
import { catalogueManifest, renderShell } from '../test/render-shell';

jest.mock('../platform/remote-loader', () => ({ loadRemoteModule: jest.fn() }));
const mockedLoad = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

function CatalogueStub({ language }: { language: string }) {
  return <h1>catalogue in {language}</h1>;
}

beforeEach(() => {
  localStorage.clear();
  mockedLoad.mockReset();
  // The network, faked at the api client's adapter: the mega menu answers one entry.
  apiClient.defaults.adapter = async (config) => ({
    data: [{ id: 'particuliers', label: 'Particuliers', link: '/particuliers', children: [] }],
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  delete apiClient.defaults.adapter;
});

describe('shell layout', () => {
  it('renders the remote that owns the path, in the language of the path, inside header and footer', async () => {
    mockedLoad.mockResolvedValue({ module: { default: CatalogueStub }, version: '1.0.0', usedFallback: false });
    renderShell('/ar/entreprise');
    expect(await screen.findByRole('heading', { name: 'catalogue in ar' })).toBeInTheDocument();
    expect(mockedLoad).toHaveBeenCalledWith(expect.objectContaining({ name: 'mf-catalogue' }), './routes', { retry: false });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('أطلس تيليكوم');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
  });

  it('shows the 404 page for a path no remote owns, and loads no remote', async () => {
    renderShell('/en/nowhere');
    expect(await screen.findByTestId('not-found-page')).toHaveTextContent('Page not found');
    expect(mockedLoad).not.toHaveBeenCalled();
  });

  it('shows a localised fallback with retry when the remote cannot load, and keeps the header', async () => {
    mockedLoad.mockRejectedValueOnce(new Error('entry missing'));
    renderShell('/');
    const fallback = await screen.findByTestId('remote-fallback');
    expect(fallback).toHaveTextContent('Cette rubrique est momentanément indisponible');
    expect(screen.getByRole('banner')).toBeInTheDocument();

    mockedLoad.mockResolvedValueOnce({ module: { default: CatalogueStub }, version: '1.0.0', usedFallback: false });
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'catalogue in fr' })).toBeInTheDocument();
    expect(mockedLoad).toHaveBeenLastCalledWith(expect.anything(), './routes', { retry: true });
  });

  it('contains a remote that throws while rendering', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('render failure');
    }
    mockedLoad.mockResolvedValue({ module: { default: Broken }, version: '1.0.0', usedFallback: false });
    renderShell('/');
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('applies the layout flags the owning route declares', async () => {
    mockedLoad.mockResolvedValue({ module: { default: CatalogueStub }, version: '1.0.0', usedFallback: false });
    renderShell('/offres-internet/fibre-optique/offer-selected');
    await screen.findByRole('heading', { name: 'catalogue in fr' });
    expect(JSON.parse(screen.getByRole('main').getAttribute('data-layout') ?? '{}')).toEqual({
      noLayoutOnMobile: true,
      noTopMargin: true,
    });
  });

  it('tells the bus when it had to fall back to the last good version', async () => {
    mockedLoad.mockResolvedValue({ module: { default: CatalogueStub }, version: '0.9.0', usedFallback: true });
    const { store } = renderShell('/', catalogueManifest);
    await screen.findByRole('heading', { name: 'catalogue in fr' });
    await waitFor(() => expect(screen.getByRole('main').querySelector('[data-remote-version="0.9.0"]')).not.toBeNull());
    expect(store.getState()).toBeDefined();
  });
});
