import { fireEvent, screen, waitFor } from '@testing-library/react';
import { takeEvery } from 'redux-saga/effects';
import { fakeApi } from '@atlas/test-kit/fake-api';
import { busEvents, type Language } from '@atlas/contracts';
import { PROFILE, renderSelfcare, selfcareStore } from './test/render-selfcare';
import { ChangeEmailPage, ChangePasswordPage } from './features/account/account-forms';
import { signUpDetailsSchema } from './features/sign-up/sign-up-page';

const TEXTS: Record<Language, { current: RegExp; next: RegExp; confirm: RegExp; save: string; pattern: string; mismatch: string; short: string }> = {
  fr: {
    current: /^Mot de passe actuel/,
    next: /^Nouveau mot de passe/,
    confirm: /^Confirmer le mot de passe/,
    save: 'Enregistrer',
    pattern: 'Le mot de passe doit commencer par une lettre et se terminer par un chiffre',
    mismatch: 'Les mots de passe ne correspondent pas',
    short: 'Le mot de passe doit comporter au moins 8 caractères',
  },
  ar: {
    current: /^كلمة المرور الحالية/,
    next: /^كلمة المرور الجديدة/,
    confirm: /^تأكيد كلمة المرور/,
    save: 'حفظ',
    pattern: 'يجب أن تبدأ كلمة المرور بحرف وأن تنتهي برقم',
    mismatch: 'كلمتا المرور غير متطابقتين',
    short: 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل',
  },
  en: {
    current: /^Current password/,
    next: /^New password/,
    confirm: /^Confirm the password/,
    save: 'Save',
    pattern: 'The password must start with a letter and end with a digit',
    mismatch: 'Passwords do not match',
    short: 'The password must have at least 8 characters',
  },
};

describe('change password form', () => {
  it.each(['fr', 'ar', 'en'] as const)('applies the spec rules with their %s messages', async (language) => {
    const text = TEXTS[language];
    renderSelfcare(<ChangePasswordPage language={language} />, { language, store: selfcareStore(PROFILE) });
    fireEvent.change(screen.getByLabelText(text.next), { target: { value: 'short1' } });
    fireEvent.change(screen.getByLabelText(text.confirm), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByText(text.short)).toBeInTheDocument();
    expect(screen.getByText(text.mismatch)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(text.next), { target: { value: '12345678a' } });
    expect(await screen.findByText(text.pattern)).toBeInTheDocument();
  });
});

describe('a password that no longer meets the rules (checkPasswordType)', () => {
  it('says why a new one is asked, and forgets it once changed', async () => {
    sessionStorage.setItem('checkPasswordType', '1');
    const network = fakeApi(() => ({ status: 204, data: null }));
    try {
      renderSelfcare(<ChangePasswordPage language="fr" />, { store: selfcareStore(PROFILE) });
      expect(screen.getByText(/Votre mot de passe ne respecte plus nos règles de sécurité/)).toBeInTheDocument();
      fireEvent.change(screen.getByLabelText(TEXTS.fr.current), { target: { value: 'ancienmotdepasse' } });
      fireEvent.change(screen.getByLabelText(TEXTS.fr.next), { target: { value: 'Nouveau2026' } });
      fireEvent.change(screen.getByLabelText(TEXTS.fr.confirm), { target: { value: 'Nouveau2026' } });
      fireEvent.click(screen.getByRole('button', { name: TEXTS.fr.save }));
      await waitFor(() => expect(network.requests.map((request) => request.url)).toContain('/api/ms-iam/v1/change-password'));
      await waitFor(() => expect(sessionStorage.getItem('checkPasswordType')).toBeNull());
    } finally {
      network.restore();
    }
  });
});

describe('an email change', () => {
  it("shows the server's refusal, and has the profile read again once the change is taken", async () => {
    let refuse = true;
    const network = fakeApi((request) =>
      request.url === '/api/ms-client/v1/update-email'
        ? refuse
          ? { status: 409, data: { code: 'client-email-taken', error: 'client-email-taken', message: 'taken' } }
          : { status: 200, data: { ...PROFILE, email: 'imane@example.ma' } }
        : { status: 200, data: {} },
    );
    try {
      const store = selfcareStore(PROFILE);
      // The shell reads the profile again on this event (the remote never reads it itself).
      const asked: string[] = [];
      store.injectSaga('spy', function* () {
        yield takeEvery(busEvents.profileRefreshRequested.type, (action: { type: string }) => void asked.push(action.type));
      });
      renderSelfcare(<ChangeEmailPage language="fr" />, { store });
      fireEvent.change(screen.getByLabelText(/^Adresse e-mail/), { target: { value: ' imane@example.ma ' } });
      fireEvent.change(screen.getByLabelText(/^Mot de passe actuel/), { target: { value: 'Bienvenue2026' } });
      fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Cette adresse e-mail est déjà utilisée par un autre compte.');
      expect(network.requests.find((request) => request.url === '/api/ms-client/v1/update-email')?.data).toEqual(
        JSON.stringify({ email: 'imane@example.ma', password: 'Bienvenue2026' }),
      );
      expect(asked).toEqual([]);
      refuse = false;
      fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
      await waitFor(() => expect(asked).toEqual([busEvents.profileRefreshRequested.type]));
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      network.restore();
    }
  });
});

describe('sign-up details', () => {
  it('wants names, a valid email and a confirmed password', () => {
    const errors = (values: object) => {
      try {
        signUpDetailsSchema.validateSync(values, { abortEarly: false });
        return [];
      } catch (error) {
        return (error as { inner: Array<{ path: string; errors: Array<{ key: string }> }> }).inner.map((issue) => `${issue.path}:${issue.errors[0]!.key}`);
      }
    };
    expect(errors({ email: 'x@', password: 'Bienvenue2026', passwordConfirmation: 'Bienvenue2025' })).toEqual(
      expect.arrayContaining(['firstName:firstNameRequired', 'lastName:lastNameRequired', 'email:emailInvalid', 'passwordConfirmation:passwordMismatch']),
    );
    const valid = { firstName: 'Imane', lastName: 'Kettani', email: 'imane@example.ma', password: 'Bienvenue2026', passwordConfirmation: 'Bienvenue2026' };
    // The site's terms (main_cgu) are accepted, or there is no account.
    expect(errors(valid)).toEqual(['termsAccepted:termsRequired']);
    expect(errors({ ...valid, termsAccepted: true })).toEqual([]);
  });
});
