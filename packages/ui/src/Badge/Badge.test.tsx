import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test-utils/render-with-theme';
import { Badge } from './Badge';
import { formatBadgeCount } from './format-badge-count';

describe('formatBadgeCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [99, '99'],
    [100, '99+'],
    [2500, '99+'],
    [-3, '0'],
  ])('%d shows as %s', (count, shown) => expect(formatBadgeCount(count)).toBe(shown));
});

describe('Badge', () => {
  it('caps the count and carries its label', () => {
    renderWithTheme(<Badge count={120} label="120 unread messages" data-testid="badge" />);
    const badge = screen.getByTestId('badge');
    expect(badge.textContent).toBe('99+');
    expect(badge.getAttribute('aria-label')).toBe('120 unread messages');
  });

  it('renders nothing for zero unless asked', () => {
    const { container } = renderWithTheme(<Badge count={0} />);
    expect(container.textContent).toBe('');
    renderWithTheme(<Badge count={0} showZero data-testid="zero" tone="danger" />);
    expect(screen.getByTestId('zero').textContent).toBe('0');
  });
});
