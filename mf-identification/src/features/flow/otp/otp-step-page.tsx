import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import type { Language } from '@atlas/contracts';
import { localizePath } from '@atlas/runtime';
import { OtpStep } from '@atlas/ui-kit';
import { IDENTIFICATION_NS } from '../../../i18n/identification';
import { IDENTIFICATION_PATHS as P } from '../../../platform-remote';
import { FlowPage } from '../flow-page';
import { useFlow } from '../flow-state';
import { useSendIdentificationCodeMutation, useVerifyIdentificationCodeMutation } from './identification-code';

/** Step 2: the code sent to the line (the shared code step: sent when it shows, resend countdown, attempts). */
export function OtpStepPage({ language }: { language: Language }) {
  const { t } = useTranslation(IDENTIFICATION_NS);
  const navigate = useNavigate();
  const { state, setState } = useFlow();
  const [send] = useSendIdentificationCodeMutation();
  const [verify] = useVerifyIdentificationCodeMutation();
  const mdn = state?.mdn ?? '';
  // The shared step expects calls that throw the API's error: unwrap gives it that.
  const sendCode = useCallback(() => send({ mdn, language }).unwrap(), [send, mdn, language]);
  const verifyCode = useCallback((code: string) => verify({ mdn, code }).unwrap(), [verify, mdn]);
  if (!state) return <Navigate replace to={localizePath(P.start, language)} />;

  return (
    <FlowPage step="otp" language={language}>
      <h2>{t('otp.title')}</h2>
      <OtpStep
        mdn={state.mdn}
        language={language}
        sendCode={sendCode}
        verifyCode={verifyCode}
        onVerified={(otpToken) => {
          setState({ ...state, otpToken });
          void navigate(localizePath(P.ocr, language));
        }}
      />
    </FlowPage>
  );
}
