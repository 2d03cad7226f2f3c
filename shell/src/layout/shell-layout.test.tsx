import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { Link, useLocation } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { setApiClientAdapter } from '@atlas/runtime';
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
  setApiClientAdapter(async (config) => ({
    data: [{ id: 'particuliers', label: 'Particuliers', link: '/particuliers', children: [] }],
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  }));
});

afterEach(() => {
  jest.restoreAllMocks();
  setApiClientAdapter(null);
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

  it('moves focus to the new page heading after a route change, not on the first load', async () => {
    function Pages() {
      const { pathname } = useLocation();
      return pathname === '/entreprise' ? (
        <h1>entreprise</h1>
      ) : (
        <>
          <h1>home</h1>
          <Link to="/entreprise">to entreprise</Link>
        </>
      );
    }
    mockedLoad.mockResolvedValue({ module: { default: Pages }, version: '1.0.0', usedFallback: false });
    renderShell('/');
    await screen.findByRole('heading', { name: 'home' });
    expect(screen.getByRole('heading', { name: 'home' })).not.toHaveFocus();

    await userEvent.click(screen.getByRole('link', { name: 'to entreprise' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'entreprise' })).toHaveFocus());
  });

  it('waits for a heading that arrives after the route change (a chunk, then data)', async () => {
    function Late() {
      const { pathname } = useLocation();
      if (pathname === '/') return <Link to="/entreprise">go</Link>;
      return <LateHeading />;
    }
    let reveal: () => void = () => undefined;
    function LateHeading() {
      const [shown, setShown] = useState(false);
      reveal = () => setShown(true);
      return shown ? <h1>arrived</h1> : <p>loading</p>;
    }
    mockedLoad.mockResolvedValue({ module: { default: Late }, version: '1.0.0', usedFallback: false });
    renderShell('/');
    await userEvent.click(await screen.findByRole('link', { name: 'go' }));
    await screen.findByText('loading');
    act(() => reveal());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'arrived' })).toHaveFocus());
  });

  it('puts the cookie banner first in the tab order after the skip link', async () => {
    mockedLoad.mockResolvedValue({ module: { default: CatalogueStub }, version: '1.0.0', usedFallback: false });
    renderShell('/');
    await screen.findByRole('heading', { name: 'catalogue in fr' });
    await userEvent.tab();
    expect(screen.getByRole('link', { name: /contenu/i })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByTestId('cookie-banner')).toContainElement(document.activeElement as HTMLElement);
  });

  it('focuses the heading of a new path that shows the same heading, once the page is quiet', async () => {
    function SamePage() {
      return (
        <>
          <h1>one page, two paths</h1>
          <Link to="/entreprise">other path</Link>
        </>
      );
    }
    mockedLoad.mockResolvedValue({ module: { default: SamePage }, version: '1.0.0', usedFallback: false });
    renderShell('/');
    await userEvent.click(await screen.findByRole('link', { name: 'other path' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'one page, two paths' })).toHaveFocus());
  });
});
