import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import type { Language } from '@atlas/contracts';
import { createPlatformStore } from '../store/create-platform-store';
import { createI18n, getI18n } from './create-i18n';
import {
  addTranslations,
  defineTranslations,
  defineTranslationsPart,
  loadedTexts,
  loadTranslations,
  registeredNamespaces,
  translationsReady,
} from './translation-resources';
import { usePageLanguage } from './use-page-language';
import { applyAppConfig } from './apply-app-config';
import { errorText } from './error-text';
import { useErrorText } from './use-error-text';
import { persistLanguage, readPersistedLanguage } from './language-persistence';
import { setLanguage } from './set-language';

afterEach(() => applyAppConfig({ appLanguagesData: { fr: {}, ar: {}, en: {} }, appErrorMessages: { fr: {}, ar: {}, en: {} } }));

describe('createI18n', () => {
  it('is synchronous, with the bundled namespaces in three languages', () => {
    const i18n = createI18n('ar');
    expect(getI18n()).toBe(i18n);
    expect(i18n.t('close')).toBe('إغلاق');
    expect(i18n.t('validation:required')).toBe('حقل إجباري');
    expect(i18n.getFixedT('en')('retry')).toBe('Try again');
  });

  it('serves useTranslation without a provider', () => {
    createI18n('fr');
    function Label() {
      const { t } = useTranslation();
      return <span>{t('close')}</span>;
    }
    render(<Label />);
    expect(screen.getByText('Fermer')).toBeInTheDocument();
  });
});

describe('addTranslations', () => {
  const catalogue = {
    fr: { hero: { title: 'Nos offres' }, only: 'Seulement en français' },
    ar: { hero: { title: 'عروضنا' }, only: '' },
    en: { hero: { title: 'Our offers' }, only: '' },
  };

  it('adds a remote namespace, before or after createI18n', () => {
    addTranslations('catalogue', catalogue);
    const i18n = createI18n('en');
    expect(i18n.t('catalogue:hero.title')).toBe('Our offers');
    addTranslations('recharge', { fr: { title: 'Recharge' }, ar: { title: 'تعبئة' }, en: { title: 'Top-up' } });
    expect(i18n.t('recharge:title')).toBe('Top-up');
  });

  it('falls back to French for a missing label', () => {
    const i18n = createI18n('en');
    addTranslations('catalogue', { fr: { promo: 'Promo' }, ar: {}, en: {} });
    expect(i18n.t('catalogue:promo')).toBe('Promo');
  });
});

describe('applyAppConfig', () => {
  it('overrides bundled labels, also for namespaces added later, and re-renders', () => {
    const i18n = createI18n('fr');
    function Label() {
      const { t } = useTranslation();
      return <span>{t('retry')}</span>;
    }
    render(<Label />);
    expect(screen.getByText('Réessayer')).toBeInTheDocument();
    act(() =>
      applyAppConfig({
        appLanguagesData: { fr: { retry: 'Recommencer', 'offers:title': 'Nos forfaits' }, ar: {}, en: {} },
        appErrorMessages: { fr: {}, ar: {}, en: {} },
      }),
    );
    expect(screen.getByText('Recommencer')).toBeInTheDocument();
    act(() => addTranslations('offers', { fr: { title: 'Offres' }, ar: { title: 'العروض' }, en: { title: 'Offers' } }));
    expect(i18n.t('offers:title')).toBe('Nos forfaits');
    // A label the configuration no longer overrides goes back to the bundled text.
    act(() => applyAppConfig({ appLanguagesData: { fr: {}, ar: {}, en: {} }, appErrorMessages: { fr: {}, ar: {}, en: {} } }));
    expect(screen.getByText('Réessayer')).toBeInTheDocument();
  });
  it('re-renders nothing when the page language’s labels did not change (the same configuration again, or another language’s)', () => {
    const i18n = createI18n('ar');
    const renders = { count: 0 };
    function Label() {
      const { t } = useTranslation();
      renders.count += 1;
      return <span>{t('retry')}</span>;
    }
    const config = (ar: Record<string, string>, en: Record<string, string> = {}) => ({
      appLanguagesData: { fr: {}, ar, en },
      appErrorMessages: { fr: {}, ar: {}, en: {} },
    });
    act(() => applyAppConfig(config({ retry: 'أعد' })));
    render(<Label />);
    expect(screen.getByText('أعد')).toBeInTheDocument();
    const before = renders.count;

    act(() => applyAppConfig(config({ retry: 'أعد' })));
    act(() => applyAppConfig(config({ retry: 'أعد' }, { retry: 'Again' })));
    expect(renders.count).toBe(before);
    // The other language's label is there all the same, for when the visitor switches.
    expect(i18n.getFixedT('en')('retry')).toBe('Again');

    act(() => applyAppConfig(config({ retry: 'حاول' }, { retry: 'Again' })));
    expect(renders.count).toBe(before + 1);
    expect(screen.getByText('حاول')).toBeInTheDocument();
  });
});

