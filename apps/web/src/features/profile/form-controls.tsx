import { ABOUT_MAX_LENGTH, PROFILE_ATTRIBUTE_VALUES, type ProfileAttribute } from '@amora/contracts';
import { focusVisible, Select, Skeleton } from '@amora/ui';
import { type ReactNode, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useInterests } from '../../lib/api';
import { type InterestKey, OPTIONAL_ATTRIBUTES } from './profile-form';

interface AttributeSelectProps {
  attribute: ProfileAttribute;
  value: string;
  /** The member's own gender ('male', 'female'): the values agree with it ("Soltera"); else the two-form. */
  gender?: string;
  error?: ReactNode;
  onChange: (value: string) => void;
}

/** A list attribute with its translated values; all but gender and sexuality may stay unsaid. */
export function AttributeSelect({ attribute, value, gender, error, onChange }: AttributeSelectProps) {
  const intl = useIntl();
  return (
    <Select
      label={<FormattedMessage id={`profileField.${attribute}`} />}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
      data-testid={`profile-${attribute}`}
    >
      {OPTIONAL_ATTRIBUTES.includes(attribute) && (
        <option value="">{intl.formatMessage({ id: 'my_profile.not_said' })}</option>
      )}
      {PROFILE_ATTRIBUTE_VALUES[attribute].map((option) => (
        <option key={option} value={option}>
          {intl.formatMessage({ id: `profileValue.${attribute}.${option}` }, { gender: gender || 'other' })}
        </option>
      ))}
    </Select>
  );
}

const TATTOOS_CHOICE = { yes: true, no: false, '': null } as const;

export function TattoosSelect({
  value,
  onChange,
}: {
  value: boolean | null;
  onChange: (value: boolean | null) => void;
}) {
  const intl = useIntl();
  return (
    <Select
      label={<FormattedMessage id="profileField.tattoos" />}
      value={value === null ? '' : value ? 'yes' : 'no'}
      onChange={(event) => onChange(TATTOOS_CHOICE[event.target.value as keyof typeof TATTOOS_CHOICE])}
      data-testid="profile-tattoos"
    >
      <option value="">{intl.formatMessage({ id: 'my_profile.not_said' })}</option>
      <option value="no">{intl.formatMessage({ id: 'profileValue.tattoos.no' })}</option>
      <option value="yes">{intl.formatMessage({ id: 'profileValue.tattoos.yes' })}</option>
    </Select>
  );
}

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space(2)};
  padding: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(4)};
  /* a full touch target on touch screens and phones */
  ${({ theme }) => theme.media.touch} {
    min-height: 44px;
  }
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  cursor: pointer;
  transition:
    background 0.15s ease,
    border-color 0.15s ease;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary.text};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary.surface};
    background: ${({ theme }) => theme.colors.primary.surface};
    color: ${({ theme }) => theme.colors.primary.onSurface};
  }
  ${focusVisible}
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The interests of GET /api/interests.php as toggle chips. */
export function InterestChips({
  value,
  onChange,
}: {
  value: InterestKey[];
  onChange: (value: InterestKey[]) => void;
}) {
  const { data } = useInterests();
  const toggle = (key: InterestKey) =>
    onChange(value.includes(key) ? value.filter((item) => item !== key) : [...value, key]);
  return (
    <Fieldset data-testid="profile-interests">
      <Legend>
        <FormattedMessage id="profileField.interests" />
      </Legend>
      <Hint>
        <FormattedMessage id="my_profile.interests_hint" values={{ count: value.length }} />
      </Hint>
      <Chips>
        {!data &&
          [96, 80, 112, 72, 88].map((width) => (
            <Skeleton key={width} $width={`${width}px`} $height="40px" $radius="pill" />
          ))}
        {data?.interests.map(({ key }) => (
          <Chip
            key={key}
            type="button"
            aria-pressed={value.includes(key)}
            onClick={() => toggle(key)}
            data-testid={`profile-interest-${key}`}
          >
            <FormattedMessage id={`interest.${key}`} />
          </Chip>
        ))}
      </Chips>
    </Fieldset>
  );
}

const Area = styled.textarea<{ $invalid: boolean }>`
  width: 100%;
  min-height: 132px;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1.5px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  line-height: 1.5;
  resize: vertical;

  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary.text};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.primary.muted};
  }
`;

const AreaFoot = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
`;

const AreaFull = styled.p`
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 500;
`;

const AreaCount = styled.span<{ $full: boolean }>`
  flex: none;
  ${({ theme, $full }) => $full && `color: ${theme.colors.warning}; font-weight: 600;`}
`;

const AreaError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 500;
`;

/** The short text about oneself, with the characters left. */
export function AboutField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: ReactNode;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const intl = useIntl();
  const full = value.length >= ABOUT_MAX_LENGTH;
  return (
    <Fieldset as="div">
      <Label htmlFor={id}>
        <FormattedMessage id="profileField.about" />
      </Label>
      <Area
        id={id}
        value={value}
        maxLength={ABOUT_MAX_LENGTH}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-foot`}
        placeholder={intl.formatMessage({ id: 'my_profile.about_placeholder' })}
        onChange={(event) => onChange(event.target.value)}
        data-testid="profile-about"
      />
      <AreaFoot id={`${id}-foot`}>
        {error ? (
          <AreaError>{error}</AreaError>
        ) : (
          // at the limit the field takes no more (a paste is cut there): said, not only counted
          <AreaFull role="status" data-testid="profile-about-full">
            {full && <FormattedMessage id="my_profile.about_full" />}
          </AreaFull>
        )}
        <AreaCount $full={full}>
          <FormattedMessage
            id="my_profile.about_count"
            values={{ count: value.length, max: ABOUT_MAX_LENGTH }}
          />
        </AreaCount>
      </AreaFoot>
    </Fieldset>
  );
}
