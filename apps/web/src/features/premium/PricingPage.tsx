import { Icon } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../../lib/routes/button-link';
import { pathTo } from '../../lib/routes/paths';
import { Header, Intro, Page, SectionTitle, Title, TrustRow } from '../credits/credits-styles';
import { BundlesSection } from './BundlesSection';
import { Comparison } from './Comparison';
import { PriceTable } from './PriceTable';
import { Center, Muted, Section } from './premium-styles';

/** /pricing (footer link): every bundle's price and price per message for the visitor's country, VAT included. */
export function PricingPage() {
  return (
    <Page data-testid="pricing-page">
      <Header>
        <Title>
          <FormattedMessage id="page.pricing.title" />
        </Title>
        <Intro>
          <FormattedMessage id="page.pricing.intro" />
        </Intro>
      </Header>
      <BundlesSection
        titleId="pricing.bundlesTitle"
        render={(answer, onChoose) => <PriceTable answer={answer} onChoose={onChoose} />}
      />
      <TrustRow>
        <li>
          <Icon name="check" size={16} />
          <FormattedMessage id="credits.trust.noSubscription" />
        </li>
        <li>
          <Icon name="check" size={16} />
          <FormattedMessage id="pricing.vat" />
        </li>
        <li>
          <Icon name="sparkle" size={16} />
          <FormattedMessage id="pricing.premiumOnce" />
        </li>
      </TrustRow>
      <Section aria-labelledby="pricing-compare-title">
        <SectionTitle id="pricing-compare-title">
          <FormattedMessage id="premium.compareTitle" />
        </SectionTitle>
        <Comparison />
      </Section>
      <Center>
        <ButtonLink to={pathTo('credits')} $size="lg" data-testid="pricing-cta">
          <Icon name="coins" size={20} />
          <FormattedMessage id="premium.ctaBuy" />
        </ButtonLink>
        <Muted>
          <FormattedMessage id="premium.ctaNote" />
        </Muted>
      </Center>
    </Page>
  );
}
