import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { fakeApi } from '@atlas/test-kit/fake-api';
import { IDENTITY, renderStep } from '../render-step';
import { CreateStep } from './create-step';

const FLOW = { mdn: '0672000111', identityType: 'cin' as const, honorific: 'mme' as const, identity: IDENTITY, signupToken: 'signup-proof' };
const bodyOf = (request: InternalAxiosRequestConfig) => JSON.parse(String(request.data)) as Record<string, unknown>;
const TOKENS = { tokenType: 'Bearer', accessToken: 'a.b.c', refreshToken: 'r', expiresIn: 300 };

describe('the account step', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => api.restore());

  it('checks the email and the password twice before creating the account with the read names', async () => {
    api = fakeApi(() => ({ status: 200, data: TOKENS }));
    renderStep(<CreateStep language="fr" />, { path: '/identification/create', state: FLOW });
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'nadia@' } });
    fireEvent.change(screen.getByLabelText(/^Mot de passe/), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText(/^Confirmation du mot de passe/), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText('Adresse e-mail invalide')).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe doit comporter au moins 8 caractères')).toBeInTheDocument();
    expect(screen.getByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'nadia@example.ma' } });
    fireEvent.change(screen.getByLabelText(/^Mot de passe/), { target: { value: 'Atlas2026' } });
    fireEvent.change(screen.getByLabelText(/^Confirmation du mot de passe/), { target: { value: 'Atlas2026' } });
    // The site's terms (main_cgu) first: no account without them.
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText('Vous devez accepter les conditions générales')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
    fireEvent.click(screen.getByRole('checkbox', { name: /J’accepte les conditions générales d’utilisation/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText('Votre compte est créé et votre ligne identifiée.')).toBeInTheDocument();
    expect(bodyOf(api.requests[0]!)).toEqual({
      kind: 'mobile',
      mdn: '0672000111',
      otpToken: 'signup-proof',
      email: 'nadia@example.ma',
      password: 'Atlas2026',
      firstName: 'NADIA',
      lastName: 'ALAOUI',
      termsAccepted: true,
    });
  }, 20_000);

  it('shows the refusal of a taken email and keeps the form', async () => {
    api = fakeApi(() => ({ status: 409, data: { code: 'iam-email-taken', error: 'iam-email-taken', message: 'taken' } }));
    renderStep(<CreateStep language="fr" />, { path: '/identification/create', state: FLOW });
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'nadia@example.ma' } });
    fireEvent.change(screen.getByLabelText(/^Mot de passe/), { target: { value: 'Atlas2026' } });
    fireEvent.change(screen.getByLabelText(/^Confirmation du mot de passe/), { target: { value: 'Atlas2026' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /J’accepte les conditions générales d’utilisation/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('nadia@example.ma');
  });

  it('goes back to the start when the line was not identified in this flow', async () => {
    api = fakeApi(() => ({ status: 200, data: TOKENS }));
    renderStep(<CreateStep language="fr" />, { path: '/identification/create' });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/identification$/));
  });
});
