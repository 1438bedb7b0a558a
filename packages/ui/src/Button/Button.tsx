import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { Spinner } from '../Spinner/Spinner';
import { type ButtonSize, type ButtonStyleProps, type ButtonVariant, buttonStyles } from './button-styles';

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

const Label = styled.span<{ $hidden: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: inherit;
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};

  /* a long label wraps; its icon keeps its size */
  > svg {
    flex: none;
  }
`;

const Busy = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /**
   * Shows a spinner in place of the label (the width stays) and blocks clicks. The button stays
   * focusable (aria-disabled, not disabled): a disabled button would drop the focus to the page.
   */
  loading?: boolean;
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** A busy button's click, also the one Enter in a field of its form sends: it must not submit the form. */
function ignoreClick(event: MouseEvent<HTMLButtonElement>) {
  event.preventDefault();
}

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  icon,
  type = 'button',
  disabled,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled}
      aria-disabled={loading || rest['aria-disabled']}
      aria-busy={loading || rest['aria-busy']}
      onClick={loading ? ignoreClick : onClick}
    >
      <Label $hidden={loading}>
        {icon}
        {children}
      </Label>
      {loading && (
        <Busy>
          <Spinner size="sm" />
        </Busy>
      )}
    </StyledButton>
  );
}
