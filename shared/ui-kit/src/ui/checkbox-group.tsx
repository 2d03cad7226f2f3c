import { useId, type ReactNode } from 'react';
import { ChoiceFieldset, ChoiceOption, ChoiceOptions, type ChoiceGroupProps } from './choice-parts';
import { describedBy, FieldError, FieldHint, FieldLabel } from './field-parts';

export interface CheckboxOption {
  value: string;
  label: ReactNode;
}

/** `value`: the ticked values; `required`: at least one must be ticked. */
export type CheckboxGroupProps = ChoiceGroupProps<CheckboxOption, readonly string[], string[]>;

/** Several choices in a fieldset (the business form's needs); the legend names the group. */
export function CheckboxGroup({ name, legend, options, value, onChange, onBlur, error, hint, required, row = false, className }: CheckboxGroupProps) {
  const id = useId();
  const errorId = error ? `cg-${id}-error` : undefined;
  const hintId = hint ? `cg-${id}-hint` : undefined;
  const toggle = (option: string, checked: boolean) => {
    const next = new Set(value);
    if (checked) next.add(option);
    else next.delete(option);
    onChange(options.map((candidate) => candidate.value).filter((candidate) => next.has(candidate)));
  };
  return (
    <ChoiceFieldset className={className} aria-describedby={describedBy(errorId, hintId)}>
      <FieldLabel as="legend" id={`cg-${id}-legend`} required={required}>
        {legend}
      </FieldLabel>
      <ChoiceOptions $row={row}>
        {options.map((option) => (
          <ChoiceOption key={option.value}>
            <input
              type="checkbox"
              name={name}
              value={option.value}
              checked={value.includes(option.value)}
              aria-invalid={error ? true : undefined}
              onChange={(event) => toggle(option.value, event.target.checked)}
              onBlur={onBlur}
            />
            {option.label}
          </ChoiceOption>
        ))}
      </ChoiceOptions>
      {error && errorId && <FieldError id={errorId}>{error}</FieldError>}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
    </ChoiceFieldset>
  );
}
