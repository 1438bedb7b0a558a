import type { OwnProfile } from '@amora/contracts';
import { Button } from '@amora/ui';
import { type FormEvent, type ReactNode, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { FormattedMessage } from 'react-intl';
import { useSettings } from '../../app/providers/SettingsContext';
import { useFormErrors } from '../account-settings/use-form-errors';
import { ErrorAlert } from '../error/ErrorAlert';
import { BirthDateSelects } from '../forms/BirthDateSelects';
import { dateOfParts, partsOfDate, readBirthDate } from '../forms/birth-date';
import { useToast } from '../members/shared/Toast';
import { AboutField, AttributeSelect, InterestChips, TattoosSelect } from './form-controls';
import { ProfileSection } from './ProfileSection';
import {
  ageOn,
  changesOf,
  editableFields,
  type FormField,
  type FormValues,
  formValuesOf,
} from './profile-form';
import { Actions, ActionsNote, FieldGrid, FormBody, GroupTitle } from './profile-styles';
import type { useOwnProfile } from './use-own-profile';
import { useUnsavedChangesPrompt } from './use-unsaved-changes-prompt';

const FIELD_FOR_CODE = {
  too_young: 'date_of_birth',
  date_of_birth_required: 'date_of_birth',
} as const satisfies Record<string, FormField>;

interface Props {
  profile: OwnProfile;
  save: ReturnType<typeof useOwnProfile>['save'];
}

/** The attributes the tenant shows, the date of birth and the text about oneself; saved together. */
export function ProfileDetailsForm({ profile, save }: Props) {
  const settings = useSettings();
  const fields = useMemo(() => editableFields(settings), [settings]);
  const [values, setValues] = useState<FormValues>(() => formValuesOf(profile));
  const errors = useFormErrors<FormField>(FIELD_FOR_CODE);
  const [busy, setBusy] = useState(false);
  const [toast, showToast] = useToast('profile-saved');
  const form = useRef<HTMLFormElement>(null);
  // compared with the latest saved profile: a place saved meanwhile keeps the edits made here
  const change = changesOf(values, profile, fields);
  const dirty = Object.keys(change).length > 0;
  const unsavedPrompt = useUnsavedChangesPrompt(dirty);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K], field: FormField) => {
    setValues((current) => ({ ...current, [key]: value }));
    errors.clearField(field);
  };

  // a day its month lacks, or an age under the site's minimum, is said as soon as all three are chosen
  const chosenDateError = dateErrorOf(values.date_of_birth, settings.min_age);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const dateError =
      readBirthDate(partsOfDate(values.date_of_birth)).kind === 'incomplete' ? (
        <FormattedMessage id="error.date_of_birth_required" values={{ min_age: settings.min_age }} />
      ) : (
        chosenDateError
      );
    let valid = true;
    showingErrors(() => {
      valid = errors.check({ date_of_birth: dateError });
    });
    if (!valid || !dirty) return;
    setBusy(true);
    try {
      await save(change);
      // a note where the eyes are: the save bar stops following once saved, its place may be far below
      showToast('my_profile.saved');
    } catch (caught) {
      showingErrors(() => errors.fail(caught));
    } finally {
      setBusy(false);
    }
  };

  /** Shows errors, then takes the member to the first field they name, which may be far above the save bar. */
  const showingErrors = (show: () => void) => {
    flushSync(show);
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };

  const age = ageOn(values.date_of_birth);
  return (
    <ProfileSection
      id="details"
      icon="pencil"
      titleId="my_profile.details_title"
      text={<FormattedMessage id="my_profile.details_text" />}
    >
      <form ref={form} noValidate onSubmit={submit} data-testid="profile-form">
        <FormBody>
          {fields.attributes.length > 0 && (
            <>
              <GroupTitle>
                <FormattedMessage id="my_profile.group_about_you" />
              </GroupTitle>
              <FieldGrid>
                {fields.attributes.map((attribute) => (
                  <AttributeSelect
                    key={attribute}
                    attribute={attribute}
                    value={values.attributes[attribute]}
                    gender={values.attributes.gender}
                    onChange={(value) =>
                      set('attributes', { ...values.attributes, [attribute]: value }, attribute)
                    }
                  />
                ))}
                {fields.tattoos && (
                  <TattoosSelect
                    value={values.tattoos}
                    onChange={(value) => set('tattoos', value, 'tattoos')}
                  />
                )}
              </FieldGrid>
            </>
          )}
          {fields.attributes.length === 0 && fields.tattoos && (
            <TattoosSelect value={values.tattoos} onChange={(value) => set('tattoos', value, 'tattoos')} />
          )}
          {fields.interests && (
            <InterestChips
              value={values.interests}
              onChange={(value) => set('interests', value, 'interests')}
            />
          )}
          <BirthDateSelects
            legend={<FormattedMessage id="profileField.date_of_birth" />}
            value={partsOfDate(values.date_of_birth)}
            onChange={(parts) => set('date_of_birth', dateOfParts(parts), 'date_of_birth')}
            minAge={settings.min_age}
            error={errors.fields.date_of_birth ?? chosenDateError}
            hint={age !== null && <FormattedMessage id="my_profile.age_hint" values={{ age }} />}
            testIdPrefix="profile-dob"
            data-testid="profile-date-of-birth"
          />
          {fields.about && (
            <AboutField
              value={values.about}
              error={errors.fields.about}
              onChange={(value) => set('about', value, 'about')}
            />
          )}
          <Actions $sticky={dirty} data-testid="profile-save-bar">
            {/* beside the button the member pressed, in the bar that follows while there is unsaved work */}
            {errors.alert !== null && (
              <ActionsNote>
                <ErrorAlert error={errors.alert} data-testid="profile-form-error" />
              </ActionsNote>
            )}
            {/* nothing to save: dimmed but focusable (submit ignores it), so a save keeps the focus here */}
            <Button
              type="submit"
              loading={busy}
              aria-disabled={!dirty || undefined}
              data-testid="profile-save"
            >
              <FormattedMessage id="my_profile.save" />
            </Button>
          </Actions>
        </FormBody>
      </form>
      {toast}
      {unsavedPrompt}
    </ProfileSection>
  );
}

/**
 * What is wrong with a fully chosen date of birth: a day its month lacks (named as such, not called too
 * young), or an age under the minimum. Nothing for a good date or one not fully chosen yet.
 */
function dateErrorOf(dateOfBirth: string, minAge: number): ReactNode {
  const born = readBirthDate(partsOfDate(dateOfBirth));
  if (born.kind === 'nonexistent') return <FormattedMessage id="forms.dateDoesNotExist" />;
  const age = ageOn(dateOfBirth);
  if (born.kind === 'date' && age !== null && age < minAge)
    return <FormattedMessage id="error.too_young" values={{ min_age: minAge }} />;
  return null;
}
