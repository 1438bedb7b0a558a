import { Skeleton } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import { BlockedSection } from './BlockedSection';
import { DataSection } from './DataSection';
import { DeleteSection } from './DeleteSection';
import { EmailSection } from './EmailSection';
import { LanguageSection } from './LanguageSection';
import { NotificationsSection } from './NotificationsSection';
import { PasswordSection } from './PasswordSection';
import { SettingsNav } from './SettingsNav';
import { PageLead, PageTitle, Sections, SettingsColumns, SettingsMain } from './settings-styles';
import { useMembersOnly } from './use-members-only';

/** /settings: e-mail, password, notifications and invisible mode, language, blocks, data and deletion. */
export function SettingsPage() {
  const { user, redirect } = useMembersOnly();
  if (redirect) return redirect;
  return (
    <SettingsMain $wide data-testid="settings-page">
      <PageTitle>
        <FormattedMessage id="account_settings.title" />
      </PageTitle>
      <PageLead>
        <FormattedMessage id="account_settings.lead" />
      </PageLead>
      <SettingsColumns>
        <SettingsNav />
        {!user ? (
          <Sections>
            <Skeleton $height="220px" $radius="lg" />
            <Skeleton $height="320px" $radius="lg" />
          </Sections>
        ) : (
          <Sections>
            <EmailSection email={user.email} />
            <PasswordSection />
            <NotificationsSection />
            <LanguageSection />
            <BlockedSection />
            <DataSection />
            <DeleteSection />
          </Sections>
        )}
      </SettingsColumns>
    </SettingsMain>
  );
}
