import type { ComponentType } from 'react';
import type { AppConfig, RemoteRootProps } from '@atlas/contracts';
import { APP_CONFIG_PATH, applyAppConfig } from '@atlas/runtime';
import { catalogueDeclaration } from '../../../mf-catalogue/src/platform-remote';
import { homeBlocks } from '../../../mf-catalogue/src/test/content-fixtures';
import { manifestOf } from '../../../shell/src/test/manifest-fixtures';
import { renderPage, type ServerApi, type ServerApiRequest } from '../../../shell/src/server/render-page';

// Required, not imported: the remote's sources typecheck with its own globals (its tsconfig), not the ops project's.
const CatalogueRoutes = jest.requireActual<{ default: ComponentType<RemoteRootProps> }>('../../../mf-catalogue/src/routes').default;

Object.assign(globalThis, { __PART_VERSION__: '1.0.0' });

const manifest = manifestOf({
  'mf-catalogue': { routes: catalogueDeclaration.routes },
  'mf-selfcare': { routes: [{ path: '/dashboard', area: 'selfcare' }] },
});

let requests: ServerApiRequest[] = [];
let appConfig: AppConfig | null = null;
const api: ServerApi = async (request) => {
  requests.push(request);
  const url = new URL(request.url, 'http://api.invalid');
  if (url.pathname === APP_CONFIG_PATH && appConfig) return { status: 200, headers: { 'content-type': 'application/json' }, body: appConfig };
  if (url.pathname.includes('content')) {
    const language = (url.searchParams.get('language') ?? 'fr') as 'fr' | 'ar';
    return { status: 200, headers: { 'content-type': 'application/json' }, body: homeBlocks(language) };
  }
  return { status: 404, headers: { 'content-type': 'application/json' }, body: { code: 'not-found', message: 'none' } };
};
const loadServerRoutes = jest.fn(async (name: string) => (name === 'mf-catalogue' ? CatalogueRoutes : null));

beforeEach(() => {
  requests = [];
  appConfig = null;
  loadServerRoutes.mockClear();
});

describe('renderPage, the shell server render (issue 18)', () => {
  it('draws the French home page with its hero from the api, its styles and the reads for the browser', async () => {
    const page = await renderPage({ url: '/', manifest, loadServerRoutes, api });
    expect(page).not.toBeNull();
    expect(page!.remote).toEqual({ name: 'mf-catalogue', version: '1.0.0' });
    expect(page!.html).toContain('La fibre jusqu’à 1 Gb/s');
    expect(page!.html).not.toContain('<script');
    expect(page!.html).toContain('data-page="hp"');
    expect(page!.styleTags).toMatch(/^<style[^>]*data-styled/);
    expect(JSON.stringify(page!.state)).toContain('La fibre jusqu’à 1 Gb/s');
  });

  it('draws the labels the app configuration sets, and hands the page language’s to the browser', async () => {
    const labels = { 'shell:footerSupport': 'Service client : le 220, jour et nuit' };
    appConfig = {
      version: 'v1',
      appLanguagesData: { fr: labels, ar: {}, en: {} },
      appErrorMessages: { fr: {}, ar: {}, en: {} },
      appParams: {},
    } as unknown as AppConfig;
    try {
      const page = await renderPage({ url: '/', manifest, loadServerRoutes, api });
      expect(page!.html).toContain('Service client : le 220, jour et nuit');
      expect(page!.state).toMatchObject({ labels });
    } finally {
      applyAppConfig({ appLanguagesData: { fr: {}, ar: {}, en: {} }, appErrorMessages: { fr: {}, ar: {}, en: {} } });
    }
  });

  it('draws the Arabic home page right to left', async () => {
    const page = await renderPage({ url: '/ar', manifest, loadServerRoutes, api });
    expect(page!.html).toContain('الألياف البصرية حتى 1 جيغابت/ث');
    expect(page!.html).toContain('href="/ar/faq"');
    expect(page).toMatchObject({ language: 'ar', direction: 'rtl' });
    const french = await renderPage({ url: '/', manifest, loadServerRoutes, api });
    expect(french).toMatchObject({ language: 'fr', direction: 'ltr' });
    // The RTL plugin flipped the sheet: the same page's styles differ.
    expect(page!.styleTags).not.toEqual(french!.styleTags);
  });

  it('leaves unknown paths, the signed-in area, overrides and canaries to the browser', async () => {
    await expect(renderPage({ url: '/nowhere/at/all', manifest, loadServerRoutes, api })).resolves.toBeNull();
    await expect(renderPage({ url: '/espace-client/dashboard', manifest, loadServerRoutes, api })).resolves.toBeNull();
    await expect(renderPage({ url: '/?mf-override=mf-catalogue@1.0.0', manifest, loadServerRoutes, api })).resolves.toBeNull();
    const canary = structuredClone(manifest);
    canary.remotes['mf-catalogue']!.canary = { version: '1.0.0', percent: 10 } as never;
    await expect(renderPage({ url: '/', manifest: canary, loadServerRoutes, api })).resolves.toBeNull();
    expect(loadServerRoutes).not.toHaveBeenCalled();
  });

  it('leaves a remote without a server build to the browser', async () => {
    await expect(renderPage({ url: '/', manifest, loadServerRoutes: async () => null, api })).resolves.toBeNull();
  });
});
