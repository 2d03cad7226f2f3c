import { fireEvent, screen } from '@testing-library/react';
import type { Language } from '@atlas/contracts';
import { PROFILE, renderSelfcare, selfcareStore } from './test/render-selfcare';
import { ChangePasswordPage } from './features/account/account-forms';
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
    expect(
      errors({ firstName: 'Imane', lastName: 'Kettani', email: 'imane@example.ma', password: 'Bienvenue2026', passwordConfirmation: 'Bienvenue2026' }),
    ).toEqual([]);
  });
});
