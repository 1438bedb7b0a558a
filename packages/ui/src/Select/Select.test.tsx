import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../test-utils/render-with-theme';
import { Select } from './Select';

describe('Select', () => {
  it('is a labelled native select that reports changes', () => {
    const onChange = jest.fn();
    renderWithTheme(
      <Select
        label="Language"
        hideLabel
        value="nl"
        onChange={(e) => onChange(e.target.value)}
        data-testid="lang"
      >
        <option value="nl">Nederlands</option>
        <option value="en">English</option>
      </Select>,
    );
    const select = screen.getByLabelText('Language');
    expect(select.tagName).toBe('SELECT');
    expect(screen.getByTestId('lang')).toBe(select);
    fireEvent.change(select, { target: { value: 'en' } });
    expect(onChange).toHaveBeenCalledWith('en');
  });

  it('shows an inline error', () => {
    renderWithTheme(
      <Select label="Country" error="Required">
        <option value="">-</option>
      </Select>,
    );
    expect(screen.getByLabelText('Country').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Required')).toBeTruthy();
  });

  it('takes an error told elsewhere (a group of selects): marked invalid and described by it', () => {
    renderWithTheme(
      <Select label="Day" aria-invalid aria-describedby="date-error">
        <option value="">-</option>
      </Select>,
    );
    const select = screen.getByLabelText('Day');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe('date-error');
  });
});
