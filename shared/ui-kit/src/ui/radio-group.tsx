import { useId, type ReactNode } from 'react';
import { ChoiceFieldset as Fieldset, ChoiceOption as Option, ChoiceOptions as Options, type ChoiceGroupProps } from './choice-parts';
import { describedBy, FieldError, FieldHint, FieldLabel } from './field-parts';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export type RadioGroupProps = ChoiceGroupProps<RadioOption, string | undefined, string>;

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
