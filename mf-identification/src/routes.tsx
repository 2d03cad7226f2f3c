import { Route, Routes } from 'react-router-dom';
import { type RemoteRootProps } from '@atlas/contracts';
import { addTranslations } from '@atlas/runtime';
import { RequireSignIn } from '@atlas/ui-kit';
import { IDENTIFICATION_NS, identificationTranslations } from './i18n/identification-translations';
import { IDENTIFICATION_PATHS as P } from './platform-remote';
import { CreateStep, FlowProvider, InfosStep, OcrStep, OtpStepPage, SignatureStep, StartStep } from './features/flow/identification-flow';

addTranslations(IDENTIFICATION_NS, identificationTranslations);

const relative = (path: string) => path.replace(/^\//, '');

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
          <Route path={relative(P.ocr)} element={<OcrStep language={language} />} />
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
