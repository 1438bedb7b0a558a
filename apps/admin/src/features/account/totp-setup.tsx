import { Alert, Badge, Button } from '@amora/ui';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { AdminIcon } from '../../components/admin-icon';
import { TotpCodeField } from '../../components/totp-code-field';
import { errorMessageId } from '../../i18n/messages';
import { type ApiError, errorValues, toApiError } from '../../lib/api-client';
import { validateTotpCode } from '../../lib/totp-code';
import { useMe, useSession } from '../session/session-provider';
import { startTotp } from './account.api';
import { FormStack } from './account-styles';
import { TotpEnrolment } from './totp-enrolment';

const Status = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

// the phone icon keeps its size when the label fills a narrow button
const StartButton = styled(Button)`
  svg {
    flex: none;
  }
`;

/** Code errors belong under the code field; anything else above the button. */
const CODE_ERRORS = new Set(['totp_invalid', 'totp_required']);

/**
 * The second factor: off → a new secret (QR code and key) confirmed with the app's first code. With
 * one on already, replacing it (a new phone) takes the current app's code first.
 */
export function TotpSetup() {
  const intl = useIntl();
  const { staff } = useMe();
  const { signedIn } = useSession();
  const [secret, setSecret] = useState<{ secret: string; otpauth_uri: string } | null>(null);
  const [replacing, setReplacing] = useState(false);
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [done, setDone] = useState(false);

  async function begin(currentCode?: string) {
    setBusy(true);
    setError(null);
    setDone(false);
    try {
      setSecret(await startTotp(currentCode));
      setReplacing(false);
      setCode('');
      setChecked(false);
    } catch (failure) {
      setError(toApiError(failure));
    } finally {
      setBusy(false);
    }
  }

  function submitCurrentCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (!validateTotpCode(code).code) void begin(code);
  }

  if (secret) {
    return (
      <TotpEnrolment
        secret={secret}
        onCancel={() => setSecret(null)}
        onConfirmed={(me) => {
          signedIn(me);
          setSecret(null);
          setDone(true);
        }}
      />
    );
  }

  const formatError = checked ? validateTotpCode(code).code : undefined;
  const codeError = error && CODE_ERRORS.has(error.code) ? error : null;
  const otherError = error && !codeError ? error : null;
  return (
    <div data-testid="account-totp">
      <Status>
        {staff.totp_enabled ? (
          <Badge tone="success" data-testid="account-totp-status">
            <FormattedMessage id="account.totp.on" />
          </Badge>
        ) : (
          <Badge tone="neutral" data-testid="account-totp-status">
            <FormattedMessage id="account.totp.off" />
          </Badge>
        )}
        {staff.totp_required && <FormattedMessage id="account.totp.required_by_owner" />}
      </Status>
      {done && (
        <Alert tone="success" data-testid="account-totp-done">
          <FormattedMessage id="account.totp.done" />
        </Alert>
      )}
      {otherError && (
        <Alert tone="danger" data-testid="account-totp-error">
          <FormattedMessage id={errorMessageId(otherError.code)} values={errorValues(otherError)} />
        </Alert>
      )}
      {replacing ? (
        <FormStack noValidate onSubmit={submitCurrentCode} data-testid="account-totp-current-form">
          <TotpCodeField
            autoFocus
            label={<FormattedMessage id="account.totp.current_code" />}
            value={code}
            onChange={(value) => {
              setCode(value);
              setError(null);
            }}
            error={
              codeError
                ? intl.formatMessage({ id: errorMessageId(codeError.code) })
                : formatError && intl.formatMessage({ id: formatError })
            }
            data-testid="account-totp-current"
          />
          <div>
            <Button type="submit" loading={busy} data-testid="account-totp-current-submit">
              <FormattedMessage id="account.totp.continue" />
            </Button>{' '}
            <Button variant="ghost" onClick={() => setReplacing(false)}>
              <FormattedMessage id="account.cancel" />
            </Button>
          </div>
        </FormStack>
      ) : (
        <StartButton
          variant={staff.totp_enabled ? 'outline' : 'primary'}
          loading={busy}
          onClick={() => (staff.totp_enabled ? setReplacing(true) : void begin())}
          data-testid="account-totp-start"
        >
          <AdminIcon name="phone" size={16} />
          <FormattedMessage id={staff.totp_enabled ? 'account.totp.replace' : 'account.totp.start'} />
        </StartButton>
      )}
    </div>
  );
}
