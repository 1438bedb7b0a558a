import { Icon, Spinner } from '@amora/ui';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useSessionActions } from '../../app/providers/SessionContext';
import { ButtonLink } from '../../lib/routes/button-link';
import { pathTo } from '../../lib/routes/paths';
import { AuthCard, AuthIcon, AuthLead, AuthPage, AuthTitle, Section } from '../auth/auth-styles';
import { sendAccount } from './account-api';

type State = { status: 'pending' } | { status: 'done'; email: string } | { status: 'invalid' };

/** /mail-change/do?token=…: confirms the new address once, on arrival from the mail. */
export function MailChangeDoPage() {
  const [search] = useSearchParams();
  const { refresh } = useSessionActions();
  const [state, setState] = useState<State>({ status: 'pending' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    sendAccount('confirmEmailChange', { token: search.get('token') ?? '' })
      .then(async (answer) => {
        setState({ status: 'done', email: answer.user.email });
        // only the member's own session takes the new address; a visitor stays logged out
        await refresh();
      })
      .catch(() => setState({ status: 'invalid' }));
  }, [search, refresh]);

  return (
    <AuthPage>
      <AuthCard data-testid="mail-change-page">
        {state.status === 'pending' ? (
          <Spinner />
        ) : state.status === 'done' ? (
          <>
            <AuthIcon $tone="success" aria-hidden="true">
              <Icon name="check" size={28} />
            </AuthIcon>
            <AuthTitle data-testid="mail-change-done">
              <FormattedMessage id="mail_change.done_title" />
            </AuthTitle>
            <AuthLead>
              <FormattedMessage
                id="mail_change.done_text"
                values={{ email: state.email, strong: (chunks) => <strong>{chunks}</strong> }}
              />
            </AuthLead>
          </>
        ) : (
          <>
            <AuthIcon $tone="danger" aria-hidden="true">
              <Icon name="mail" size={28} />
            </AuthIcon>
            <AuthTitle>
              <FormattedMessage id="mail_change.invalid_title" />
            </AuthTitle>
            <AuthLead data-testid="mail-change-invalid">
              <FormattedMessage id="error.link_invalid" />
            </AuthLead>
            <AuthLead>
              <FormattedMessage id="mail_change.invalid_text" />
            </AuthLead>
          </>
        )}
        {state.status !== 'pending' && (
          <Section>
            <ButtonLink
              to={pathTo('settings')}
              $variant="secondary"
              $fullWidth
              data-testid="mail-change-settings"
            >
              <FormattedMessage id="mail_change.to_settings" />
            </ButtonLink>
          </Section>
        )}
      </AuthCard>
    </AuthPage>
  );
}
