import type { AdminTenant, FictionalProfile } from '@amora/contracts';
import { Alert, Button, Modal } from '@amora/ui';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessageId } from '../../i18n/messages';
import { type ApiError, errorValues, toApiError } from '../../lib/api-client';
import { DialogActions, DialogForm } from '../staff/staff-create-dialog';
import { FictionalNotice } from './fictional-notice';
import { BasicFields } from './profile-fields';
import {
  checkCreate,
  emptyProfileForm,
  hasProblems,
  PROFILE_FIELDS,
  type ProfileErrors,
  type ProfileFormValues,
  serverFieldErrors,
  toCreateRequest,
} from './profile-form';
import { createProfile } from './profiles.api';

interface Props {
  tenant: AdminTenant;
  onClose: () => void;
  onCreated: (profile: FictionalProfile) => void;
}

/** A new fictional profile with what every profile needs; photos and details follow in its editor. */
export function ProfileCreateDialog({ tenant, onClose, onCreated }: Props) {
  const intl = useIntl();
  const minAge = Math.max(18, tenant.min_age);
  const [values, setValues] = useState<ProfileFormValues>(() => emptyProfileForm(tenant.countries[0]));
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<ApiError | null>(null);

  const errors: ProfileErrors = {
    ...(checked ? checkCreate(tenant.id, values, minAge) : {}),
    ...(serverError ? serverFieldErrors(serverError) : {}),
  };
  const change = (patch: Partial<ProfileFormValues>) => {
    setValues((previous) => ({ ...previous, ...patch }));
    setServerError(null);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    const problems = checkCreate(tenant.id, values, minAge);
    if (hasProblems(problems)) {
      const first = PROFILE_FIELDS.find((field) => problems[field]);
      document.querySelector<HTMLElement>(`[data-testid="profile-new-${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      onCreated((await createProfile(toCreateRequest(tenant.id, values))).profile);
    } catch (failure) {
      setServerError(toApiError(failure));
      setBusy(false);
    }
  }

  const unplaced = serverError && !hasProblems(serverFieldErrors(serverError));
  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={<FormattedMessage id="profiles.new.title" values={{ tenant: tenant.name }} />}
      closeLabel={intl.formatMessage({ id: 'profiles.close' })}
      data-testid="profile-new-dialog"
    >
      <DialogForm onSubmit={submit} noValidate>
        <FictionalNotice tenant={tenant} />
        <BasicFields
          values={values}
          errors={errors}
          onChange={change}
          countries={tenant.countries}
          testPrefix="profile-new"
        />
        {unplaced && serverError && (
          <Alert tone="danger" data-testid="profile-new-error">
            <FormattedMessage id={errorMessageId(serverError.code)} values={errorValues(serverError)} />
          </Alert>
        )}
        <DialogActions>
          <Button variant="ghost" onClick={onClose}>
            <FormattedMessage id="profiles.cancel" />
          </Button>
          <Button type="submit" loading={busy} data-testid="profile-new-submit">
            <FormattedMessage id="profiles.new.submit" />
          </Button>
        </DialogActions>
      </DialogForm>
    </Modal>
  );
}
