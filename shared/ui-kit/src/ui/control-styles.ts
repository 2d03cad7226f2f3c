import { css } from 'styled-components';

/** The box of text inputs and selects: 40px like the buttons, a visible error state. */
export const controlBox = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: ${({ theme }) => theme.controls.height.md};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger.main : theme.colors.border.default)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.raised};
  color: ${({ theme }) => theme.colors.text.primary};
  font-size: ${({ theme }) => theme.fontSizes.md};
  transition: border-color ${({ theme }) => theme.transitions.fast};
  &:hover:not(:disabled) {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger.main : theme.colors.border.strong)};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.neutral[50]};
    color: ${({ theme }) => theme.colors.text.disabled};
    cursor: not-allowed;
  }
  &::placeholder {
    color: ${({ theme }) => theme.colors.neutral[400]};
  }
`;
