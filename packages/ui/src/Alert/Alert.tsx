import type { ReactNode } from 'react';
import styled, { type DefaultTheme } from 'styled-components';
import { focusVisible } from '../styles/focus-ring';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

function toneColours(theme: DefaultTheme, tone: AlertTone) {
  switch (tone) {
    case 'info':
      return { accent: theme.colors.primary.text, bg: theme.colors.primary.muted };
    case 'success':
      return { accent: theme.colors.success.text, bg: theme.colors.success.muted };
    case 'warning':
      return { accent: theme.colors.warning, bg: '#fff6e5' };
    case 'danger':
      return { accent: theme.colors.danger, bg: '#fdecec' };
  }
}

const Box = styled.div<{ $tone: AlertTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 4px solid ${({ theme, $tone }) => toneColours(theme, $tone).accent};
  background: ${({ theme, $tone }) => toneColours(theme, $tone).bg};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const Title = styled.strong`
  font-weight: 700;
`;

/**
 * 28 px with a mouse; a full 44 px touch target on touch screens and phones, its margins pulled in so
 * that the alert keeps its size and the cross its place.
 */
const Dismiss = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  margin: -2px -6px 0 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: rgba(0, 0, 0, 0.06);
  }
  ${focusVisible}

  ${({ theme }) => theme.media.touch} {
    width: 44px;
    height: 44px;
    margin: -10px -14px -10px 0;
  }
`;

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a close button with this accessible label (dismissible alerts of spec §4). */
  onDismiss?: () => void;
  dismissLabel?: string;
  action?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

export function Alert({
  tone = 'info',
  title,
  children,
  onDismiss,
  dismissLabel,
  action,
  className,
  ...rest
}: AlertProps) {
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <Box
      $tone={tone}
      className={className}
      role={urgent ? 'alert' : 'status'}
      data-testid={rest['data-testid']}
    >
      <Body>
        {title && <Title>{title}</Title>}
        {children && <div>{children}</div>}
        {action}
      </Body>
      {onDismiss && dismissLabel && (
        <Dismiss
          type="button"
          aria-label={dismissLabel}
          onClick={onDismiss}
          data-testid={rest['data-testid'] ? `${rest['data-testid']}-dismiss` : undefined}
        >
          <svg width="12" height="12" viewBox="0 0 14 14" aria-hidden="true">
            <path d="M1 1l12 12M13 1L1 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Dismiss>
      )}
    </Box>
  );
}
