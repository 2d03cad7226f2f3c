import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { describedBy, FieldError, FieldRoot, RequiredMark } from './field-parts';

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
`;

const Box = styled.input.attrs({ type: 'checkbox' })<{ $invalid?: boolean }>`
  flex: none;
  width: 20px;
  height: 20px;
  margin: 2px 0 0;
  accent-color: ${({ theme }) => theme.colors.primary.main};
  outline-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger.main : theme.colors.focus)};
  cursor: pointer;
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
`;

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** The label; may hold a link (terms and conditions). */
  label: ReactNode;
  error?: ReactNode;
}

export function Checkbox({ label, error, id, required, className, ...rest }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? `cb-${autoId}`;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <FieldRoot className={className}>
      <Row>
        <Box {...rest} id={inputId} required={required} aria-invalid={error ? true : undefined} aria-describedby={describedBy(errorId)} $invalid={!!error} />
        <Label htmlFor={inputId}>
          {label}
          {required && <RequiredMark />}
        </Label>
      </Row>
      {error && errorId && <FieldError id={errorId}>{error}</FieldError>}
    </FieldRoot>
  );
}
