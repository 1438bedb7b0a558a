import {
  GENDERS,
  INTEREST_KEYS,
  PROFILE_ATTRIBUTE_VALUES,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
} from '@amora/contracts';
import { Select, Switch, TextField } from '@amora/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { MessageId } from '../../i18n/messages';
import { FieldGrid, Note, TextArea } from '../tenants/form-parts';
import {
  ABOUT_MAX_LENGTH,
  type AttributeField,
  ageOf,
  NOTES_MAX_LENGTH,
  OPTIONAL_ATTRIBUTES,
  type ProfileErrors,
  type ProfileField,
  type ProfileFormValues,
  valueLabel,
} from './profile-form';

const StatusField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  align-content: start;
`;

const Chips = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  margin: 0;
  border: 0;
  padding: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 600;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    font-size: ${({ theme }) => theme.font.size.sm};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary.surface};
    background: ${({ theme }) => theme.colors.primary.muted};
  }
`;

interface Props {
  values: ProfileFormValues;
  errors: ProfileErrors;
  onChange: (patch: Partial<ProfileFormValues>) => void;
  /** The tenant's countries, offered first (a profile's own country stays choosable). */
  countries: readonly string[];
  testPrefix: string;
}

function useFieldProps({ values, errors, onChange, testPrefix }: Props) {
  const intl = useIntl();
  const label = (id: MessageId) => intl.formatMessage({ id });
  const error = (field: ProfileField) => {
    const problem = errors[field];
    return problem ? intl.formatMessage({ id: problem.id }, problem.values) : undefined;
  };
  const text = (field: 'name' | 'city' | 'region' | 'date_of_birth') => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => onChange({ [field]: event.target.value }),
    error: error(field),
    'data-testid': `${testPrefix}-${field}`,
  });
  return { intl, label, error, text };
}

/** Name, birth date, gender, orientation, relationship, place and status: what every profile needs. */
export function BasicFields(props: Props) {
  const { values, onChange, countries, testPrefix } = props;
  const { intl, label, error, text } = useFieldProps(props);
  const age = ageOf(values.date_of_birth);
  const countryOptions = [...new Set([...countries, ...(values.country ? [values.country] : [])])];
  const attribute = (field: 'gender' | 'sexuality' | 'relationship_status', options: readonly string[]) => (
    <Select
      label={label(`profiles.field.${field}`)}
      value={values[field]}
      onChange={(event) => onChange({ [field]: event.target.value })}
      error={error(field)}
      data-testid={`${testPrefix}-${field}`}
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {label(valueLabel(field, option))}
        </option>
      ))}
    </Select>
  );
  return (
    <FieldGrid>
      <TextField label={label('profiles.field.name')} maxLength={40} autoComplete="off" {...text('name')} />
      <TextField
        type="date"
        label={label('profiles.field.date_of_birth')}
        hint={age === null ? undefined : intl.formatMessage({ id: 'profiles.age_hint' }, { age })}
        {...text('date_of_birth')}
      />
      {attribute('gender', GENDERS)}
      {attribute('sexuality', SEXUALITIES)}
      {attribute('relationship_status', RELATIONSHIP_STATUSES)}
      <StatusField>
        <Select
          label={label('profiles.field.status')}
          value={values.status}
          onChange={(event) => onChange({ status: event.target.value as ProfileFormValues['status'] })}
          data-testid={`${testPrefix}-status`}
        >
          <option value="active">{label('profiles.status.active')}</option>
          <option value="disabled">{label('profiles.status.disabled')}</option>
        </Select>
        <Note>{label(`profiles.status_hint.${values.status}`)}</Note>
      </StatusField>
      <TextField label={label('profiles.field.city')} maxLength={100} {...text('city')} />
      <TextField
        label={label('profiles.field.region')}
        hint={label('profiles.region_hint')}
        maxLength={20}
        {...text('region')}
      />
      <Select
        label={label('profiles.field.country')}
        value={values.country}
        onChange={(event) => onChange({ country: event.target.value })}
        error={error('country')}
        data-testid={`${testPrefix}-country`}
      >
        <option value="">{label('profiles.choose')}</option>
        {countryOptions.map((country) => (
          <option key={country} value={country}>
            {country}
          </option>
        ))}
      </Select>
    </FieldGrid>
  );
}

/** Looks (each optional), tattoos, the about text, interests and the staff's own notes. */
export function DetailFields(props: Props) {
  const { values, onChange, testPrefix } = props;
  const { intl, label, error } = useFieldProps(props);
  const optional = (field: AttributeField & (typeof OPTIONAL_ATTRIBUTES)[number]) => (
    <Select
      key={field}
      label={label(`profiles.field.${field}`)}
      value={values[field]}
      onChange={(event) => onChange({ [field]: event.target.value })}
      error={error(field)}
      data-testid={`${testPrefix}-${field}`}
    >
      <option value="">{label('profiles.not_given')}</option>
      {PROFILE_ATTRIBUTE_VALUES[field].map((option) => (
        <option key={option} value={option}>
          {label(valueLabel(field, option))}
        </option>
      ))}
    </Select>
  );
  return (
    <FieldGrid>
      {OPTIONAL_ATTRIBUTES.map(optional)}
      <Switch
        label={label('profiles.field.tattoos')}
        checked={values.tattoos}
        onChange={(tattoos) => onChange({ tattoos })}
        data-testid={`${testPrefix}-tattoos`}
      />
      <TextArea
        className="wide"
        label={label('profiles.field.about')}
        value={values.about}
        maxLength={ABOUT_MAX_LENGTH}
        onChange={(event) => onChange({ about: event.target.value })}
        error={error('about')}
        hint={intl.formatMessage(
          { id: 'profiles.chars_left' },
          { left: ABOUT_MAX_LENGTH - values.about.length },
        )}
        data-testid={`${testPrefix}-about`}
      />
      <Chips className="wide" data-testid={`${testPrefix}-interests`}>
        <legend>
          {label('profiles.field.interests')} <Note as="span">{values.interests.length}/30</Note>
        </legend>
        <div>
          {INTEREST_KEYS.map((key) => (
            <label key={key}>
              <input
                type="checkbox"
                checked={values.interests.includes(key)}
                onChange={(event) =>
                  onChange({
                    interests: event.target.checked
                      ? INTEREST_KEYS.filter((item) => item === key || values.interests.includes(item))
                      : values.interests.filter((item) => item !== key),
                  })
                }
              />
              {label(`profiles.interest.${key}`)}
            </label>
          ))}
        </div>
        {error('interests') && <Note $tone="danger">{error('interests')}</Note>}
      </Chips>
      <TextArea
        className="wide"
        label={label('profiles.field.notes')}
        value={values.notes}
        maxLength={NOTES_MAX_LENGTH}
        onChange={(event) => onChange({ notes: event.target.value })}
        error={error('notes')}
        hint={label('profiles.notes_hint')}
        data-testid={`${testPrefix}-notes`}
      />
    </FieldGrid>
  );
}
