import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { takeEvery } from 'redux-saga/effects';
import { busEvents, type Language } from '@atlas/contracts';
import { fakeApi } from '@atlas/test-kit/fake-api';
import { renderSelfcare, selfcareStore, TOKENS } from '../../test/render-selfcare';
import { LoginPage } from './login-page';

const LABELS: Record<Language, { username: RegExp; password: RegExp; submit: string; required: string; invalid: string; passwordRequired: string }> = {
  fr: {
    username: /Numéro de mobile ou e-mail/,
    password: /^Mot de passe/,
    submit: 'Se connecter',
    required: 'Saisissez votre numéro de mobile ou votre adresse e-mail',
    invalid: 'Saisissez un numéro de mobile (06…, +212…) ou une adresse e-mail valide',
    passwordRequired: 'Le mot de passe est obligatoire',
  },
  ar: {
    username: /رقم الهاتف المحمول أو البريد الإلكتروني/,
    password: /^كلمة المرور/,
    submit: 'تسجيل الدخول',
    required: 'أدخل رقم هاتفك المحمول أو بريدك الإلكتروني',
    invalid: 'أدخل رقم هاتف محمول (06…، ‎+212…) أو بريدًا إلكترونيًا صالحًا',
    passwordRequired: 'كلمة المرور إجبارية',
  },
  en: {
    username: /Mobile number or email/,
    password: /^Password/,
    submit: 'Sign in',
    required: 'Enter your mobile number or your email address',
    invalid: 'Enter a mobile number (06…, +212…) or a valid email address',
    passwordRequired: 'Password is required',
  },
};

const renderLogin = (language: Language, store = selfcareStore()) =>
  renderSelfcare(
    <Routes>
      <Route path="/espace-client/login" element={<LoginPage language={language} />} />
      <Route path="/espace-client/dashboard" element={<p>dashboard</p>} />
    </Routes>,
    { language, store, path: '/espace-client/login' },
  );

describe('login form', () => {
  it.each(['fr', 'ar', 'en'] as const)('says what is missing or wrong in %s', async (language) => {
    const labels = LABELS[language];
    renderLogin(language);
    fireEvent.click(screen.getByRole('button', { name: labels.submit }));
    expect(await screen.findByText(labels.required)).toBeInTheDocument();
    expect(screen.getByText(labels.passwordRequired)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(labels.username), { target: { value: '0812' } });
    fireEvent.blur(screen.getByLabelText(labels.username));
    expect(await screen.findByText(labels.invalid)).toBeInTheDocument();
  });

  it('signs in with a number as typed, hands the tokens to the shell and shows the server refusal', async () => {
    const network = fakeApi((request) =>
      String(request.data).includes('password=Atlas2026')
        ? { status: 200, data: TOKENS }
        : { status: 401, data: { code: 'iam-bad-credentials', error: 'iam-bad-credentials', message: 'no' } },
    );
    const store = selfcareStore();
    const seen: string[] = [];
    store.injectSaga('spy', function* () {
      yield takeEvery('*', (action: { type: string }) => void seen.push(action.type));
    });
    try {
      renderLogin('fr', store);
      fireEvent.change(screen.getByLabelText(LABELS.fr.username), { target: { value: '+212 6 62 34 56 02' } });
      fireEvent.change(screen.getByLabelText(LABELS.fr.password), { target: { value: 'Wrong2026' } });
      fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(/Identifiant ou mot de passe incorrect|erreur/);
      fireEvent.change(screen.getByLabelText(LABELS.fr.password), { target: { value: 'Atlas2026' } });
      fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
      await waitFor(() => expect(store.getState().login?.isAuth).toBe(true));
      const sent = network.requests.at(-1)!;
      expect(sent.url).toBe('/api/ms-iam/v1/signin');
      expect(String(sent.data)).toBe('username=%2B212+6+62+34+56+02&password=Atlas2026');
      expect(seen).toContain(busEvents.sessionTokensIssued.type);
    } finally {
      network.restore();
    }
  });
});
