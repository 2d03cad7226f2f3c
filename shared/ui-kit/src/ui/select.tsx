import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useSharedTranslation } from '@atlas/runtime';
import { controlBox } from './control-styles';
import { describedBy, FieldError, FieldHint, FieldLabel, FieldRoot } from './field-parts';

const StyledSelect = styled.select<{ $invalid?: boolean }>`
  ${controlBox}
  appearance: none;
  padding-right: 40px;
  /* A symmetric chevron placed with keywords, not calc(): the RTL plugin flips "right" to "left" with the padding. */
  background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='10' height='6' viewBox='0 0 10 6'%3E%3Cpath d='M0 0l5 6 5-6z' fill='%2318161c'/%3E%3C/svg%3E");
  background-position: right 15px center;
  background-size: 10px 6px;
  background-repeat: no-repeat;
`;

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** The empty first choice; `true` for the default "Choose an option", false for none. */
  placeholder?: string | boolean;
  error?: ReactNode;
  hint?: ReactNode;
}

/** A native select: the platform's own picker on phones, keyboard and screen readers for free. */
export function Select({ label, options, placeholder = true, error, hint, id, required, className, ...rest }: SelectProps) {
  const { t } = useSharedTranslation();
  const autoId = useId();
  const selectId = id ?? `sel-${autoId}`;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={selectId} required={required}>
        {label}
      </FieldLabel>
      <StyledSelect
        {...rest}
        id={selectId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(errorId, hintId)}
        $invalid={!!error}
      >
        {placeholder !== false && <option value="">{placeholder === true ? t('selectPlaceholder') : placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
      {error && errorId && <FieldError id={errorId}>{error}</FieldError>}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
    </FieldRoot>
  );
}
