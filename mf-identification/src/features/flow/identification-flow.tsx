import { createContext, useCallback, useContext, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { busEvents, type Language, type OtpSendResponse, type OtpVerifyResponse, type SessionTokensResponse } from '@atlas/contracts';
import { api, localizePath, sitePathOrNull, toApiError, useAppDispatch, useErrorText } from '@atlas/runtime';
import {
  Button,
  Checkbox,
  Container,
  ErrorState,
  formatMdn,
  isolateLtr,
  OtpStep,
  RadioGroup,
  showToast,
  SiteLink,
  Stack,
  Stepper,
  TextField,
  useSession,
} from '@atlas/ui-kit';
import { MDN_PATTERN } from '@atlas/forms';
import {
  IDENTIFICATION_TERMS,
  type CheckIdentificationStatusResponse,
  type DocumentReadingPurpose,
  type DocumentReadReturn,
  type Honorific,
  type Identity,
  type IdentityType,
  type OcrResponse,
  type UpdateCustomerCrmRequest,
  type UpdateCustomerCrmResponse,
  type VerifyOcrScanRequest,
  type VerifyOcrScanResponse,
} from '@atlas/contracts/identification';
import { IDENTIFICATION_NS } from '../../i18n/identification';
import { IDENTIFICATION_PATHS as P } from '../../platform-remote';
import { useIdentificationTermsQuery } from './identification-api';
import { loadImage, prepareCapture, type ImageVerdict } from './image-checks';

// ---- the flow's state: in memory only (images and identity never reach any storage) -------------

interface Capture {
  blob: Blob;
  preview: string;
}
interface FlowState {
  mdn: string;
  identityType: IdentityType;
  honorific: Honorific;
  otpToken?: string;
  recto?: Capture;
  verso?: Capture;
  ocr?: OcrResponse;
  identity?: Identity;
  signupToken?: string;
  done?: 'identified' | 'created';
  /** A path of this site to go back to when the line is identified (`?returnUrl=`). */
  returnUrl?: string;
}

const FlowContext = createContext<{ state: FlowState | null; setState: (next: FlowState | null) => void } | null>(null);
const useFlow = () => {
  const context = useContext(FlowContext);
  if (!context) throw new Error('Outside the identification flow');
  return context;
};

export function FlowProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<FlowState | null>(null);
  return <FlowContext.Provider value={{ state, setState }}>{children}</FlowContext.Provider>;
}

// ---- layout -------------------------------------------------------------------------------------

const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space.xl};
  max-width: 720px;
`;
const Card = styled.section`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.raised};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;
const Notice = styled.p<{ $tone: 'info' | 'danger' | 'success' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors[$tone].light};
  color: ${({ theme, $tone }) => ($tone === 'info' ? theme.colors.text.primary : theme.colors[$tone].main)};
`;
const Frame = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 85.6 / 54;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: #222;
  video {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &::after {
    content: '';
    position: absolute;
    inset: 8%;
    border: 3px dashed #fff;
    border-radius: 12px;
    pointer-events: none;
  }
`;
const Preview = styled.img`
  width: 100%;
  max-width: 360px;
  border-radius: ${({ theme }) => theme.radii.md};
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;
const Badge = styled.span`
  margin-inline-start: 8px;
  padding: 0 6px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.warning.light};
  color: ${({ theme }) => theme.colors.text.primary};
  font-size: 0.8em;
`;
const Terms = styled.details`
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary.main};
    text-decoration: underline;
  }
`;
const TermsText = styled.div`
  max-height: 260px;
  overflow-y: auto;
  margin-top: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  h3 {
    font-size: 1em;
    margin: ${({ theme }) => theme.space.sm} 0 4px;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;
const Pad = styled.canvas`
  width: 100%;
  height: 180px;
  touch-action: none;
  border: 2px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff;
`;

const STEPS = ['start', 'otp', 'ocr', 'infos', 'signature', 'create'] as const;

function FlowPage({ step, language, children }: { step: (typeof STEPS)[number]; language: Language; children: ReactNode }) {
  const { t } = useTranslation(IDENTIFICATION_NS);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [step]);
  return (
    <Page lang={language}>
      <Stack>
        <h1 ref={heading} tabIndex={-1}>
          {t('title')}
        </h1>
        <Stepper steps={STEPS.map((name) => t(`steps.${name}`))} current={STEPS.indexOf(step)} label={t('steps.label')} />
        <Card>
          <Stack>{children}</Stack>
        </Card>
      </Stack>
    </Page>
  );
}

