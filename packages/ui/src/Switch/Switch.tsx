import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { focusRing } from '../styles/focus-ring';
import { reducedMotion } from '../styles/motion';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(1)} 0;
`;

/** Its padding and the row's give the text the room it had beside a smaller switch. */
const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  padding: ${({ theme }) => theme.space(2)} 0;
`;

const Label = styled.label`
  font-weight: 600;
  cursor: pointer;
`;

const Description = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.45;
`;

/**
 * The button is 44 px high to touch; the track (::before) and the knob (::after) are drawn inside it at
 * their own size.
 */
const Track = styled.button<{ $on: boolean }>`
  position: relative;
  flex: none;
  width: 48px;
  height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    position: absolute;
    inset: 8px 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme, $on }) => ($on ? theme.colors.primary.surface : theme.colors.border)};
    /* off: an outline and a dark knob, so the control stands out at 3:1 (WCAG 1.4.11) */
    box-shadow: ${({ theme, $on }) => ($on ? 'none' : `inset 0 0 0 2px ${theme.colors.textMuted}`)};
    transition: background 150ms ease;
    ${reducedMotion}
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::before {
    ${focusRing}
  }

  &::after {
    content: '';
    position: absolute;
    top: 11px;
    left: 3px;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: ${({ theme, $on }) => ($on ? '#fff' : theme.colors.textMuted)};
    box-shadow: ${({ theme, $on }) => ($on ? theme.shadows.sm : 'none')};
    transform: translateX(${({ $on }) => ($on ? '20px' : '0')}) scale(${({ $on }) => ($on ? 1 : 0.73)});
    transition: transform 150ms ease;
    ${reducedMotion}
  }

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export interface SwitchProps {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  'data-testid'?: string;
}

/** An on/off setting: a labelled `role="switch"` button that says its state to assistive tech. */
export function Switch({
  label,
  description,
  checked,
  onChange,
  disabled,
  'data-testid': testId,
}: SwitchProps) {
  const id = useId();
  return (
    <Row>
      <Text>
        <Label htmlFor={id}>{label}</Label>
        {description && <Description id={`${id}-description`}>{description}</Description>}
      </Text>
      <Track
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={description ? `${id}-description` : undefined}
        $on={checked}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        data-testid={testId}
      />
    </Row>
  );
}
