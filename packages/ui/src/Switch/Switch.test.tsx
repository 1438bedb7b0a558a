import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../test-utils/render-with-theme';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a labelled switch that reports the opposite state when pressed', () => {
    const onChange = jest.fn();
    renderWithTheme(
      <Switch label="Invisible mode" description="Hidden from search" checked={false} onChange={onChange} />,
    );
    const control = screen.getByRole('switch', { name: 'Invisible mode' });
    expect(control.getAttribute('aria-checked')).toBe('false');
    expect(control.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(control);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('does nothing while disabled', () => {
    const onChange = jest.fn();
    renderWithTheme(<Switch label="Likes" checked onChange={onChange} disabled />);
    const control = screen.getByRole('switch', { name: 'Likes' });
    expect(control.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(control);
    expect(onChange).not.toHaveBeenCalled();
  });
});
