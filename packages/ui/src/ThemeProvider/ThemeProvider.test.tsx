import { render } from '@testing-library/react';
import styled from 'styled-components';
import { ThemeProvider } from './ThemeProvider';

const Probe = styled.div`
  color: ${({ theme }) => theme.palette.primary};
`;

describe('ThemeProvider', () => {
  it('exposes the tenant palette as CSS custom properties and to styled components', () => {
    render(
      <ThemeProvider palette={{ primary: '#0B6E4F' }}>
        <Probe data-testid="probe" />
      </ThemeProvider>,
    );
    const css = Array.from(document.querySelectorAll('style'))
      .map((s) => s.textContent)
      .join('\n');
    expect(css).toContain('--amora-primary:#0b6e4f');
    expect(css).toContain('--amora-secondary:#d61f84');
  });

  it('refuses a colour that is not a hex colour', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ThemeProvider palette={{ primary: 'red;}' }}>{null}</ThemeProvider>)).toThrow();
  });
});
