import { createGlobalStyle } from 'styled-components';
import { REDUCED_MOTION } from '../styles/motion';

/** Base styles, and the active palette as CSS custom properties (tests and plain CSS read them). */
export const GlobalStyle = createGlobalStyle`
  :root {
    --amora-primary: ${({ theme }) => theme.palette.primary};
    --amora-secondary: ${({ theme }) => theme.palette.secondary};
    --amora-success: ${({ theme }) => theme.palette.success};
    --amora-dark: ${({ theme }) => theme.palette.dark};
    color-scheme: light;
    -webkit-text-size-adjust: 100%;
  }

  *, *::before, *::after {
    box-sizing: border-box;
  }

  html, body {
    margin: 0;
    padding: 0;
  }

  /* A control reached by Tab scrolls into view clear of the sticky header (64 px, 72 px from md, and
     its border) and, on phones, of the bottom tab bar (64 px); 8 px more keep its focus ring in view. */
  html {
    scroll-padding-top: 73px;
  }
  ${({ theme }) => theme.media.md} {
    html {
      scroll-padding-top: 81px;
    }
  }
  @media (max-width: 767.98px) {
    html {
      scroll-padding-bottom: calc(72px + env(safe-area-inset-bottom));
    }
  }

  body {
    min-height: 100vh;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }

  h1, h2, h3, h4, p {
    margin: 0;
  }

  h1, h2, h3, h4 {
    line-height: 1.2;
    letter-spacing: -0.01em;
  }

  a {
    color: ${({ theme }) => theme.colors.primary.text};
  }

  img, svg {
    display: block;
    max-width: 100%;
  }

  button, input, select, textarea {
    font: inherit;
  }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary.text};
    outline-offset: 2px;
  }

  ${REDUCED_MOTION} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
