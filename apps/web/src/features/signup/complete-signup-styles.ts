import styled from 'styled-components';

export const IntroLabel = styled.label`
  display: block;
  font-weight: 700;
`;

export const IntroText = styled.p`
  margin: ${({ theme }) => `${theme.space(1)} 0 ${theme.space(3)}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Textarea = styled.textarea`
  display: block;
  width: 100%;
  min-height: 112px;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: 1.5;
  resize: vertical;

  &:hover {
    border-color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary.text};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.primary.muted};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const Counter = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  text-align: right;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;
