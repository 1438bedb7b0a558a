import { type ButtonSize, type ButtonStyleProps, type ButtonVariant, buttonStyles } from '@amora/ui';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { pathTo } from '../../lib/routes/paths';
import { signupModal } from './signup-modal-store';

const CtaLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

export interface SignupCtaProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/**
 * A "Sign up" call to action: opens the signup modal where the layout has one, else (and without
 * JavaScript) it is a plain link to /signup.
 */
export function SignupCta({
  variant,
  size,
  fullWidth,
  children,
  className,
  'data-testid': testId,
}: SignupCtaProps) {
  const onClick = (event: MouseEvent) => {
    if (!signupModal.hasHost() || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    signupModal.open();
  };
  return (
    <CtaLink
      to={pathTo('signup')}
      onClick={onClick}
      className={className}
      data-testid={testId}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
    >
      {children}
    </CtaLink>
  );
}
