import { Icon } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import { useSettings } from '../../app/providers/SettingsContext';
import { pathTo } from '../../lib/routes/paths';
import { ButtonLink, Hero, HeroIcon, Intro, Note, Title } from '../coming-soon/page-styles';

/**
 * Landing pages of campaigns (/landers/..., /members/{id}/landing...). Their variants arrive in a later
 * issue; until then every lander invites the visitor to sign up.
 */
export function LanderPage() {
  const settings = useSettings();
  const values = { name: settings.name, minAge: settings.min_age };
  return (
    <Hero data-testid="page-lander">
      <HeroIcon>
        <Icon name="heart" size={28} />
      </HeroIcon>
      <Title>
        <FormattedMessage id="lander.title" values={values} />
      </Title>
      <Intro>
        <FormattedMessage id="lander.intro" values={values} />
      </Intro>
      <div style={{ marginTop: 32 }}>
        <ButtonLink to={pathTo('signup')} $size="lg">
          <FormattedMessage id="home.cta.createAccount" />
        </ButtonLink>
      </div>
      <Note>
        <FormattedMessage id="home.hero.adults" values={values} />
      </Note>
    </Hero>
  );
}
