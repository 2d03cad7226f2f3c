import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { busEvents, type AddLineRequest, type Language, type Profile } from '@atlas/contracts';
import { api, localizePath, toApiError, useAppDispatch, useErrorText } from '@atlas/runtime';
import { ErrorState, RadioGroup, showToast, Stack } from '@atlas/ui-kit';
import { Card, SelfcarePage } from '../../components/selfcare-page';
import { useSelfcarePath } from '../../components/use-selfcare-path';
import { SELFCARE_NS } from '../../i18n/selfcare';
import { SELFCARE_PATHS } from '../../platform-remote';
import { OtpStep } from '../../components/otp-step';
import { NumberStep, type LineKindChoice } from '../../components/number-step';

/** ajout-ligne: a mobile or home line, proven by a code sent to it (or to the home line's contact mobile). */
export function AddLinePage({ language }: { language: Language }) {
  const { t } = useTranslation(SELFCARE_NS);
  const [kind, setKind] = useState<LineKindChoice>('mobile');
  const [mdn, setMdn] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const path = useSelfcarePath();

  const attach = async (otpToken: string) => {
    if (!mdn) return;
    try {
      const body: AddLineRequest = { kind, mdn, otpToken };
      await api.post<Profile>('/api/ms-client/v1/add-line', body, { authorized: true });
      dispatch(busEvents.profileRefreshRequested());
      showToast({ kind: 'success', text: t('addLine.done') });
      void navigate(localizePath(path(SELFCARE_PATHS.lines), language));
    } catch (error) {
      setFailure(toApiError(error).code);
    }
  };

  return (
    <SelfcarePage title={t('addLine.title')} intro={t('addLine.intro')} back={SELFCARE_PATHS.lines} narrow>
      <Card>
        <Stack>
          {failure ? (
            <ErrorState message={errorText(failure)} code={failure} onRetry={() => (setFailure(null), setMdn(null))} retryLabel={t('common.retry')} />
          ) : mdn ? (
            <OtpStep mdn={mdn} purpose="add-line" language={language} onVerified={(token) => void attach(token)} />
          ) : (
            <>
              <RadioGroup
                name="kind"
                legend={t('addLine.kind')}
                row
                value={kind}
                onChange={(value) => setKind(value as LineKindChoice)}
                options={[
                  { value: 'mobile', label: t('signUp.mobile') },
                  { value: 'home', label: t('signUp.home') },
                ]}
              />
              <NumberStep key={kind} kind={kind} onSubmit={setMdn} />
            </>
          )}
        </Stack>
      </Card>
    </SelfcarePage>
  );
}
