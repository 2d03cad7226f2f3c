import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { addTranslations, createI18n, ThemeRoot } from '@atlas/shared';
import { shellTranslations } from '../i18n/shell-translations';
import { LanguageSwitch } from './language-switch';

function renderAt(path: string) {
  const i18n = createI18n('ar');
  addTranslations('shell', shellTranslations);
  render(
    <I18nextProvider i18n={i18n}>
      <ThemeRoot direction="rtl">
        <MemoryRouter initialEntries={[path]}>
          <LanguageSwitch language="ar" />
        </MemoryRouter>
      </ThemeRoot>
    </I18nextProvider>,
  );
}

it('links every language to the same page, with its query and anchor', () => {
  renderAt('/ar/offres-internet/fibre-optique?selected=test-fibre-optique#offres');
  expect(screen.getByTestId('language-fr')).toHaveAttribute('href', '/offres-internet/fibre-optique?selected=test-fibre-optique#offres');
  expect(screen.getByTestId('language-en')).toHaveAttribute('href', '/en/offres-internet/fibre-optique?selected=test-fibre-optique#offres');
  expect(screen.getByTestId('language-ar')).toHaveAttribute('aria-current', 'true');
});

it('keeps the home page as the home page', () => {
  renderAt('/ar');
  expect(screen.getByTestId('language-fr')).toHaveAttribute('href', '/');
  expect(screen.getByTestId('language-en')).toHaveAttribute('href', '/en');
});
