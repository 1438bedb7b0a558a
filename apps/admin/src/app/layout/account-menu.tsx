import { DropdownMenu } from '@amora/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { AdminIcon } from '../../components/admin-icon';
import { ACCOUNT_PATH } from '../../features/auth/after-sign-in';
import { useMe, useSession } from '../../features/session/session-provider';

const Trigger = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const Initials = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary.muted};
  color: ${({ theme }) => theme.colors.primary.text};
  font-size: 13px;
  font-weight: 700;
`;

const Name = styled.span`
  display: none;
  max-width: 180px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;

  ${({ theme }) => theme.media.xl} {
    display: inline;
  }
`;

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? parts[0][0] + parts[parts.length - 1][0] : (parts[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/** The signed-in staff member in the top bar: their account page and the way out. */
export function AccountMenu() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { staff } = useMe();
  const { signOut } = useSession();
  return (
    <DropdownMenu
      data-testid="admin-account-menu"
      ariaLabel={intl.formatMessage({ id: 'topbar.account_menu' }, { name: staff.name })}
      label={
        <Trigger>
          <Initials aria-hidden="true">{initialsOf(staff.name)}</Initials>
          <Name>{staff.name}</Name>
        </Trigger>
      }
      items={[
        {
          key: 'account',
          label: <FormattedMessage id="topbar.your_account" />,
          icon: <AdminIcon name="user" size={16} />,
          onSelect: () => navigate(ACCOUNT_PATH),
        },
        {
          key: 'sign-out',
          label: <FormattedMessage id="topbar.sign_out" />,
          icon: <AdminIcon name="logout" size={16} />,
          tone: 'danger',
          onSelect: async () => {
            await signOut();
            navigate('/login', { replace: true });
          },
        },
      ]}
    />
  );
}
