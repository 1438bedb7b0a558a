import { FieldError, FieldHint, Select } from '@amora/ui';
import { type ChangeEvent, type ReactNode, useId, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { birthYears, DAYS, type DateParts, monthNames } from './birth-date';
import { DateRow, Fieldset, Legend } from './birth-date-styles';

interface Props {
  legend: ReactNode;
  value: DateParts;
  onChange: (value: DateParts) => void;
  /** The tenant's minimum age: the newest year in the list. */
  minAge: number;
  /** Shown under the selects and linked to the group; marks the selects invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  /** The hint for screen readers only (when the legend already says it). */
  hideHint?: boolean;
  /** The selects' test ids: `${testIdPrefix}-day`, `-month` and `-year`. */
  testIdPrefix: string;
  'data-testid'?: string;
}

/**
 * A date of birth as day, month and year selects (the month names in the interface language): no
 * browser date picker, whose format follows the browser, not the site, and which is clumsy for a date
 * decades back on a phone.
 */
export function BirthDateSelects({
  legend,
  value,
  onChange,
  minAge,
  error,
  hint,
  hideHint,
  testIdPrefix,
  'data-testid': testId,
}: Props) {
  const intl = useIntl();
  const months = useMemo(() => monthNames(intl.locale), [intl.locale]);
  const years = birthYears(minAge, value.year);
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  // on the selects: a group (fieldset) cannot be invalid in ARIA; the error describes the group
  const invalid = error ? true : undefined;
  const set = (part: keyof DateParts) => (event: ChangeEvent<HTMLSelectElement>) =>
    onChange({ ...value, [part]: event.target.value });
  return (
    <Fieldset aria-describedby={describedBy} data-testid={testId}>
      <Legend>{legend}</Legend>
      <DateRow>
        <Select
          label={<FormattedMessage id="signup.day" />}
          value={value.day}
          onChange={set('day')}
          aria-invalid={invalid}
          data-testid={`${testIdPrefix}-day`}
        >
          <option value="">–</option>
          {DAYS.map((day) => (
            <option key={day} value={String(day)}>
              {day}
            </option>
          ))}
        </Select>
        <Select
          label={<FormattedMessage id="signup.month" />}
          value={value.month}
          onChange={set('month')}
          aria-invalid={invalid}
          data-testid={`${testIdPrefix}-month`}
        >
          <option value="">–</option>
          {months.map((month, i) => (
            <option key={month} value={String(i + 1)}>
              {month}
            </option>
          ))}
        </Select>
        <Select
          label={<FormattedMessage id="signup.year" />}
          value={value.year}
          onChange={set('year')}
          aria-invalid={invalid}
          data-testid={`${testIdPrefix}-year`}
        >
          <option value="">–</option>
          {years.map((year) => (
            <option key={year} value={String(year)}>
              {year}
            </option>
          ))}
        </Select>
      </DateRow>
      {error ? (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      ) : (
        hint && (
          <FieldHint id={`${id}-hint`} hidden={hideHint}>
            {hint}
          </FieldHint>
        )
      )}
    </Fieldset>
  );
}
