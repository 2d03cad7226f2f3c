import { useId, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { FieldError, FieldLabel } from '@atlas/ui-kit';
import { useFieldErrorText } from '@atlas/forms';

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Cards = styled.div<{ $columns: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(${({ $columns }) => ($columns > 2 ? '150px' : '240px')}, 1fr));
`;

const Card = styled.label<{ $checked: boolean; $disabled: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 48px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: ${({ $checked }) => ($checked ? 2 : 1)}px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary.main : theme.colors.border.default)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primary.light : theme.colors.background.raised)};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary.main};
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Body = styled.span`
  display: grid;
  gap: 2px;
  min-width: 0;
  flex: 1;
`;

interface Choice {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  /** Shown at the end of the card (a price). */
  aside?: ReactNode;
  disabled?: boolean;
}

export interface ChoiceCardsProps {
  name: string;
  legend: ReactNode;
  choices: readonly Choice[];
  required?: boolean;
  /** Narrow cards (numbers), several per row. */
  compact?: boolean;
  /** Called after the value changed (reload what depends on it). */
  onChanged?: (value: string) => void;
}

/**
 * Native radio buttons shown as cards, bound to react-final-form: one tab stop, arrow keys move
 * between choices, the error is read with the group.
 */
export function ChoiceCards({ name, legend, choices, required, compact = false, onChanged }: ChoiceCardsProps) {
  const { input, meta } = useField<string>(name);
  const error = useFieldErrorText(meta);
  const id = useId();
  return (
    <Fieldset aria-describedby={error ? `${id}-error` : undefined} data-choices={name}>
      <FieldLabel as="legend" required={required}>
        {legend}
      </FieldLabel>
      <Cards $columns={compact ? 3 : 2}>
        {choices.map((choice) => {
          const checked = input.value === choice.value;
          return (
            <Card key={choice.value} $checked={checked} $disabled={!!choice.disabled}>
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={checked}
                disabled={choice.disabled}
                required={required}
                onChange={() => {
                  input.onChange(choice.value);
                  onChanged?.(choice.value);
                }}
                onBlur={input.onBlur}
              />
              <Body>
                <strong>{choice.label}</strong>
                {choice.description && <span>{choice.description}</span>}
              </Body>
              {choice.aside}
            </Card>
          );
        })}
      </Cards>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Fieldset>
  );
}
