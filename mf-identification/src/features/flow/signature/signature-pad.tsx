import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@atlas/ui-kit';
import { IDENTIFICATION_NS } from '../../../i18n/identification';

const Pad = styled.canvas`
  width: 100%;
  height: 180px;
  touch-action: none;
  border: 2px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff;
`;

/** A pad to sign with the finger or the mouse: `onChange` gets the drawing as a PNG data URL, '' once cleared. */
export function SignaturePad({ onChange, describedBy }: { onChange: (png: string) => void; describedBy?: string }) {
  const { t } = useTranslation(IDENTIFICATION_NS);
  const pad = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const canvas = event.currentTarget;
    const box = canvas.getBoundingClientRect();
    return [((event.clientX - box.left) * canvas.width) / box.width, ((event.clientY - box.top) * canvas.height) / box.height] as const;
  };
  const pen = () => {
    const context = pad.current?.getContext('2d');
    if (context) {
      context.lineWidth = 3;
      context.lineCap = 'round';
      context.strokeStyle = '#111';
    }
    return context;
  };

  return (
    <>
      <Pad
        ref={pad}
        width={600}
        height={180}
        role="img"
        aria-label={t('signature.pad')}
        aria-describedby={describedBy}
        data-testid="signature-pad"
        onPointerDown={(event) => {
          drawing.current = true;
          event.currentTarget.setPointerCapture?.(event.pointerId);
          const [x, y] = point(event);
          pen()?.beginPath();
          pen()?.moveTo(x, y);
        }}
        onPointerMove={(event) => {
          if (!drawing.current) return;
          const [x, y] = point(event);
          pen()?.lineTo(x, y);
          pen()?.stroke();
        }}
        onPointerUp={() => {
          if (!drawing.current) return;
          drawing.current = false;
          if (pad.current) onChange(pad.current.toDataURL('image/png'));
        }}
      />
      <Button
        variant="secondary"
        onClick={() => {
          const canvas = pad.current;
          canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
          onChange('');
        }}
      >
        {t('signature.clear')}
      </Button>
    </>
  );
}
