import { Alert } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { NotificationsSection } from './NotificationsSection';
import { PageLead, PageTitle, Sections, SettingsMain } from './settings-styles';
import { useMembersOnly } from './use-members-only';

/** /notifications: the notification preferences alone; `?unsubscribed=1` after the mail's unsubscribe link. */
export function NotificationsPage() {
  const [search] = useSearchParams();
  const { redirect } = useMembersOnly();
  const unsubscribed = search.get('unsubscribed') === '1';
  if (redirect && !unsubscribed) return redirect;
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
        {!redirect && <NotificationsSection withPrivacy={false} />}
      </Sections>
    </SettingsMain>
  );
}
