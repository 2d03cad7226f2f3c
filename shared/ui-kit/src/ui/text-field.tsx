import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { controlBox } from './control-styles';
import { describedBy, FieldError, FieldHint, FieldLabel, FieldRoot } from './field-parts';

const InputRow = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const Input = styled.input<{ $invalid?: boolean; $hasStart: boolean; $hasEnd: boolean }>`
  ${controlBox}
  padding-left: ${({ $hasStart }) => ($hasStart ? '44px' : '12px')};
  padding-right: ${({ $hasEnd }) => ($hasEnd ? '44px' : '12px')};
`;

const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlBox}
  padding-top: ${({ theme }) => theme.space.xs};
  padding-bottom: ${({ theme }) => theme.space.xs};
  min-height: 96px;
  resize: vertical;
`;

const Adornment = styled.span<{ $side: 'start' | 'end' }>`
  position: absolute;
  ${({ $side }) => ($side === 'start' ? 'left: 0;' : 'right: 0;')}
  display: flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  height: 100%;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  label: ReactNode;
  /** An already translated message; makes the field invalid and is read with it. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Text or a button inside the box, before the value (e.g. "+212") or after it (show password). */
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  /** Renders a <textarea> (descriptions, comments). */
  multiline?: boolean;
  rows?: number;
}

export function TextField({ label, error, hint, id, required, startAdornment, endAdornment, multiline, rows, className, ...inputProps }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `tf-${autoId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const common = {
    id: inputId,
    required,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(errorId, hintId, inputProps['aria-describedby']),
    $invalid: !!error,
  };
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={inputId} required={required}>
        {label}
      </FieldLabel>
      {multiline ? (
        <TextArea {...(inputProps as ComponentPropsWithRef<'textarea'>)} {...common} rows={rows} />
      ) : (
        <InputRow>
          {startAdornment && <Adornment $side="start">{startAdornment}</Adornment>}
          <Input {...inputProps} {...common} $hasStart={!!startAdornment} $hasEnd={!!endAdornment} />
          {endAdornment && <Adornment $side="end">{endAdornment}</Adornment>}
        </InputRow>
      )}
      {error && errorId && <FieldError id={errorId}>{error}</FieldError>}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
    </FieldRoot>
  );
}
