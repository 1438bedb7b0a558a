import { Button, Icon, TextField } from '@amora/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { ErrorMessage } from '../error/ErrorMessage';
import { checkDiscountCode, normaliseCode } from './credits-api';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(2)};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }
`;

const Form = styled.form`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  max-width: 420px;

  > :first-child {
    flex: 1;
    min-width: 0;
  }
  > button {
    margin-top: 26px;
  }
`;

const Applied = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 100%;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)} ${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.success.muted};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.success.text};
  }
  > span {
    min-width: 0;
  }
  button {
    flex: none;
    padding: ${({ theme }) => theme.space(2)};
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.primary.text};
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
`;

const Minimum = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;

export interface DiscountCodeFormProps {
  /** The code the prices carry now (from the URL), or null. */
  applied: string | null;
  appliedPercent: number | null;
  /** The applied code's minimum order, formatted, when it has one. */
  appliedMinimum?: string | null;
  /** A code the bundles call refused (a code in the URL that no longer holds). */
  refusal: unknown;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/** "Have a discount code?": checked with GET discountcode.php?code= before the prices take it. */
export function DiscountCodeForm({
  applied,
  appliedPercent,
  appliedMinimum = null,
  refusal,
  onApply,
  onRemove,
}: DiscountCodeFormProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(Boolean(refusal));
  const [value, setValue] = useState('');
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<unknown>(refusal ?? null);
  const formRef = useRef<HTMLFormElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (!refusal) return;
    setError(refusal);
    setOpen(true);
  }, [refusal]);

  // the field takes the focus when the member opens it (not when a refused URL code opens it)
  useEffect(() => {
    if (open && opened.current) formRef.current?.querySelector('input')?.focus();
  }, [open]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const code = normaliseCode(value);
    if (!code || checking) return;
    setChecking(true);
    setError(null);
    try {
      await checkDiscountCode(code);
      setValue('');
      setOpen(false);
      onApply(code);
    } catch (failure) {
      setError(failure);
    } finally {
      setChecking(false);
    }
  }

  if (applied && !error) {
    return (
      <Box>
        <Applied data-testid="discount-code-applied">
          <Icon name="check" size={18} />
          <span>
            <FormattedMessage
              id="credits.code.applied"
              values={{ code: applied, percent: appliedPercent ?? 0 }}
            />
          </span>
          <button type="button" onClick={onRemove} data-testid="discount-code-remove">
            <FormattedMessage id="credits.code.remove" />
          </button>
        </Applied>
        {appliedMinimum && (
          <Minimum data-testid="discount-code-minimum">
            <FormattedMessage id="error.code_minimum_order" values={{ amount: appliedMinimum }} />
          </Minimum>
        )}
      </Box>
    );
  }

  return (
    <Box>
      {open ? (
        <Form ref={formRef} onSubmit={submit} noValidate data-testid="discount-code-form">
          <TextField
            label={intl.formatMessage({ id: 'credits.code.label' })}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            error={error ? <ErrorMessage error={error} /> : undefined}
            data-testid="discount-code-input"
          />
          <Button type="submit" variant="outline" loading={checking} data-testid="discount-code-apply">
            <FormattedMessage id="credits.code.apply" />
          </Button>
        </Form>
      ) : (
        <Toggle
          type="button"
          onClick={() => {
            opened.current = true;
            setOpen(true);
          }}
          aria-expanded={false}
          data-testid="discount-code-toggle"
        >
          <Icon name="plus" size={18} />
          <FormattedMessage id="credits.code.toggle" />
        </Toggle>
      )}
    </Box>
  );
}
