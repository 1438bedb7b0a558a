import { Alert, Button } from '@amora/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { AdminIcon } from '../../components/admin-icon';

const Secret = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};

  code {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 16px;
    word-break: break-all;
  }
`;

/** A generated password, answered by the API this once: shown with a way to copy it, never again. */
export function OneTimePassword({ name, password }: { name: string; password: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Alert tone="warning" title={<FormattedMessage id="staff.password_once.title" />}>
      <FormattedMessage id="staff.password_once.body" values={{ name }} />
      <Secret>
        <code data-testid="staff-one-time-password">{password}</code>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void navigator.clipboard?.writeText(password).then(() => setCopied(true))}
        >
          <AdminIcon name={copied ? 'check' : 'copy'} size={16} />
          <FormattedMessage id={copied ? 'account.totp.copied' : 'staff.copy_password'} />
        </Button>
      </Secret>
    </Alert>
  );
}
