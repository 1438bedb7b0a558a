import { Icon } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import { useUser } from '../../app/providers/SessionContext';
import { ButtonLink } from '../../lib/routes/button-link';
import { pathTo } from '../../lib/routes/paths';
import { BundleGrid } from '../credits/BundleGrid';
import { Page, SectionTitle } from '../credits/credits-styles';
import { Benefits } from './Benefits';
import { BundlesSection } from './BundlesSection';
import { Comparison } from './Comparison';
import {
  Eyebrow,
  Hero,
  HeroActions,
  HeroLink,
  HeroNote,
  HeroText,
  HeroTitle,
  Section,
} from './premium-styles';

/** /premium (and a free member's /credits/repeat-order): what premium gives and the bundles that give it. */
export function PremiumPage() {
  const user = useUser();
  const premium = Boolean(user?.paid_user);
  return (
    <Page data-testid="premium-page" data-premium={premium}>
      <Hero>
        <Eyebrow>
          <Icon name="sparkle" size={14} />
          <FormattedMessage id="premium.eyebrow" />
        </Eyebrow>
        <HeroTitle data-testid="premium-title">
          <FormattedMessage id={premium ? 'premium.youArePremium' : 'page.premium.title'} />
        </HeroTitle>
        <HeroText>
          <FormattedMessage id={premium ? 'premium.youArePremiumText' : 'premium.heroText'} />
        </HeroText>
        <HeroActions>
          <ButtonLink to={pathTo('credits')} $variant="light" $size="lg" data-testid="premium-cta">
            <Icon name="coins" size={20} />
            <FormattedMessage id={premium ? 'premium.ctaBuy' : 'premium.cta'} />
          </ButtonLink>
          {premium ? (
            <HeroLink to={pathTo('credits-repeat-order')} $variant="ghost" data-testid="premium-repeat">
              <Icon name="retry" size={18} />
              <FormattedMessage id="premium.ctaRepeat" />
            </HeroLink>
          ) : (
            <HeroNote>
              <FormattedMessage id="premium.ctaNote" />
            </HeroNote>
          )}
        </HeroActions>
      </Hero>
      <Section aria-labelledby="premium-benefits-title">
        <SectionTitle id="premium-benefits-title">
          <FormattedMessage id="premium.benefitsTitle" />
        </SectionTitle>
        <Benefits />
      </Section>
      <Section aria-labelledby="premium-compare-title">
        <SectionTitle id="premium-compare-title">
          <FormattedMessage id="premium.compareTitle" />
        </SectionTitle>
        <Comparison />
      </Section>
      <BundlesSection
        titleId="premium.bundlesTitle"
        render={(answer, onChoose) => <BundleGrid answer={answer} onChoose={onChoose} />}
      />
    </Page>
  );
}
