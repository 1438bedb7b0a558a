import { REACTIVATION_DAYS } from '@amora/contracts';
import { Icon } from '@amora/ui';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSessionActions } from '../../app/providers/SessionContext';
import { ButtonLink } from '../../lib/routes/button-link';
import { AuthCard, AuthIcon, AuthLead, AuthPage, AuthTitle, Section } from '../auth/auth-styles';

/** /account-deleted: what happens now, and how to change one's mind. */
export function AccountDeletedPage() {
  const { refresh } = useSessionActions();
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
        <AuthTitle>
          <FormattedMessage id="delete_account.deleted_title" />
        </AuthTitle>
        <AuthLead>
          <FormattedMessage id="delete_account.deleted_text" values={{ days: REACTIVATION_DAYS }} />
        </AuthLead>
        <Section>
          <ButtonLink to="/" $variant="secondary" $size="md" $fullWidth data-testid="account-deleted-home">
            <FormattedMessage id="delete_account.deleted_home" />
          </ButtonLink>
        </Section>
      </AuthCard>
    </AuthPage>
  );
}
