import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { takeEvery } from 'redux-saga/effects';
import { busEvents, type Language } from '@atlas/contracts';
import { fakeApi } from '@atlas/test-kit/fake-api';
import { renderSelfcare, selfcareStore, TOKENS } from '../../test/render-selfcare';
import { LoginLinkPage } from './login-link';
import { LoginPage } from './login-page';

const SENT = { expiresIn: 900, resendIn: 60 };
const refusal = { status: 400, data: { code: 'iam-signin-link-invalid', error: 'iam-signin-link-invalid', message: 'no' } };
const OPTION: Record<Language, string> = {
  fr: 'Recevoir un lien de connexion par e-mail',
  ar: 'تلقي رابط تسجيل الدخول عبر البريد الإلكتروني',
  en: 'Receive a sign-in link by email',
};

const render = (path: string, language: Language = 'fr', store = selfcareStore()) =>
  renderSelfcare(
    <Routes>
      <Route path="/espace-client/login" element={<LoginPage language={language} />} />
      <Route path="/espace-client/login/lien" element={<LoginLinkPage language={language} />} />
      <Route path="/espace-client/dashboard" element={<p>dashboard</p>} />
    </Routes>,
    { language, store, path },
  );

const spy = (store: ReturnType<typeof selfcareStore>) => {
  const seen: string[] = [];
  store.injectSaga('spy', function* () {
    yield takeEvery('*', (action: { type: string }) => void seen.push(action.type));
  });
  return seen;
};

describe('sign-in by a link mailed to the account', () => {
  it('offers the link beside the code, keeps the username typed and says a link was sent if an account matches', async () => {
    const network = fakeApi((request) =>
      request.url === '/api/ms-iam/v1/signin/link/send'
        ? { status: 200, data: SENT }
        : { status: 404, data: { code: 'not-found', error: 'not-found', message: 'no' } },
    );
    try {
      render('/espace-client/login');
      expect(screen.getByRole('button', { name: 'Se connecter avec un code reçu par SMS' })).toBeInTheDocument();
      fireEvent.change(screen.getByLabelText(/Numéro de mobile ou e-mail/), { target: { value: ' youssef.benali@example.ma ' } });
      fireEvent.click(screen.getByRole('button', { name: OPTION.fr }));
      expect(screen.getByLabelText(/Numéro de mobile ou e-mail/)).toHaveValue('youssef.benali@example.ma');
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
      expect(await screen.findByRole('status')).toHaveTextContent("Si un compte correspond, un lien vient d'être envoyé.");
      expect(network.requests.map((request) => request.url)).toEqual(['/api/ms-iam/v1/signin/link/send']);
      expect(JSON.parse(String(network.requests[0]!.data))).toEqual({ username: 'youssef.benali@example.ma' });
      // Asked again: the same answer (the server sends nothing new within the minute).
      fireEvent.click(screen.getByRole('button', { name: 'Renvoyer un lien' }));
      await waitFor(() => expect(network.requests).toHaveLength(2));
      // Back to the password.
      fireEvent.click(screen.getByRole('button', { name: 'Se connecter avec le mot de passe' }));
      expect(screen.getByLabelText(/^Mot de passe/)).toBeInTheDocument();
    } finally {
      network.restore();
    }
  });

  it('offers the link when the password sign-in is slowed', async () => {
    const network = fakeApi(() => ({
      status: 429,
      data: { code: 'iam-signin-slowed', error: 'iam-signin-slowed', message: 'slowed', meta: { retryAfter: 640 } },
    }));
    try {
      render('/espace-client/login');
      fireEvent.change(screen.getByLabelText(/Numéro de mobile ou e-mail/), { target: { value: '06 62 34 56 02' } });
      fireEvent.change(screen.getByLabelText(/^Mot de passe/), { target: { value: 'Atlas2026' } });
      fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
      const alert = await screen.findByRole('alert');
      fireEvent.click(within(alert).getByRole('button', { name: OPTION.fr }));
      expect(screen.getByRole('button', { name: 'Envoyer le lien' })).toBeInTheDocument();
      expect(screen.getByLabelText(/Numéro de mobile ou e-mail/)).toHaveValue('06 62 34 56 02');
    } finally {
      network.restore();
    }
  });

  it.each(['ar', 'en'] as const)('names the link option in %s', (language) => {
    render('/espace-client/login', language);
    expect(screen.getByRole('button', { name: OPTION[language] })).toBeInTheDocument();
  });

  it('signs in with the token of the fragment, once, through the login saga', async () => {
    const network = fakeApi((request) => (request.url === '/api/ms-iam/v1/signin/link' ? { status: 200, data: TOKENS } : refusal));
    const store = selfcareStore();
    const seen = spy(store);
    try {
      render('/espace-client/login/lien#k3Y_tok-EN0123456789abcdefghijklmnopqrstuv', 'fr', store);
      expect(screen.getByRole('status')).toHaveTextContent('Connexion en cours…');
      await waitFor(() => expect(store.getState().login?.isAuth).toBe(true));
      expect(seen).toContain(busEvents.sessionTokensIssued.type);
      expect(network.requests.map((request) => request.url)).toEqual(['/api/ms-iam/v1/signin/link']);
      expect(JSON.parse(String(network.requests[0]!.data))).toEqual({ token: 'k3Y_tok-EN0123456789abcdefghijklmnopqrstuv' });
      // The token leaves the address bar at once.
      expect(window.location.hash).toBe('');
    } finally {
      network.restore();
    }
  });

  it('shows the refusal of a used or expired link and a way to ask again', async () => {
    const network = fakeApi((request) => (request.url === '/api/ms-iam/v1/signin/link/send' ? { status: 200, data: SENT } : refusal));
    const store = selfcareStore();
    try {
      render('/espace-client/login/lien#spent', 'fr', store);
      expect(await screen.findByRole('alert')).toBeInTheDocument();
      expect(store.getState().login?.error).toBe('iam-signin-link-invalid');
      fireEvent.change(screen.getByLabelText(/Numéro de mobile ou e-mail/), { target: { value: '0662345602' } });
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
      expect(await screen.findByRole('status')).toHaveTextContent("Si un compte correspond, un lien vient d'être envoyé.");
      expect(network.requests.map((request) => request.url)).toEqual(['/api/ms-iam/v1/signin/link', '/api/ms-iam/v1/signin/link/send']);
      expect(screen.getByRole('link', { name: 'Se connecter avec le mot de passe' })).toBeInTheDocument();
    } finally {
      network.restore();
    }
  });

  it('refuses a link without a token without asking the server', () => {
    const network = fakeApi(() => refusal);
    try {
      render('/espace-client/login/lien');
      expect(screen.getByRole('alert')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Envoyer le lien' })).toBeInTheDocument();
      expect(network.requests).toEqual([]);
    } finally {
      network.restore();
    }
  });
});
