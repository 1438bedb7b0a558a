import { type Staff, type StaffUpdate, staffUpdateRequestSchema } from '@amora/contracts';
import { Alert, Button, Modal, Select, Switch, TextField } from '@amora/ui';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { errorMessageId, type MessageId } from '../../i18n/messages';
import { type ApiError, errorValues, toApiError } from '../../lib/api-client';
import { schemaErrors } from '../../lib/form-errors';
import { useMe } from '../session/session-provider';
import { OneTimePassword } from './one-time-password';
import { RoleGrantsField } from './role-grants-field';
import { updateStaff } from './staff.api';
import { DialogActions, DialogForm } from './staff-create-dialog';

const Resets = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 700;
  }
  p {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

type Editable = Pick<Staff, 'name' | 'roles' | 'status' | 'totp_required'>;
type Reset = 'reset_totp' | 'reset_password';

const sameRoles = (a: Staff['roles'], b: Staff['roles']) =>
  JSON.stringify([...a].map((g) => `${g.role}:${g.tenant_id}`).sort()) ===
  JSON.stringify([...b].map((g) => `${g.role}:${g.tenant_id}`).sort());

/** Only what changed: the API ends sessions on new roles or status, so an unchanged field is left out. */
export function changesOf(staff: Staff, values: Editable): Omit<StaffUpdate, 'id'> {
  return {
    ...(values.name.trim() !== staff.name ? { name: values.name.trim() } : {}),
    ...(sameRoles(values.roles, staff.roles) ? {} : { roles: values.roles }),
    ...(values.status !== staff.status ? { status: values.status } : {}),
    ...(values.totp_required !== staff.totp_required ? { totp_required: values.totp_required } : {}),
  };
}

const RESET_TEXT: Record<Reset, { button: MessageId; confirm: MessageId }> = {
  reset_totp: { button: 'staff.reset_totp', confirm: 'staff.reset_totp.confirm' },
  reset_password: { button: 'staff.reset_password', confirm: 'staff.reset_password.confirm' },
};

interface Props {
  staff: Staff;
  onClose: () => void;
  onSaved: (staff: Staff) => void;
}

/** An owner changes a staff member: name, roles and tenants, status, second factor, or resets. */
export function StaffEditDialog({ staff, onClose, onSaved }: Props) {
  const intl = useIntl();
  const { tenants } = useMe();
  const rolesErrorId = useId();
  const [values, setValues] = useState<Editable>(staff);
  const [busy, setBusy] = useState<'save' | Reset | null>(null);
  const [confirming, setConfirming] = useState<Reset | null>(null);
  const [serverError, setServerError] = useState<ApiError | null>(null);
  const [password, setPassword] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const changes = changesOf(staff, values);
  const errors = schemaErrors(
    staffUpdateRequestSchema,
    { id: staff.id, ...changes },
    { name: 'staff.name.required', roles: 'staff.roles.required', id: 'error.validation_failed' },
  );
  const nothingChanged = Object.keys(changes).length === 0;

  async function send(body: StaffUpdate, kind: 'save' | Reset) {
    setBusy(kind);
    setServerError(null);
    setSaved(false);
    try {
      const answer = await updateStaff(body);
      onSaved(answer.staff);
      setValues(answer.staff);
      setSaved(kind === 'save');
      if (answer.password) setPassword(answer.password);
    } catch (error) {
      setServerError(toApiError(error));
    } finally {
      setBusy(null);
      setConfirming(null);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || nothingChanged || errors.name || errors.roles) return;
    void send({ id: staff.id, ...changes }, 'save');
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={<FormattedMessage id="staff.edit.title" values={{ name: staff.name }} />}
      closeLabel={intl.formatMessage({ id: 'dialog.close' })}
      data-testid="staff-edit"
    >
      <DialogForm noValidate onSubmit={submit} data-testid="staff-edit-form">
        {password && <OneTimePassword name={staff.name} password={password} />}
        <TextField
          name="name"
          label={<FormattedMessage id="staff.field.name" />}
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
          error={errors.name && intl.formatMessage({ id: errors.name })}
          data-testid="staff-edit-name"
        />
        <RoleGrantsField
          value={values.roles}
          onChange={(roles) => setValues({ ...values, roles })}
          tenants={tenants}
          error={errors.roles && intl.formatMessage({ id: errors.roles })}
          errorId={rolesErrorId}
        />
        <Select
          label={<FormattedMessage id="staff.field.status" />}
          value={values.status}
          onChange={(event) =>
            setValues({ ...values, status: event.target.value === 'disabled' ? 'disabled' : 'active' })
          }
          data-testid="staff-edit-status"
        >
          <option value="active">{intl.formatMessage({ id: 'staff.status.active' })}</option>
          <option value="disabled">{intl.formatMessage({ id: 'staff.status.disabled' })}</option>
        </Select>
        <Switch
          label={<FormattedMessage id="staff.field.totp_required" />}
          description={<FormattedMessage id="staff.field.totp_required.hint" />}
          checked={values.totp_required}
          onChange={(on) => setValues({ ...values, totp_required: on })}
          data-testid="staff-edit-totp-required"
        />
        {serverError && (
          <Alert tone="danger" data-testid="staff-edit-error">
            <FormattedMessage id={errorMessageId(serverError.code)} values={errorValues(serverError)} />
          </Alert>
        )}
        {saved && (
          <Alert tone="success" data-testid="staff-edit-saved">
            <FormattedMessage id="staff.edit.saved" />
          </Alert>
        )}
        <DialogActions>
          <Button variant="ghost" onClick={onClose}>
            <FormattedMessage id="dialog.close" />
          </Button>
          <Button
            type="submit"
            disabled={nothingChanged}
            loading={busy === 'save'}
            data-testid="staff-edit-submit"
          >
            <FormattedMessage id="staff.edit.submit" />
          </Button>
        </DialogActions>
        <Resets>
          <h3>
            <FormattedMessage id="staff.resets.title" />
          </h3>
          {confirming ? (
            <>
              <p>
                <FormattedMessage id={RESET_TEXT[confirming].confirm} values={{ name: staff.name }} />
              </p>
              <DialogActions>
                <Button variant="ghost" size="sm" onClick={() => setConfirming(null)}>
                  <FormattedMessage id="account.cancel" />
                </Button>
                <Button
                  size="sm"
                  loading={busy === confirming}
                  onClick={() => void send({ id: staff.id, [confirming]: true }, confirming)}
                  data-testid="staff-reset-confirm"
                >
                  <FormattedMessage id={RESET_TEXT[confirming].button} />
                </Button>
              </DialogActions>
            </>
          ) : (
            <DialogActions>
              {staff.totp_enabled && (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setConfirming('reset_totp')}
                  data-testid="staff-reset-totp"
                >
                  <FormattedMessage id="staff.reset_totp" />
                </Button>
              )}
              <Button
                variant="outline"
                size="sm"
                onClick={() => setConfirming('reset_password')}
                data-testid="staff-reset-password"
              >
                <FormattedMessage id="staff.reset_password" />
              </Button>
            </DialogActions>
          )}
        </Resets>
      </DialogForm>
    </Modal>
  );
}
