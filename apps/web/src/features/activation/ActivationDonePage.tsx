import { Icon } from '@amora/ui';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useSession, useSessionActions } from '../../app/providers/SessionContext';
import { pathTo } from '../../lib/routes/paths';
import { Actions, AuthCard, AuthIcon, AuthLead, AuthPage, AuthTitle, TextLink } from '../auth/auth-styles';
import { ButtonLink } from '../coming-soon/page-styles';

/** /activate/done: the activation (or reactivation) link worked. */
export function ActivationDonePage() {
  const [search] = useSearchParams();
  const reactivated = search.get('reactivated') === '1';
  const session = useSession();
  const { refresh } = useSessionActions();
  // The link was opened in this browser: the session now knows the confirmed account.
  useEffect(() => {
    refresh();
  }, [refresh]);
  return (
    <AuthPage>
      <AuthCard data-testid="activation-done">
        <AuthIcon $tone="success" aria-hidden="true">
          <Icon name="check" size={28} />
        </AuthIcon>
        <AuthTitle data-testid="activation-done-title">
          <FormattedMessage id={reactivated ? 'activation.reactivatedTitle' : 'activation.doneTitle'} />
        </AuthTitle>
        <AuthLead>
          <FormattedMessage id={reactivated ? 'activation.reactivatedText' : 'activation.doneText'} />
        </AuthLead>
        <Actions>
          <ButtonLink to={pathTo('members')} $size="lg" $fullWidth data-testid="activation-done-continue">
            <FormattedMessage id="activation.toMembers" />
          </ButtonLink>
          {session.status === 'logged-out' && (
            <TextLink to={pathTo('login')} data-testid="activation-done-login">
              <FormattedMessage id="nav.login" />
            </TextLink>
          )}
        </Actions>
      </AuthCard>
    </AuthPage>
  );
}
