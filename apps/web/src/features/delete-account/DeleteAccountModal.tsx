import { REACTIVATION_DAYS } from '@amora/contracts';
import { Button, Modal, TextField } from '@amora/ui';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import useSWR from 'swr';
import { api } from '../../lib/api';
import { pathTo } from '../../lib/routes/paths';
import { sendAccount } from '../account-settings/account-api';
import { useFormErrors } from '../account-settings/use-form-errors';
import { ErrorAlert } from '../error/ErrorAlert';
import { Body, DangerButton, Reason, ReasonLabel, Steps } from './delete-styles';
import { RetentionOffer } from './RetentionOffer';

type Step = 'offer' | 'confirm';

// a wrong current password belongs under its field; anything else goes above the form
const FIELD_FOR_CODE = { password_wrong: 'password' } as const;

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * Deleting an account: first the company's offer to stay (delete_discount), then the password. The
 * account is hidden at once and purged after 14 days unless the member reactivates it from the mail.
 */
export function DeleteAccountModal({ open, onClose }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  const offer = useSWR(open ? 'delete-offer' : null, () => api.request('deleteOffer'));
  const [step, setStep] = useState<Step>('offer');
  const [reason, setReason] = useState('');
  const [password, setPassword] = useState('');
  const errors = useFormErrors<'password'>(FIELD_FOR_CODE);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setStep('offer');
    setPassword('');
    errors.clear();
    onClose();
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    const valid = errors.check({
      password: !password && <FormattedMessage id="account_settings.password_required" />,
    });
    if (!valid) return;
    setBusy(true);
    // the next page's code loads beside the call: once the session is gone, any answer of another call
    // makes this members-only page send the visitor to /login, so the way out must not wait for a chunk
    const nextPage = import('./AccountDeletedPage');
    try {
      await sendAccount('deleteAccount', { password, reason: reason.trim() || undefined });
      await nextPage;
      // the next page learns that the session is gone: refreshing here would let this members-only
      // page send the visitor to /login before it unmounts
      await navigate(pathTo('account-deleted'), { replace: true });
    } catch (caught) {
      errors.fail(caught);
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={close}
      dismissible={!busy}
      size="sm"
      title={intl.formatMessage({ id: 'delete_account.title' })}
      closeLabel={intl.formatMessage({ id: 'delete_account.keep' })}
      data-testid="delete-modal"
    >
      <Body>
        <Steps aria-hidden="true">{step === 'offer' ? '1 / 2' : '2 / 2'}</Steps>
        {step === 'offer' ? (
          <>
            <RetentionOffer percentage={offer.data?.delete_discount ?? 0} />
            <ReasonLabel htmlFor="delete-reason">
              <FormattedMessage id="delete_account.reason" />
            </ReasonLabel>
            <Reason
              id="delete-reason"
              rows={3}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              data-testid="delete-reason"
            />
            <Button
              variant="outline"
              fullWidth
              onClick={() => setStep('confirm')}
              data-testid="delete-continue"
            >
              <FormattedMessage id="delete_account.continue" />
            </Button>
            <Button variant="ghost" fullWidth onClick={close} data-testid="delete-keep">
              <FormattedMessage id="delete_account.keep" />
            </Button>
          </>
        ) : (
          <form noValidate onSubmit={confirm}>
            <Body>
              <p>
                <FormattedMessage id="delete_account.confirm_text" values={{ days: REACTIVATION_DAYS }} />
              </p>
              <ErrorAlert error={errors.alert} data-testid="delete-error" />
              <TextField
                label={<FormattedMessage id="account_settings.current_password" />}
                type="password"
                autoComplete="current-password"
                value={password}
                error={errors.fields.password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  errors.clearField('password');
                }}
                data-testid="delete-password"
              />
              <DangerButton type="submit" $filled fullWidth loading={busy} data-testid="delete-confirm">
                <FormattedMessage id="delete_account.confirm" />
              </DangerButton>
              <Button variant="ghost" fullWidth onClick={close} disabled={busy} data-testid="delete-cancel">
                <FormattedMessage id="delete_account.keep" />
              </Button>
            </Body>
          </form>
        )}
      </Body>
    </Modal>
  );
}
