import type { ReactNode } from 'react';
import { useErrorText, useSharedTranslation } from '@atlas/runtime';
import { Button } from './button';
import { StateIcon, StateRoot, StateText, StateTitle } from './empty-state';

export interface ErrorStateProps {
  title?: ReactNode;
  /** A translated text; or give `code` to show the error catalogue's text. */
  message?: ReactNode;
  /** Same as message (like EmptyState's description). */
  description?: ReactNode;
  code?: string | null;
  onRetry?: () => void;
  /** Label of the retry button (default "Réessayer"). */
  retryLabel?: ReactNode;
  retrying?: boolean;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** A failed load, with a retry button. Announced as an alert when it appears. */
export function ErrorState({ title, message, description, code, onRetry, retryLabel, retrying, headingLevel = 2, className }: ErrorStateProps) {
  const { t } = useSharedTranslation();
  const errorText = useErrorText();
  const text = message ?? description ?? (code ? errorText(code) : t('errorBody'));
  return (
    <StateRoot role="alert" className={className}>
      <StateIcon aria-hidden="true">!</StateIcon>
      <StateTitle as={`h${headingLevel}`}>{title ?? t('errorTitle')}</StateTitle>
      <StateText>{text}</StateText>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} loading={retrying}>
          {retryLabel ?? t('retry')}
        </Button>
      )}
    </StateRoot>
  );
}
