import { TOKEN_PATTERN } from '@amora/contracts';
import { Icon } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { pathTo } from '../../lib/routes/paths';
import { ButtonLink, Hero, HeroIcon, Intro, Title } from '../coming-soon/page-styles';
import { NotFoundPage } from '../error/NotFoundPage';

/**
 * `/{token}`: the personal link from an e-mail. Anything that is not a token is a 404 (spec §2);
 * signing in with the token itself arrives with member login (issue #3).
 */
export function TokenPage() {
  const { token = '' } = useParams();
  if (!TOKEN_PATTERN.test(token)) return <NotFoundPage />;
  return (
    <Hero data-testid="page-token">
      <HeroIcon>
        <Icon name="user" size={28} />
      </HeroIcon>
      <Title>
        <FormattedMessage id="page.token.title" />
      </Title>
      <Intro>
        <FormattedMessage id="page.token.intro" />
      </Intro>
      <div style={{ marginTop: 32 }}>
        <ButtonLink to={pathTo('login')} $size="lg">
          <FormattedMessage id="nav.login" />
        </ButtonLink>
      </div>
    </Hero>
  );
}
