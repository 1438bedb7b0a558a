import type { StaffMeAnswer } from '@amora/contracts';
import { Button } from '@amora/ui';
import { QRCodeSVG } from 'qrcode.react';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { AdminIcon } from '../../components/admin-icon';
import { TotpCodeField } from '../../components/totp-code-field';
import { errorMessageId } from '../../i18n/messages';
import { type ApiError, toApiError } from '../../lib/api-client';
import { validateTotpCode } from '../../lib/totp-code';
import { confirmTotp } from './account.api';

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

const Step = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const StepTitle = styled.h3`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 700;
`;

const QrFrame = styled.div`
  justify-self: start;
  padding: ${({ theme }) => theme.space(3)};
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  line-height: 0;
`;

const KeyRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Key = styled.code`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 15px;
  letter-spacing: 0.06em;
  word-break: break-all;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const CodeForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 440px;
`;

/** The key in groups of four, as authenticator apps let one type it. */
export function groupedKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

interface Props {
  secret: { secret: string; otpauth_uri: string };
  onConfirmed: (me: StaffMeAnswer) => void;
  onCancel: () => void;
}

/** Scan (or type) the new secret into an authenticator app, then confirm it with the app's code. */
export function TotpEnrolment({ secret, onConfirmed, onCancel }: Props) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [copied, setCopied] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setChecked(true);
    if (validateTotpCode(code).code) return;
    setBusy(true);
    setError(null);
    try {
      onConfirmed(await confirmTotp(code));
    } catch (failure) {
      setError(toApiError(failure));
      setCode('');
      setChecked(false);
      setBusy(false);
    }
  }

  const formatError = checked ? validateTotpCode(code).code : undefined;
  const shownError = error
    ? intl.formatMessage({ id: errorMessageId(error.code) })
    : formatError && intl.formatMessage({ id: formatError });

  return (
    <Steps data-testid="account-totp-enrolment">
      <Step>
        <StepTitle>
          <FormattedMessage id="account.totp.step_scan" />
        </StepTitle>
        <QrFrame>
          <QRCodeSVG
            value={secret.otpauth_uri}
            size={168}
            level="M"
            marginSize={0}
            title={intl.formatMessage({ id: 'account.totp.qr_title' })}
            data-testid="account-totp-qr"
          />
        </QrFrame>
      </Step>
      <Step>
        <StepTitle>
          <FormattedMessage id="account.totp.step_type" />
        </StepTitle>
        <KeyRow>
          <Key data-testid="account-totp-secret" data-secret={secret.secret}>
            {groupedKey(secret.secret)}
          </Key>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              void navigator.clipboard?.writeText(secret.secret).then(() => setCopied(true));
            }}
          >
            <AdminIcon name={copied ? 'check' : 'copy'} size={16} />
            <FormattedMessage id={copied ? 'account.totp.copied' : 'account.totp.copy'} />
          </Button>
        </KeyRow>
      </Step>
      <Step>
        <StepTitle>
          <FormattedMessage id="account.totp.step_confirm" />
        </StepTitle>
        <CodeForm noValidate onSubmit={submit} data-testid="account-totp-confirm-form">
          <TotpCodeField
            value={code}
            onChange={(value) => {
              setCode(value);
              setError(null);
            }}
            error={shownError}
            data-testid="account-totp-code"
          />
          <Actions>
            <Button type="submit" loading={busy} data-testid="account-totp-confirm">
              <FormattedMessage id="account.totp.confirm" />
            </Button>
            <Button variant="ghost" onClick={onCancel}>
              <FormattedMessage id="account.cancel" />
            </Button>
          </Actions>
        </CodeForm>
      </Step>
    </Steps>
  );
}
