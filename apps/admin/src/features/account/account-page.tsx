import { Alert } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useDocumentTitle } from '../../app/use-document-title';
import { AdminIcon } from '../../components/admin-icon';
import { PageHeader } from '../../components/page-header';
import { useMe } from '../session/session-provider';
import { GrantList } from '../staff/grant-list';
import { Section, SectionLead, SectionTitle } from './account-styles';
import { PasswordForm } from './password-form';
import { TotpSetup } from './totp-setup';

const SetupNotice = styled(Alert)`
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
  font-size: ${({ theme }) => theme.font.size.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 550;
    overflow-wrap: anywhere;
  }
`;

/** The staff member's own account: who they are, their password and their second factor. */
export function AccountPage() {
  useDocumentTitle('account.title');
  const { staff, tenants, setup } = useMe();
  return (
    <>
      <PageHeader title={<FormattedMessage id="account.title" />} subtitle={staff.email} />
      {(setup.password || setup.totp) && (
        <SetupNotice
          tone="warning"
          data-testid="account-setup"
          title={<FormattedMessage id="account.setup.title" />}
        >
          <FormattedMessage id={setup.password ? 'account.setup.password' : 'account.setup.totp'} />
        </SetupNotice>
      )}
      <Section>
        <div>
          <SectionTitle>
            <AdminIcon name="user" size={18} />
            <FormattedMessage id="account.profile.title" />
          </SectionTitle>
          <SectionLead>
            <FormattedMessage id="account.profile.lead" />
          </SectionLead>
        </div>
        <Facts>
          <dt>
            <FormattedMessage id="staff.field.name" />
          </dt>
          <dd>{staff.name}</dd>
          <dt>
            <FormattedMessage id="staff.field.email" />
          </dt>
          <dd>{staff.email}</dd>
          <dt>
            <FormattedMessage id="staff.field.roles" />
          </dt>
          <dd>
            <GrantList grants={staff.roles} tenants={tenants} />
          </dd>
        </Facts>
      </Section>
      <Section>
        <div>
          <SectionTitle>
            <AdminIcon name="lock" size={18} />
            <FormattedMessage id="account.password.title" />
          </SectionTitle>
          <SectionLead>
            <FormattedMessage id="account.password.lead" />
          </SectionLead>
        </div>
        <PasswordForm />
      </Section>
      <Section>
        <div>
          <SectionTitle>
            <AdminIcon name="phone" size={18} />
            <FormattedMessage id="account.totp.title" />
          </SectionTitle>
          <SectionLead>
            <FormattedMessage id="account.totp.lead" />
          </SectionLead>
        </div>
        <TotpSetup />
      </Section>
    </>
  );
}
