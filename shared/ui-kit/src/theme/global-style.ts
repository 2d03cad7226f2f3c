import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
  body, h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ul, ol { margin: 0; }
  ul[role='list'], ol[role='list'] { list-style: none; padding: 0; }
  body {
    min-height: 100vh;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    color: ${({ theme }) => theme.colors.text.primary};
    background: ${({ theme }) => theme.colors.background.page};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeSpeed;
  }
  h1, h2, h3, h4, h5, h6 { line-height: ${({ theme }) => theme.lineHeights.tight}; font-family: ${({ theme }) => theme.fonts.heading}; }
  img, picture, svg, video { max-width: 100%; display: block; }
  input, button, textarea, select { font: inherit; color: inherit; }
  a { color: ${({ theme }) => theme.colors.text.link}; }
  :focus:not(:focus-visible) { outline: none; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
