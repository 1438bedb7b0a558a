import { Icon } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import { useSettings } from '../../app/providers/SettingsContext';
import { pathTo } from '../../lib/routes/paths';
import { AuthIcon, AuthLead, TextLink } from '../auth/auth-styles';
import { Flow, StepTitle } from './signup-styles';

/** Instead of the form when this tenant does not take this visitor's signup (invite or traffic source only). */
export function SignupNotAllowed({ onLeave }: { onLeave?: () => void }) {
  const settings = useSettings();
  // Where a partner's link opens sign-up, "by invitation only" would send visitors looking for an invite.
  const partners = settings.signups === 'with_trafficsource';
  return (
    <Flow data-testid="signup-not-allowed">
      <div>
        <AuthIcon aria-hidden="true">
          <Icon name="lock" size={28} />
        </AuthIcon>
        <StepTitle>
          <FormattedMessage id={partners ? 'signup.partnerOnlyTitle' : 'signup.inviteOnlyTitle'} />
        </StepTitle>
        <AuthLead>
          <FormattedMessage
            id={partners ? 'signup.partnerOnlyText' : 'signup.inviteOnlyText'}
            values={{ name: settings.name }}
          />
        </AuthLead>
      </div>
      <p>
        <FormattedMessage id="signup.haveAccount" />{' '}
        <TextLink to={pathTo('login')} onClick={onLeave} data-testid="signup-not-allowed-login">
          <FormattedMessage id="nav.login" />
        </TextLink>
      </p>
    </Flow>
  );
}
