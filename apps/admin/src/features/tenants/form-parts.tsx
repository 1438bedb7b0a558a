import { Alert, Button } from '@amora/ui';
import { type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { errorMessageId } from '../../i18n/messages';
import { type ApiError, errorValues } from '../../lib/api-client';

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  & > h2 {
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: 700;
  }
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(6)};
  }
`;

/** Fields side by side on wide screens, one under the other on phones. */
export const FieldGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    & > .wide {
      grid-column: 1 / -1;
    }
  }
`;

export const Stack = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

const Actions = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} 0;
  background: ${({ theme }) => theme.colors.background};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Saved = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.success.text};
`;

/** The form's save button, what happened last, and an error that belongs to no field. */
export function FormFooter({
  busy,
  saved,
  error,
  disabled,
  testPrefix,
}: {
  busy: boolean;
  saved: boolean;
  error: ApiError | null;
  disabled?: boolean;
  testPrefix: string;
}) {
  return (
    <>
      {error && (
        <Alert tone="danger" data-testid={`${testPrefix}-error`}>
          <FormattedMessage id={errorMessageId(error.code)} values={errorValues(error)} />
        </Alert>
      )}
      <Actions>
        {saved && (
          <Saved role="status" data-testid={`${testPrefix}-saved`}>
            <FormattedMessage id="tenants.saved" />
          </Saved>
        )}
        <Button type="submit" loading={busy} disabled={disabled} data-testid={`${testPrefix}-save`}>
          <FormattedMessage id="tenants.save" />
        </Button>
      </Actions>
    </>
  );
}

const Label = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
`;

const Area = styled.textarea<{ $invalid: boolean }>`
  width: 100%;
  min-height: 96px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};
  resize: vertical;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary.surface};
    outline-offset: 1px;
  }
`;

export const Note = styled.p<{ $tone?: 'danger' | 'muted' }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.textMuted)};
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

/** A labelled multi-line input with its hint or error below, like the kit's TextField. */
export function TextArea({
  label,
  hint,
  error,
  className,
  ...rest
}: { label: ReactNode; hint?: ReactNode; error?: ReactNode } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <Field className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Area
        id={id}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-note`}
        {...rest}
      />
      {error ? (
        <Note id={`${id}-note`} $tone="danger">
          {error}
        </Note>
      ) : (
        hint && <Note id={`${id}-note`}>{hint}</Note>
      )}
    </Field>
  );
}

const Checks = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  border: 0;
  padding: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 600;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    font-size: ${({ theme }) => theme.font.size.sm};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary.surface};
    background: ${({ theme }) => theme.colors.primary.muted};
  }
`;

/** Several choices of a list (visible profile fields, search filters) as toggled chips. */
export function CheckGroup({
  legend,
  options,
  value,
  onChange,
  error,
  className,
  testId,
}: {
  legend: ReactNode;
  options: readonly string[];
  value: string[];
  onChange: (next: string[]) => void;
  error?: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <Checks className={className} data-testid={testId}>
      <legend>{legend}</legend>
      <div>
        {options.map((option) => (
          <label key={option}>
            <input
              type="checkbox"
              checked={value.includes(option)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? options.filter((item) => item === option || value.includes(item))
                    : value.filter((item) => item !== option),
                )
              }
            />
            {option.replaceAll('_', ' ')}
          </label>
        ))}
      </div>
      {error && <Note $tone="danger">{error}</Note>}
    </Checks>
  );
}
