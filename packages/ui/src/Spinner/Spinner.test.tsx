import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test-utils/render-with-theme';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces its label as a status', () => {
    renderWithTheme(<Spinner label="Loading" />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });

  it('is hidden from assistive technology without a label', () => {
    const { container } = renderWithTheme(<Spinner />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
