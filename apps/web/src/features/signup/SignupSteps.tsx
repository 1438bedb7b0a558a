import { TextField } from '@amora/ui';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { BirthDateSelects } from '../forms/BirthDateSelects';
import type { FieldMessage, SignupErrors, SignupForm } from './signup-form';
import {
  AgeBadge,
  ChoiceCard,
  ChoiceInput,
  Choices,
  FieldError,
  Fields,
  Fieldset,
  Legend,
} from './signup-styles';

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
  const error = errors.date_of_birth;
  return (
    <BirthDateSelects
      legend={
        <>
          <FormattedMessage id="signup.dateOfBirth" />
          <AgeBadge data-testid="signup-min-age">
            <FormattedMessage id="signup.minAge" values={{ min_age: minAge }} />
          </AgeBadge>
        </>
      }
      value={{ day: form.day, month: form.month, year: form.year }}
      onChange={update}
      minAge={minAge}
      error={error && <FormattedMessage id={error.id} values={error.values} />}
      hint={<FormattedMessage id="signup.dateOfBirthHint" values={{ min_age: minAge }} />}
      hideHint
      testIdPrefix="signup"
    />
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
