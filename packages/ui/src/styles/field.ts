import styled, { css } from 'styled-components';
import { reducedMotion } from './motion';

export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

export const FieldHint = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldError = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 500;
  color: ${({ theme }) => theme.colors.danger};
`;

export const controlStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 1.5px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.md};
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.textMuted)};
  }
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary.text};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.primary.muted};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  ${reducedMotion}
`;
