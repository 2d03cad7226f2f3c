import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { type MegaMenuEntry } from '@atlas/contracts';
import { createI18n } from '@atlas/runtime';
import { ThemeRoot } from '@atlas/ui-kit';
import { createShellStore } from '../app/shell-store';
import { MobileMenu } from './mobile-menu';

const entries: MegaMenuEntry[] = [
  {
    id: 'particuliers',
    label: 'Particuliers',
    link: '/particuliers',
    children: [
      { id: 'mobile', label: 'Offres mobiles', children: [{ id: 'forfaits', label: 'Forfaits mobiles', link: '/offres-mobiles/forfait-mobile' }] },
      { id: 'smartphones', label: 'Smartphones', link: '/catalogue-smartphones' },
    ],
  },
];

it('opens a drawer where each section lists its page, its links and its columns under their titles', async () => {
  const i18n = createI18n('en');
  render(
    <Provider store={createShellStore('en')}>
      <I18nextProvider i18n={i18n}>
        <ThemeRoot direction="ltr">
          <MemoryRouter initialEntries={['/en/']}>
            <MobileMenu entries={entries} language="en" selfCareLink="/espace-client/login" />
          </MemoryRouter>
        </ThemeRoot>
      </I18nextProvider>
    </Provider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  const drawer = screen.getByRole('dialog', { name: 'Main menu' });
  expect(within(drawer).getByRole('link', { name: 'Particuliers' })).toHaveAttribute('href', '/en/particuliers');
  expect(within(drawer).getByRole('link', { name: 'Smartphones' })).toHaveAttribute('href', '/en/catalogue-smartphones');
  expect(within(drawer).getByText('Offres mobiles').tagName).toBe('P');
  expect(within(drawer).getByRole('link', { name: 'Forfaits mobiles' })).toHaveAttribute('href', '/en/offres-mobiles/forfait-mobile');
  expect(within(drawer).getByRole('search', { name: 'Search' })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
});
