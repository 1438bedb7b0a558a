/// <reference path="./styled.d.ts" />
export { Alert, type AlertProps, type AlertTone } from './Alert/Alert';
export { Badge, type BadgeProps, type BadgeTone } from './Badge/Badge';
export { BADGE_COUNT_CAP, formatBadgeCount } from './Badge/format-badge-count';
export { Button, type ButtonProps } from './Button/Button';
export {
  type ButtonSize,
  type ButtonStyleProps,
  type ButtonVariant,
  buttonStyles,
} from './Button/button-styles';
export { Card, type CardElevation } from './Card/Card';
export { DropdownMenu, type DropdownMenuItem, type DropdownMenuProps } from './DropdownMenu/DropdownMenu';
export { Icon, type IconName, type IconProps } from './Icon/Icon';
export { Modal, type ModalProps, type ModalSize } from './Modal/Modal';
export { ProgressBar, type ProgressBarProps } from './ProgressBar/ProgressBar';
export {
  PROGRESS_DURATION_MS,
  PROGRESS_HIDE_AFTER_MS,
  PROGRESS_THROTTLE_MS,
  ProgressController,
  type ProgressState,
  type ProgressTimings,
} from './ProgressBar/progress-controller';
export { useProgress } from './ProgressBar/use-progress';
export { Select, type SelectProps } from './Select/Select';
export { Skeleton } from './Skeleton/Skeleton';
export { Spinner, type SpinnerProps, type SpinnerSize } from './Spinner/Spinner';
export { Switch, type SwitchProps } from './Switch/Switch';
export { FieldError, FieldHint } from './styles/field';
export { focusRing, focusVisible } from './styles/focus-ring';
export { REDUCED_MOTION, reducedMotion } from './styles/motion';
export { TextField, type TextFieldProps } from './TextField/TextField';
export { GlobalStyle } from './ThemeProvider/GlobalStyle';
export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider/ThemeProvider';
export { VisuallyHidden } from './VisuallyHidden/VisuallyHidden';
