import type { Staff } from '@amora/contracts';
import { Alert, Button, Modal, Switch, TextField } from '@amora/ui';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { errorMessageId } from '../../i18n/messages';
import { type ApiError, errorValues, toApiError } from '../../lib/api-client';
import { firstInvalid } from '../../lib/form-errors';
import { useMe } from '../session/session-provider';
import { OneTimePassword } from './one-time-password';
import { RoleGrantsField } from './role-grants-field';
import { createStaff } from './staff.api';
import {
  STAFF_ERROR_FIELDS,
  STAFF_FIELDS,
  type StaffField,
  type StaffFormValues,
  toCreateRequest,
  validateStaff,
} from './validate-staff';

export const DialogForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

const EMPTY: StaffFormValues = { email: '', name: '', roles: [], totp_required: false };

interface Props {
  open: boolean;
  onClose: () => void;
  onCreated: (staff: Staff) => void;
}

/** A new staff member: name, address, roles and tenants; the answer's password is shown this once. */
export function StaffCreateDialog({ open, onClose, onCreated }: Props) {
  const intl = useIntl();
  const { tenants } = useMe();
  const rolesErrorId = useId();
  const [values, setValues] = useState<StaffFormValues>(EMPTY);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<ApiError | null>(null);
  const [created, setCreated] = useState<{ staff: Staff; password: string } | null>(null);

  const close = () => {
    setValues(EMPTY);
    setChecked(false);
    setServerError(null);
    setCreated(null);
    onClose();
  };
  const errors = checked ? validateStaff(values) : {};
  const serverField = serverError ? STAFF_ERROR_FIELDS[serverError.code] : undefined;
  const errorFor = (field: StaffField) => {
    if (serverError && serverField === field)
      return intl.formatMessage({ id: errorMessageId(serverError.code) });
    const id = errors[field];
    return id ? intl.formatMessage({ id }) : undefined;
  };
  const set = <K extends keyof StaffFormValues>(field: K, value: StaffFormValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setServerError(null);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setChecked(true);
    const invalid = firstInvalid(STAFF_FIELDS, validateStaff(values));
    if (invalid) {
      event.currentTarget
        .querySelector<HTMLInputElement>(`[name="${invalid}"], [data-testid="staff-role-owner"]`)
        ?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await createStaff(toCreateRequest(values));
      setCreated(answer);
      onCreated(answer.staff);
    } catch (error) {
      setServerError(toApiError(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      onClose={close}
      title={<FormattedMessage id={created ? 'staff.created.title' : 'staff.create.title'} />}
      closeLabel={intl.formatMessage({ id: 'dialog.close' })}
      data-testid="staff-create"
    >
      {created ? (
        <DialogForm as="div">
          <OneTimePassword name={created.staff.name} password={created.password} />
          <DialogActions>
            <Button onClick={close} data-testid="staff-created-done">
              <FormattedMessage id="staff.created.done" />
            </Button>
          </DialogActions>
        </DialogForm>
      ) : (
        <DialogForm noValidate onSubmit={submit} data-testid="staff-create-form">
          <TextField
            name="name"
            autoComplete="off"
            label={<FormattedMessage id="staff.field.name" />}
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
            error={errorFor('name')}
            data-testid="staff-name"
          />
          <TextField
            name="email"
            type="email"
            autoComplete="off"
            spellCheck={false}
            label={<FormattedMessage id="staff.field.email" />}
            value={values.email}
            onChange={(event) => set('email', event.target.value)}
            error={errorFor('email')}
            data-testid="staff-email"
          />
          <RoleGrantsField
            value={values.roles}
            onChange={(roles) => set('roles', roles)}
            tenants={tenants}
            error={errorFor('roles')}
            errorId={rolesErrorId}
          />
          <Switch
            label={<FormattedMessage id="staff.field.totp_required" />}
            description={<FormattedMessage id="staff.field.totp_required.hint" />}
            checked={values.totp_required}
            onChange={(on) => set('totp_required', on)}
            data-testid="staff-totp-required"
          />
          {serverError && !serverField && (
            <Alert tone="danger" data-testid="staff-create-error">
              <FormattedMessage id={errorMessageId(serverError.code)} values={errorValues(serverError)} />
            </Alert>
          )}
          <DialogActions>
            <Button variant="ghost" onClick={close}>
              <FormattedMessage id="account.cancel" />
            </Button>
            <Button type="submit" loading={busy} data-testid="staff-create-submit">
              <FormattedMessage id="staff.create.submit" />
            </Button>
          </DialogActions>
        </DialogForm>
      )}
    </Modal>
  );
}
