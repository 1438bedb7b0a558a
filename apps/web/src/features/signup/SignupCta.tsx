import { type ButtonStyleProps, buttonStyles } from '@amora/ui';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { pathTo } from '../../lib/routes/paths';
import { signupModal } from './signup-modal-store';

const CtaLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

export interface SignupCtaProps extends ButtonStyleProps {
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/**
 * A "Sign up" call to action: opens the signup modal where the layout has one, else (and without
 * JavaScript) it is a plain link to /signup.
 */
export function SignupCta({ children, className, 'data-testid': testId, ...style }: SignupCtaProps) {
  const onClick = (event: MouseEvent) => {
    if (!signupModal.hasHost() || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    signupModal.open();
  };
  return (
    <CtaLink to={pathTo('signup')} onClick={onClick} className={className} data-testid={testId} {...style}>
      {children}
    </CtaLink>
  );
}
