import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../test-utils/render-with-theme';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels the input', () => {
    const onChange = jest.fn();
    renderWithTheme(<TextField label="E-mail" type="email" onChange={onChange} />);
    const input = screen.getByLabelText('E-mail');
    fireEvent.change(input, { target: { value: 'a@b.nl' } });
    expect(onChange).toHaveBeenCalled();
  });

  it('links the inline error to the input and marks it invalid', () => {
    renderWithTheme(<TextField label="E-mail" error="Invalid email" hint="We never share it" />);
    const input = screen.getByLabelText('E-mail');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy.split(' ')[0])?.textContent).toBe('Invalid email');
    expect(screen.queryByText('We never share it')).toBeNull();
  });
});
