import { Button, focusRing, reducedMotion } from '@amora/ui';
import styled from 'styled-components';

export const Flow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
`;

export const Progress = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

export const ProgressText = styled.p`
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Segments = styled.div`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  gap: 6px;
`;

export const Segment = styled.span<{ $done: boolean }>`
  height: 4px;
  border-radius: 2px;
  background: ${({ theme, $done }) =>
    $done
      ? `linear-gradient(90deg, ${theme.colors.primary.surface}, ${theme.colors.secondary.surface})`
      : theme.colors.border};
  transition: background 0.3s ease;
  ${reducedMotion}
`;

export const StepTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 800;
  letter-spacing: -0.01em;
  line-height: 1.25;

  &:focus {
    outline: none;
  }
`;

export const StepHint = styled.p`
  margin-top: -${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2.5)};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space(2.5)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 650;
`;

export const Choices = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, 1fr);
  gap: ${({ theme }) => theme.space(2)};

  & > label {
    position: relative;
  }
`;

/** Invisible, but lying over its card: a click anywhere on the card is a click on the radio. */
export const ChoiceInput = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: pointer;
`;

export const ChoiceCard = styled.span`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1.5)};
  min-height: 84px;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(1.5)}`};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 650;
  text-align: center;
  /* three in a row on a phone: "Kobiet i mężczyzn" wraps between its words, each column at least as
     wide as its longest word (narrow padding and gap leave room for Polish at 375 px) */
  overflow-wrap: break-word;
  cursor: pointer;
  transition:
    border-color 0.15s ease,
    background 0.15s ease,
    transform 0.1s ease;
  ${reducedMotion}

  svg {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.textMuted};
  }
  input:checked + & {
    border-color: ${({ theme }) => theme.colors.primary.text};
    background: ${({ theme }) => theme.colors.primary.muted};
    color: ${({ theme }) => theme.colors.primary.text};
  }
  input:checked + & svg {
    color: ${({ theme }) => theme.colors.primary.text};
  }
  input:focus-visible + & {
    ${focusRing}
  }
`;

export const AgeBadge = styled.span`
  display: inline-flex;
  align-items: center;
  margin-left: ${({ theme }) => theme.space(2)};
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.secondary.muted};
  color: ${({ theme }) => theme.colors.secondary.text};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 750;
  vertical-align: middle;
`;

export const FieldError = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 500;
  color: ${({ theme }) => theme.colors.danger};
`;

export const Consent = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.5;
  cursor: pointer;

  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin-top: 1px;
    accent-color: ${({ theme }) => theme.colors.primary.text};
  }
  input:focus-visible {
    ${focusRing}
  }
  a {
    color: ${({ theme }) => theme.colors.primary.text};
    font-weight: 650;
  }
`;

/**
 * Back and next/submit side by side. The submit button takes the rest of the row; it may shrink
 * and, as a last resort, wrap its label rather than push past the card's edge (a long German or
 * Dutch label on a 360 px phone). `&&` outranks the Button's own padding and nowrap.
 */
export const Nav = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};

  && > :last-child {
    flex: 1;
    min-width: 0;
    padding-inline: ${({ theme }) => theme.space(5)};
    white-space: normal;
    text-align: center;
  }
`;

/** Back: a round chevron on a phone (its label for screen readers only), chevron and label from 576 px. */
export const BackButton = styled(Button)`
  && {
    flex: none;
    width: 52px;
    padding: 0;
  }

  ${({ theme }) => theme.media.sm} {
    && {
      width: auto;
      padding: 0 ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(5)};
    }
  }
`;

export const BackLabel = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;

  ${({ theme }) => theme.media.sm} {
    position: static;
    width: auto;
    height: auto;
    overflow: visible;
    clip-path: none;
  }
`;

export const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;
