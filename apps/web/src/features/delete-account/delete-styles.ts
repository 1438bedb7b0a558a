import { Button } from '@amora/ui';
import styled from 'styled-components';

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.5;
`;

export const Steps = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 700;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const OfferCard = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primary.muted}, ${({ theme }) => theme.colors.secondary.muted});
  color: ${({ theme }) => theme.colors.text};

  svg {
    color: ${({ theme }) => theme.colors.secondary.text};
  }
`;

export const OfferTitle = styled.p`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 800;
  line-height: 1.3;
`;

export const Code = styled.code`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1.5px dashed ${({ theme }) => theme.colors.primary.main};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: 700;
  letter-spacing: 0.04em;
`;

export const ReasonLabel = styled.label`
  margin-bottom: -${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Reason = styled.textarea`
  width: 100%;
  padding: ${({ theme }) => theme.space(3)};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  resize: vertical;

  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.primary.main};
    outline-offset: 1px;
  }
`;

const DANGER_TINT = '#fdecec';

/** The destructive buttons: outlined to open the deletion, filled for the final "delete". */
export const DangerButton = styled(Button)<{ $filled?: boolean }>`
  border-color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme, $filled }) => ($filled ? theme.colors.danger : theme.colors.surface)};
  color: ${({ theme, $filled }) => ($filled ? '#fff' : theme.colors.danger)};

  /* aria-disabled: busy (loading), as <Button> skips it */
  &:hover:not(:disabled):not([aria-disabled='true']) {
    background: ${({ $filled }) => ($filled ? '#a91f1f' : DANGER_TINT)};
  }
`;
