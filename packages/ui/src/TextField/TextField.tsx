import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldError, FieldHint, FieldLabel, FieldWrapper } from '../styles/field';

const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the field and linked to it; marks the field invalid. */
  error?: ReactNode;
}

/** One labelled input: label above, hint and inline error below (UI.md "Forms"). */
export function TextField({ label, hint, error, id, className, ...rest }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <FieldWrapper className={className}>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <Input
        {...rest}
        id={inputId}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {hint && !error && <FieldHint id={hintId}>{hint}</FieldHint>}
    </FieldWrapper>
  );
}
