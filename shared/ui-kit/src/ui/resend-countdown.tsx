import styled from 'styled-components';
import { formatDuration } from '../format/format-duration';
import { useCountdown } from '../hooks/use-countdown';
import { useSharedTranslation } from '@atlas/runtime';
import { Button } from './button';
import { VisuallyHidden } from './visually-hidden';

const Row = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
  min-height: 24px;
`;

export interface ResendCountdownProps {
  /** Seconds before "resend" is offered (app configuration, otpDurationDTO.resendDelaySeconds). */
  seconds: number;
  /** Sends the code again; the countdown restarts once it resolves. */
  onResend: () => void | Promise<unknown>;
  /** No more sends (the maximum was reached): the link is not offered. */
  disabled?: boolean;
  loading?: boolean;
}

/** "Resend the code in 00:45", then a "Resend the code" link. Only the change is announced. */
export function ResendCountdown({ seconds, onResend, disabled, loading }: ResendCountdownProps) {
  const { t } = useSharedTranslation();
  const { remaining, isRunning, restart } = useCountdown(seconds);
  const resend = async () => {
    await onResend();
    restart(seconds);
  };
  return (
    <Row>
      {isRunning ? (
        <span>{t('otpResendIn', { time: formatDuration(remaining) })}</span>
      ) : (
        !disabled && (
          <Button variant="link" size="sm" onClick={() => void resend()} loading={loading}>
            {t('otpResend')}
          </Button>
        )
      )}
      <VisuallyHidden aria-live="polite">{!isRunning && !disabled ? t('otpResend') : ''}</VisuallyHidden>
    </Row>
  );
}
