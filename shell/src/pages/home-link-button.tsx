import styled from 'styled-components';

export const HomeLinkButton = styled.a`
  display: inline-flex;
  align-items: center;
  height: ${({ theme }) => theme.controls.height.md};
  padding: 0 20px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary.main};
  color: ${({ theme }) => theme.colors.primary.contrastText};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primary.dark};
  }
`;
