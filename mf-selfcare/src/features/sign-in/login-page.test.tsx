import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { takeEvery } from 'redux-saga/effects';
import { busEvents, type Language } from '@atlas/contracts';
import { fakeApi } from '@atlas/test-kit/fake-api';
import { PROFILE, renderSelfcare, selfcareStore, TOKENS } from '../../test/render-selfcare';
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
    // "+212" in a left-to-right isolate: its sign stays before it in Arabic.
    invalid: 'أدخل رقم هاتف محمول (06…، \u2066+212\u2069…) أو بريدًا إلكترونيًا صالحًا',
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
      <Route path="/espace-client/mon-compte/changement-mdp" element={<p>new password</p>} />
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

  it('keeps the flag of a password that no longer meets the rules (checkPasswordType), which leads to a new password', async () => {
    sessionStorage.clear();
    const network = fakeApi(() => ({ status: 200, data: { ...TOKENS, checkPasswordType: true } }));
    try {
      renderLogin('fr');
      fireEvent.change(screen.getByLabelText(LABELS.fr.username), { target: { value: '0663456704' } });
      fireEvent.change(screen.getByLabelText(LABELS.fr.password), { target: { value: 'ancienmotdepasse' } });
      fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
      await waitFor(() => expect(sessionStorage.getItem('checkPasswordType')).toBe('1'));
    } finally {
      network.restore();
    }
    // Signed in (the shell loaded the profile): the customer lands on the new password, not the dashboard.
    renderLogin('fr', selfcareStore(PROFILE));
    expect(await screen.findByText('new password')).toBeInTheDocument();
    sessionStorage.clear();
    renderLogin('fr', selfcareStore(PROFILE));
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
  });

  it('offers the code by SMS when sign-in is slowed, and signs in with it', async () => {
    const sent = { sentTo: '06 •• •• •• 02', expiresIn: 300, resendIn: 60, sendsLeft: 2 };
    const network = fakeApi((request) => {
      if (request.url === '/api/ms-iam/v1/signin')
        return { status: 429, data: { code: 'iam-signin-slowed', error: 'iam-signin-slowed', message: 'slowed', meta: { retryAfter: 640 } } };
      if (request.url === '/api/ms-iam/v1/signin/code/send') return { status: 200, data: sent };
      if (request.url === '/api/ms-iam/v1/signin/code/verify') {
        const { code } = JSON.parse(String(request.data)) as { code: string };
        return code === '123456'
          ? { status: 200, data: { otpToken: 'proof' } }
          : { status: 400, data: { code: 'otp-invalid', error: 'otp-invalid', message: 'no', meta: { attemptsLeft: 4 } } };
      }
      if (request.url === '/api/ms-iam/v1/signin/code') return { status: 200, data: TOKENS };
      return { status: 404, data: { code: 'not-found', error: 'not-found', message: 'no' } };
    });
    const store = selfcareStore();
    const seen: string[] = [];
    store.injectSaga('spy', function* () {
      yield takeEvery('*', (action: { type: string }) => void seen.push(action.type));
    });
    try {
      renderLogin('fr', store);
      // Offered as a link before any refusal too.
      expect(screen.getByRole('button', { name: 'Se connecter avec un code reçu par SMS' })).toBeInTheDocument();
      fireEvent.change(screen.getByLabelText(LABELS.fr.username), { target: { value: '06 62 34 56 02' } });
      fireEvent.change(screen.getByLabelText(LABELS.fr.password), { target: { value: 'Atlas2026' } });
      fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(/Nouvel essai possible dans/);
      // The slowed answer offers the way in strangers cannot slow.
      fireEvent.click(within(alert).getByRole('button', { name: 'Se connecter avec un code reçu par SMS' }));
      // The number typed is kept; the code goes to the line.
      expect(screen.getByLabelText(/Numéro de mobile/)).toHaveValue('0662345602');
      fireEvent.click(screen.getByRole('button', { name: 'Recevoir un code par SMS' }));
      expect(await screen.findByText('Un code à 6 chiffres a été envoyé par SMS au \u206606 •• •• •• 02\u2069.')).toBeInTheDocument();
      const digits = screen.getAllByRole('textbox');
      '123456'.split('').forEach((digit, index) => fireEvent.change(digits[index]!, { target: { value: digit } }));
      await waitFor(() => expect(store.getState().login?.isAuth).toBe(true));
      expect(seen).toContain(busEvents.sessionTokensIssued.type);
      const urls = network.requests.map((request) => request.url);
      expect(urls).toEqual(['/api/ms-iam/v1/signin', '/api/ms-iam/v1/signin/code/send', '/api/ms-iam/v1/signin/code/verify', '/api/ms-iam/v1/signin/code']);
      expect(JSON.parse(String(network.requests[1]!.data))).toEqual({ mdn: '0662345602' });
      expect(JSON.parse(String(network.requests[3]!.data))).toEqual({ mdn: '0662345602', otpToken: 'proof' });
    } finally {
      network.restore();
    }
  });

  it.each(['ar', 'en'] as const)('names the code sign-in in %s', (language) => {
    renderLogin(language);
    expect(
      screen.getByRole('button', { name: language === 'ar' ? 'تسجيل الدخول برمز تتلقاه عبر رسالة قصيرة' : 'Sign in with a code received by SMS' }),
    ).toBeInTheDocument();
  });
});
