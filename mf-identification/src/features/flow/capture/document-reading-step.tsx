import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { Language } from '@atlas/contracts';
import type { DocumentReadingPurpose, DocumentReadReturn, IdentityType } from '@atlas/contracts/identification';
import { localizePath, sitePathOrNull, toApiError, useErrorText } from '@atlas/runtime';
import { mdnInText, RadioGroup, SiteLink, Stack, useSession } from '@atlas/ui-kit';
import { IDENTIFICATION_NS } from '../../../i18n/identification';
import { Card, Notice, Page } from '../flow-page';
import type { Capture } from '../flow-state';
import { useReadDocumentForActMutation } from './read-document';
import { ReadDocumentButton, SideCapture } from './side-capture';

/** Where a reading for an act goes back without a `returnUrl`. */
const DASHBOARD = '/espace-client/dashboard';

/**
 * `/identification/ocr?purpose=sim-swap&returnUrl=…`, signed in: the selected line's holder's
 * document photographed and read by the same OCR (POST /v2/ocr/sim-swap, with the session's and
 * the line's tokens), then back to `returnUrl` with the reading's token as the history entry's
 * state (DocumentReadReturn), never in the address. The act matches it to the holder and spends it.
 */
export function DocumentReadingStep({ language, purpose }: { language: Language; purpose: DocumentReadingPurpose }) {
  const { t } = useTranslation(IDENTIFICATION_NS);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { selectedLine } = useSession();
  const returnUrl = sitePathOrNull(new URLSearchParams(useLocation().search).get('returnUrl')) ?? DASHBOARD;
  const heading = useRef<HTMLHeadingElement>(null);
  const [identityType, setType] = useState<IdentityType | undefined>();
  const [recto, setRecto] = useState<Capture | undefined>();
  const [verso, setVerso] = useState<Capture | undefined>();
  const [readDocument, reading] = useReadDocumentForActMutation();
  useEffect(() => heading.current?.focus(), []);
  if (!selectedLine) return <Navigate replace to={localizePath(returnUrl, language)} />;
  const mdn = selectedLine.mdn;
  const isCard = identityType === 'cin';
  const ready = !!identityType && !!recto && (!isCard || !!verso);

  const read = async () => {
    if (!identityType || !recto) return;
    const answer = await readDocument({ purpose, mdn, identityType, recto: recto.blob, verso: verso?.blob });
    if ('error' in answer) return;
    const back: DocumentReadReturn = { documentRead: { purpose, mdn, tokenOcr: answer.data.ocrToken } };
    void navigate(localizePath(returnUrl, language), { replace: true, state: back });
  };

  return (
    <Page lang={language} data-document-reading={purpose}>
      <Stack>
        <h1 ref={heading} tabIndex={-1}>
          {t('document.title')}
        </h1>
        <Card>
          <Stack>
            <p>{t('document.intro', { number: mdnInText(mdn) })}</p>
            <RadioGroup
              name="identityType"
              legend={t('start.type')}
              value={identityType}
              onChange={(next) => {
                setType(next as IdentityType);
                setRecto(undefined);
                setVerso(undefined);
              }}
              required
              options={[
                { value: 'cin', label: t('start.cin') },
                { value: 'passport', label: t('start.passport') },
              ]}
            />
            {identityType && <SideCapture side={isCard ? 'recto' : 'page'} capture={recto} onCapture={setRecto} onRetake={() => setRecto(undefined)} />}
            {isCard && recto && (
              <>
                {!verso && <Notice $tone="info">{t('ocr.turn')}</Notice>}
                <SideCapture
                  side="verso"
                  capture={verso}
                  otherSide={recto.thumbnail}
                  cameraFirst={!!recto.thumbnail}
                  onCapture={setVerso}
                  onRetake={() => setVerso(undefined)}
                />
              </>
            )}
            <ReadDocumentButton
              failure={reading.error ? errorText(toApiError(reading.error).code) : null}
              ready={ready}
              busy={reading.isLoading || reading.isSuccess}
              read={() => void read()}
            />
            <p>{t('document.privacy')}</p>
            <SiteLink to={localizePath(returnUrl, language)} data-identification-back>
              {t('document.back')}
            </SiteLink>
          </Stack>
        </Card>
      </Stack>
    </Page>
  );
}
