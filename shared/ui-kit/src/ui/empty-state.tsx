import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useSharedTranslation } from '@atlas/runtime';

export const StateRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  text-align: center;
`;

export const StateTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const StateText = styled.p`
  max-width: 48ch;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const StateIcon = styled.div`
  color: ${({ theme }) => theme.colors.primary.main};
  font-size: 40px;
  line-height: 1;
`;

export interface EmptyStateProps {
  title?: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** A button or link to move on ("Voir les offres"). */
  action?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** Nothing to show: no invoice, no call, no search result. */
export function EmptyState({ title, description, icon, action, headingLevel = 2, className }: EmptyStateProps) {
  const { t } = useSharedTranslation();
  return (
    <StateRoot className={className}>
      {icon && <StateIcon aria-hidden="true">{icon}</StateIcon>}
      <StateTitle as={`h${headingLevel}`}>{title ?? t('emptyTitle')}</StateTitle>
      {description && <StateText>{description}</StateText>}
      {action}
    </StateRoot>
  );
}
