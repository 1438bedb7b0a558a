import { type ButtonStyleProps, buttonStyles, Icon } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Container } from '../../app/layouts/parts/Container';
import { useSettings } from '../../app/providers/SettingsContext';
import { pathTo } from '../../lib/routes/paths';
import { SignupCta } from '../signup/SignupCta';
import { HeroIllustration } from './HeroIllustration';

const Section = styled.section`
  position: relative;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.primary.onSurface};
  background:
    radial-gradient(120% 80% at 100% 0%, ${({ theme }) => theme.colors.secondary.surface} 0%, transparent 55%),
    radial-gradient(90% 70% at 0% 100%, ${({ theme }) => theme.colors.dark.main} 0%, transparent 60%),
    linear-gradient(160deg, ${({ theme }) => theme.colors.dark.main} 0%, ${({ theme }) => theme.colors.primary.surface} 100%);
`;

const Grid = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space(12)};
  padding-top: ${({ theme }) => theme.space(14)};
  padding-bottom: ${({ theme }) => theme.space(16)};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1.1fr 0.9fr;
    align-items: center;
    padding-top: ${({ theme }) => theme.space(24)};
    padding-bottom: ${({ theme }) => theme.space(24)};
  }
`;

const Eyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3.5)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(255, 255, 255, 0.14);
  border: 1px solid rgba(255, 255, 255, 0.22);
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
`;

const Title = styled.h1`
  margin-top: ${({ theme }) => theme.space(5)};
  font-size: clamp(36px, 9vw, 60px);
  font-weight: 800;
  line-height: 1.05;
  letter-spacing: -0.03em;
`;

const Subtitle = styled.p`
  max-width: 520px;
  margin-top: ${({ theme }) => theme.space(5)};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1.5;
  opacity: 0.9;
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(8)};

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
  }
`;

const Primary = styled(SignupCta)`
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Secondary = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  color: ${({ theme }) => theme.colors.primary.onSurface};
  border-color: rgba(255, 255, 255, 0.6);

  &:hover:not(:disabled) {
    --button-bg: rgba(255, 255, 255, 0.12);
  }
  &:active:not(:disabled) {
    --button-bg: rgba(255, 255, 255, 0.18);
  }
`;

const Reassurance = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
  margin: ${({ theme }) => `${theme.space(8)} 0 0`};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  opacity: 0.9;

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1.5)};
  }
`;

export function HomeHero() {
  const settings = useSettings();
  const values = { name: settings.name, minAge: settings.min_age };
  return (
    <Section aria-labelledby="home-title">
      <Grid>
        <div>
          <Eyebrow>
            <Icon name="sparkle" size={16} />
            <FormattedMessage id="home.hero.eyebrow" values={values} />
          </Eyebrow>
          <Title id="home-title">
            <FormattedMessage id="home.hero.title" values={values} />
          </Title>
          <Subtitle>
            <FormattedMessage id="home.hero.subtitle" values={values} />
          </Subtitle>
          <Actions>
            <Primary variant="light" size="lg" data-testid="hero-signup">
              <FormattedMessage id="home.cta.createAccount" />
              <Icon name="arrowRight" size={18} />
            </Primary>
            <Secondary to={pathTo('login')} $variant="ghost" $size="lg" data-testid="hero-login">
              <FormattedMessage id="nav.login" />
            </Secondary>
          </Actions>
          <Reassurance>
            <li>
              <Icon name="check" size={16} />
              <FormattedMessage id="home.hero.free" />
            </li>
            <li>
              <Icon name="check" size={16} />
              <FormattedMessage id="home.hero.adults" values={values} />
            </li>
            <li>
              <Icon name="check" size={16} />
              <FormattedMessage id="home.hero.private" />
            </li>
          </Reassurance>
        </div>
        <HeroIllustration />
      </Grid>
    </Section>
  );
}
