import { Skeleton } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import { Navigate, useLocation } from 'react-router';
import styled from 'styled-components';
import { LanguageSelect } from '../../app/layouts/parts/LanguageSelect';
import { useSession } from '../../app/providers/SessionContext';
import { pathTo } from '../../lib/routes/paths';
import { BlockedSection } from './BlockedSection';
import { DataSection } from './DataSection';
import { EmailSection } from './EmailSection';
import { NotificationsSection } from './NotificationsSection';
import { PasswordSection } from './PasswordSection';
import {
  PageLead,
  PageTitle,
  SectionCard,
  Sections,
  SectionText,
  SectionTitle,
  SettingsMain,
} from './settings-styles';

const LanguageRow = styled(SectionCard)`
  flex-direction: row;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
`;

/** Logged-in members only; visitors go to /login and come back here afterwards. */
export function useMembersOnly() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'logged-out') {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return { user: null, redirect: <Navigate to={`${pathTo('login')}?redirect=${redirect}`} replace /> };
  }
  return { user: session.status === 'logged-in' ? session.user : null, redirect: null };
}

/** /settings: e-mail, password, notifications and invisible mode, language, blocks, data and deletion. */
export function SettingsPage() {
  const { user, redirect } = useMembersOnly();
  if (redirect) return redirect;
  return (
    <SettingsMain data-testid="settings-page">
      <PageTitle>
        <FormattedMessage id="account_settings.title" />
      </PageTitle>
      <PageLead>
        <FormattedMessage id="account_settings.lead" />
      </PageLead>
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
          <LanguageRow aria-labelledby="settings-language-title">
            <div>
              <SectionTitle id="settings-language-title">
                <FormattedMessage id="account_settings.language.title" />
              </SectionTitle>
              <SectionText>
                <FormattedMessage id="account_settings.language.text" />
              </SectionText>
            </div>
            <LanguageSelect testId="settings-language" />
          </LanguageRow>
          <BlockedSection />
          <DataSection />
        </Sections>
      )}
    </SettingsMain>
  );
}
