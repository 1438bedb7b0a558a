import { REACTIVATION_DAYS } from '@amora/contracts';
import { Button, Icon } from '@amora/ui';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { useSessionActions } from '../../app/providers/SessionContext';
import { api } from '../../lib/api';
import { ButtonLink } from '../../lib/routes/button-link';
import { pathTo } from '../../lib/routes/paths';
import { AuthCard, AuthIcon, AuthLead, AuthPage, AuthTitle, Section } from '../auth/auth-styles';
import { ErrorAlert } from '../error/ErrorAlert';

/**
 * /account-deleted: what happens now. With the `token` of the deletion mail it offers the way back:
 * a button, not the link itself, reactivates, so a mail scanner opening links cannot undo a deletion.
 */
export function AccountDeletedPage() {
  const { refresh } = useSessionActions();
  const [search] = useSearchParams();
  const token = search.get('token');
  // the deletion ended the session: the navigation shows the visitor's view again
  useEffect(() => {
    void refresh();
  }, [refresh]);

  return (
    <AuthPage>
      <AuthCard data-testid="account-deleted">
        <AuthIcon aria-hidden="true">
          <Icon name="heart" size={28} />
        </AuthIcon>
        {token ? (
          <Reactivate token={token} />
        ) : (
          <>
            <AuthTitle>
              <FormattedMessage id="delete_account.deleted_title" />
            </AuthTitle>
            <AuthLead>
              <FormattedMessage id="delete_account.deleted_text" values={{ days: REACTIVATION_DAYS }} />
            </AuthLead>
            <Section>
              <ButtonLink
                to="/"
                $variant="secondary"
                $size="md"
                $fullWidth
                data-testid="account-deleted-home"
              >
                <FormattedMessage id="delete_account.deleted_home" />
              </ButtonLink>
            </Section>
          </>
        )}
      </AuthCard>
    </AuthPage>
  );
}

function Reactivate({ token }: { token: string }) {
  const navigate = useNavigate();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const reactivate = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.request('reactivate', { body: { token } });
      navigate(`${pathTo('activate-done')}?reactivated=1`, { replace: true });
    } catch (caught) {
      setError(caught);
      setBusy(false);
    }
  };

  return (
    <>
      <AuthTitle>
        <FormattedMessage id="delete_account.reactivate_title" />
      </AuthTitle>
      <AuthLead>
        <FormattedMessage id="delete_account.reactivate_text" />
      </AuthLead>
      <Section>
        <ErrorAlert error={error} data-testid="reactivate-error" />
      </Section>
      <Section>
        <Button size="lg" fullWidth loading={busy} onClick={reactivate} data-testid="reactivate-submit">
          <FormattedMessage id="delete_account.reactivate_button" />
        </Button>
      </Section>
    </>
  );
}
