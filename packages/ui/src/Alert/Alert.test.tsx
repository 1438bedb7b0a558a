import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../test-utils/render-with-theme';
import { Alert } from './Alert';

describe('Alert', () => {
  it('interrupts for danger and can be dismissed', () => {
    const onDismiss = jest.fn();
    renderWithTheme(
      <Alert tone="danger" title="Payment failed" onDismiss={onDismiss} dismissLabel="Close">
        Try another method
      </Alert>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Payment failed');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalled();
  });

  it('is a polite status for information', () => {
    renderWithTheme(<Alert>Saved</Alert>);
    expect(screen.getByRole('status').textContent).toBe('Saved');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
