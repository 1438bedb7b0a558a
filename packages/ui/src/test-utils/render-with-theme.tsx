import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from '../ThemeProvider/ThemeProvider';

function Wrapper({ children }: { children: ReactNode }) {
  return <ThemeProvider withGlobalStyle={false}>{children}</ThemeProvider>;
}

/** render() inside the default theme; rerender keeps the theme. */
export function renderWithTheme(ui: ReactElement) {
  return render(ui, { wrapper: Wrapper });
}
