import type { ReactNode } from 'react';
import styled, { type DefaultTheme } from 'styled-components';
import { formatBadgeCount } from './format-badge-count';

export type BadgeTone = 'unread' | 'primary' | 'success' | 'warning' | 'danger' | 'neutral';

function toneColours(theme: DefaultTheme, tone: BadgeTone) {
  switch (tone) {
    case 'unread':
      return { bg: theme.colors.secondary.surface, fg: theme.colors.secondary.onSurface };
    case 'primary':
      return { bg: theme.colors.primary.surface, fg: theme.colors.primary.onSurface };
    case 'success':
      return { bg: theme.colors.success.surface, fg: theme.colors.success.onSurface };
    case 'warning':
      return { bg: theme.colors.warning, fg: '#ffffff' };
    case 'danger':
      return { bg: theme.colors.danger, fg: '#ffffff' };
    case 'neutral':
      return { bg: theme.colors.border, fg: theme.colors.text };
  }
}

const Pill = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => toneColours(theme, $tone).bg};
  color: ${({ theme, $tone }) => toneColours(theme, $tone).fg};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 700;
  line-height: 1;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export interface BadgeProps {
  tone?: BadgeTone;
  /** A counter, capped at 99+; nothing renders for 0 unless `showZero`. */
  count?: number;
  showZero?: boolean;
  /** Accessible text, e.g. "3 unread messages" (the apps translate it). */
  label?: string;
  children?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

export function Badge({ tone = 'unread', count, showZero, label, children, className, ...rest }: BadgeProps) {
  if (count !== undefined && count <= 0 && !showZero) return null;
  const content = count !== undefined ? formatBadgeCount(count) : children;
  return (
    <Pill $tone={tone} className={className} aria-label={label} data-testid={rest['data-testid']}>
      {content}
    </Pill>
  );
}
