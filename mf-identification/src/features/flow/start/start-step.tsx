import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Language } from '@atlas/contracts';
import { localizePath, sitePathOrNull, toApiError, useErrorText } from '@atlas/runtime';
import { Button, SiteLink, Stack, toLocalMdn, useSession } from '@atlas/ui-kit';
import { FormField, FormRadioGroup, ValidatedForm } from '@atlas/forms';
import { IDENTIFICATION_NS } from '../../../i18n/identification';
import { IDENTIFICATION_PATHS as P } from '../../../platform-remote';
import { FlowPage, Notice } from '../flow-page';
import { useFlow } from '../flow-state';
import { useCheckIdentificationStatusMutation } from './check-identification-status';
import { startSchema, type StartValues } from './start-schema';

/** Step 1: the line (from `?mdn=` or the selected line), the document and the honorific. */
export function StartStep({ language }: { language: Language }) {
  const { t } = useTranslation(IDENTIFICATION_NS);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { setState } = useFlow();
  const { selectedLine } = useSession();
  const query = new URLSearchParams(useLocation().search);
  const returnUrl = sitePathOrNull(query.get('returnUrl')) ?? undefined;
  const [checkStatus, status] = useCheckIdentificationStatusMutation();

  const submit = async (values: StartValues) => {
    const mdn = toLocalMdn(values.mdn);
    const answer = await checkStatus({ mdn });
    if ('error' in answer || answer.data.isIdentified) return;
    setState({ mdn, identityType: values.identityType!, honorific: values.honorific!, returnUrl });
    void navigate(localizePath(P.otp, language));
  };
  const failure = status.error ? errorText(toApiError(status.error).code) : status.data?.isIdentified ? t('start.identified') : null;

  return (
    <FlowPage step="start" language={language}>
      <p>{t('start.intro')}</p>
      <ValidatedForm<StartValues> schema={startSchema} onSubmit={submit} initialValues={{ mdn: query.get('mdn') ?? selectedLine?.mdn ?? '' }}>
        <Stack>
          {failure && (
            <Notice $tone="info" role="alert">
              {failure}
            </Notice>
          )}
          <FormField label={t('start.mdn')} name="mdn" inputMode="tel" autoComplete="tel-national" required dir="ltr" />
          <FormRadioGroup
            name="identityType"
            legend={t('start.type')}
            required
            options={[
              { value: 'cin', label: t('start.cin') },
              { value: 'passport', label: t('start.passport') },
            ]}
          />
          <FormRadioGroup
            name="honorific"
            legend={t('start.honorific')}
            required
            row
            options={[
              { value: 'mr', label: t('start.mr') },
              { value: 'mme', label: t('start.mme') },
            ]}
          />
          <Button type="submit" loading={status.isLoading}>
            {t('start.submit')}
          </Button>
          {returnUrl && (
            <SiteLink to={returnUrl} data-identification-back>
              {t('start.back')}
            </SiteLink>
          )}
        </Stack>
      </ValidatedForm>
    </FlowPage>
  );
}
