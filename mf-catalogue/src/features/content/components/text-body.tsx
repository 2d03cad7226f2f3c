import { Fragment } from 'react';
import styled from 'styled-components';

const Paragraph = styled.p`
  max-width: 75ch;
  & + & {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 75ch;
  margin: ${({ theme }) => theme.space.sm} 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
  li::marker {
    color: ${({ theme }) => theme.colors.primary.main};
  }
`;

/**
 * Text of the content service: paragraphs separated by a blank line, and lists whose lines start
 * with "- ". Plain text only, never HTML.
 */
export function TextBody({ text, className }: { text: string; className?: string }) {
  const chunks = text
    .split(/\n{2,}/)
    .map((chunk) => chunk.trim())
    .filter(Boolean);
  return (
    <div className={className}>
      {chunks.map((chunk, index) => {
        const lines = chunk.split('\n');
        if (lines.every((line) => line.startsWith('- '))) {
          return (
            <List key={index}>
              {lines.map((line, lineIndex) => (
                <li key={lineIndex}>{line.slice(2)}</li>
              ))}
            </List>
          );
        }
        return (
          <Paragraph key={index}>
            {lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 && <br />}
                {line}
              </Fragment>
            ))}
          </Paragraph>
        );
      })}
    </div>
  );
}
