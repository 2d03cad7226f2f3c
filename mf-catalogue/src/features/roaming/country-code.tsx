import styled from 'styled-components';

/**
 * The country's ISO letters in a badge, in place of a flag: flag emoji show as letters or empty
 * boxes on many computers (Windows has none).
 */
export const CountryCode = styled.span.attrs({ 'aria-hidden': true, dir: 'ltr' })`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.2em;
  padding: 1px 4px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.secondary.light};
  color: ${({ theme }) => theme.colors.secondary.main};
  font-size: 0.75em;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.04em;
`;
