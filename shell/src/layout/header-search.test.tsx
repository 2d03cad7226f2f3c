import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { type Language } from '@atlas/contracts';
import { createI18n } from '@atlas/runtime';
import { ThemeRoot } from '@atlas/ui-kit';
import { HeaderSearch } from './header-search';

function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="url">{`${location.pathname}${location.search}`}</output>;
}

function renderSearch(language: Language, path: string) {
  const i18n = createI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <ThemeRoot direction={language === 'ar' ? 'rtl' : 'ltr'}>
        <MemoryRouter initialEntries={[path]}>
          <HeaderSearch language={language} />
          <Routes>
            <Route path="*" element={<CurrentUrl />} />
          </Routes>
        </MemoryRouter>
      </ThemeRoot>
    </I18nextProvider>,
  );
}

it('opens a search field from the header and goes to the results of the words typed', async () => {
  renderSearch('fr', '/catalogue-smartphones');
  const toggle = screen.getByRole('button', { name: 'Rechercher sur le site' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  const field = screen.getByRole('searchbox', { name: 'Rechercher' });
  expect(field).toHaveFocus();
  await userEvent.type(field, 'fibre éligibilité{Enter}');
  expect(screen.getByTestId('url')).toHaveTextContent('/search?q=fibre%20%C3%A9ligibilit%C3%A9');
  expect(screen.queryByRole('searchbox')).toBeNull();
});

it('keeps the language prefix, ignores an empty search and closes on Escape', async () => {
  renderSearch('ar', '/ar/faq');
  await userEvent.click(screen.getByRole('button', { name: 'البحث في الموقع' }));
  await userEvent.click(screen.getByRole('button', { name: 'بحث' }));
  expect(screen.getByTestId('url')).toHaveTextContent('/ar/faq');
  await userEvent.type(screen.getByRole('searchbox'), 'الألياف{Enter}');
  expect(screen.getByTestId('url')).toHaveTextContent(`/ar/search?q=${encodeURIComponent('الألياف')}`);
  await userEvent.click(screen.getByRole('button', { name: 'البحث في الموقع' }));
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('searchbox')).toBeNull();
  expect(screen.getByRole('button', { name: 'البحث في الموقع' })).toHaveFocus();
});
