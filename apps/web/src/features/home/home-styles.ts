import styled from 'styled-components';
import { Container } from '../../app/layouts/parts/Container';

export const Section = styled.section<{ $tinted?: boolean }>`
  padding: ${({ theme }) => `${theme.space(16)} 0`};
  background: ${({ theme, $tinted }) => ($tinted ? theme.colors.surface : 'transparent')};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space(24)} 0`};
  }
`;

export const SectionTitle = styled.h2`
  max-width: 1200px;
  margin: 0 auto ${({ theme }) => theme.space(10)};
  padding: 0 ${({ theme }) => theme.space(5)};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: 800;
  text-align: center;

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

export const Grid = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(6)};
  }
`;

export const Feature = styled.article<{ $plain?: boolean }>`
  padding: ${({ theme }) => theme.space(7)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $plain }) => ($plain ? theme.colors.background : theme.colors.surface)};
  box-shadow: ${({ theme, $plain }) => ($plain ? 'none' : theme.shadows.md)};
`;

export const FeatureIcon = styled.div<{ $tone?: 'primary' | 'secondary' }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 52px;
  height: 52px;
  border-radius: 16px;
  background: ${({ theme, $tone = 'primary' }) => theme.colors[$tone].muted};
  color: ${({ theme, $tone = 'primary' }) => theme.colors[$tone].text};
`;

export const StepNumber = styled.span`
  position: absolute;
  top: -8px;
  right: -8px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.secondary.surface};
  color: ${({ theme }) => theme.colors.secondary.onSurface};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 800;
`;

export const FeatureTitle = styled.h3`
  margin-top: ${({ theme }) => theme.space(5)};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 750;
`;

export const FeatureText = styled.p`
  margin-top: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const CtaBand = styled(Container)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => `${theme.space(12)} ${theme.space(6)}`};
  border-radius: 28px;
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.primary.surface},
    ${({ theme }) => theme.colors.secondary.surface}
  );
  color: ${({ theme }) => theme.colors.primary.onSurface};
  text-align: center;
  max-width: calc(1200px - 64px);
  width: calc(100% - 40px);

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space(16)} ${theme.space(10)}`};
  }
`;

export const CtaTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: 800;

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

export const CtaText = styled.p`
  max-width: 480px;
  margin-bottom: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.lg};
  opacity: 0.92;
`;
