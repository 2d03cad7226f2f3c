import styled from 'styled-components';

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space.lg};
  }
  li span {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

export interface MethodNotOffered {
  id: string;
  /** The method's name in the page's language. */
  label: string;
  /** Why it cannot pay here, in the page's language. */
  reason: string;
}

/**
 * The payment methods that cannot pay this cart, each with why — shown beside the choices, never as
 * a choice (issue 36: offer only the methods that will work). Nothing when every method can pay.
 */
export function MethodsNotOffered({ title, methods }: { title: string; methods: MethodNotOffered[] }) {
  if (methods.length === 0) return null;
  return (
    <Root aria-labelledby="methods-not-offered" data-methods-not-offered>
      <h3 id="methods-not-offered">{title}</h3>
      <ul>
        {methods.map((method) => (
          <li key={method.id} data-method={method.id}>
            <strong>{method.label}</strong> <span>{method.reason}</span>
          </li>
        ))}
      </ul>
    </Root>
  );
}
