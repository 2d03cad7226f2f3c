import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@atlas/ui-kit';
import { IDENTIFICATION_NS } from '../../../i18n/identification';
import { Notice, Row } from '../flow-page';
import { checkFrame, greyOf, type FrameAdvice } from './frame-check';

const Frame = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 4 / 3;
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
    inset: 10% 6%;
    border: 3px dashed #fff;
    border-radius: 12px;
    pointer-events: none;
  }
`;

/** Checks a second: ten, every 100 ms. */
const CHECK_EVERY_MS = 100;
/** Frames in a row that must be ready before the picture is taken (about 0.3 s of stillness). */
const READY_IN_A_ROW = 3;
/** The small copy each frame is checked on. */
const CHECK_WIDTH = 320;

/**
 * The camera, checking each frame (frame-check.ts) and taking the picture by itself once the card
 * is in the frame, still, sharp and without glare; meanwhile it says what to fix. `otherSide`: the
 * side taken before (its small copy), so the same side is not taken twice.
 */
export function CameraCapture({
  stream,
  label,
  otherSide,
  onTake,
  onClose,
}: {
  stream: MediaStream;
  label: string;
  otherSide?: Uint8Array | null;
  onTake: (video: HTMLVideoElement, thumbnail: Uint8Array) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation(IDENTIFICATION_NS);
  const video = useRef<HTMLVideoElement>(null);
  const [advice, setAdvice] = useState<FrameAdvice>('place');
  const take = useRef(onTake);
  take.current = onTake;

  useEffect(() => {
    const element = video.current;
    if (!element) return undefined;
    element.srcObject = stream;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    let previous: Uint8Array | null = null;
    let ready = 0;
    let taken = false;
    const timer = window.setInterval(() => {
      if (taken || !context || element.readyState < 2 || !element.videoWidth) return;
      canvas.width = CHECK_WIDTH;
      canvas.height = Math.round((CHECK_WIDTH * element.videoHeight) / element.videoWidth);
      context.drawImage(element, 0, 0, canvas.width, canvas.height);
      const grey = greyOf(context.getImageData(0, 0, canvas.width, canvas.height).data, canvas.width * canvas.height);
      const verdict = checkFrame(grey, canvas.width, canvas.height, previous, otherSide);
      previous = grey;
      setAdvice(verdict.advice);
      ready = verdict.advice === 'ready' ? ready + 1 : 0;
      if (ready >= READY_IN_A_ROW) {
        // The picture itself is judged again at full size: refused, the checks go on.
        taken = true;
        void take.current(element, grey).then((accepted) => {
          taken = accepted;
          ready = 0;
        });
      }
    }, CHECK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [stream, otherSide]);

  return (
    <>
      <Frame>
        <video ref={video} autoPlay playsInline muted aria-label={label} />
      </Frame>
      <Notice $tone={advice === 'ready' ? 'success' : 'info'} role="status" aria-live="polite" data-advice={advice}>
        {t(`camera.${advice}`)}
      </Notice>
      <Row>
        <Button onClick={() => video.current && void take.current(video.current, new Uint8Array())} variant="secondary">
          {t('ocr.capture')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('ocr.stopCamera')}
        </Button>
      </Row>
    </>
  );
}
