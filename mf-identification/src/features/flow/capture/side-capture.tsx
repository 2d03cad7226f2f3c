import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Stack } from '@atlas/ui-kit';
import { IDENTIFICATION_NS } from '../../../i18n/identification';
import { Notice, Row } from '../flow-page';
import type { Capture } from '../flow-state';
import { CameraCapture } from './camera-capture';
import { loadImage, prepareCapture, type ImageVerdict } from './image-checks';

const Preview = styled.img`
  width: 100%;
  max-width: 360px;
  border-radius: ${({ theme }) => theme.radii.md};
`;

export type Side = 'recto' | 'verso' | 'page';

/**
 * One side of the document: taken by the camera (by itself when the frame is right), or chosen as
 * an image; refused with what to fix when blurred or burnt by a reflection; shown once accepted.
 */
export function SideCapture({
  side,
  capture,
  onCapture,
  onRetake,
  otherSide,
  cameraFirst = false,
}: {
  side: Side;
  capture?: Capture;
  onCapture: (capture: Capture) => void;
  onRetake: () => void;
  /** The side taken before (its small copy): the camera waits for the card to be turned. */
  otherSide?: Uint8Array | null;
  /** Open the camera at once (the back, right after the front was taken by the camera). */
  cameraFirst?: boolean;
}) {
  const { t } = useTranslation(IDENTIFICATION_NS);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const hasCamera = typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;
  const advice: Record<Exclude<ImageVerdict, 'ok'>, string> = { blurred: t('ocr.blurred'), glare: t('ocr.glare') };

  useEffect(() => () => stream?.getTracks().forEach((track) => track.stop()), [stream]);

  const accept = async (source: CanvasImageSource, width: number, height: number, thumbnail?: Uint8Array) => {
    const prepared = await prepareCapture(source, width, height);
    if (prepared.verdict !== 'ok') {
      setProblem(advice[prepared.verdict]);
      return false;
    }
    setProblem(null);
    setStream(null);
    onCapture({ blob: prepared.blob, preview: prepared.preview, thumbnail });
    return true;
  };
  const openCamera = async () => {
    try {
      setProblem(null);
      setStream(await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment', width: { ideal: 1920 } } }));
    } catch {
      setProblem(t('ocr.noCamera'));
    }
  };
  useEffect(() => {
    if (cameraFirst && hasCamera && !capture) void openCamera();
    // Only when the side appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
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
    <Stack as="section" aria-label={label} data-side={side}>
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
            <CameraCapture
              stream={stream}
              label={label}
              otherSide={otherSide}
              onTake={(video, thumbnail) => accept(video, video.videoWidth, video.videoHeight, thumbnail)}
              onClose={() => setStream(null)}
            />
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

/** The reading's refusal, if any, and its button once every side is taken. */
export function ReadDocumentButton({ failure, ready, busy, read }: { failure: string | null; ready: boolean; busy: boolean; read: () => void }) {
  const { t } = useTranslation(IDENTIFICATION_NS);
  return (
    <>
      {failure && (
        <Notice $tone="danger" role="alert">
          {failure}
        </Notice>
      )}
      {ready && (
        <Button onClick={read} loading={busy}>
          {busy ? t('ocr.reading') : t('ocr.read')}
        </Button>
      )}
    </>
  );
}
