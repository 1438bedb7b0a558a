import { Icon } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import { BrandLogo } from '../../app/layouts/parts/BrandLogo';
import { useSettings } from '../../app/providers/SettingsContext';
import { useRouteHandle } from '../../app/router/route-handle';
import { NotFoundPage } from '../error/NotFoundPage';
import { PAGE_COPY } from './page-copy';
import { Hero, HeroIcon, Intro, LogoRow, Note, PageActions, Title } from './page-styles';

/**
 * A page whose feature arrives in a later issue: its real heading and a friendly line in the member's
 * language, inside its real layout, with a way on.
 */
export function ComingSoonPage() {
  const handle = useRouteHandle();
  const name = handle?.name ?? null;
  const settings = useSettings();
  const copy = name ? PAGE_COPY[name] : undefined;
  if (!copy) return <NotFoundPage />;
  const values = { name: settings.name };
  return (
    <Hero data-testid={`page-${name}`}>
      {handle?.layout === 'empty' && (
        <LogoRow>
          <BrandLogo />
        </LogoRow>
      )}
      <HeroIcon>
        <Icon name={copy.icon} size={28} />
      </HeroIcon>
      <Title>
        <FormattedMessage {...copy.title} values={values} />
      </Title>
      <Intro>
        <FormattedMessage {...copy.intro} values={values} />
      </Intro>
      <Note>
        <FormattedMessage id="page.soon" values={values} />
      </Note>
      <PageActions showSignup={name !== 'signup' && name !== 'members-id-signup'} />
    </Hero>
  );
}