describe('errorText', () => {
  beforeEach(() => {
    createI18n('fr');
    applyAppConfig({
      appLanguagesData: { fr: {}, ar: {}, en: {} },
      appErrorMessages: {
        fr: { 'payment-021': 'Carte bloquée (config)', 'payment-099': 'Seulement en français', generic_exception: 'Erreur générique (config)' },
        ar: { 'payment-021': 'بطاقة محظورة (config)' },
        en: { 'payment-021': 'Blocked card (config)' },
      },
    });
  });

  it('reads the configured text of the current language', () => {
    expect(errorText('payment-021')).toBe('Carte bloquée (config)');
    expect(errorText('payment-021', 'ar')).toBe('بطاقة محظورة (config)');
    expect(errorText('payment-021', 'en')).toBe('Blocked card (config)');
  });

  it('falls back from English to French', () => {
    expect(errorText('payment-099', 'en')).toBe('Seulement en français');
  });

  it('then uses the bundled text of the code', () => {
    expect(errorText('payment-056', 'en')).toBe('Your balance is too low. Top up your account and try again.');
    expect(errorText('payment-099', 'ar')).toBe('حدث خطأ، يرجى المحاولة لاحقًا.');
  });

  it('ends with generic_exception of the language, configured then bundled', () => {
    expect(errorText('unknown-code', 'fr')).toBe('Erreur générique (config)');
    expect(errorText('unknown-code', 'en')).toBe('An error occurred, please try again later.');
    expect(errorText(undefined, 'fr')).toBe('Erreur générique (config)');
  });

  it('is offered as a hook that follows the language', async () => {
    function Message() {
      const text = useErrorText();
      return <p>{text('payment-021')}</p>;
    }
    render(<Message />);
    expect(screen.getByText('Carte bloquée (config)')).toBeInTheDocument();
    await act(() => setLanguage('ar'));
    expect(screen.getByText('بطاقة محظورة (config)')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });
});

describe('language persistence', () => {
  it('keeps the language in a one-year strict cookie and in localStorage', () => {
    const cookieSpy = jest.spyOn(document, 'cookie', 'set');
    persistLanguage('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(cookieSpy).toHaveBeenCalledWith('language=en; max-age=31536000; path=/; SameSite=Strict');
    expect(readPersistedLanguage()).toBe('en');
    cookieSpy.mockRestore();
  });

  it('reads the cookie when localStorage has nothing', () => {
    localStorage.clear();
    document.cookie = 'language=ar; path=/';
    expect(readPersistedLanguage()).toBe('ar');
    document.cookie = 'language=xx; path=/';
    expect(readPersistedLanguage()).toBeNull();
  });
});

describe('texts loaded per language', () => {
  /** A namespace whose English file arrives when the test says so; each load counted. */
  function probe(ns: string) {
    const loads: Language[] = [];
    let deliverEnglish: () => void = () => undefined;
    const english = new Promise<{ default: { hello: string } }>((resolve) => {
      deliverEnglish = () => resolve({ default: { hello: 'Hello' } });
    });
    defineTranslations(ns, {
      fr: () => (loads.push('fr'), Promise.resolve({ default: { hello: 'Bonjour' } })),
      ar: () => (loads.push('ar'), Promise.resolve({ default: { hello: 'مرحبا' } })),
      en: () => (loads.push('en'), english),
    });
    return { loads, deliverEnglish };
  }

  it('loads a namespace in the language asked only, once, and gives it to the page’s instance', async () => {
    const i18n = createI18n('ar');
    // Declared on an Arabic page: its Arabic file is fetched at once, and only it.
    const { loads, deliverEnglish } = probe('probe-once');
    expect(loads).toEqual(['ar']);
    expect(translationsReady('ar', ['probe-once'])).toBe(false);
    await Promise.all([loadTranslations('ar', ['probe-once']), loadTranslations('ar', ['probe-once'])]);
    expect(loads).toEqual(['ar']);
    expect(translationsReady('ar', ['probe-once'])).toBe(true);
    expect(i18n.t('probe-once:hello')).toBe('مرحبا');
    // A later instance starts with what was loaded.
    expect(createI18n('ar').t('probe-once:hello')).toBe('مرحبا');
    deliverEnglish();
  });

  it('keeps the page in its words until the new language’s texts are there (the back button), never a key', async () => {
    const { deliverEnglish } = probe('probe-page');
    await loadTranslations('ar', ['probe-page']);
    const i18n = createI18n('ar');
    const store = createPlatformStore({ devTools: false });
    function Page({ language }: { language: Language }) {
      usePageLanguage(language);
      const { t } = useTranslation('probe-page');
      return <p>{t('hello')}</p>;
    }
    const at = (language: Language) => (
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <Page language={language} />
        </I18nextProvider>
      </Provider>
    );
    const { rerender } = render(at('ar'));
    expect(screen.getByText('مرحبا')).toBeInTheDocument();

    rerender(at('en'));
    expect(screen.getByText('مرحبا')).toBeInTheDocument();
    expect(screen.queryByText('hello')).toBeNull();
    expect(i18n.language).toBe('ar');

    await act(async () => {
      deliverEnglish();
      await loadTranslations('en', ['probe-page']);
    });
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(await screen.findByText('Hello')).toBeInTheDocument();
  });

  it('takes a namespace in parts: a part joins the namespace once the code declaring it loads, and waits for it as for the namespace', async () => {
    const texts = (hello: string) => () => Promise.resolve({ default: { core: { hello } } });
    defineTranslations('probe-parts', { fr: texts('Bonjour'), ar: texts('مرحبا'), en: texts('Hello') });
    await loadTranslations('fr', ['probe-parts']);
    const i18n = createI18n('fr');
    expect(i18n.t('probe-parts:core.hello')).toBe('Bonjour');
    expect(i18n.t('probe-parts:forms.send')).toBe('forms.send');

    // The forms' code loads: its part is declared, and the namespace is not ready until it is there.
    const form = (send: string) => () => Promise.resolve({ default: { forms: { send } } });
    defineTranslationsPart('probe-parts', 'forms', { fr: form('Envoyer'), ar: form('إرسال'), en: form('Send') });
    expect(registeredNamespaces().filter((ns) => ns === 'probe-parts')).toHaveLength(1);
    await loadTranslations('fr', ['probe-parts']);
    expect(translationsReady('fr', ['probe-parts'])).toBe(true);
    expect(i18n.t('probe-parts:forms.send')).toBe('Envoyer');
    expect(i18n.t('probe-parts:core.hello')).toBe('Bonjour');
    expect(loadedTexts('probe-parts', 'fr')).toEqual({ core: { hello: 'Bonjour' }, forms: { send: 'Envoyer' } });

    // Another language: both parts, and a later instance starts with both.
    expect(translationsReady('ar', ['probe-parts'])).toBe(false);
    await loadTranslations('ar', ['probe-parts']);
    const arabic = createI18n('ar');
    expect([arabic.t('probe-parts:core.hello'), arabic.t('probe-parts:forms.send')]).toEqual(['مرحبا', 'إرسال']);
  });
});
