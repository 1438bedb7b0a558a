import { css, type DefaultTheme } from 'styled-components';
import { focusRing } from '../styles/focus-ring';
import { reducedMotion } from '../styles/motion';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'light';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $fullWidth?: boolean;
}

const SIZE = {
  sm: { height: 36, padding: 3, font: 'sm' },
  md: { height: 44, padding: 5, font: 'md' },
  lg: { height: 52, padding: 7, font: 'md' },
} as const;

function colours(theme: DefaultTheme, variant: ButtonVariant) {
  const { primary, secondary } = theme.colors;
  switch (variant) {
    case 'primary':
      return {
        bg: primary.surface,
        fg: primary.onSurface,
        hover: primary.hover,
        pressed: primary.pressed,
        border: 'transparent',
      };
    case 'secondary':
      return {
        bg: secondary.surface,
        fg: secondary.onSurface,
        hover: secondary.hover,
        pressed: secondary.pressed,
        border: 'transparent',
      };
    case 'outline':
      return {
        bg: theme.colors.surface,
        fg: primary.text,
        hover: primary.muted,
        pressed: primary.muted,
        border: primary.text,
      };
    case 'ghost':
      return {
        bg: 'transparent',
        fg: primary.text,
        hover: primary.muted,
        pressed: primary.muted,
        border: 'transparent',
      };
    case 'light':
      return {
        bg: theme.colors.surface,
        fg: primary.text,
        hover: primary.muted,
        pressed: primary.muted,
        border: 'transparent',
      };
  }
}

/** Shared by <Button> and by links that look like buttons (`styled(Link)` in the apps). */
export const buttonStyles = css<ButtonStyleProps>`
  ${({ theme, $variant = 'primary', $size = 'md', $fullWidth }) => {
    const c = colours(theme, $variant);
    const s = SIZE[$size];
    return css`
      --button-bg: ${c.bg};
      position: relative;
      display: ${$fullWidth ? 'flex' : 'inline-flex'};
      width: ${$fullWidth ? '100%' : 'auto'};
      align-items: center;
      justify-content: center;
      gap: ${theme.space(2)};
      min-height: ${s.height}px;
      padding: 0 ${theme.space(s.padding)};
      border: 1.5px solid ${c.border};
      border-radius: ${theme.radii.pill};
      background: var(--button-bg);
      color: ${c.fg};
      font-size: ${theme.font.size[s.font]};
      font-weight: 650;
      line-height: 1.2;
      text-decoration: none;
      white-space: nowrap;
      cursor: pointer;
      user-select: none;
      transition:
        background-color 0.15s ease,
        transform 0.1s ease,
        box-shadow 0.15s ease;
      -webkit-tap-highlight-color: transparent;

      /* aria-disabled: a busy (loading) button, which keeps the focus a disabled one would drop; only
         where there is hover: a touch screen keeps it after a tap, tinting a quiet button for good */
      @media (hover: hover) {
        &:hover:not(:disabled):not([aria-disabled='true']) {
          --button-bg: ${c.hover};
        }
      }
      &:active:not(:disabled):not([aria-disabled='true']) {
        --button-bg: ${c.pressed};
        transform: translateY(1px);
      }
      &:focus-visible {
        ${focusRing}
      }
      &:disabled,
      &[aria-disabled='true'] {
        cursor: not-allowed;
        opacity: 0.55;
      }
      /* pressed from the keyboard, a busy button keeps the focus: faded, its ring would fall under 3:1,
         so it shows its spinner at full strength there */
      &[aria-busy='true']:not(:disabled):focus-visible {
        opacity: 1;
      }
      ${reducedMotion}
    `;
  }}
`;
