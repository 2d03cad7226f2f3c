import styled from 'styled-components';

/** Why a submit failed, under the form (give it role="alert"); the values stay as typed. */
export const FormAlert = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.danger.light};
  color: ${({ theme }) => theme.colors.danger.main};
  a {
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** A request stored: its title (h2), reference and what happens next. Focus it when it appears (tabIndex -1). */
export const SuccessPanel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.success.light};
  h2 {
    color: ${({ theme }) => theme.colors.success.main};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  &:focus {
    outline: none;
  }
`;
