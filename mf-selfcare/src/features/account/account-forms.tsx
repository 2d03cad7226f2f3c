import { useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { object, type AnySchema } from 'yup';
import { PASSWORD_MAX_LENGTH, PERSON_NAME_MAX_LENGTH, type Language } from '@atlas/contracts';
import { errorCodeOf, localizePath, useErrorText } from '@atlas/runtime';
import { Button, showToast, Stack, useSession } from '@atlas/ui-kit';
import {
  birthDateRule,
  civilityRule,
  emailRule,
  FormField,
  FormSelect,
  passwordConfirmationRule,
  passwordRule,
  requiredField,
  requiredText,
  validateWith,
} from '@atlas/forms';
import { Card, SelfcarePage } from '../../components/selfcare-page';
import { useSelfcarePath } from '../../components/use-selfcare-path';
import { SELFCARE_NS } from '../../i18n/selfcare';
import { SELFCARE_PATHS } from '../../platform-remote';
import { tooLong } from '../../components/too-long';
import { clearPasswordCheck, passwordCheckPending } from '../../components/password-check';
import { useChangePasswordMutation } from './change-password';
import { useUpdateEmailMutation } from './update-email';
import { useUpdateInfoMutation } from './update-info';

export const changeEmailSchema = object({
  email: emailRule(),
  password: requiredText('passwordRequired').max(PASSWORD_MAX_LENGTH, tooLong(PASSWORD_MAX_LENGTH)),
});
export const changeInfoSchema = object({
  civility: civilityRule(),
  firstName: requiredField('firstName').max(PERSON_NAME_MAX_LENGTH, tooLong(PERSON_NAME_MAX_LENGTH)),
  lastName: requiredField('lastName').max(PERSON_NAME_MAX_LENGTH, tooLong(PERSON_NAME_MAX_LENGTH)),
  birthDate: birthDateRule(),
});
export const changePasswordSchema = object({
  currentPassword: requiredText('passwordRequired').max(PASSWORD_MAX_LENGTH, tooLong(PASSWORD_MAX_LENGTH)),
  newPassword: passwordRule({ letterThenDigit: true }),
  passwordConfirmation: passwordConfirmationRule('newPassword'),
});

interface AccountFormProps<Values> {
  language: Language;
  title: string;
  schema: AnySchema;
  initialValues?: Partial<Values>;
  /** Sends the change through its mutation (which has the profile read again). */
  send: (values: Values) => Promise<{ data: unknown } | { error: unknown }>;
  /** The mutation's state: busy while it runs, its error shown in the form. */
  sending: { isLoading: boolean; error?: unknown };
  done: string;
  children: ReactNode;
}

/** One change of the account: validated with the spec's rules, sent, confirmed, back to mon-compte. */
function AccountForm<Values extends object>({ language, title, schema, initialValues, send, sending, done, children }: AccountFormProps<Values>) {
  const { t } = useTranslation(SELFCARE_NS);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const path = useSelfcarePath();
  const submit = async (values: Values) => {
    if ('error' in (await send(values))) return;
    showToast({ kind: 'success', text: done });
    void navigate(localizePath(path(SELFCARE_PATHS.account), language));
  };
  return (
    <SelfcarePage title={title} back={SELFCARE_PATHS.account} narrow>
      <Card>
        <Form<Values>
          initialValues={initialValues}
          validate={validateWith<Values>(schema)}
          onSubmit={submit}
          render={({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate aria-label={title}>
              <Stack>
                {sending.error !== undefined && <p role="alert">{errorText(errorCodeOf(sending.error))}</p>}
                {children}
                <Button type="submit" loading={sending.isLoading}>
                  {t('common.save')}
                </Button>
              </Stack>
            </form>
          )}
        />
      </Card>
    </SelfcarePage>
  );
}

export function ChangeEmailPage({ language }: { language: Language }) {
  const { t } = useTranslation(SELFCARE_NS);
  const { profile } = useSession();
  const [updateEmail, updating] = useUpdateEmailMutation();
  return (
    <AccountForm<{ email: string; password: string }>
      language={language}
      title={t('account.pages.changement-email')}
      schema={changeEmailSchema}
      initialValues={{ email: profile?.email ?? '' }}
      send={(values) => updateEmail({ email: values.email.trim(), password: values.password })}
      sending={updating}
      done={t('account.emailDone')}
    >
      <FormField name="email" type="email" label={t('fields.email')} autoComplete="email" required />
      <FormField
        name="password"
        type="password"
        label={t('fields.currentPassword')}
        hint={t('account.passwordConfirms')}
        autoComplete="current-password"
        required
      />
    </AccountForm>
  );
}

export function ChangeInfoPage({ language }: { language: Language }) {
  const { t } = useTranslation(SELFCARE_NS);
  const { profile } = useSession();
  const [updateInfo, updating] = useUpdateInfoMutation();
  return (
    <AccountForm<{ civility: 'mr' | 'mme'; firstName: string; lastName: string; birthDate: string }>
      language={language}
      title={t('account.pages.changement-info')}
      schema={changeInfoSchema}
      initialValues={{
        civility: profile?.civility ?? undefined,
        firstName: profile?.firstName,
        lastName: profile?.lastName,
        birthDate: profile?.birthDate ?? '',
      }}
      send={(values) =>
        updateInfo({ civility: values.civility, firstName: values.firstName.trim(), lastName: values.lastName.trim(), birthDate: values.birthDate || null })
      }
      sending={updating}
      done={t('account.infoDone')}
    >
      <FormSelect
        name="civility"
        label={t('fields.civility')}
        options={[
          { value: 'mr', label: t('fields.mr') },
          { value: 'mme', label: t('fields.mme') },
        ]}
        required
      />
      <FormField name="firstName" label={t('fields.firstName')} autoComplete="given-name" required />
      <FormField name="lastName" label={t('fields.lastName')} autoComplete="family-name" required />
      <FormField name="birthDate" type="date" label={t('fields.birthDate')} autoComplete="bday" required />
    </AccountForm>
  );
}

export function ChangePasswordPage({ language }: { language: Language }) {
  const { t } = useTranslation(SELFCARE_NS);
  // Sent here by the sign-in (checkPasswordType): the password used no longer meets the rules.
  const [asked] = useState(passwordCheckPending);
  const [changePassword, changing] = useChangePasswordMutation();
  return (
    <AccountForm<{ currentPassword: string; newPassword: string }>
      language={language}
      title={t('account.pages.changement-mdp')}
      schema={changePasswordSchema}
      send={async (values) => {
        const answer = await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
        if (!('error' in answer)) clearPasswordCheck();
        return answer;
      }}
      sending={changing}
      done={t('account.passwordDone')}
    >
      {asked && (
        <p role="status" data-password-check>
          {t('account.passwordCheck')}
        </p>
      )}
      <FormField name="currentPassword" type="password" label={t('fields.currentPassword')} autoComplete="current-password" required />
      <FormField name="newPassword" type="password" label={t('fields.newPassword')} hint={t('fields.passwordHint')} autoComplete="new-password" required />
      <FormField name="passwordConfirmation" type="password" label={t('fields.passwordConfirmation')} autoComplete="new-password" required />
    </AccountForm>
  );
}
