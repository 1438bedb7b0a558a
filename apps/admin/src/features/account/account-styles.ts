import { Card } from '@amora/ui';
import styled from 'styled-components';

export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 440px;
`;

export const Section = styled(Card).attrs({ $elevation: 'flat' as const, $padding: 0 })`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 280px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(8)};
    padding: ${({ theme }) => theme.space(7)};
  }

  & + & {
    margin-top: ${({ theme }) => theme.space(5)};
  }
`;

export const SectionTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 700;

  svg {
    color: ${({ theme }) => theme.colors.primary.text};
  }
`;

export const SectionLead = styled.p`
  margin-top: ${({ theme }) => theme.space(1.5)};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.55;
  color: ${({ theme }) => theme.colors.textMuted};
`;
