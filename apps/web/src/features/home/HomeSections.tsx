import { Icon, type IconName } from '@amora/ui';
import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';
import { useSettings } from '../../app/providers/SettingsContext';
import { SignupCta } from '../signup/SignupCta';
import {
  CtaBand,
  CtaText,
  CtaTitle,
  Feature,
  FeatureIcon,
  FeatureText,
  FeatureTitle,
  Grid,
  Section,
  SectionTitle,
  StepNumber,
} from './home-styles';

const m = defineMessages({
  profileTitle: { id: 'home.steps.profile.title' },
  profileText: { id: 'home.steps.profile.text' },
  discoverTitle: { id: 'home.steps.discover.title' },
  discoverText: { id: 'home.steps.discover.text' },
  chatTitle: { id: 'home.steps.chat.title' },
  chatText: { id: 'home.steps.chat.text' },
  privacyTitle: { id: 'home.trust.privacy.title' },
  privacyText: { id: 'home.trust.privacy.text' },
  creditsTitle: { id: 'home.trust.credits.title' },
  creditsText: { id: 'home.trust.credits.text' },
  supportTitle: { id: 'home.trust.support.title' },
  supportText: { id: 'home.trust.support.text' },
});

interface Item {
  icon: IconName;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

const STEPS: Item[] = [
  { icon: 'user', title: m.profileTitle, text: m.profileText },
  { icon: 'search', title: m.discoverTitle, text: m.discoverText },
  { icon: 'chat', title: m.chatTitle, text: m.chatText },
];

const TRUST: Item[] = [
  { icon: 'lock', title: m.privacyTitle, text: m.privacyText },
  { icon: 'coins', title: m.creditsTitle, text: m.creditsText },
  { icon: 'headset', title: m.supportTitle, text: m.supportText },
];

export function HowItWorks() {
  const { name } = useSettings();
  return (
    <Section aria-labelledby="steps-title">
      <SectionTitle id="steps-title">
        <FormattedMessage id="home.steps.title" values={{ name }} />
      </SectionTitle>
      <Grid>
        {STEPS.map((step, index) => (
          <Feature key={step.title.id}>
            <FeatureIcon>
              <Icon name={step.icon} />
              <StepNumber>{index + 1}</StepNumber>
            </FeatureIcon>
            <FeatureTitle>
              <FormattedMessage {...step.title} />
            </FeatureTitle>
            <FeatureText>
              <FormattedMessage {...step.text} values={{ name }} />
            </FeatureText>
          </Feature>
        ))}
      </Grid>
    </Section>
  );
}

export function WhyUs() {
  const { name } = useSettings();
  return (
    <Section aria-labelledby="trust-title" $tinted>
      <SectionTitle id="trust-title">
        <FormattedMessage id="home.trust.title" values={{ name }} />
      </SectionTitle>
      <Grid>
        {TRUST.map((item) => (
          <Feature key={item.title.id} $plain>
            <FeatureIcon $tone="secondary">
              <Icon name={item.icon} />
            </FeatureIcon>
            <FeatureTitle>
              <FormattedMessage {...item.title} />
            </FeatureTitle>
            <FeatureText>
              <FormattedMessage {...item.text} values={{ name }} />
            </FeatureText>
          </Feature>
        ))}
      </Grid>
    </Section>
  );
}

export function FinalCallToAction() {
  const { name } = useSettings();
  return (
    <Section aria-labelledby="cta-title">
      <CtaBand>
        <CtaTitle id="cta-title">
          <FormattedMessage id="home.cta.title" />
        </CtaTitle>
        <CtaText>
          <FormattedMessage id="home.cta.text" values={{ name }} />
        </CtaText>
        <SignupCta variant="light" size="lg" data-testid="cta-signup">
          <FormattedMessage id="home.cta.createAccount" />
        </SignupCta>
      </CtaBand>
    </Section>
  );
}
