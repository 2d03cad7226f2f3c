import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Language } from '@atlas/contracts';
import type { Identity } from '@atlas/contracts/identification';
import { localizePath, toApiError, useErrorText } from '@atlas/runtime';
import { Button, Stack } from '@atlas/ui-kit';
import { FormField, FormRadioGroup, FormSelect, ValidatedForm } from '@atlas/forms';
import { IDENTIFICATION_NS } from '../../../i18n/identification';
import { IDENTIFICATION_PATHS as P } from '../../../platform-remote';
import { Failure, FlowPage } from '../flow-page';
import { useFlow } from '../flow-state';
import { nationalityOptions } from './nationalities';
import { recapSchema } from './recap-schema';
import { useVerifyOcrScanMutation } from './verify-ocr-scan';

const Badge = styled.span`
  margin-inline-start: 8px;
  padding: 0 6px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.warning.light};
  color: ${({ theme }) => theme.colors.text.primary};
  font-size: 0.8em;
`;

type RecapField = keyof Identity;
/** Fields written left to right whatever the page's direction; the Arabic ones right to left. */
const LTR_FIELDS: RecapField[] = ['birthDate', 'cinId', 'passportNumber', 'gender', 'nationality'];
const ARABIC_FIELDS: RecapField[] = ['lastNameAr', 'firstNameAr', 'birthPlaceAr'];

/** The fields the recap shows for the document read, in the order they are printed. */
function recapFields(identity: Identity): RecapField[] {
  const arabic = identity.type === 'cin' || identity.nationality === 'MAR' || !!identity.lastNameAr || !!identity.firstNameAr;
  return [
    'lastName',
    'firstName',
    ...(arabic ? (['lastNameAr', 'firstNameAr'] as const) : []),
    'birthDate',
    identity.type === 'cin' ? 'cinId' : 'passportNumber',
    ...(identity.type === 'passport' && identity.cinId ? (['cinId'] as const) : []),
    'gender',
    'nationality',
    'city',
    ...(arabic ? (['birthPlaceAr'] as const) : []),
    ...(identity.type === 'cin' ? (['address'] as const) : []),
  ];
}

/** Step 4: what was read, the uncertain fields marked, every field correctable; the names in both scripts. */
export function InfosStep({ language }: { language: Language }) {
  const { t } = useTranslation(IDENTIFICATION_NS);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { state, setState } = useFlow();
  const [verify, verifying] = useVerifyOcrScanMutation();
  if (!state?.ocr || !state.identity) return <Navigate replace to={localizePath(P.start, language)} />;
  const { ocr } = state;
  const toReview = new Set(ocr.fieldsToReview);
  const read = state.identity;

  const submit = async (values: Identity) => {
    const gender = (values.gender ?? '').toUpperCase();
    const identity: Identity = { ...values, gender: gender === 'M' || gender === 'F' ? gender : '' };
    const answer = await verify({ mdn: state.mdn, ocrToken: ocr.ocrToken, identity });
    if ('error' in answer) return;
    setState({ ...state, identity });
    void navigate(localizePath(P.signature, language));
  };

  return (
    <FlowPage step="infos" language={language}>
      <p>{t('infos.intro')}</p>
      <ValidatedForm<Identity> schema={recapSchema} onSubmit={submit} initialValues={{ lastNameAr: '', firstNameAr: '', birthPlaceAr: '', ...read }}>
        <Stack>
          <Failure text={verifying.error ? errorText(toApiError(verifying.error).code) : null} />
          {recapFields(read).map((field) => {
            const label = (
              <>
                {/* A passport names the place of birth, a card the city of the address. */}
                {t(field === 'city' && read.type === 'passport' ? 'infos.birthPlace' : `infos.${field}`)}
                {toReview.has(field) && <Badge data-review={field}>{t('infos.toReview')}</Badge>}
              </>
            );
            // Values, not formats: the sex and the nationality as named choices, the date in a date field.
            if (field === 'gender')
              return (
                <FormRadioGroup
                  key={field}
                  name={field}
                  legend={label}
                  row
                  options={[
                    { value: 'F', label: t('infos.female') },
                    { value: 'M', label: t('infos.male') },
                  ]}
                />
              );
            if (field === 'nationality')
              return (
                <FormSelect
                  key={field}
                  name={field}
                  label={label}
                  placeholder={t('infos.chooseNationality')}
                  options={nationalityOptions(language, read.nationality)}
                />
              );
            return (
              <FormField
                key={field}
                name={field}
                type={field === 'birthDate' ? 'date' : 'text'}
                label={label}
                aria-invalid={toReview.has(field) || undefined}
                dir={ARABIC_FIELDS.includes(field) ? 'rtl' : LTR_FIELDS.includes(field) ? 'ltr' : 'auto'}
                lang={ARABIC_FIELDS.includes(field) ? 'ar' : undefined}
                required={field === 'lastName' || field === 'firstName' || field === 'birthDate'}
              />
            );
          })}
          <Button type="submit" loading={verifying.isLoading}>
            {t('infos.confirm')}
          </Button>
        </Stack>
      </ValidatedForm>
    </FlowPage>
  );
}
