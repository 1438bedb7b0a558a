import { TextField } from '@amora/ui';
import type { ChangeEvent, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';

const CodeInput = styled(TextField)`
  input {
    font-size: 22px;
    font-weight: 600;
    letter-spacing: 0.32em;
    font-variant-numeric: tabular-nums;
    text-align: center;
  }
`;

interface Props {
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  label?: ReactNode;
  autoFocus?: boolean;
  'data-testid'?: string;
}

/** The six digits of an authenticator app: a number pad on phones, filled in by password managers. */
export function TotpCodeField({ value, onChange, error, label, autoFocus, ...rest }: Props) {
  return (
    <CodeInput
      autoFocus={autoFocus}
      name="code"
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      maxLength={9}
      spellCheck={false}
      label={label ?? <FormattedMessage id="totp.code.label" />}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      error={error}
      data-testid={rest['data-testid']}
    />
  );
}
