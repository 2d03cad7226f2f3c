import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type Language, type PukResponse, type UserLine } from '@atlas/contracts';
import { api, toApiError, useErrorText } from '@atlas/runtime';
import { Button, FormAlert, mdnInText, Stack } from '@atlas/ui-kit';
import { Card } from '../../components/selfcare-page';
import { SERVICES_NS } from '../../i18n/services-translations';
import { ServicePage } from './service-page';

const Code = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.2em;
  color: ${({ theme }) => theme.colors.primary.main};
`;

function Puk({ line }: { line: UserLine }) {
  const { t } = useTranslation(SERVICES_NS);
  const errorText = useErrorText();
  const [puk, setPuk] = useState<PukResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const show = async () => {
    setLoading(true);
    setFailure(null);
    try {
      setPuk(await api.get<PukResponse>(`/api/ms-service/v1/get-puk?mdn=${line.mdn}`, { authorized: true }));
    } catch (error) {
      setFailure(toApiError(error).code);
    } finally {
      setLoading(false);
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
        ) : (
          <Button onClick={() => void show()} loading={loading}>
            {t('puk.show')}
          </Button>
        )}
        {failure && <FormAlert role="alert">{errorText(failure)}</FormAlert>}
      </Stack>
    </Card>
  );
}

/** assistance/recuperation-puk: the PUK of the selected line's SIM, shown on request. */
export function PukPage({ language }: { language: Language }) {
  const { t } = useTranslation(SERVICES_NS);
  return (
    <ServicePage title={t('puk.title')} intro={t('puk.intro')} language={language}>
      {(line) => <Puk line={line} />}
    </ServicePage>
  );
}
