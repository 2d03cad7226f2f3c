import styled from 'styled-components';
import { useSharedTranslation } from '@atlas/runtime';
import { media } from '../theme/breakpoints';
import { VisuallyHidden } from './visually-hidden';

const List = styled.ol`
  display: flex;
  list-style: none;
  margin: 0;
  padding: 0;
  gap: ${({ theme }) => theme.space.xs};
`;

type StepState = 'done' | 'current' | 'todo';

const Item = styled.li<{ $state: StepState }>`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.text.secondary : theme.colors.text.primary)};
  font-weight: ${({ theme, $state }) => ($state === 'current' ? theme.fontWeights.bold : theme.fontWeights.regular)};
  &::before {
    content: '';
    display: block;
    height: 4px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.neutral[200] : theme.colors.primary.main)};
  }
`;

/** On phones only the current step's label is shown; the bars still show progress. */
const StepLabel = styled.span<{ $current: boolean }>`
  ${media.mobile} {
    ${({ $current }) => ($current ? '' : 'position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);')}
  }
`;

export interface StepperProps {
  steps: readonly string[];
  /** Zero-based index of the current step. */
  current: number;
  /** Accessible name of the list (e.g. "Étapes de l’achat"). */
  label?: string;
  className?: string;
}

/** The steps of a funnel. The current step carries aria-current="step". */
export function Stepper({ steps, current, label, className }: StepperProps) {
  const { t } = useSharedTranslation();
  return (
    <nav aria-label={label} className={className}>
      <VisuallyHidden>{t('stepOf', { current: current + 1, total: steps.length })}</VisuallyHidden>
      <List>
        {steps.map((step, index) => {
          const state: StepState = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <Item key={step} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <StepLabel $current={state === 'current'}>
                {step}
                {state === 'done' && <VisuallyHidden> ({t('stepCompleted')})</VisuallyHidden>}
              </StepLabel>
            </Item>
          );
        })}
      </List>
    </nav>
  );
}
