import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldError, FieldLabel, FieldWrapper } from '../styles/field';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

const CHEVRON =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='8' viewBox='0 0 12 8'%3E%3Cpath d='M1 1.5l5 5 5-5' fill='none' stroke='%235e5468' stroke-width='1.8' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E\")";

const Control = styled.select<{ $invalid?: boolean; $compact?: boolean }>`
  ${controlStyles}
  appearance: none;
  padding-right: ${({ theme }) => theme.space(10)};
  background-image: ${CHEVRON};
  background-repeat: no-repeat;
  background-position: right ${({ theme }) => theme.space(4)} center;
  cursor: pointer;

  ${({ $compact, theme }) =>
    $compact &&
    `
      width: auto;
      min-height: 40px;
      padding-left: ${theme.space(3)};
      padding-right: ${theme.space(8)};
      background-position: right ${theme.space(3)} center;
      border-radius: ${theme.radii.pill};
      font-size: ${theme.font.size.sm};
      font-weight: 600;
    `}
`;

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  label: ReactNode;
  /** Keep the label for screen readers only (e.g. the language switcher in the navigation). */
  hideLabel?: boolean;
  error?: ReactNode;
  /** The smaller pill look used in navigation bars. */
  compact?: boolean;
  children: ReactNode;
}

/** A native <select>: keyboard, screen readers and phones handle it as members expect. */
export function Select({ label, hideLabel, error, compact, id, className, children, ...rest }: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <FieldWrapper className={className}>
      {hideLabel ? (
        <VisuallyHidden as="label" htmlFor={selectId}>
          {label}
        </VisuallyHidden>
      ) : (
        <FieldLabel htmlFor={selectId}>{label}</FieldLabel>
      )}
      <Control
        {...rest}
        id={selectId}
        $invalid={Boolean(error) || rest['aria-invalid'] === true}
        $compact={compact}
        aria-invalid={error ? true : rest['aria-invalid']}
        aria-describedby={errorId ?? rest['aria-describedby']}
      >
        {children}
      </Control>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldWrapper>
  );
}
