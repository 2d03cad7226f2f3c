import styled from 'styled-components';

/** A 44 px icon button of the header bar (search, menu): one touch target, the brand's colour. */
export const HeaderIconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  color: ${({ theme }) => theme.colors.secondary.main};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.neutral[50]};
  }
`;
