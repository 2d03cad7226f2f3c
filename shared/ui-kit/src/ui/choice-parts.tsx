import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The fieldset, option list and option label shared by RadioGroup and CheckboxGroup. */
export const ChoiceFieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const ChoiceOptions = styled.div<{ $row: boolean }>`
  display: flex;
  flex-direction: ${({ $row }) => ($row ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ theme, $row }) => ($row ? theme.space.lg : theme.space.xs)};
`;

export const ChoiceOption = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 32px;
  cursor: pointer;
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary.main};
  }
`;

/** What RadioGroup and CheckboxGroup take: a legend over options, the value, and the field's states. */
export interface ChoiceGroupProps<Option, Value, Changed = Value> {
  name: string;
  legend: ReactNode;
  options: readonly Option[];
  value: Value;
  onChange: (value: Changed) => void;
  onBlur?: () => void;
  error?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** Options side by side (civility: M. / Mme). */
  row?: boolean;
  className?: string;
}
