import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useSharedTranslation } from '@atlas/runtime';
import { VisuallyHidden } from './visually-hidden';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const StyledLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Asterisk = styled.span`
  color: ${({ theme }) => theme.colors.danger.main};
  margin-left: 2px;
`;

/** The visible asterisk of a required field; the control itself carries `required` for screen readers. */
export function RequiredMark() {
  return <Asterisk aria-hidden="true">*</Asterisk>;
}

export function FieldLabel({
  htmlFor,
  id,
  required,
  children,
  as,
}: {
  htmlFor?: string;
  id?: string;
  required?: boolean;
  children: ReactNode;
  as?: 'label' | 'legend' | 'span';
}) {
  return (
    <StyledLabel as={as} htmlFor={as && as !== 'label' ? undefined : htmlFor} id={id}>
      {children}
      {required && <RequiredMark />}
    </StyledLabel>
  );
}

export const FieldHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const StyledError = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.danger.main};
`;

/** The error under a control; linked to it with aria-describedby by the control. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <StyledError id={id}>
      <span aria-hidden="true">⚠</span>
      {children}
    </StyledError>
  );
}

/** The ids of hint and error, in the order a screen reader should read them. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

/** "Fields marked with an asterisk (*) are required." — put once above a form. */
export function RequiredLegend() {
  const { t } = useSharedTranslation();
  return <FieldHint>{t('requiredLegend')}</FieldHint>;
}

export { VisuallyHidden };
