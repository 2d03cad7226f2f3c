import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { act } from 'react';
import { type AppConfig, type Language } from '@atlas/contracts';
import { addTranslations, createI18n, getAppConfig, setAppConfig } from '@atlas/runtime';
import { ThemeRoot } from '@atlas/ui-kit';
import { shellTranslations } from '../i18n/shell-translations';
import { LanguageSwitch } from './language-switch';

function renderAt(path: string, language: Language = 'ar') {
  const i18n = createI18n(language);
  addTranslations('shell', shellTranslations);
  render(
    <I18nextProvider i18n={i18n}>
      <ThemeRoot direction="rtl">
        <MemoryRouter initialEntries={[path]}>
          <LanguageSwitch language={language} />
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

const withEnglishShown = (showEnglishLang: '1' | '0'): AppConfig => ({
  version: 'test',
  services: [],
  appLanguagesData: { fr: {}, ar: {}, en: {} },
  appErrorMessages: { fr: {}, ar: {}, en: {} },
  carousel: [],
  otpDurationDTO: { otpValiditySeconds: 300, resendDelaySeconds: 60, maxSends: 3, blockedRetrySeconds: 900 },
  appParams: { ...getAppConfig()?.appParams, showEnglishLang } as AppConfig['appParams'],
});

it("offers English only while the configuration's showEnglishLang is not '0'", () => {
  renderAt('/ar');
  expect(screen.getByTestId('language-en')).toBeInTheDocument();
  act(() => setAppConfig(withEnglishShown('0')));
  expect(screen.queryByTestId('language-en')).toBeNull();
  expect(screen.getByTestId('language-fr')).toBeInTheDocument();
  act(() => setAppConfig(withEnglishShown('1')));
  expect(screen.getByTestId('language-en')).toBeInTheDocument();
});

it('keeps the English link on a page already in English', () => {
  setAppConfig(withEnglishShown('0'));
  renderAt('/en/faq', 'en');
  expect(screen.getByTestId('language-en')).toHaveAttribute('aria-current', 'true');
});
