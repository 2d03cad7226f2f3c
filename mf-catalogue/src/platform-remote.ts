import type { RemoteDeclaration } from '@atlas/shared/build/remote-contract';

/**
 * The content page (`field[type]` of the content service) each home route renders.
 * The one list of the catalogue's home paths: the declaration below and routes.tsx both read it.
 */
export const HOME_PAGES = [
  { path: '/', page: 'hp' },
  { path: '/particuliers', page: 'hp' },
  { path: '/entreprise', page: 'hp_entreprise' },
  { path: '/corporate', page: 'hp_corporate' },
  { path: '/pro', page: 'hp_hppro' },
  { path: '/wholesale', page: 'hp_wholesale' },
] as const;

export type HomePageKey = (typeof HOME_PAGES)[number]['page'];

/** The routes mf-catalogue owns (architecture §2). Published into the platform manifest by ops. */
export const catalogueDeclaration: RemoteDeclaration = {
  name: 'mf-catalogue',
  container: 'mf_catalogue',
  routesModule: './routes',
  routes: HOME_PAGES.map(({ path }) => ({ path })),
  widgets: [],
};
