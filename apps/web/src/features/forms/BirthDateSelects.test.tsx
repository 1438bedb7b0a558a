import { ThemeProvider } from '@amora/ui';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import en from '../../i18n/en.json';
import pl from '../../i18n/pl.json';
import { BirthDateSelects } from './BirthDateSelects';
import { birthYears, type DateParts, dateOfParts, partsOfDate, readBirthDate } from './birth-date';

describe('birth date parts', () => {
  it('reads and writes YYYY-MM-DD, keeping the gaps of a partly chosen date', () => {
    expect(partsOfDate('1990-05-02')).toEqual({ day: '2', month: '5', year: '1990' });
    expect(dateOfParts({ day: '2', month: '5', year: '1990' })).toBe('1990-05-02');
    expect(dateOfParts({ day: '12', month: '', year: '1990' })).toBe('1990--12');
    expect(partsOfDate('1990--12')).toEqual({ day: '12', month: '', year: '1990' });
    expect(partsOfDate(dateOfParts({ day: '9', month: '3', year: '' }))).toEqual({
      day: '9',
      month: '3',
      year: '',
    });
    expect(dateOfParts({ day: '', month: '', year: '' })).toBe('');
    expect(partsOfDate('')).toEqual({ day: '', month: '', year: '' });
  });

  it('keeps a day its month lacks as chosen, not rolled over', () => {
    expect(dateOfParts({ day: '31', month: '2', year: '1990' })).toBe('1990-02-31');
  });

  it('tells a day the month lacks from a date not fully chosen', () => {
    const read = (day: string, month: string, year: string) => readBirthDate({ day, month, year });
    expect(read('31', '2', '1990')).toEqual({ kind: 'nonexistent' });
    expect(read('29', '2', '2001')).toEqual({ kind: 'nonexistent' });
    expect(read('29', '2', '1900')).toEqual({ kind: 'nonexistent' });
    expect(read('31', '4', '1990')).toEqual({ kind: 'nonexistent' });
    expect(read('29', '2', '2000')).toEqual({ kind: 'date', date: '2000-02-29' });
    expect(read('29', '2', '1996')).toEqual({ kind: 'date', date: '1996-02-29' });
    expect(read('30', '4', '1990')).toEqual({ kind: 'date', date: '1990-04-30' });
    expect(read('3', '4', '1990')).toEqual({ kind: 'date', date: '1990-04-03' });
    expect(read('31', '2', '')).toEqual({ kind: 'incomplete' });
    expect(read('', '2', '2000')).toEqual({ kind: 'incomplete' });
    expect(read('', '', '')).toEqual({ kind: 'incomplete' });
    // as the profile keeps it: a saved date, and one with a gap
    expect(readBirthDate(partsOfDate('2001-02-29'))).toEqual({ kind: 'nonexistent' });
    expect(readBirthDate(partsOfDate('1990--12'))).toEqual({ kind: 'incomplete' });
  });

  it('lists the years from the newest allowed to 100 years back, and a saved year outside them', () => {
    const today = new Date(2026, 5, 15);
    const years = birthYears(18, '', today);
    expect([years[0], years.at(-1), years.length]).toEqual([2008, 1926, 83]);
    expect(birthYears(18, '1990', today)).toEqual(years);
    const withYounger = birthYears(40, '1990', today);
    expect([withYounger[0], withYounger[1]]).toEqual([1990, 1986]);
    expect(birthYears(18, '1920', today).at(-1)).toBe(1920);
  });
});

function Harness({
  locale,
  messages,
  error,
}: {
  locale: string;
  messages: Record<string, string>;
  error?: string;
}) {
  const [value, setValue] = useState<DateParts>({ day: '', month: '', year: '' });
  return (
    <ThemeProvider withGlobalStyle={false}>
      <IntlProvider locale={locale} messages={messages}>
        <BirthDateSelects
          legend="Date of birth"
          value={value}
          onChange={setValue}
          minAge={18}
          error={error}
          hint={`chosen: ${dateOfParts(value)}`}
          testIdPrefix="dob"
          data-testid="dob"
        />
      </IntlProvider>
    </ThemeProvider>
  );
}

const describedText = () =>
  document.getElementById(screen.getByTestId('dob').getAttribute('aria-describedby') ?? '')?.textContent;

describe('BirthDateSelects', () => {
  it('labels the three selects and hands each choice on', () => {
    render(<Harness locale="en" messages={en} />);
    expect(screen.getByRole('group', { name: 'Date of birth' })).toBeTruthy();
    expect(screen.getByLabelText('Day')).toBe(screen.getByTestId('dob-day'));
    expect(screen.getByLabelText('Month')).toBe(screen.getByTestId('dob-month'));
    expect(screen.getByLabelText('Year')).toBe(screen.getByTestId('dob-year'));
    fireEvent.change(screen.getByTestId('dob-month'), { target: { value: '3' } });
    fireEvent.change(screen.getByTestId('dob-day'), { target: { value: '9' } });
    expect(describedText()).toBe('chosen: -03-09');
    fireEvent.change(screen.getByTestId('dob-year'), { target: { value: '1990' } });
    expect(describedText()).toBe('chosen: 1990-03-09');
  });

  it('names the months in the locale', () => {
    render(<Harness locale="pl" messages={pl} />);
    const months = [...(screen.getByTestId('dob-month') as HTMLSelectElement).options].map(
      (o) => o.textContent,
    );
    expect(months).toHaveLength(13);
    expect(months[10]).toBe('październik');
  });

  it('shows an error in place of the hint, linked to the group and marking its selects invalid', () => {
    render(<Harness locale="en" messages={en} error="Too young" />);
    // aria-invalid is not a group's (ARIA 1.2): on the selects, where screen readers announce it
    expect(screen.getByTestId('dob').hasAttribute('aria-invalid')).toBe(false);
    for (const part of ['day', 'month', 'year']) {
      expect(screen.getByTestId(`dob-${part}`).getAttribute('aria-invalid')).toBe('true');
    }
    expect(describedText()).toBe('Too young');
    expect(screen.getByRole('alert').textContent).toBe('Too young');
    expect(screen.queryByText(/^chosen:/)).toBeNull();
  });
});
