import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { act } from 'react';
import { type AppConfig, type Language } from '@atlas/contracts';
import { createI18n, createPlatformStore, defineTranslations, getAppConfig, loadTranslations, setAppConfig, usePageLanguage } from '@atlas/runtime';
import { ThemeRoot } from '@atlas/ui-kit';
import { LanguageSwitch } from './language-switch';

function renderAt(path: string, language: Language = 'ar') {
  const i18n = createI18n(language);
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

describe('switching language', () => {
  /** A namespace whose Arabic file arrives when the test says so. */
  function probeNamespace(ns: string) {
    let deliverArabic: () => void = () => undefined;
    const arabic = new Promise<{ default: { hello: string } }>((resolve) => {
      deliverArabic = () => resolve({ default: { hello: 'مرحبا' } });
    });
    defineTranslations(ns, {
      fr: () => Promise.resolve({ default: { hello: 'Bonjour' } }),
      ar: () => arabic,
      en: () => Promise.resolve({ default: { hello: 'Hello' } }),
    });
    return { deliverArabic };
  }

  function Page({ language, ns }: { language: Language; ns: string }) {
    usePageLanguage(language);
    const { t } = useTranslation(ns);
    const { pathname } = useLocation();
    return (
      <>
        <LanguageSwitch language={language} />
        <p data-testid="greeting">{t('hello')}</p>
        <p data-testid="where">{pathname}</p>
      </>
    );
  }

  it('fetches the other language’s texts first, then moves the page to it: no key shown meanwhile', async () => {
    const { deliverArabic } = probeNamespace('switch-probe');
    await loadTranslations('fr', ['switch-probe']);
    const i18n = createI18n('fr');
    render(
      <Provider store={createPlatformStore({ devTools: false })}>
        <I18nextProvider i18n={i18n}>
          <ThemeRoot direction="ltr">
            <MemoryRouter initialEntries={['/']}>
              <Routes>
                <Route path="ar/*" element={<Page language="ar" ns="switch-probe" />} />
                <Route path="*" element={<Page language="fr" ns="switch-probe" />} />
              </Routes>
            </MemoryRouter>
          </ThemeRoot>
        </I18nextProvider>
      </Provider>,
    );
    expect(screen.getByTestId('greeting')).toHaveTextContent('Bonjour');

    await userEvent.click(screen.getByTestId('language-ar'));
    // The Arabic file is on its way: the page stays French, in French words.
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    expect(screen.getByTestId('greeting')).toHaveTextContent('Bonjour');

    await act(async () => deliverArabic());
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/ar'));
    expect(screen.getByTestId('greeting')).toHaveTextContent('مرحبا');
    expect(i18n.language).toBe('ar');
  });
});
