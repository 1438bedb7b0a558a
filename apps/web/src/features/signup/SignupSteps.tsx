import { Select, TextField } from '@amora/ui';
import { useId, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FieldMessage, SignupErrors, SignupForm } from './signup-form';
import {
  AgeBadge,
  ChoiceCard,
  ChoiceInput,
  Choices,
  DateRow,
  FieldError,
  Fields,
  Fieldset,
  Legend,
} from './signup-styles';

const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

export interface StepProps {
  form: SignupForm;
  errors: SignupErrors;
  update: (patch: Partial<SignupForm>) => void;
}

export function ErrorText({ message, id }: { message?: FieldMessage; id?: string }) {
  if (!message) return null;
  return (
    <FieldError id={id} role="alert">
      <FormattedMessage id={message.id} values={message.values} />
    </FieldError>
  );
}

function ChoiceGroup<V extends string>({
  legendId,
  name,
  value,
  options,
  error,
  onChange,
}: {
  legendId: string;
  name: string;
  value: V | '';
  options: Array<{ value: V; labelId: string }>;
  error?: FieldMessage;
  onChange: (value: V) => void;
}) {
  const prefix = useId();
  return (
    <Fieldset
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${prefix}-error` : undefined}
    >
      <Legend>
        <FormattedMessage id={legendId} />
      </Legend>
      <Choices $columns={options.length}>
        {options.map((option) => (
          <label key={option.value} htmlFor={`${prefix}-${option.value}`}>
            <ChoiceInput
              id={`${prefix}-${option.value}`}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              data-testid={`signup-${name}-${option.value}`}
            />
            <ChoiceCard>
              <FormattedMessage id={option.labelId} />
            </ChoiceCard>
          </label>
        ))}
      </Choices>
      <ErrorText message={error} id={`${prefix}-error`} />
    </Fieldset>
  );
}

/** Step 0: "I am a man/woman, looking for men/women/both". */
export function StepAbout({ form, errors, update }: StepProps) {
  return (
    <Fields>
      <ChoiceGroup
        legendId="signup.iAm"
        name="gender"
        value={form.gender}
        error={errors.gender}
        options={[
          { value: 'male', labelId: 'signup.man' },
          { value: 'female', labelId: 'signup.woman' },
        ]}
        onChange={(gender) => update({ gender })}
      />
      <ChoiceGroup
        legendId="signup.lookingFor"
        name="seeking"
        value={form.seeking}
        error={errors.seeking}
        options={[
          { value: 'male', labelId: 'signup.men' },
          { value: 'female', labelId: 'signup.women' },
          { value: 'both', labelId: 'signup.both' },
        ]}
        onChange={(seeking) => update({ seeking })}
      />
    </Fields>
  );
}

/** Step 1: date of birth as day, month and year, with the tenant's minimum age. */
export function StepBirthday({ form, errors, update, minAge }: StepProps & { minAge: number }) {
  const intl = useIntl();
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(intl.locale, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2000, i, 1))));
  }, [intl.locale]);
  const lastYear = new Date().getFullYear() - minAge;
  const years = Array.from({ length: 100 - minAge + 1 }, (_, i) => lastYear - i);
  const error = errors.date_of_birth;
  const dob = useId();
  return (
    <Fieldset aria-describedby={error ? `${dob}-error` : `${dob}-hint`}>
      <Legend>
        <FormattedMessage id="signup.dateOfBirth" />
        <AgeBadge data-testid="signup-min-age">
          <FormattedMessage id="signup.minAge" values={{ min_age: minAge }} />
        </AgeBadge>
      </Legend>
      <DateRow>
        <Select
          label={<FormattedMessage id="signup.day" />}
          value={form.day}
          onChange={(event) => update({ day: event.target.value })}
          data-testid="signup-day"
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
          value={form.month}
          onChange={(event) => update({ month: event.target.value })}
          data-testid="signup-month"
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
          value={form.year}
          onChange={(event) => update({ year: event.target.value })}
          data-testid="signup-year"
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
        <ErrorText message={error} id={`${dob}-error`} />
      ) : (
        <p id={`${dob}-hint`} hidden>
          <FormattedMessage id="signup.dateOfBirthHint" values={{ min_age: minAge }} />
        </p>
      )}
    </Fieldset>
  );
}

/** Step 2: the username other members see. */
export function StepName({ form, errors, update }: StepProps) {
  return (
    <TextField
      label={<FormattedMessage id="signup.username" />}
      hint={<FormattedMessage id="signup.usernameHint" />}
      name="username"
      autoComplete="username"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={60}
      value={form.name}
      error={errors.name && <FormattedMessage id={errors.name.id} values={errors.name.values} />}
      onChange={(event) => update({ name: event.target.value })}
      data-testid="signup-name"
    />
  );
}
