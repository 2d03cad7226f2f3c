import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** A decorative spinner; announce the loading state with text next to it. */
export const Spinner = styled.span.attrs({ 'aria-hidden': true })<{ $size?: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size = 18 }) => $size}px;
  height: ${({ $size = 18 }) => $size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
`;
