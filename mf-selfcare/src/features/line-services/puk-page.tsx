import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type Language, type PukRequest, type PukResponse, type UserLine } from '@atlas/contracts';
import { api, toApiError, useErrorText } from '@atlas/runtime';
import { Button, FormAlert, mdnInText, Stack } from '@atlas/ui-kit';
import { Card } from '../../components/selfcare-page';
import { OtpStep } from '../../components/otp-step';
import { SERVICES_NS } from '../../i18n/selfcare-services';
import { ServicePage } from './service-page';

const Code = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.2em;
  color: ${({ theme }) => theme.colors.primary.main};
`;

function Puk({ line, language }: { line: UserLine; language: Language }) {
  const { t } = useTranslation(SERVICES_NS);
  const errorText = useErrorText();
  const [puk, setPuk] = useState<PukResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const start = () => {
    setFailure(null);
    setConfirming(true);
  };
  // The PUK is shown only with a fresh code sent to the line; the proof is spent by this reading.
  const show = async (otpToken: string) => {
    try {
      const body: PukRequest = { mdn: line.mdn, otpToken };
      setPuk(await api.post<PukResponse>('/api/ms-service/v1/get-puk', body, { authorized: true }));
    } catch (error) {
      setFailure(toApiError(error).code);
    } finally {
      setConfirming(false);
    }
  };
  return (
    <Card>
      <Stack>
        {puk ? (
          <div data-puk>
            <p id="puk-label">{t('puk.label', { number: mdnInText(line.mdn) })}</p>
            <Code dir="ltr" aria-labelledby="puk-label">
              {puk.puk}
            </Code>
            <p>{t('puk.sim', { end: puk.iccEnd })}</p>
          </div>
        ) : confirming ? (
          <>
            <p>{t('puk.confirmCode')}</p>
            <OtpStep mdn={line.mdn} purpose="puk" language={language} onVerified={(token) => void show(token)} />
          </>
        ) : (
          <Button onClick={start}>{t('puk.show')}</Button>
        )}
        {failure && <FormAlert role="alert">{errorText(failure)}</FormAlert>}
      </Stack>
    </Card>
  );
}

/** assistance/recuperation-puk: the PUK of the selected line's SIM, shown on request with a code sent to the line. */
export function PukPage({ language }: { language: Language }) {
  const { t } = useTranslation(SERVICES_NS);
  return (
    <ServicePage title={t('puk.title')} intro={t('puk.intro')} language={language}>
      {(line) => <Puk line={line} language={language} />}
    </ServicePage>
  );
}
