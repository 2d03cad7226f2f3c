import { Route, Routes, useLocation } from 'react-router-dom';
import { type Language, type RemoteRootProps } from '@atlas/contracts';
import { DOCUMENT_READING_PURPOSES, type DocumentReadingPurpose } from '@atlas/contracts/identification';
import { RequireSignIn } from '@atlas/ui-kit';
import { IDENTIFICATION_PATHS as P } from './platform-remote';
import { CreateStep } from './features/flow/account/create-step';
import { DocumentReadingStep } from './features/flow/capture/document-reading-step';
import { OcrStep } from './features/flow/capture/ocr-step';
import { FlowProvider } from './features/flow/flow-state';
import { OtpStepPage } from './features/flow/otp/otp-step-page';
import { InfosStep } from './features/flow/recap/infos-step';
import { SignatureStep } from './features/flow/signature/signature-step';
import { StartStep } from './features/flow/start/start-step';

const relative = (path: string) => path.replace(/^\//, '');

/** The flow's pictures; with `?purpose=` (a SIM swap), the signed-in customer's document read for that act. */
function OcrRoute({ language }: { language: Language }) {
  const purpose = new URLSearchParams(useLocation().search).get('purpose');
  if (!DOCUMENT_READING_PURPOSES.includes(purpose as DocumentReadingPurpose)) return <OcrStep language={language} />;
  return (
    <RequireSignIn language={language}>
      <DocumentReadingStep language={language} purpose={purpose as DocumentReadingPurpose} />
    </RequireSignIn>
  );
}

/**
 * The identification flow (selfcare spec), one step per URL; its state (images, identity) lives in
 * memory only, so a reload starts again. The signed-in service starts the same flow for a line of
 * the customer.
 */
export default function IdentificationRoutes({ language, selfCarePrefix }: RemoteRootProps) {
  return (
    <div data-remote="mf-identification" data-remote-version={__PART_VERSION__}>
      <FlowProvider>
        <Routes>
          <Route path={relative(P.start)} element={<StartStep language={language} />} />
          <Route path={relative(P.otp)} element={<OtpStepPage language={language} />} />
          <Route path={relative(P.ocr)} element={<OcrRoute language={language} />} />
          <Route path={relative(P.infos)} element={<InfosStep language={language} />} />
          <Route path={relative(P.signature)} element={<SignatureStep language={language} />} />
          <Route path={relative(P.create)} element={<CreateStep language={language} />} />
          <Route
            path={`${selfCarePrefix.replace(/^\/+|\/+$/g, '')}/${P.service}`}
            element={
              <RequireSignIn language={language}>
                <StartStep language={language} />
              </RequireSignIn>
            }
          />
        </Routes>
      </FlowProvider>
    </div>
  );
}
