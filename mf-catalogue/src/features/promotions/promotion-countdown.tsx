import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@atlas/runtime';
import { countdownParts, formatCountdown, useCountdown, VisuallyHidden } from '@atlas/ui-kit';
import { CATALOGUE_NS } from '../../i18n/catalogue';
import { WrapList } from '../../components/block-parts';
import '../../i18n/catalogue-promotions';

const Timer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  p {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Units = styled(WrapList).attrs({ as: 'ol' })`
  /* Digits and their order read the same in Arabic: days first, on the reading side. */
  li {
    display: grid;
    justify-items: center;
    min-width: 64px;
    padding: ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.secondary.main};
    color: ${({ theme }) => theme.colors.secondary.contrastText};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-variant-numeric: tabular-nums;
    line-height: 1.1;
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

export interface PromotionCountdownProps {
  /** When it ends, on this browser's clock (ms). */
  deadline: number;
  /** "Fin de l'offre dans" or "Début de l'offre dans". */
  label: string;
  onEnd: () => void;
}

/**
 * Days, hours, minutes and seconds left, ticking every second; screen readers get the sentence
 * without the seconds (formatCountdown), so they are not told every second.
 */
export function PromotionCountdown({ deadline, label, onEnd }: PromotionCountdownProps) {
  const { t } = useTranslation(CATALOGUE_NS);
  const language = useLanguage();
  const { remaining } = useCountdown(Math.max(0, (deadline - Date.now()) / 1000), { onEnd });
  const parts = countdownParts(remaining);
  const units = [
    ['days', parts.days],
    ['hours', parts.hours],
    ['minutes', parts.minutes],
    ['seconds', parts.seconds],
  ] as const;
  return (
    <Timer role="timer" data-remaining={remaining}>
      <p>{label}</p>
      <VisuallyHidden>{formatCountdown(remaining, language)}</VisuallyHidden>
      <Units aria-hidden="true">
        {units.map(([unit, value]) => (
          <li key={unit} data-unit={unit}>
            <strong>{String(value).padStart(2, '0')}</strong>
            <span>{t(`promotions.units.${unit}`, { count: value })}</span>
          </li>
        ))}
      </Units>
    </Timer>
  );
}