const errorCode = (error: unknown) => toApiError(error).code;

// ---- 1. the document and the honorific --------------------------------------------------------

export function StartStep({ language }: { language: Language }) {
  const { t } = useTranslation(IDENTIFICATION_NS);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { setState } = useFlow();
  const { selectedLine } = useSession();
  const query = new URLSearchParams(useLocation().search);
  const returnUrl = sitePathOrNull(query.get('returnUrl')) ?? undefined;
  const [mdn, setMdn] = useState(query.get('mdn') ?? selectedLine?.mdn ?? '');
  const [identityType, setType] = useState<string | undefined>();
  const [honorific, setHonorific] = useState<string | undefined>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const national = mdn.replace(/\D/g, '').replace(/^212/, '0');
    const found: Record<string, string> = {};
    if (!MDN_PATTERN.test(national)) found.mdn = t('start.mdnInvalid');
    if (!identityType) found.identityType = t('start.required');
    if (!honorific) found.honorific = t('start.required');
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const status = await api.post<CheckIdentificationStatusResponse>(
        '/api/ms-identification/v1/check-identification-status',
        { mdn: national },
        { anonymous: true },
      );
      if (status.isIdentified) {
        setFailure(t('start.identified'));
        return;
      }
      setState({ mdn: national, identityType: identityType as IdentityType, honorific: honorific as Honorific, returnUrl });
      void navigate(localizePath(P.otp, language));
    } catch (error) {
      setFailure(errorText(errorCode(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FlowPage step="start" language={language}>
      <p>{t('start.intro')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          {failure && (
            <Notice $tone="info" role="alert">
              {failure}
            </Notice>
          )}
          <TextField
            label={t('start.mdn')}
            name="mdn"
            inputMode="tel"
            autoComplete="tel-national"
            value={mdn}
            onChange={(event) => setMdn(event.target.value)}
            error={errors.mdn}
            required
            dir="ltr"
          />
          <RadioGroup
            name="identityType"
            legend={t('start.type')}
            value={identityType}
            onChange={setType}
            error={errors.identityType}
            required
            options={[
              { value: 'cin', label: t('start.cin') },
              { value: 'passport', label: t('start.passport') },
            ]}
          />
          <RadioGroup
            name="honorific"
            legend={t('start.honorific')}
            value={honorific}
            onChange={setHonorific}
            error={errors.honorific}
            required
            row
            options={[
              { value: 'mr', label: t('start.mr') },
              { value: 'mme', label: t('start.mme') },
            ]}
          />
          <Button type="submit" loading={busy}>
            {t('start.submit')}
          </Button>
          {returnUrl && (
            <SiteLink to={returnUrl} data-identification-back>
              {t('start.back')}
            </SiteLink>
          )}
        </Stack>
      </form>
    </FlowPage>
  );
}

// ---- 2. the code sent to the line ---------------------------------------------------------------

export function OtpStepPage({ language }: { language: Language }) {
  const { t } = useTranslation(IDENTIFICATION_NS);
  const navigate = useNavigate();
  const { state, setState } = useFlow();
  const mdn = state?.mdn;
  // The shared code step sends the code when it shows, then counts down to the resend.
  const sendCode = useCallback(
    () => api.post<OtpSendResponse>('/api/ms-identification/v1/otp/send', { mdn }, { anonymous: true, headers: { 'accept-language': language } }),
    [mdn, language],
  );
  const verifyCode = useCallback(
    (code: string) => api.post<OtpVerifyResponse>('/api/ms-identification/v1/otp/verify', { mdn, code }, { anonymous: true }),
    [mdn],
  );
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

// ---- 3. the pictures ----------------------------------------------------------------------------

function SideCapture({
  side,
  capture,
  onCapture,
  onRetake,
}: {
  side: 'recto' | 'verso' | 'page';
  capture?: Capture;
  onCapture: (capture: Capture) => void;
  onRetake: () => void;
}) {
  const { t } = useTranslation(IDENTIFICATION_NS);
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const hasCamera = typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;
  const advice: Record<Exclude<ImageVerdict, 'ok'>, string> = { blurred: t('ocr.blurred'), glare: t('ocr.glare') };

  useEffect(() => {
    if (video.current && stream) video.current.srcObject = stream;
    return () => stream?.getTracks().forEach((track) => track.stop());
  }, [stream]);

  const accept = async (source: CanvasImageSource, width: number, height: number) => {
    const prepared = await prepareCapture(source, width, height);
    if (prepared.verdict !== 'ok') {
      setProblem(advice[prepared.verdict]);
      return;
    }
    setProblem(null);
    setStream(null);
    onCapture({ blob: prepared.blob, preview: prepared.preview });
  };
  const openCamera = async () => {
    try {
      setStream(await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment', width: { ideal: 1600 } } }));
    } catch {
      setProblem(t('ocr.noCamera'));
    }
  };
  const choose = async (file: File | undefined) => {
    if (!file) return;
    try {
      const image = await loadImage(file);
      await accept(image, image.naturalWidth, image.naturalHeight);
    } catch {
      setProblem(t('ocr.notImage'));
    }
  };
  const label = t(`ocr.${side}`);

  return (
    <Stack as="section" aria-label={label}>
      <h2>{label}</h2>
      {capture ? (
        <>
          <Notice $tone="success" role="status">
            {t('ocr.accepted')}
          </Notice>
          <Preview src={capture.preview} alt={label} />
          <Button variant="secondary" onClick={onRetake}>
            {t('ocr.retake')}
          </Button>
        </>
      ) : (
        <>
          <p>{t('ocr.frame')}</p>
          {stream && (
            <>
              <Frame>
                <video ref={video} autoPlay playsInline muted aria-label={label} />
              </Frame>
              <Row>
                <Button onClick={() => video.current && void accept(video.current, video.current.videoWidth, video.current.videoHeight)}>
                  {t('ocr.capture')}
                </Button>
                <Button variant="secondary" onClick={() => setStream(null)}>
                  {t('ocr.stopCamera')}
                </Button>
              </Row>
            </>
          )}
          {problem && (
            <Notice $tone="danger" role="alert">
              {problem}
            </Notice>
          )}
          <Row>
            {hasCamera && !stream && <Button onClick={() => void openCamera()}>{t('ocr.camera')}</Button>}
            <label>
              {t('ocr.upload')}
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp"
                name={side}
                onChange={(event) => void choose(event.target.files?.[0])}
                style={{ marginInlineStart: 8 }}
              />
            </label>
          </Row>
        </>
      )}
    </Stack>
  );
}

/** The reading's refusal, if any, and its button once every side is taken (the flow's pictures step and a SIM swap's reading). */
function ReadDocument({ failure, ready, busy, read }: { failure: string | null; ready: boolean; busy: boolean; read: () => Promise<void> }) {
  const { t } = useTranslation(IDENTIFICATION_NS);
  return (
    <>
      {failure && (
        <Notice $tone="danger" role="alert">
          {failure}
        </Notice>
      )}
      {ready && (
        <Button onClick={() => void read()} loading={busy}>
          {busy ? t('ocr.reading') : t('ocr.read')}
        </Button>
      )}
    </>
  );
}

export function OcrStep({ language }: { language: Language }) {
  const { t } = useTranslation(IDENTIFICATION_NS);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { state, setState } = useFlow();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!state?.otpToken) return <Navigate replace to={localizePath(P.start, language)} />;
  const isCard = state.identityType === 'cin';
  const ready = !!state.recto && (!isCard || !!state.verso);

  const read = async () => {
    if (!state.recto || (isCard && !state.verso)) return;
    const form = new FormData();
    form.append('mdn', state.mdn);
    form.append('otpToken', state.otpToken!);
    form.append('identityType', state.identityType);
    form.append('recto', state.recto.blob, 'recto.jpg');
    if (state.verso) form.append('verso', state.verso.blob, 'verso.jpg');
    setBusy(true);
    setFailure(null);
    try {
      const ocr = await api.post<OcrResponse>('/api/ms-identification/v2/ocr', form, { anonymous: true });
      setState({ ...state, ocr, identity: ocr.identity });
      void navigate(localizePath(P.infos, language));
    } catch (error) {
      setFailure(errorText(errorCode(error)));
    } finally {
      setBusy(false);
    }
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
            onCapture={(verso) => setState({ ...state, verso })}
            onRetake={() => setState({ ...state, verso: undefined })}
          />
        </>
      )}
      <ReadDocument failure={failure} ready={ready} busy={busy} read={read} />
    </FlowPage>
  );
}

// ---- the same reading, for an act of the signed-in customer's line ------------------------------

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
  const [identityType, setType] = useState<string | undefined>();
  const [recto, setRecto] = useState<Capture | undefined>();
  const [verso, setVerso] = useState<Capture | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => heading.current?.focus(), []);
  if (!selectedLine) return <Navigate replace to={localizePath(returnUrl, language)} />;
  const mdn = selectedLine.mdn;
  const isCard = identityType === 'cin';
  const ready = !!identityType && !!recto && (!isCard || !!verso);

  const read = async () => {
    if (!ready) return;
    const form = new FormData();
    form.append('mdn', mdn);
    form.append('identityType', identityType);
    form.append('recto', recto.blob, 'recto.jpg');
    if (isCard && verso) form.append('verso', verso.blob, 'verso.jpg');
    setBusy(true);
    setFailure(null);
    try {
      const ocr = await api.post<OcrResponse>(`/api/ms-identification/v2/ocr/${purpose}`, form, { authorized: true });
      const back: DocumentReadReturn = { documentRead: { purpose, mdn, tokenOcr: ocr.ocrToken } };
      void navigate(localizePath(returnUrl, language), { replace: true, state: back });
    } catch (error) {
      setFailure(errorText(errorCode(error)));
      setBusy(false);
    }
  };

  return (
    <Page lang={language} data-document-reading={purpose}>
      <Stack>
        <h1 ref={heading} tabIndex={-1}>
          {t('document.title')}
        </h1>
        <Card>
          <Stack>
            <p>{t('document.intro', { number: isolateLtr(formatMdn(mdn)) })}</p>
            <RadioGroup
              name="identityType"
              legend={t('start.type')}
              value={identityType}
              onChange={(next) => {
                setType(next);
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
                <SideCapture side="verso" capture={verso} onCapture={setVerso} onRetake={() => setVerso(undefined)} />
              </>
            )}
            <ReadDocument failure={failure} ready={ready} busy={busy} read={read} />
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

// ---- 4. the recap -------------------------------------------------------------------------------

const RECAP_FIELDS = ['lastName', 'firstName', 'birthDate', 'cinId', 'passportNumber', 'gender', 'nationality', 'city', 'address'] as const;

export function InfosStep({ language }: { language: Language }) {
  const { t } = useTranslation(IDENTIFICATION_NS);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { state, setState } = useFlow();
  const [values, setValues] = useState<Identity | undefined>(state?.identity);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!state?.ocr || !values) return <Navigate replace to={localizePath(P.start, language)} />;
  const toReview = new Set(state.ocr.fieldsToReview);
  const shown = RECAP_FIELDS.filter((field) =>
    field === 'passportNumber' ? state.identityType === 'passport' : field === 'address' ? state.identityType === 'cin' : true,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const field of ['lastName', 'firstName', 'birthDate'] as const) if (!values[field].trim()) found[field] = t('infos.requiredField');
    if (values.birthDate && !/^\d{4}-\d{2}-\d{2}$/.test(values.birthDate)) found.birthDate = t('infos.dateInvalid');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      const identity = { ...values, gender: (['M', 'F'].includes(values.gender.toUpperCase()) ? values.gender.toUpperCase() : '') as Identity['gender'] };
      const recap: VerifyOcrScanRequest = { mdn: state.mdn, ocrToken: state.ocr!.ocrToken, identity };
      await api.post<VerifyOcrScanResponse>('/api/ms-client/v1/verify-ocr-scan', recap, { anonymous: true });
      setState({ ...state, identity });
      void navigate(localizePath(P.signature, language));
    } catch (error) {
      const code = errorCode(error);
      setFailure(errorText(code));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FlowPage step="infos" language={language}>
      <p>{t('infos.intro')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          {failure && (
            <Notice $tone="danger" role="alert">
              {failure}
            </Notice>
          )}
          {shown.map((field) => (
            <TextField
              key={field}
              name={field}
              label={
                <>
                  {/* A passport names the place of birth, a card the city of the address. */}
                  {t(field === 'city' && state.identityType === 'passport' ? 'infos.birthPlace' : `infos.${field}`)}
                  {toReview.has(field) && <Badge data-review={field}>{t('infos.toReview')}</Badge>}
                </>
              }
              value={values[field]}
              onChange={(event) => setValues({ ...values, [field]: event.target.value })}
              error={errors[field]}
              aria-invalid={toReview.has(field) || !!errors[field] || undefined}
              dir={['birthDate', 'cinId', 'passportNumber', 'gender', 'nationality'].includes(field) ? 'ltr' : 'auto'}
            />
          ))}
          <Button type="submit" loading={busy}>
            {t('infos.confirm')}
          </Button>
        </Stack>
      </form>
    </FlowPage>
  );
}

// ---- 5. the signature ---------------------------------------------------------------------------

export function SignatureStep({ language }: { language: Language }) {
  const { t } = useTranslation(IDENTIFICATION_NS);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { state, setState } = useFlow();
  const pad = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [signed, setSigned] = useState(false);
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Identified: the identity has left the state and the flow is moving on to its last step.
  if (state?.done) return null;
  if (!state?.identity || !state.ocr) return <Navigate replace to={localizePath(P.start, language)} />;

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const canvas = event.currentTarget;
    const box = canvas.getBoundingClientRect();
    return [((event.clientX - box.left) * canvas.width) / box.width, ((event.clientY - box.top) * canvas.height) / box.height] as const;
  };
  const context = () => {
    const canvas = pad.current;
    const drawingContext = canvas?.getContext('2d');
    if (drawingContext) {
      drawingContext.lineWidth = 3;
      drawingContext.lineCap = 'round';
      drawingContext.strokeStyle = '#111';
    }
    return drawingContext;
  };
  const clear = () => {
    const canvas = pad.current;
    canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
    setSigned(false);
  };
  const submit = async () => {
    const found: Record<string, string> = {};
    if (!signed) found.signature = t('signature.empty');
    if (!terms) found.terms = t('signature.termsRequired');
    setErrors(found);
    if (Object.keys(found).length > 0 || !pad.current) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await api.post<UpdateCustomerCrmResponse>(
        '/api/ms-identification/v2/update-customer-crm',
        {
          mdn: state.mdn,
          otpToken: state.otpToken!,
          ocrToken: state.ocr!.ocrToken,
          honorific: state.honorific,
          signature: pad.current.toDataURL('image/png'),
          termsAccepted: true,
        } satisfies UpdateCustomerCrmRequest,
        { anonymous: true },
      );
      if (answer.signupToken) {
        setState({ ...state, signupToken: answer.signupToken, recto: undefined, verso: undefined });
        void navigate(localizePath(P.create, language));
      } else {
        setState({ mdn: state.mdn, identityType: state.identityType, honorific: state.honorific, returnUrl: state.returnUrl, done: 'identified' });
        void navigate(localizePath(P.create, language));
      }
    } catch (error) {
      setFailure(errorText(errorCode(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FlowPage step="signature" language={language}>
      <p id="signature-intro">{t('signature.intro')}</p>
      <Pad
        ref={pad}
        width={600}
        height={180}
        role="img"
        aria-label={t('signature.pad')}
        aria-describedby="signature-intro"
        data-testid="signature-pad"
        onPointerDown={(event) => {
          drawing.current = true;
          event.currentTarget.setPointerCapture?.(event.pointerId);
          const drawingContext = context();
          const [x, y] = point(event);
          drawingContext?.beginPath();
          drawingContext?.moveTo(x, y);
        }}
        onPointerMove={(event) => {
          if (!drawing.current) return;
          const drawingContext = context();
          const [x, y] = point(event);
          drawingContext?.lineTo(x, y);
          drawingContext?.stroke();
          setSigned(true);
        }}
        onPointerUp={() => {
          drawing.current = false;
        }}
      />
      {errors.signature && (
        <Notice $tone="danger" role="alert">
          {errors.signature}
        </Notice>
      )}
      <Button variant="secondary" onClick={clear}>
        {t('signature.clear')}
      </Button>
      <IdentificationTerms language={language} />
      <Checkbox name="terms" checked={terms} onChange={(event) => setTerms(event.target.checked)} error={errors.terms} label={t('signature.terms')} />
      {failure && (
        <Notice $tone="danger" role="alert">
          {failure}
        </Notice>
      )}
      <Button onClick={() => void submit()} loading={busy}>
        {t('signature.submit')}
      </Button>
    </FlowPage>
  );
}

/** The identification_cgu terms (ms-content's page of that name), to read before accepting them. */
function IdentificationTerms({ language }: { language: Language }) {
  const { t } = useTranslation(IDENTIFICATION_NS);
  const read = useIdentificationTermsQuery(language);
  const terms =
    read.isError && !read.isFetching
      ? { status: 'failed' as const }
      : read.currentData !== undefined
        ? { status: 'ready' as const, block: read.currentData }
        : { status: 'loading' as const };
  return (
    <Terms data-terms={IDENTIFICATION_TERMS.type}>
      <summary>{t('signature.termsLink')}</summary>
      {terms.status === 'loading' && <p role="status">{t('signature.termsLoading')}</p>}
      {terms.status === 'failed' && <ErrorState message={t('signature.termsFailed')} onRetry={() => void read.refetch()} headingLevel={3} />}
      {terms.status === 'ready' && (
        <TermsText tabIndex={0} aria-label={t('signature.termsLink')}>
          {terms.block?.subtitle && <p>{terms.block.subtitle}</p>}
          {terms.block?.items.map((article) => (
            <section key={article.id}>
              <h3>{article.title}</h3>
              {(article.body ?? '').split(/\n\n+/).map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
            </section>
          ))}
        </TermsText>
      )}
    </Terms>
  );
}

/** The line is identified: say so and go back to the page that sent the customer here. */
function BackToReturnUrl({ returnUrl, language, message }: { returnUrl: string; language: Language; message: string }) {
  const navigate = useNavigate();
  // The finished flow's state holds no identity any more (the number and the document type only).
  useEffect(() => {
    showToast({ kind: 'success', text: message });
    void navigate(localizePath(returnUrl, language), { replace: true });
  }, [message, returnUrl, language, navigate]);
  return null;
}

// ---- 6. the web account -------------------------------------------------------------------------

export function CreateStep({ language }: { language: Language }) {
  const { t } = useTranslation(IDENTIFICATION_NS);
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  const { state, setState } = useFlow();
  const [values, setValues] = useState({ email: '', password: '', confirmation: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!state?.done && !state?.signupToken) return <Navigate replace to={localizePath(P.start, language)} />;
  if (state.done && state.returnUrl)
    return <BackToReturnUrl returnUrl={state.returnUrl} language={language} message={t(state.done === 'created' ? 'done.created' : 'done.identified')} />;
  if (state.done) {
    return (
      <FlowPage step="create" language={language}>
        <Notice $tone="success" role="status">
          {t(state.done === 'created' ? 'done.created' : 'done.identified')}
        </Notice>
        <SiteLink to={localizePath('/espace-client/dashboard', language)}>{t('done.dashboard')}</SiteLink>
      </FlowPage>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(values.email.trim())) found.email = t('create.emailInvalid');
    if (values.password.length < 8) found.password = t('create.passwordShort');
    if (values.confirmation !== values.password) found.confirmation = t('create.mismatch');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      const tokens = await api.post<SessionTokensResponse>(
        '/api/ms-iam/v1/signup',
        {
          kind: 'mobile',
          mdn: state.mdn,
          otpToken: state.signupToken,
          email: values.email.trim(),
          password: values.password,
          firstName: state.identity?.firstName ?? '',
          lastName: state.identity?.lastName ?? '',
        },
        { anonymous: true, skipAuthRefresh: true },
      );
      dispatch(busEvents.sessionTokensIssued(tokens));
      setState({ mdn: state.mdn, identityType: state.identityType, honorific: state.honorific, returnUrl: state.returnUrl, done: 'created' });
    } catch (error) {
      setFailure(errorText(errorCode(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FlowPage step="create" language={language}>
      <p>{t('create.intro')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          {failure && (
            <Notice $tone="danger" role="alert">
              {failure}
            </Notice>
          )}
          <TextField
            name="email"
            type="email"
            label={t('create.email')}
            autoComplete="email"
            value={values.email}
            onChange={(event) => setValues({ ...values, email: event.target.value })}
            error={errors.email}
            required
            dir="ltr"
          />
          <TextField
            name="password"
            type="password"
            label={t('create.password')}
            hint={t('create.passwordHint')}
            autoComplete="new-password"
            value={values.password}
            onChange={(event) => setValues({ ...values, password: event.target.value })}
            error={errors.password}
            required
          />
          <TextField
            name="confirmation"
            type="password"
            label={t('create.confirmation')}
            autoComplete="new-password"
            value={values.confirmation}
            onChange={(event) => setValues({ ...values, confirmation: event.target.value })}
            error={errors.confirmation}
            required
          />
          <Button type="submit" loading={busy}>
            {t('create.submit')}
          </Button>
        </Stack>
      </form>
    </FlowPage>
  );
}
