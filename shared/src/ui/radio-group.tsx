import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { describedBy, FieldError, FieldHint, FieldLabel } from './field-parts';

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Options = styled.div<{ $row: boolean }>`
  display: flex;
  flex-direction: ${({ $row }) => ($row ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ theme, $row }) => ($row ? theme.space.lg : theme.space.xs)};
`;

const Option = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 32px;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary.main};
  }
`;

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  name: string;
  legend: ReactNode;
  options: readonly RadioOption[];
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** Options side by side (civility: M. / Mme). */
  row?: boolean;
  className?: string;
}

/** Native radios in a fieldset: arrow keys move between options, one tab stop for the group. */
export function RadioGroup({ name, legend, options, value, onChange, onBlur, error, hint, required, row = false, className }: RadioGroupProps) {
  const id = useId();
  const errorId = error ? `rg-${id}-error` : undefined;
  const hintId = hint ? `rg-${id}-hint` : undefined;
  return (
    <Fieldset
      className={className}
      role="radiogroup"
      aria-labelledby={`rg-${id}-legend`}
      aria-describedby={describedBy(errorId, hintId)}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
    >
      <FieldLabel as="legend" id={`rg-${id}-legend`} required={required}>
        {legend}
      </FieldLabel>
      <Options $row={row}>
        {options.map((option) => (
          <Option key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              required={required}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
            />
            {option.label}
          </Option>
        ))}
      </Options>
      {error && errorId && <FieldError id={errorId}>{error}</FieldError>}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
    </Fieldset>
  );
}
