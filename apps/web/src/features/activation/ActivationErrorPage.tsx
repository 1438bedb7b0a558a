import { Icon } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import { useSettings } from '../../app/providers/SettingsContext';
import { pathTo } from '../../lib/routes/paths';
import { Actions, AuthCard, AuthIcon, AuthLead, AuthPage, AuthTitle, TextLink } from '../auth/auth-styles';
import { ButtonLink } from '../coming-soon/page-styles';

/** /activate/error: the activation link did not work; the way out is support. */
export function ActivationErrorPage() {
  const settings = useSettings();
  const email = settings.support_email;
  return (
    <AuthPage>
      <AuthCard data-testid="activation-error">
        <AuthIcon $tone="danger" aria-hidden="true">
          <Icon name="shield" size={28} />
        </AuthIcon>
        <AuthTitle>
          <FormattedMessage id="error.activation_failed" />
        </AuthTitle>
        <AuthLead>
          <FormattedMessage
            id="activation.errorText"
            values={{ email, a: (chunks) => <a href={`mailto:${email}`}>{chunks}</a> }}
          />
        </AuthLead>
        <Actions>
          <ButtonLink to={pathTo('service')} $size="lg" $fullWidth data-testid="activation-error-support">
            <FormattedMessage id="activation.contactSupport" />
          </ButtonLink>
          <TextLink to="/">
            <FormattedMessage id="page.backHome" />
          </TextLink>
        </Actions>
      </AuthCard>
    </AuthPage>
  );
}
