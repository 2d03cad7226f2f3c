import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { Button, Stack } from '@atlas/ui-kit';
import { FormField, lineNumberRule, mdnRule, validateWith } from '@atlas/forms';
import { SELFCARE_NS } from '../i18n/selfcare';

export type LineKindChoice = 'mobile' | 'home';

const numberSchema = (kind: LineKindChoice) => object({ mdn: kind === 'mobile' ? mdnRule() : lineNumberRule({ home: true }) });

/** The number a flow proves by SMS: a mobile (06, 07, 05…) or a home line (05…, code sent to its contact mobile). */
export function NumberStep({
  kind,
  onSubmit,
  submitLabel,
  initialMdn,
}: {
  kind: LineKindChoice;
  onSubmit: (mdn: string) => void;
  submitLabel?: string;
  /** The number already typed elsewhere (the sign-in's username), offered in the field. */
  initialMdn?: string;
}) {
  const { t } = useTranslation(SELFCARE_NS);
  return (
    <Form
      validate={validateWith(numberSchema(kind))}
      initialValues={initialMdn ? { mdn: initialMdn } : undefined}
      // The schema's cast gives the local form the API wants ("+212 6 61…" → "0661…").
      onSubmit={(values: { mdn: string }) => onSubmit(numberSchema(kind).cast(values).mdn ?? values.mdn)}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={t('signUp.stepNumber')}>
          <Stack>
            <FormField
              name="mdn"
              label={t(kind === 'mobile' ? 'number.mobileLabel' : 'number.homeLabel')}
              hint={t(kind === 'mobile' ? 'number.mobileHint' : 'number.homeHint')}
              placeholder={kind === 'mobile' ? '06XXXXXXXX' : '05XXXXXXXX'}
              inputMode="tel"
              autoComplete="tel-national"
              required
            />
            <Button type="submit">{submitLabel ?? t('number.sendCode')}</Button>
          </Stack>
        </form>
      )}
    />
  );
}
