import styled from 'styled-components';
import { ButtonLink } from '../../lib/routes/button-link';

/** The page's opening: the brand's gradient, white text, one call to action. */
export const Hero = styled.section`
  position: relative;
  overflow: hidden;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(5)}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background:
    radial-gradient(circle at 85% 15%, rgba(255, 255, 255, 0.18), transparent 40%),
    linear-gradient(
      135deg,
      ${({ theme }) => theme.colors.dark.main},
      ${({ theme }) => theme.colors.primary.surface} 55%,
      ${({ theme }) => theme.colors.secondary.surface}
    );
  color: #ffffff;
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space(12)} ${theme.space(12)}`};
  }
`;

export const Eyebrow = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(255, 255, 255, 0.16);
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

export const HeroTitle = styled.h1`
  max-width: 18ch;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: 800;
  line-height: 1.1;

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

export const HeroText = styled.p`
  max-width: 52ch;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: 1.5;
  opacity: 0.92;
`;

/**
 * The hero's buttons wrap their label within the hero on a phone ("Osta uudelleen yhdellä
 * napsautuksella") instead of running past its edge; `&&` outranks the buttons' own nowrap.
 */
export const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  margin-top: ${({ theme }) => theme.space(2)};

  && > a {
    max-width: 100%;
    padding-block: ${({ theme }) => theme.space(2)};
    white-space: normal;
    text-align: center;
  }
  && > a svg {
    flex: none;
  }
`;

export const HeroNote = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  opacity: 0.85;
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

export const SectionHead = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Center = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  text-align: center;
`;

/** A quiet link on the hero's gradient. */
export const HeroLink = styled(ButtonLink)`
  color: #ffffff;

  &:hover {
    background: rgba(255, 255, 255, 0.14);
  }
`;
