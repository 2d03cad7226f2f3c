import styled from 'styled-components';
import type { ReactNode } from 'react';

const Wrapper = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  max-width: 640px;
  margin: 0 auto;
  padding: 64px ${({ theme }) => theme.layout.gutter};
  text-align: center;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    color: ${({ theme }) => theme.colors.secondary.main};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

const Code = styled.p`
  font-size: 4rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary.main} !important;
  line-height: 1;
`;

/** The layout of the shell's own pages (404, error). */
export function MessagePage({ code, title, text, action }: { code?: string; title: string; text: string; action: ReactNode }) {
  return (
    <Wrapper>
      {code && <Code aria-hidden="true">{code}</Code>}
      <h1>{title}</h1>
      <p>{text}</p>
      {action}
    </Wrapper>
  );
}
