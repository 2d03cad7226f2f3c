import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import type { Language } from '@atlas/contracts';
import { localizePath, toApiError, useErrorText } from '@atlas/runtime';
import { IDENTIFICATION_NS } from '../../../i18n/identification';
import { IDENTIFICATION_PATHS as P } from '../../../platform-remote';
import { FlowPage, Notice } from '../flow-page';
import { useFlow } from '../flow-state';
import { useReadIdentityDocumentMutation } from './read-document';
import { ReadDocumentButton, SideCapture } from './side-capture';

/** Step 3: the card's two sides (or the passport's data page), then the reading. */
export function OcrStep({ language }: { language: Language }) {
  const { t } = useTranslation(IDENTIFICATION_NS);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { state, setState } = useFlow();
  const [readDocument, reading] = useReadIdentityDocumentMutation();
  if (!state?.otpToken) return <Navigate replace to={localizePath(P.start, language)} />;
  const isCard = state.identityType === 'cin';
  const ready = !!state.recto && (!isCard || !!state.verso);

  const read = async () => {
    if (!state.recto || (isCard && !state.verso)) return;
    const answer = await readDocument({
      mdn: state.mdn,
      otpToken: state.otpToken!,
      identityType: state.identityType,
      recto: state.recto.blob,
      verso: state.verso?.blob,
    });
    if ('error' in answer) return;
    setState({ ...state, ocr: answer.data, identity: answer.data.identity });
    void navigate(localizePath(P.infos, language));
  };

  return (
    <FlowPage step="ocr" language={language}>
      <SideCapture
        side={isCard ? 'recto' : 'page'}
        capture={state.recto}
        onCapture={(recto) => setState({ ...state, recto })}
        onRetake={() => setState({ ...state, recto: undefined })}
      />
      {isCard && state.recto && (
        <>
          {!state.verso && <Notice $tone="info">{t('ocr.turn')}</Notice>}
          <SideCapture
            side="verso"
            capture={state.verso}
            otherSide={state.recto.thumbnail}
            cameraFirst={!!state.recto.thumbnail}
            onCapture={(verso) => setState({ ...state, verso })}
            onRetake={() => setState({ ...state, verso: undefined })}
          />
        </>
      )}
      <ReadDocumentButton
        failure={reading.error ? errorText(toApiError(reading.error).code) : null}
        ready={ready}
        busy={reading.isLoading}
        read={() => void read()}
      />
    </FlowPage>
  );
}
