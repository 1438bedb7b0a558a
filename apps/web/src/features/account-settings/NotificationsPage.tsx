import { Alert } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../lib/routes/button-link';
import { pathTo } from '../../lib/routes/paths';
import { NotificationsSection } from './NotificationsSection';
import { PageLead, PageTitle, Sections, SettingsMain } from './settings-styles';
import { useMembersOnly } from './use-members-only';

/**
 * /notifications: the notification preferences alone. The API sends the mail's unsubscribe link here:
 * `?unsubscribed=1` when it worked, `?unsubscribe=invalid` when the link was bad. Both are shown to
 * visitors too (a mail is often opened logged out); a visitor with neither goes to the login page.
 */
export function NotificationsPage() {
  const [search] = useSearchParams();
  const { user, redirect } = useMembersOnly();
  const unsubscribed = search.get('unsubscribed') === '1';
  const linkInvalid = search.get('unsubscribe') === 'invalid';
  if (redirect && !unsubscribed && !linkInvalid) return redirect;
  return (
    <SettingsMain data-testid="notifications-page">
      <PageTitle>
        <FormattedMessage id="notifications_settings.page_title" />
      </PageTitle>
      <PageLead>
        <FormattedMessage id="notifications_settings.page_lead" />
      </PageLead>
      <Sections>
        {unsubscribed && (
          <Alert tone="success" data-testid="notifications-unsubscribed">
            <FormattedMessage id="notifications_settings.unsubscribed" />
          </Alert>
        )}
        {linkInvalid && <InvalidLinkAlert visitor={Boolean(redirect)} member={Boolean(user)} />}
        {!redirect && <NotificationsSection withPrivacy={false} />}
      </Sections>
    </SettingsMain>
  );
}

/** Spec §8 "Link expired or invalid", and the way on: the preferences below, or logging in to reach them. */
function InvalidLinkAlert({ visitor, member }: { visitor: boolean; member: boolean }) {
  const backHere = encodeURIComponent(pathTo('notifications'));
  return (
    <Alert
      tone="warning"
      title={<FormattedMessage id="error.link_invalid" />}
      action={
        visitor && (
          <ButtonLink
            to={`${pathTo('login')}?redirect=${backHere}`}
            $variant="outline"
            $size="sm"
            data-testid="notifications-link-invalid-login"
          >
            <FormattedMessage id="notifications_settings.link_invalid_login" />
          </ButtonLink>
        )
      }
      data-testid="notifications-link-invalid"
    >
      {visitor && <FormattedMessage id="notifications_settings.link_invalid_visitor" />}
      {member && <FormattedMessage id="notifications_settings.link_invalid_member" />}
    </Alert>
  );
}
