import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { type ContentBlock } from '@atlas/contracts';
import { configureApiClient } from '@atlas/runtime';
import { fakeApi } from '../../../test/fake-api';
import { renderWithPlatform } from '../../../test/render-with-platform';
import { ContentPage } from './content-page';

const block = (style: ContentBlock['style'], fields: Partial<ContentBlock>, position: number, page = 'mandat'): ContentBlock => ({
  id: `${page}.${style}.${position}`,
  type: page,
  style,
  position,
  language: 'fr',
  items: [],
  ...fields,
});

const MANDAT: ContentBlock[] = [
  block(
    'page-header',
    {
      title: 'Mandat de portabilité',
      subtitle: 'Ce que ce mandat prévoit.',
      cta: { label: 'Faire ma demande', link: '/portabilite/demande' },
      items: [{ id: 'agence', title: 'Trouver une agence', link: '/nos-agences' }],
    },
    0,
  ),
  block(
    'legal-text',
    {
      subtitle: 'Version en vigueur au 1er novembre 2026',
      items: [
        { id: 'objet', title: '1. Objet du mandat', body: 'Le titulaire autorise Atlas Telecom.\n\n- Premier point\n- Second point' },
        { id: 'effets', title: '2. Effets', body: 'Le portage entraîne la résiliation.' },
      ],
    },
    1,
  ),
  block('data-table', { title: 'Les délais', columns: ['Étape', 'Délai'], items: [{ id: 'confirmation', title: 'Confirmation', cells: ['Immédiat'] }] }, 2),
  block('accordion', { title: 'Questions', items: [{ id: 'prix', title: 'Combien ça coûte ?', body: 'Rien.' }] }, 3),
];

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const render = (page: string, path: string) =>
  renderWithPlatform(
    <Routes>
      <Route path="/404" element={<Where />} />
      <Route path="/ar/404" element={<Where />} />
      <Route path="*" element={<ContentPage page={page} language={path.startsWith('/ar') ? 'ar' : 'fr'} />} />
    </Routes>,
    { path, language: path.startsWith('/ar') ? 'ar' : 'fr' },
  );

describe('ContentPage', () => {
  let network: ReturnType<typeof fakeApi>;
  beforeAll(() => configureApiClient({ appVersion: 'test', channel: 'web', getArea: () => 'public' }));
  afterEach(() => {
    network.restore();
  });

  it('shows a page by name: its h1, breadcrumbs through its parents, banner and blocks', async () => {
    network = fakeApi((request) =>
      request.url?.endsWith('image-parcours')
        ? { status: 200, data: [{ type: 'mandat', language: 'fr', desktop: { url: '/d.svg' }, mobile: { url: '/m.svg' } }] }
        : { status: 200, data: MANDAT },
    );
    const { container } = render('mandat', '/mandat');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mandat de portabilité' })).toBeInTheDocument();
    expect(document.title).toBe('Mandat de portabilité | Atlas Telecom');
    const trail = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    expect(within(trail).getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    expect(within(trail).getByRole('link', { name: 'Portabilité' })).toHaveAttribute('href', '/portabilite');
    expect(within(trail).getByText('Mandat de portabilité')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Faire ma demande' })).toHaveAttribute('href', '/portabilite/demande');
    expect(screen.getByRole('link', { name: 'Trouver une agence' })).toHaveAttribute('href', '/nos-agences');
    // The banner is decoration: out of the accessibility tree, mobile image by default, desktop one from 900 px.
    await waitFor(() => expect(container.querySelector('[data-banner="mandat"] img')).toHaveAttribute('src', '/m.svg'));
    expect(container.querySelector('[data-banner="mandat"]')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('[data-banner="mandat"] source')).toHaveAttribute('srcset', '/d.svg');
    expect(network.requests.map((request) => request.params)).toEqual(
      expect.arrayContaining([
        { language: 'fr', 'field[type]': 'mandat' },
        { type: 'mandat', language: 'fr' },
      ]),
    );
  });

  it('gives a legal text a table of contents that leads to each anchored article', async () => {
    network = fakeApi((request) => ({ status: 200, data: request.url?.endsWith('image-parcours') ? [] : MANDAT }));
    render('mandat', '/mandat');
    const contents = await screen.findByRole('navigation', { name: 'Sommaire' });
    expect(within(contents).getByRole('link', { name: '2. Effets' })).toHaveAttribute('href', '#effets');
    expect(screen.getByRole('region', { name: '2. Effets' })).toHaveAttribute('id', 'effets');
    expect(
      within(screen.getByRole('region', { name: '1. Objet du mandat' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Premier point', 'Second point']);
    const table = screen.getByRole('table', { name: 'Les délais' });
    expect(within(table).getByRole('rowheader', { name: 'Confirmation' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Immédiat' })).toBeInTheDocument();
    expect(screen.getByText('Combien ça coûte ?').closest('details')).not.toHaveAttribute('open');
  });

  it('sends a name the content service has nothing for to the 404 page, in the page’s language', async () => {
    network = fakeApi(() => ({ status: 200, data: [] }));
    render('page-inconnue', '/ar/page-inconnue');
    expect(await screen.findByTestId('where')).toHaveTextContent('/ar/404');
  });

  it('offers a retry when the content service fails', async () => {
    network = fakeApi((request) =>
      request.url?.endsWith('image-parcours') ? { status: 200, data: [] } : { status: 503, data: { code: 'service_unavailable', error: 'x', message: 'down' } },
    );
    render('cgu', '/cgu');
    expect(await screen.findByRole('button', { name: /Réessayer/ })).toBeInTheDocument();
  });
});
